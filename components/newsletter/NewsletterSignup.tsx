'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { IntentLink } from '@/components/ui/IntentLink';
import { useId, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { newsletterSignupSchema, type NewsletterSignupFields } from '@/lib/forms/newsletter-signup';
import { ApiRequestError, apiRequest } from '@/lib/http/client';
import { useHydrated } from '@/components/ui/useHydrated';

const SUCCESS_FALLBACK = "You've successfully subscribed to our Highland newsletter.";
const FAILURE_FALLBACK = 'Please try again later.';
const INPUT_CLASS =
  'min-h-11 rounded-md border border-white/30 bg-white px-3 text-base text-slate-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';

interface NewsletterSignupProps {
  /** Anchor for "Subscribe Now" links elsewhere on the page (the About page scrolls here). */
  id?: string;
  headingLevel?: 'h2' | 'h3';
}

/** The block has no messages under its fields: a refusal reads as the shop's own 400 would, in the failure toast. */
function reportRefusal(errors: FieldErrors<NewsletterSignupFields>) {
  const description = [errors.email?.message, errors.name?.message].filter(Boolean).join('; ');
  toast.error('Subscription failed', { description: description || FAILURE_FALLBACK });
}

/** The newsletter block (docs/product/routes.md#newsletter-block); trimmed fields, blank email ignored, toasts for the outcome. */
export function NewsletterSignup({ id = 'newsletter', headingLevel: Heading = 'h2' }: NewsletterSignupProps) {
  const fieldId = useId();
  const headingId = `${fieldId}-heading`;
  const { register, handleSubmit, getValues, reset, formState } = useForm({
    resolver: zodResolver(newsletterSignupSchema),
    defaultValues: { email: '', name: '' },
    // Focus stays where the shopper left it (docs/adr/0012-checkout-form.md#every-form-the-same-way).
    shouldFocusError: false,
  });
  const pending = formState.isSubmitting;
  // The page sends this form as HTML before its code arrives (it loads lazily): until React runs it,
  // the button stays disabled, so a press cannot submit the fields natively into the address.
  const ready = useHydrated();

  const send = handleSubmit(async (signup) => {
    try {
      const response = await apiRequest<{ message?: unknown } | undefined>('/api/newsletter', { method: 'POST', body: signup });
      const message = typeof response?.message === 'string' && response.message.trim() ? response.message : SUCCESS_FALLBACK;
      toast.success('Welcome to the Clan!', { description: message });
      reset();
    } catch (error) {
      // A network failure has no server message; neither does an error page that is not our JSON.
      const description = error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : FAILURE_FALLBACK;
      toast.error('Subscription failed', { description });
    }
  }, reportRefusal);

  function subscribe(event: FormEvent<HTMLFormElement>) {
    // A blank email is ignored without a word or a call (docs/product/rules.md#validation): the
    // browser's own required check has already spoken.
    if (!getValues('email').trim()) return event.preventDefault();
    void send(event);
  }

  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-28 rounded-xl bg-moss-900 px-6 py-10 text-cream-50 sm:px-12 sm:py-14">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <Heading id={headingId} className="font-heading text-3xl font-bold text-cream-50 sm:text-4xl">
            Join the Highland Clan
          </Heading>
          <p className="mt-4 text-lg text-cream-100">
            Occasional letters with new designs, heritage stories and walking guides from the hills. Unsubscribe whenever you
            like.
          </p>
        </div>
        <form onSubmit={subscribe} className="grid gap-4 sm:grid-cols-2" aria-labelledby={headingId}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${fieldId}-name`} className="font-semibold">
              Name <span className="font-normal text-cream-100">(optional)</span>
            </label>
            <input
              id={`${fieldId}-name`}
              type="text"
              autoComplete="name"
              className={INPUT_CLASS}
              {...register('name')}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${fieldId}-email`} className="font-semibold">
              Email address
            </label>
            <input
              id={`${fieldId}-email`}
              type="email"
              required
              autoComplete="email"
              className={INPUT_CLASS}
              {...register('email')}
            />
          </div>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <button
              type="submit"
              disabled={!ready || pending}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-tartan-700 px-6 font-semibold text-white hover:bg-tartan-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 disabled:cursor-wait disabled:opacity-80"
            >
              {pending ? 'Joining...' : 'Join the Clan'}
            </button>
            <IntentLink href="/privacy" className="inline-flex min-h-11 items-center text-sm text-cream-50 underline underline-offset-2 hover:no-underline">
              How we look after your email
            </IntentLink>
          </div>
        </form>
      </div>
    </section>
  );
}
