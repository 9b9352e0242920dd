import type { Key, ReactNode } from 'react';
import { TableHead, type TableColumn } from '../ui/table-head';
import { TABLE } from '../ui/classes';

export interface ShopLinesGroup {
  key: Key;
  /** The shop's header (its name, or a link to it). */
  title: ReactNode;
  /** A cell before the title, in the first column (the cart's "select the shop" box). */
  lead?: ReactNode;
  /** The shop's line rows (`<tr>`s with a cell per column). */
  rows: ReactNode;
}

/**
 * Lines grouped by shop (the cart, the checkout): a header row of columns, then per shop a row naming the shop and
 * its lines. The caller draws the line rows; the table draws the frame they share. A column is as wide as the
 * longest word in it, so a shop's name, like the lines' names, may break anywhere (docs/storefront.md, Layout).
 */
export function ShopLinesTable({
  caption,
  columns,
  groups,
}: {
  caption: string;
  columns: readonly TableColumn[];
  groups: readonly ShopLinesGroup[];
}) {
  return (
    <table className={`${TABLE} w-full`}>
      <caption className="sr-only">{caption}</caption>
      <TableHead columns={columns} rowClassName="bg-base-200" />
      {groups.map((group) => (
        <tbody key={group.key}>
          <tr className="border-t-2 border-base-200">
            {group.lead === undefined ? null : <td>{group.lead}</td>}
            <th
              scope="rowgroup"
              colSpan={columns.length - (group.lead === undefined ? 0 : 1)}
              className="text-left font-semibold wrap-anywhere"
            >
              {group.title}
            </th>
          </tr>
          {group.rows}
        </tbody>
      ))}
    </table>
  );
}
