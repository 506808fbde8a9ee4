'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FOCUS_RING } from '@/components/layout/focus';
import { cx } from '@/components/ui/class-list';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { contactMessageSchema, type ContactMessageFields } from '@/lib/forms/contact-message';
import { apiRequest, ApiRequestError } from '@/lib/http/client';
import { useHydrated } from '@/components/ui/useHydrated';

const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', max: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off', max: 150 },
] as const;

type Field = keyof ContactMessageFields;

const EMPTY: ContactMessageFields = { name: '', email: '', subject: '', message: '' };
const inputClass = cx('mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-tartan-700', FOCUS_RING);

/** The contact form: stored by the shop (and e-mailed when mail is set up), then a toast (docs/product/decisions.md#contact-form). */
export function ContactForm() {
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    // Messages change only when the form is sent again (docs/adr/0012-checkout-form.md#every-form-the-same-way).
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: sending } = formState;
  // The page sends this form as HTML before its code arrives (it loads lazily): until React runs it,
  // the button stays disabled, so a press cannot submit the fields natively into the address.
  const ready = useHydrated();

  const send = handleSubmit(async (message) => {
    try {
      const reply = await apiRequest<{ message?: string }>('/api/contact', { method: 'POST', body: message });
      toast.success('Message Sent!', { description: reply?.message ?? 'Thank you for getting in touch. We will reply within 24 hours.' });
      reset();
    } catch (error) {
      toast.error('Message not sent', {
        description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment, or e-mail us directly.',
      });
    }
  });

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: inputClass,
    ...register(name),
  });

  const error = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-tartan-700">
        {errors[name].message}
      </p>
    ) : null;

  return (
    <form onSubmit={send} noValidate className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        Send us a message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map(({ name, label, type, autoComplete, max }) => (
          <div key={name} className={name === 'subject' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${name}`} className="block font-semibold text-moss-900">
              {label}
            </label>
            <input type={type} autoComplete={autoComplete} maxLength={max} {...field(name)} />
            {error(name)}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="block font-semibold text-moss-900">
          Message
        </label>
        <textarea rows={6} maxLength={5000} {...field('message')} />
        {error('message')}
      </div>
      {/* Disabled from the first press until the shop answers, so one message is sent once. */}
      <button type="submit" disabled={!ready || sending} className={BUTTON_PRIMARY}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
