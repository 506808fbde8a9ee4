import { IntentLink } from '@/components/ui/IntentLink';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import type { SitemapGroup } from '@/lib/domain/sitemap';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Each group a titled list of links; items with a description show it beneath the link. */
export function SitemapGroups({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => {
        const headingId = `sitemap-${slug(group.title)}`;
        return (
          <section key={group.title} aria-labelledby={headingId} className="rounded-lg border border-moss-100 bg-white p-6">
            <h2 id={headingId} className="text-xl font-semibold">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link.href}>
                  <IntentLink
                    href={link.href}
                    className={cn('inline-flex min-h-11 items-center font-semibold text-moss-800 underline-offset-2 hover:underline', FOCUS_RING)}
                  >
                    {link.label}
                  </IntentLink>
                  {link.description ? <p className="text-sm text-slate-700">{link.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
