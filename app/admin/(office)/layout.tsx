import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { OfficeNav } from '@/components/admin/OfficeNav';
import { SignOutButton } from '@/components/admin/SignOutButton';
import { LINK } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { KEPT_IN_STORE_MESSAGE, storeAdmin } from '@/lib/commerce/woocommerce/store-admin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Every back-office page: signed-out visitors are sent to the sign-in page before anything renders. */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const owner = await requireOwnerPage();
  const store = storeAdmin(process.env);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-moss-100 pb-4">
        <OfficeNav />
        <p className="flex items-center gap-3 text-slate-700">
          <span>
            Signed in as <strong>{owner.email}</strong>
          </span>
          <SignOutButton />
        </p>
      </header>
      {store && (
        <p role="note" className="rounded-md border border-moss-200 bg-moss-50 p-4 text-slate-800">
          {KEPT_IN_STORE_MESSAGE}{' '}
          <a href={`${store.storeUrl}/wp-admin/`} className={LINK}>
            Open WooCommerce&rsquo;s admin
          </a>
        </p>
      )}
      {children}
    </div>
  );
}
