import { formatInchRange, type SizeTable } from '@/lib/domain/size-guide';
import { DataTable } from './DataTable';

/** One clothing size table: a row header per size, inches in every cell. */
export function ShirtSizeTable({ table }: { table: SizeTable }) {
  return (
    <DataTable
      id={table.id}
      caption={
        <>
          <span className="block">{table.caption}</span>
          <span className="block text-sm font-normal text-slate-700">{table.fit}</span>
        </>
      }
      columns={['Size', 'Chest (in)', 'Waist (in)', 'Length (in)']}
      rows={table.rows.map((row) => ({
        key: row.size,
        header: row.label,
        cells: [formatInchRange(row.chest), formatInchRange(row.waist), row.lengthIn],
      }))}
    />
  );
}
