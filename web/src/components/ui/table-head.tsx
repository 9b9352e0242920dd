import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  /** Width and alignment of the column's header (its cells set their own). */
  className?: string;
}

/** A table's header row: one column header per column, in order. */
export function TableHead({ columns, rowClassName }: { columns: readonly TableColumn[]; rowClassName?: string }) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
