'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { useHydrated } from '@/components/ui/useHydrated';
import { ownerSignInSchema } from '@/lib/forms/owner-sign-in';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { FIELD, LABEL } from './styles';

/** The owner's sign-in: a wrong pair, or a locked account, is said in words beside the form. */
export function SignInForm() {
  const id = useId();
  const router = useRouter();
  const ready = useHydrated();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ownerSignInSchema),
    defaultValues: { email: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting: busy } = formState;

  const signIn = handleSubmit(async (fields) => {
    setProblem(null);
    try {
      await apiRequest('/api/admin/session', { method: 'POST', body: fields });
      router.replace('/admin/orders');
      router.refresh();
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Signing in failed just now. Please try again in a moment.');
    }
  });

  return (
    <form onSubmit={signIn} noValidate className="space-y-5">
      <div>
        <label htmlFor={`${id}-email`} className={LABEL}>
          E-mail address
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={FIELD}
          {...register('email')}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-tartan-700">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-password`} className={LABEL}>
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          className={FIELD}
          {...register('password')}
        />
        {errors.password ? (
          <p id={`${id}-password-error`} className="mt-1 text-sm text-tartan-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="rounded-md bg-cream-100 p-3 text-tartan-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" disabled={!ready || busy} className={BUTTON_PRIMARY}>
        {busy ? 'Signing in...' : 'Sign in'}
      </button>
    </form>
  );
}
