import { cx } from '@/components/ui/class-list';
import { statusLabel, type OrderStatus } from '@/lib/domain/orders';

const TONE: Record<OrderStatus, string> = {
  pending: 'bg-cream-100 text-slate-800',
  processing: 'bg-moss-100 text-moss-900',
  shipped: 'bg-moss-100 text-moss-900',
  completed: 'bg-moss-800 text-white',
  cancelled: 'bg-slate-200 text-slate-800',
  failed: 'bg-slate-200 text-slate-800',
  refunded: 'bg-tartan-700 text-white',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={cx('inline-block rounded px-2 py-0.5 text-sm font-semibold', TONE[status])}>{statusLabel(status)}</span>;
}
