import { formatInchRange, type SizeTable } from '@/lib/domain/size-guide';
import { TableScroller } from './TableScroller';

/** One clothing size table: a row header per size, inches in every cell. */
export function ShirtSizeTable({ table }: { table: SizeTable }) {
  return (
    <TableScroller captionId={`${table.id}-caption`}>
      <table className="w-full border-collapse text-left text-base">
        <caption id={`${table.id}-caption`} className="mb-2 text-left">
          <span className="block font-semibold text-moss-900">{table.caption}</span>
          <span className="block text-sm text-slate-700">{table.fit}</span>
        </caption>
        <thead>
          <tr className="border-b-2 border-moss-700">
            <th scope="col" className="py-2 pr-4">
              Size
            </th>
            <th scope="col" className="py-2 pr-4">
              Chest (in)
            </th>
            <th scope="col" className="py-2 pr-4">
              Waist (in)
            </th>
            <th scope="col" className="py-2">
              Length (in)
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.size} className="border-b border-moss-100">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {row.label}
              </th>
              <td className="py-2 pr-4">{formatInchRange(row.chest)}</td>
              <td className="py-2 pr-4">{formatInchRange(row.waist)}</td>
              <td className="py-2">{row.lengthIn}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
