import type { ReactNode } from 'react';
import { TableScroller } from './TableScroller';

export interface DataTableRow {
  key: string;
  /** The row's own name (a size, a country, a cookie): its row header. */
  header: ReactNode;
  cells: readonly ReactNode[];
}

interface DataTableProps {
  id: string;
  caption: ReactNode;
  /** Column headings, the row-header column first. */
  columns: readonly string[];
  rows: readonly DataTableRow[];
  /** For row headers that need their own look (cookie names in monospace). */
  rowHeaderClassName?: string;
}

/**
 * The information pages' tables: a caption, column headers, a header for each row, and sideways
 * scrolling on narrow screens. One component so every table reads the same to a screen reader.
 */
export function DataTable({ id, caption, columns, rows, rowHeaderClassName = 'font-semibold' }: DataTableProps) {
  const captionId = `${id}-caption`;
  const last = columns.length - 1;
  // The last column needs no gap on its right.
  const gap = (index: number) => (index === last ? 'py-2' : 'py-2 pr-4');
  return (
    <TableScroller captionId={captionId}>
      <table className="w-full border-collapse text-left text-base">
        <caption id={captionId} className="mb-2 text-left font-semibold text-moss-900">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-moss-700">
            {columns.map((column, index) => (
              <th key={column} scope="col" className={gap(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-moss-100 align-top">
              <th scope="row" className={`${gap(0)} ${rowHeaderClassName}`}>
                {row.header}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={gap(index + 1)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
