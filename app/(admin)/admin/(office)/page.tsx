import { redirect } from 'next/navigation';

/** /admin opens on the orders, the owner's daily work; the layout there checks the session. */
export default function AdminHome() {
  redirect('/admin/orders');
}
