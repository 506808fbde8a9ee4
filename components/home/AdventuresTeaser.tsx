import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { darkButton, sectionHeading, sectionShell } from './styles';

const scene = SITE_SCENES.adventures;

// A few regions, activities and difficulties as starting points; the
// adventures page has the full filters.
const WAYS_IN: readonly { title: string; param: string; values: readonly { value: string; label: string }[] }[] = [
  {
    title: 'By region',
    param: 'region',
    values: [
      { value: 'Highlands', label: 'Highlands' },
      { value: 'Islands', label: 'Islands' },
      { value: 'Scottish Borders', label: 'Borders' },
      { value: 'Lowlands', label: 'Lowlands' },
    ],
  },
  {
    title: 'By activity',
    param: 'activity',
    values: [
      { value: 'Hiking', label: 'Hiking' },
      { value: 'Historical', label: 'Historical' },
      { value: 'Nature', label: 'Nature' },
      { value: 'Family-Friendly', label: 'Family-friendly' },
    ],
  },
  {
    title: 'By difficulty',
    param: 'difficulty',
    values: [
      { value: 'easy', label: 'Easy' },
      { value: 'moderate', label: 'Moderate' },
      { value: 'challenging', label: 'Challenging' },
    ],
  },
];

export function AdventuresTeaser() {
  return (
    <section aria-labelledby="home-adventures-heading" className="bg-moss-50 py-16">
      <div className={cn(sectionShell, 'grid items-center gap-10 lg:grid-cols-2')}>
        <div className="relative aspect-4/3 overflow-hidden rounded-xl bg-moss-100">
          <SafeImage sourceWidth={scene.width} src={scene.src} alt={scene.alt} fill sizes="(min-width: 1024px) 600px, 100vw" className="absolute inset-0 h-full w-full object-cover" />
        </div>
        <div>
          <h2 id="home-adventures-heading" className={sectionHeading}>
            Walking and heritage adventures
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Guides to Scottish walks and historic places, from gentle lochside strolls to long hill days. Each one tells you
            where it is, when to go and what to bring.
          </p>
          <div className="mt-6 space-y-5">
            {WAYS_IN.map((group) => (
              <nav key={group.param} aria-label={`Adventures ${group.title.toLowerCase()}`}>
                <h3 className="text-lg font-semibold">{group.title}</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {group.values.map(({ value, label }) => (
                    <li key={value}>
                      <IntentLink
                        href={`/adventures?${new URLSearchParams({ [group.param]: value })}`}
                        className="inline-flex min-h-11 items-center rounded-full border border-moss-700/40 bg-white px-4 text-moss-900 hover:border-moss-800 hover:bg-moss-100 focus-ring"
                      >
                        {label}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <IntentLink href="/adventures" className={cn(darkButton, 'mt-8')}>
            Explore all adventures
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
