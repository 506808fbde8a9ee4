import { IntentLink } from '@/components/ui/IntentLink';
import { SafeImage } from '@/components/ui/SafeImage';
import { cn } from '@/components/ui/cn';
import { SITE_SCENES } from '@/data/artwork/site-scenes';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { SHOP_NAME } from '@/lib/site';
import { eyebrow, ghostButtonOnDark, primaryButton } from './styles';

const scene = SITE_SCENES.homeHero;

export function Hero() {
  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-moss-900">
      {/* The largest paint on the page: fetched early rather than when layout discovers it. */}
      <SafeImage sourceWidth={scene.width} src={scene.src} alt={scene.alt} fill preload fetchPriority="high" sizes="100vw" className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {/* Keeps the copy readable over the light sky, whatever the crop on a narrow screen. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-ink/70 md:bg-transparent md:bg-linear-to-r md:from-slate-ink/90 md:via-slate-ink/65 md:via-45% md:to-transparent" />
      <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28 lg:py-36">
        <div className="max-w-xl text-cream-50">
          <p className={cn(eyebrow, 'text-gold-500')}>{SHOP_NAME}</p>
          <h1 id="home-hero-heading" className="mt-3 text-4xl font-bold leading-tight text-cream-50 sm:text-5xl lg:text-6xl">
            Bring the Highlands home
          </h1>
          <p className="mt-5 text-lg leading-relaxed sm:text-xl">
            Tartan aprons, engraved oak boards, soft tees and prints of glens, lochs and hairy coos: gifts for anyone who
            loves the Highlands, or misses them.
          </p>
          <p className="mt-3 font-semibold text-cream-100">{FREE_UK_SHIPPING_HEADLINE}.</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <IntentLink href="/products" className={primaryButton}>
              Shop the Collection
            </IntentLink>
            <IntentLink href="/articles" className={ghostButtonOnDark}>
              Read Heritage Stories
            </IntentLink>
          </div>
        </div>
      </div>
    </section>
  );
}
