import type { ReactNode } from 'react';
import { OfficeNav } from '@/components/admin/OfficeNav';
import { SignOutButton } from '@/components/admin/SignOutButton';
import { LINK } from '@/components/admin/styles';
import { requireOwnerPage } from '@/lib/admin/guard';
import { commerce } from '@/lib/commerce';

export const dynamic = 'force-dynamic';

/**
 * Every back-office page but sign-in: signed-out visitors are sent to the sign-in page before
 * anything renders. Who is signed in, the way out and the sections sit in a rail beside the page.
 */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const owner = await requireOwnerPage();
  const { storeAdmin: store } = commerce().ownerCapabilities();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
      <div className="mb-6 space-y-4 border-b border-moss-100 pb-4 lg:mb-0 lg:border-b-0 lg:border-r lg:pb-0 lg:pr-4">
        <div className="space-y-2 text-slate-700">
          <p>
            Signed in as <strong className="break-all">{owner.email}</strong>
          </p>
          <SignOutButton />
        </div>
        <OfficeNav />
      </div>
      <div className="min-w-0 space-y-6">
        {store && (
          <p role="note" className="rounded-md border border-moss-200 bg-moss-50 p-4 text-slate-800">
            {store.notice}{' '}
            <a href={store.home} className={LINK}>
              Open {store.name}&rsquo;s admin
            </a>
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
