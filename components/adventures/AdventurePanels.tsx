import type { Adventure } from '@/lib/content/store';
import { coordinatesOf, DIFFICULTY_LABELS, formatCoordinates, mapsUrl } from '@/lib/domain/adventures';
import { sanitizeRichText } from '@/lib/domain/rich-text';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import { ExternalIcon, MapPinIcon } from './icons';

/** Each panel opens with a heading for screen-reader navigation; the tab above already says it visually. */
function PanelHeading({ children }: { children: string }) {
  return <h2 className="sr-only">{children}</h2>;
}

const subheading = 'text-xl font-semibold';

export function OverviewPanel({ adventure }: { adventure: Pick<Adventure, 'description' | 'contentHtml'> }) {
  return (
    <div className="space-y-4">
      <PanelHeading>Overview</PanelHeading>
      <p className="text-lg leading-relaxed text-slate-ink">{adventure.description}</p>
      <div className="rich-text space-y-4 leading-relaxed text-slate-ink" dangerouslySetInnerHTML={{ __html: sanitizeRichText(adventure.contentHtml) }} />
    </div>
  );
}

type Facts = Pick<Adventure, 'difficulty' | 'duration' | 'distance' | 'bestTimeToVisit' | 'region' | 'activityTypes' | 'location'>;

const term = 'text-sm font-semibold uppercase tracking-wide text-moss-800';

export function DetailsPanel({ adventure }: { adventure: Facts }) {
  const rows: { label: string; value: string }[] = [
    { label: 'Difficulty', value: DIFFICULTY_LABELS[adventure.difficulty] },
    { label: 'Duration', value: adventure.duration },
    // A visit to a site gives no distance; the row is left out rather than shown empty.
    ...(adventure.distance ? [{ label: 'Distance', value: adventure.distance }] : []),
    { label: 'Best time to visit', value: adventure.bestTimeToVisit },
    { label: 'Region', value: adventure.region },
    { label: 'Location', value: adventure.location },
  ];
  return (
    <div>
      <PanelHeading>Details</PanelHeading>
      <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-moss-100 bg-white p-4">
            <dt className={term}>{row.label}</dt>
            <dd className="mt-1 text-lg">{row.value}</dd>
          </div>
        ))}
        <div className="rounded-lg border border-moss-100 bg-white p-4 sm:col-span-2">
          <dt className={term}>Activities</dt>
          <dd className="mt-2">
            <ul className="flex flex-wrap gap-2">
              {adventure.activityTypes.map((activity) => (
                <li key={activity} className="rounded-full bg-heather-100 px-3 py-1 font-semibold text-heather-700">
                  {activity}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}

type Plan = Pick<Adventure, 'title' | 'seasonalAdvice' | 'whatToBring' | 'latitude' | 'longitude'>;

export function PlanVisitPanel({ adventure }: { adventure: Plan }) {
  const coordinates = coordinatesOf(adventure);
  return (
    <div className="space-y-8">
      <PanelHeading>Plan Visit</PanelHeading>
      <section aria-labelledby="plan-seasonal-heading">
        <h3 id="plan-seasonal-heading" className={subheading}>
          Seasonal advice
        </h3>
        <p className="mt-2 leading-relaxed">{adventure.seasonalAdvice}</p>
      </section>
      <section aria-labelledby="plan-bring-heading">
        <h3 id="plan-bring-heading" className={subheading}>
          What to bring
        </h3>
        {adventure.whatToBring.length ? (
          <ul className="mt-3 space-y-2">
            {adventure.whatToBring.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-moss-700" />
                {item}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">Good walking shoes, a waterproof and something warm: Scottish weather changes quickly.</p>
        )}
      </section>
      {coordinates ? (
        <section aria-labelledby="plan-where-heading">
          <h3 id="plan-where-heading" className={subheading}>
            Getting there
          </h3>
          <p className="mt-2 flex items-center gap-2">
            <MapPinIcon />
            <span>
              <span className="font-semibold">Coordinates: </span>
              <span data-testid="adventure-coordinates">{formatCoordinates(coordinates)}</span>
            </span>
          </p>
          <a
            href={mapsUrl(coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('mt-4 inline-flex min-h-11 items-center gap-2 rounded-md bg-moss-800 px-5 font-semibold text-white hover:bg-moss-900', FOCUS_RING)}
          >
            Open in Maps
            <span className="sr-only"> (opens in a new tab)</span>
            <ExternalIcon />
          </a>
        </section>
      ) : null}
    </div>
  );
}
