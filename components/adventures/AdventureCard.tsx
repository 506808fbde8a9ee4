import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import { adventurePath } from '@/lib/content/store/api-shape';
import type { Adventure } from '@/lib/content/store';
import { cardActivities } from '@/lib/domain/adventures';
import { AdventureBadge } from './AdventureBadge';
import { DifficultyBadge } from './DifficultyBadge';
import { ClockIcon, MapPinIcon } from './icons';

export type AdventureCardData = Pick<
  Adventure,
  'slug' | 'title' | 'description' | 'location' | 'region' | 'activityTypes' | 'difficulty' | 'duration' | 'featured' | 'images'
>;

interface AdventureCardProps {
  adventure: AdventureCardData;
  /** The first row is above the fold: fetch those pictures at once. */
  eager?: boolean;
}

/** Picture, Featured and difficulty badges, location, description, region, two activities, duration, Explore. */
export function AdventureCard({ adventure, eager = false }: AdventureCardProps) {
  const image = adventure.images[0];
  return (
    <article className="card">
      <div className="relative aspect-video bg-moss-50">
        {image ? (
          <SafeImage
            sourceWidth={CONTENT_IMAGE_WIDTH}
            src={image.url}
            alt={image.alt}
            fill
            loading={eager ? 'eager' : 'lazy'}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        ) : null}
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
          {adventure.featured ? <AdventureBadge tone="featured">Featured</AdventureBadge> : <span />}
          <DifficultyBadge difficulty={adventure.difficulty} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-moss-800">
          <MapPinIcon />
          {adventure.location}
        </p>
        <h3 className="text-xl leading-snug">{adventure.title}</h3>
        <p className="text-slate-700">{adventure.description}</p>
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <div>
            <dt className="font-semibold text-moss-900">Region</dt>
            <dd className="text-slate-700">{adventure.region}</dd>
          </div>
          <div>
            <dt className="font-semibold text-moss-900">Duration</dt>
            <dd className="flex items-center gap-1 text-slate-700">
              <ClockIcon />
              {adventure.duration}
            </dd>
          </div>
        </dl>
        <ul aria-label="Activities" className="flex flex-wrap gap-2">
          {cardActivities(adventure).map((activity) => (
            <li key={activity} className="activity-pill">
              {activity}
            </li>
          ))}
        </ul>
        <IntentLink
          href={adventurePath(adventure.slug)}
          // Eighteen links called "Explore" would be indistinguishable in a screen reader's links list.
          aria-label={`Explore ${adventure.title}`}
          className="card-button"
        >
          Explore
          <span aria-hidden="true" className="ml-2">
            →
          </span>
        </IntentLink>
      </div>
    </article>
  );
}
