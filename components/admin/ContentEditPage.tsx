import Link from 'next/link';
import type { ReactNode } from 'react';
import { PictureManager } from './PictureManager';
import { PublishToggle } from './PublishToggle';
import { PAGE_TITLE, TEXT_LINK } from './styles';
import { BackLink } from './BackLink';

interface ContentEditPageProps {
  title: string;
  /** "All stories" and its address. */
  back: { href: string; label: string };
  /** The piece's storefront address, linked while it is published. */
  shopPath: string;
  published: boolean;
  /** The API path the publish toggle patches. */
  apiPath: string;
  /** Its pictures, first = the hero; changed through `${apiPath}/pictures`. */
  pictures: { url: string; alt: string }[];
  children: ReactNode;
}

/** A story's or adventure's page in the back office: where it stands, its hero picture, and its editor. */
export function ContentEditPage({ title, back, shopPath, published, apiPath, pictures, children }: ContentEditPageProps) {
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink href={back.href}>{back.label}</BackLink>
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
      <PictureManager endpoint={`${apiPath}/pictures`} initialPictures={pictures} label="Pictures (the first is the hero picture)" />
      {children}
    </div>
  );
}
