import { IntentLink } from '@/components/ui/IntentLink';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import type { Adventure } from '@/lib/content/store';
import { DifficultyBadge } from './DifficultyBadge';

const card = 'rounded-lg border border-moss-100 p-5 shadow-sm';
const cardHeading = 'text-xl font-semibold';
const cardLink = cn('mt-4 inline-flex min-h-11 items-center rounded-md border border-moss-800 px-4 font-semibold text-moss-900 hover:bg-moss-50', FOCUS_RING);

type Summary = Pick<Adventure, 'location' | 'region' | 'difficulty' | 'duration' | 'distance'>;

/** Location & Details, More Scottish Adventures and Scottish Treasures beside the tabs. */
export function AdventureSideCards({ adventure }: { adventure: Summary }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="side-details-heading" className={cn(card, 'bg-white')}>
        <h2 id="side-details-heading" className={cardHeading}>
          Location &amp; Details
        </h2>
        <dl className="mt-4 space-y-3">
          <div>
            <dt className="text-sm font-semibold text-moss-800">Location</dt>
            <dd>{adventure.location}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-moss-800">Region</dt>
            <dd>{adventure.region}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-moss-800">Difficulty</dt>
            <dd className="mt-1">
              <DifficultyBadge difficulty={adventure.difficulty} named={false} />
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-moss-800">Duration</dt>
            <dd>{adventure.duration}</dd>
          </div>
          {adventure.distance ? (
            <div>
              <dt className="text-sm font-semibold text-moss-800">Distance</dt>
              <dd data-testid="adventure-distance">{adventure.distance}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="side-more-heading" className={cn(card, 'bg-white')}>
        <h2 id="side-more-heading" className={cardHeading}>
          More Scottish Adventures
        </h2>
        <p className="mt-2 text-slate-700">Castles, standing stones, islands and hill walks from the Borders to Orkney.</p>
        <IntentLink href="/adventures" className={cardLink}>
          Browse all adventures
        </IntentLink>
      </section>

      <section aria-labelledby="side-treasures-heading" className={cn(card, 'bg-cream-100')}>
        <h2 id="side-treasures-heading" className={cardHeading}>
          Scottish Treasures
        </h2>
        <p className="mt-2 text-slate-700">Bring a piece of the Highlands home: tartan, oak, glass and prints inspired by places like this.</p>
        <IntentLink href="/products" className={cardLink}>
          Shop Highland gifts
        </IntentLink>
      </section>
    </div>
  );
}
