import type { ReactNode } from 'react';
import { FOCUS_RING } from '@/components/layout/focus';
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
  /**
   * For a table with nothing to focus in it that can be wider than a phone: its frame is then a
   * named region a keyboard can focus and scroll (axe's scrollable-region-focusable). Needs a caption.
   */
  focusableFrame?: boolean;
}

/** A back-office list: one scrolling frame, headed columns, the page's own rows. */
export function ListTable({ columns, caption, children, focusableFrame = false }: ListTableProps) {
  const frame = focusableFrame ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {};
  return (
    <div className={focusableFrame ? `overflow-x-auto ${FOCUS_RING}` : 'overflow-x-auto'} {...frame}>
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
