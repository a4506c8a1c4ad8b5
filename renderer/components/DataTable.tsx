import type { ReactNode, TableHTMLAttributes } from 'react';

export interface TableScrollProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The scroll region's accessible name (usually the table's caption). */
  label: string;
  children: ReactNode;
}

/**
 * A table in a box of its own that scrolls horizontally when the table is wider than the page
 * (narrow screens, many columns), so the page itself never gets clipped or wider than the screen. The box is a
 * named region the keyboard can reach and scroll.
 */
export function TableScroll({ label, className, children, ...rest }: TableScrollProps) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table {...rest} className={`ds-table${className ? ` ${className}` : ''}`}>
        {children}
      </table>
    </div>
  );
}

/** A column heading; a `hidden` one is read by screen readers only (an image or a button column). */
export interface DataColumn {
  key: string;
  label: string;
  hidden?: boolean;
}

export interface DataTableProps<Row> extends Omit<TableScrollProps, 'children'> {
  columns: readonly DataColumn[];
  rows: readonly Row[];
  /** One `<tr>` (with its `key`) a row. */
  renderRow: (row: Row) => ReactNode;
  caption?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}

/** A scrolling table of rows under one row of column headings, or what stands for it when there are no rows. */
export function DataTable<Row>({ columns, rows, renderRow, caption, empty = null, ...table }: DataTableProps<Row>) {
  if (rows.length === 0) return empty;
  return (
    <TableScroll {...table}>
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows.map(renderRow)}</tbody>
    </TableScroll>
  );
}
