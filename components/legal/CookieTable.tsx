import { TableScroller } from '@/components/info/TableScroller';
import { SHOP_COOKIES } from './cookie-list';

export function CookieTable() {
  return (
    <TableScroller captionId="cookie-table-caption">
      <table className="w-full border-collapse text-left text-base">
        <caption id="cookie-table-caption" className="mb-2 text-left font-semibold text-moss-900">The cookies and reports our shop sets</caption>
        <thead>
          <tr className="border-b-2 border-moss-700">
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Kind
            </th>
            <th scope="col" className="py-2 pr-4">
              What it does
            </th>
            <th scope="col" className="py-2">
              How long
            </th>
          </tr>
        </thead>
        <tbody>
          {SHOP_COOKIES.map((cookie) => (
            <tr key={cookie.name} className="border-b border-moss-100 align-top">
              <th scope="row" className="py-2 pr-4 font-mono text-sm font-semibold">
                {cookie.name}
              </th>
              <td className="py-2 pr-4">{cookie.category}</td>
              <td className="py-2 pr-4">{cookie.purpose}</td>
              <td className="py-2">{cookie.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
