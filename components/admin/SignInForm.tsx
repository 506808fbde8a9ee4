'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/TextField';
import { useHydrated } from '@/components/ui/useHydrated';
import { ownerSignInSchema } from '@/lib/forms/owner-sign-in';
import { apiRequest, ApiRequestError } from '@/lib/http/client';

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
      router.replace('/admin');
      router.refresh();
    } catch (error) {
      setProblem(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Signing in failed just now. Please try again in a moment.');
    }
  });

  return (
    <form onSubmit={signIn} noValidate className="space-y-5">
      <TextField id={`${id}-email`} label="E-mail address" type="email" autoComplete="username" required error={errors.email?.message} {...register('email')} />
      <TextField id={`${id}-password`} label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
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
