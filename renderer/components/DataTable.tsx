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
