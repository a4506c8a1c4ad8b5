import type { SpecificationRow } from '../../modules/products/products.contract.js';

export interface SpecificationsTableProps {
  rows: SpecificationRow[];
  caption: string;
}

export function SpecificationsTable({ rows, caption }: SpecificationsTableProps) {
  return (
    <table className="spec-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.name}|${row.unit ?? ''}`}>
            <th scope="row">{row.name}</th>
            <td>
              {row.value}
              {row.unit ? ` ${row.unit}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
