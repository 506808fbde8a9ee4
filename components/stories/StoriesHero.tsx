import { SHOP_NAME } from '@/lib/site';

/** The list's heading block; shared by the page and its loading state so the title never jumps. */
export function StoriesHero() {
  return (
    <header className="bg-moss-900 text-cream-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-gold-500">{SHOP_NAME} heritage</p>
        <h1 className="mt-3 text-4xl font-bold text-cream-50 sm:text-5xl">Highland Stories</h1>
        <p className="mt-4 max-w-2xl text-lg text-cream-100">
          The tales behind our designs: clan tartans and how they are woven, standing stones and lighthouses, Burns
          suppers, crofts and the whisky regions, told by people who love the Highlands.
        </p>
      </div>
    </header>
  );
}
