import { SafeImage } from '@/components/ui/SafeImage';
import { SITE_SCENES } from '@/data/artwork/site-scenes';

const scene = SITE_SCENES.adventures;

/** The list page's banner. The picture is decoration behind the heading, so it has no alt text. */
export function AdventuresHero() {
  return (
    <section aria-labelledby="adventures-heading" className="relative isolate overflow-hidden bg-moss-900">
      <SafeImage sourceWidth={scene.width} src={scene.src} alt="" fill preload fetchPriority="high" sizes="100vw" className="absolute inset-0 -z-20 h-full w-full object-cover" />
      {/* Keeps the copy readable whatever part of the picture sits behind it. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-slate-ink/75" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <div className="max-w-2xl text-cream-50">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-500">Walking and heritage guides</p>
          <h1 id="adventures-heading" className="mt-3 text-4xl font-bold leading-tight text-cream-50 sm:text-5xl">
            Scottish Adventures
          </h1>
          <p className="mt-4 text-lg leading-relaxed">
            Lochside strolls, standing stones, castles and long hill days, from the Borders to the far islands. Each guide says where
            it is, when to go and what to bring.
          </p>
        </div>
      </div>
    </section>
  );
}
