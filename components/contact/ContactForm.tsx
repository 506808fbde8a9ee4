'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { FOCUS_RING } from '@/components/layout/focus';
import { BUTTON_PRIMARY } from '@/components/ui/button-styles';
import { EMAIL_PATTERN } from '@/lib/domain/checkout';
import { apiRequest, ApiRequestError } from '@/lib/http/client';

const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name', max: 100 },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', max: 254 },
  { name: 'subject', label: 'Subject', type: 'text', autoComplete: 'off', max: 150 },
] as const;

type Field = (typeof FIELDS)[number]['name'] | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const LABELS: Record<Field, string> = { name: 'Your name', email: 'Email', subject: 'Subject', message: 'Message' };
const inputClass = `mt-1 block min-h-11 w-full rounded-md border border-moss-700/40 bg-white px-3 py-2 text-base aria-[invalid=true]:border-tartan-700 ${FOCUS_RING}`;

/** All four fields required (e-mail as an e-mail); the message needs a few words. */
export function contactProblems(values: Values): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(LABELS) as Field[]) {
    if (!values[field].trim()) problems[field] = `${LABELS[field]} is required`;
  }
  if (!problems.email && !EMAIL_PATTERN.test(values.email.trim())) problems.email = 'Please enter a valid email address';
  if (!problems.message && values.message.trim().length < 10) problems.message = 'Please write a little more (at least 10 characters)';
  return problems;
}

/** The contact form: stored by the shop (and e-mailed when mail is set up), then a toast (docs/product/decisions.md#contact-form). */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const found = contactProblems(values);
    setProblems(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const reply = await apiRequest<{ message?: string }>('/api/contact', {
        method: 'POST',
        body: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])),
      });
      toast.success('Message Sent!', { description: reply?.message ?? 'Thank you for getting in touch. We will reply within 24 hours.' });
      setValues(EMPTY);
    } catch (error) {
      toast.error('Message not sent', {
        description: error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : 'Please try again in a moment, or e-mail us directly.',
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    className: inputClass,
  });

  const error = (name: Field) =>
    problems[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-tartan-700">
        {problems[name]}
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
      <button type="submit" disabled={sending} className={BUTTON_PRIMARY}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
