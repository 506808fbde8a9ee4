import { IntentLink } from '@/components/ui/IntentLink';
import { cn } from '@/components/ui/cn';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { SHOP_NAME } from '@/lib/site';
import { CartButton } from './CartButton';
import { FOCUS_RING } from './focus';
import { HeaderSearch } from './HeaderSearch';
import { SearchFields } from './SearchFields';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

/**
 * The site header: a server component with small client islands (links that know the current page,
 * the search box, the menu and the cart button). Below 768px the links and search move into the menu.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-moss-100 bg-white/95 backdrop-blur">
      <p className="bg-moss-900 px-4 py-1.5 text-center text-sm text-cream-50">{FREE_UK_SHIPPING_HEADLINE}</p>
      {/* One search box: beside the links on a wide screen, on a line of its own between the mobile
          menu and the wide bar, where there is no room beside them, and in the menu below that. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:gap-x-4 lg:flex-nowrap">
        <MobileMenu />
        <IntentLink
          href="/"
          className={cn('mr-auto inline-flex min-h-11 min-w-0 items-center rounded-md font-heading text-xl font-bold text-moss-900 md:mr-0 md:shrink-0 lg:text-2xl', FOCUS_RING)}
        >
          {SHOP_NAME}
        </IntentLink>
        <nav aria-label="Main" className="hidden min-w-0 flex-1 justify-center md:flex">
          <NavLinks layout="bar" />
        </nav>
        <div className="order-last hidden basis-full md:block lg:order-none lg:w-56 lg:shrink-0 lg:basis-auto xl:w-64">
          <HeaderSearch>
            <SearchFields id="header-search" />
          </HeaderSearch>
        </div>
        <CartButton />
      </div>
    </header>
  );
}
