import type { Metadata } from 'next';
import Link from 'next/link';
import { LINK, PAGE_TITLE } from '@/components/admin/styles';

export const metadata: Metadata = { title: 'Not Found in the Back Office' };

/** An unknown back-office address, or a record that does not exist (an order number nobody has). */
export default function OfficeNotFound() {
  return (
    <div className="space-y-4">
      <h1 className={PAGE_TITLE}>Not Found in the Back Office</h1>
      <p className="text-slate-700">Nothing lives at this address. It may have been mistyped, or the record may have been removed.</p>
      <p>
        <Link href="/admin" className={LINK}>
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
