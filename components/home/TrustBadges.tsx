import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { FREE_UK_SHIPPING_HEADLINE, INTERNATIONAL_SHIPPING_SUMMARY, RETURN_WINDOW_DAYS, UK_DELIVERY_TIME } from '@/lib/domain/policies';
import { describeRatings, type RatingSummary } from '@/lib/domain/ratings';
import { sectionShell } from './styles';

interface Badge {
  title: string;
  body: string;
  icon: ReactNode;
}

function badges(ratings: RatingSummary | null): Badge[] {
  const list: Badge[] = [
    {
      title: 'Secure payments',
      body: 'Card payments are encrypted and handled by our payment provider. We never see or store your card number.',
      icon: (
        <>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </>
      ),
    },
    {
      title: FREE_UK_SHIPPING_HEADLINE,
      body: `UK delivery in ${UK_DELIVERY_TIME}. ${INTERNATIONAL_SHIPPING_SUMMARY}.`,
      icon: (
        <>
          <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
          <circle cx="7" cy="18" r="1.8" />
          <circle cx="17" cy="18" r="1.8" />
        </>
      ),
    },
    {
      title: 'Made with care',
      body: `Many of our tees, aprons and prints are printed in Scotland and our wooden boards are oiled by hand. Not right? You have ${RETURN_WINDOW_DAYS} days to send it back.`,
      icon: <path d="M12 3c1.5 3 4.5 4 4.5 8a4.5 4.5 0 0 1-9 0c0-4 3-5 4.5-8ZM12 15v6M9 21h6" />,
    },
  ];
  if (ratings) {
    list.push({
      title: 'Reviewed by customers',
      body: `${describeRatings(ratings)}.`,
      icon: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3Z" />,
    });
  }
  return list;
}

/** The shop's promises. The review badge shows only real reviews, and only when there are some. */
export function TrustBadges({ ratings }: { ratings: RatingSummary | null }) {
  const list = badges(ratings);
  return (
    <section aria-labelledby="home-trust-heading" className="bg-cream-100 py-14">
      <div className={sectionShell}>
        <h2 id="home-trust-heading" className="sr-only">
          Why shop with us
        </h2>
        <ul className={cn('grid gap-8 sm:grid-cols-2', list.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
          {list.map((badge) => (
            <li key={badge.title} className="flex gap-4">
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-moss-800 text-cream-50">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  {badge.icon}
                </svg>
              </span>
              <div>
                <h3 className="font-heading text-lg font-semibold text-moss-900">{badge.title}</h3>
                <p className="mt-1 text-slate-700">{badge.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
