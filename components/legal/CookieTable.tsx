import { DataTable } from '@/components/info/DataTable';
import { SHOP_COOKIES } from './cookie-list';

export function CookieTable() {
  return (
    <DataTable
      id="cookie-table"
      caption="The cookies and reports our shop sets"
      columns={['Name', 'Kind', 'What it does', 'How long']}
      rowHeaderClassName="font-mono text-sm font-semibold"
      rows={SHOP_COOKIES.map((cookie) => ({ key: cookie.name, header: cookie.name, cells: [cookie.category, cookie.purpose, cookie.lasts] }))}
    />
  );
}
