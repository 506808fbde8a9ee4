import type { ReactNode } from 'react';
import { CELL, HEAD_ROW, TABLE } from './styles';

export interface ListColumn {
  label: string;
  /** Figures (totals, prices) line up on the right. */
  numeric?: boolean;
}

interface ListTableProps {
  columns: readonly (string | ListColumn)[];
  /** Read by screen readers only: what the rows are and in which order. */
  caption?: string;
  /** The rows: one `<tr className={ROW}>` each. */
  children: ReactNode;
}

/** A back-office list: one scrolling frame, headed columns, the page's own rows. */
export function ListTable({ columns, caption, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className={HEAD_ROW}>
            {columns.map((column) => {
              const { label, numeric } = typeof column === 'string' ? { label: column, numeric: false } : column;
              return (
                <th key={label} scope="col" className={numeric ? `${CELL} text-right` : CELL}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
