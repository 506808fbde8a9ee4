import { IntentLink } from '@/components/ui/IntentLink';
import { FOCUS_RING } from '@/components/layout/focus';
import { cn } from '@/components/ui/cn';
import { SafeImage } from '@/components/ui/SafeImage';
import { CONTENT_IMAGE_WIDTH } from '@/lib/content/seed/images';
import type { Adventure } from '@/lib/content/store';
import { AdventureBadge } from './AdventureBadge';
import { MapPinIcon } from './icons';
import { ShareAdventureButton } from './ShareAdventureButton';

/** Every generated adventure picture is 1200 x 675 (lib/content/seed/images.ts). */
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 675;

type Heading = Pick<Adventure, 'title' | 'description' | 'location' | 'region' | 'activityTypes' | 'featured' | 'images'>;

/** Back link, the hero picture with its activity, region and Featured badges, title, location and Share. */
export function AdventureHeader({ adventure, path }: { adventure: Heading; path: string }) {
  const hero = adventure.images[0];
  return (
    <header className="space-y-6">
      <IntentLink
        href="/adventures"
        className={cn('inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-moss-800 hover:bg-moss-50 hover:underline', FOCUS_RING)}
      >
        <span aria-hidden="true">←</span> Back to Adventures
      </IntentLink>
      <div className="relative overflow-hidden rounded-xl bg-moss-100">
        {hero ? (
          <SafeImage
            sourceWidth={CONTENT_IMAGE_WIDTH}
            src={hero.url}
            alt={hero.alt}
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            preload
            fetchPriority="high"
            sizes="(min-width: 1280px) 1248px, 100vw"
            className="aspect-video max-h-[32rem] w-full object-cover"
          />
        ) : (
          <div className="aspect-video max-h-[32rem]" />
        )}
        <ul aria-label="Tags" className="absolute inset-x-3 bottom-3 flex flex-wrap gap-2 sm:inset-x-5 sm:bottom-5">
          {adventure.featured ? (
            <li>
              <AdventureBadge tone="featured">Featured</AdventureBadge>
            </li>
          ) : null}
          <li>
            <AdventureBadge tone="region">{adventure.region}</AdventureBadge>
          </li>
          {adventure.activityTypes.map((activity) => (
            <li key={activity}>
              <AdventureBadge tone="activity">{activity}</AdventureBadge>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold leading-tight md:text-5xl">{adventure.title}</h1>
          <p className="mt-3 flex items-center gap-2 text-lg font-semibold text-moss-800">
            <MapPinIcon className="h-5 w-5 shrink-0" />
            {adventure.location}
          </p>
        </div>
        <ShareAdventureButton path={path} title={adventure.title} text={adventure.description} />
      </div>
    </header>
  );
}
