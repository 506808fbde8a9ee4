import Link from 'next/link';
import { TEXT_LINK } from './styles';

/** The way back from an item's page to its list ("All products"), above the page's title. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <p>
      <Link href={href} className={TEXT_LINK}>
        {children}
      </Link>
    </p>
  );
}
