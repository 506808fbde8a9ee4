import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { darkButton, sectionHeading, sectionShell } from './styles';

const scene = SITE_SCENES.stories;

export interface StoryLink {
  slug: string;
  title: string;
  readTimeMinutes: number;
}

/** The heritage stories teaser: the featured stories by name, then the way to all of them. */
export function StoriesTeaser({ stories }: { stories: readonly StoryLink[] }) {
  return (
    <section aria-labelledby="home-stories-heading" className="py-16">
      <div className={cn(sectionShell, 'grid items-center gap-10 lg:grid-cols-2')}>
        <div className="lg:order-2">
          <div className="relative aspect-4/3 overflow-hidden rounded-xl bg-moss-100">
            <SafeImage sourceWidth={scene.width} src={scene.src} alt={scene.alt} fill sizes="(min-width: 1024px) 600px, 100vw" className="absolute inset-0 h-full w-full object-cover" />
          </div>
        </div>
        <div>
          <h2 id="home-stories-heading" className={sectionHeading}>
            Heritage stories
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            The tales behind the designs: clan tartans and how their setts are read, the castles and standing stones in our
            designs, and the folklore of the thistle and the hills.
          </p>
          {stories.length ? (
            <ul className="mt-6 space-y-2" aria-label="Featured stories">
              {stories.map((story) => (
                <li key={story.slug}>
                  <IntentLink
                    href={`/articles/${story.slug}`}
                    className="inline-flex min-h-11 items-center gap-2 font-semibold text-moss-800 underline underline-offset-4 hover:text-moss-900 focus-ring"
                  >
                    {story.title}
                    <span className="font-normal text-slate-700">· {story.readTimeMinutes} min read</span>
                  </IntentLink>
                </li>
              ))}
            </ul>
          ) : null}
          <IntentLink href="/articles" className={cn(darkButton, 'mt-8')}>
            Read the stories
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
