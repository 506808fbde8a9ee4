import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { SOCIAL_LINKS } from '@/lib/site';
import { sectionHeading, sectionShell } from './styles';

// Simple outline marks, drawn here rather than pulled from an icon package; unknown networks get none.
const ICONS: Record<string, ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8Z" />,
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </>
  ),
  Twitter: <path d="M4 4l16 16M20 4 4 20" />,
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 8.5c2.5-1 5 .5 4.5 3s-3 3-4 1.5M11.5 10 9.5 20" />
    </>
  ),
};

/** The shop's social profiles as buttons with their marks; each opens in a new tab and says so. */
export function SocialButtons({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-3', className)}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-moss-700/40 bg-white px-5 font-semibold text-moss-900 hover:border-moss-800 hover:bg-moss-50 focus-ring"
          >
            {ICONS[link.label] ? (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                {ICONS[link.label]}
              </svg>
            ) : null}
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SocialLinks() {
  return (
    <section aria-labelledby="home-social-heading" className={cn(sectionShell, 'py-16 text-center')}>
      <h2 id="home-social-heading" className={sectionHeading}>
        Follow the clan
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">New designs, limited runs and pictures from the hills, wherever you like to scroll.</p>
      <SocialButtons className="mt-8 justify-center" />
    </section>
  );
}
