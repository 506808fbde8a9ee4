import Link from 'next/link';
import type { ReactNode } from 'react';
import { PublishToggle } from './PublishToggle';
import { PAGE_TITLE, TEXT_LINK } from './styles';

interface ContentEditPageProps {
  title: string;
  /** "All stories" and its address. */
  back: { href: string; label: string };
  /** The piece's storefront address, linked while it is published. */
  shopPath: string;
  published: boolean;
  /** The API path the publish toggle patches. */
  apiPath: string;
  picture: { url: string; alt: string } | null;
  children: ReactNode;
}

/** A story's or adventure's page in the back office: where it stands, its hero picture, and its editor. */
export function ContentEditPage({ title, back, shopPath, published, apiPath, picture, children }: ContentEditPageProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <p>
        <Link href={back.href} className={TEXT_LINK}>
          {back.label}
        </Link>
      </p>
      <h1 className={PAGE_TITLE}>{title}</h1>
      <div className="flex flex-wrap items-center gap-4">
        <p>
          {published ? (
            <>
              Published ·{' '}
              <Link href={shopPath} className={TEXT_LINK}>
                View in the shop
              </Link>
            </>
          ) : (
            'Draft: not in the shop'
          )}
        </p>
        <PublishToggle path={apiPath} published={published} title={title} />
      </div>
      <section aria-labelledby="hero-picture-heading" className="space-y-2 rounded-md border border-moss-100 p-4">
        <h2 id="hero-picture-heading" className="text-xl font-semibold">
          Hero picture
        </h2>
        <p>{picture ? `Now: ${picture.alt}` : 'None yet: the shop shows the piece without a picture.'}</p>
        {/* PICTURES: the lead drops <PictureManager /> here (helper "pictures": /api/admin/{stories|adventures}/{slug}/pictures). */}
      </section>
      {children}
    </div>
  );
}
