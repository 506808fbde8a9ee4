import Link from 'next/link';
import { CartPanel } from '@/components/cart/CartPanel';
import { FREE_UK_SHIPPING_HEADLINE } from '@/lib/domain/policies';
import { SHOP_NAME } from '@/lib/site';
import { CartButton } from './CartButton';
import { HeaderSearch } from './HeaderSearch';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-moss-100 bg-white/95 backdrop-blur">
      <p className="bg-moss-900 px-4 py-1.5 text-center text-sm text-cream-50">{FREE_UK_SHIPPING_HEADLINE}</p>
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <MobileMenu />
        <Link href="/" className="mr-auto font-heading text-xl font-bold text-moss-900 md:mr-0 md:text-2xl">
          {SHOP_NAME}
        </Link>
        <nav aria-label="Main" className="hidden flex-1 justify-center md:flex">
          <NavLinks layout="bar" />
        </nav>
        <div className="hidden w-64 lg:block">
          <HeaderSearch />
        </div>
        <CartButton />
      </div>
      {/* Between the mobile menu and the wide bar there is no room beside the links. */}
      <div className="hidden px-4 pb-2 md:block lg:hidden">
        <HeaderSearch />
      </div>
      <CartPanel />
    </header>
  );
}
