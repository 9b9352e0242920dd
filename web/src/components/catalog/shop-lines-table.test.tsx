// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopLinesTable } from './shop-lines-table';

afterEach(cleanup);

const columns = [{ label: 'Product' }, { label: 'Price', className: 'text-right' }, { label: 'Quantity' }];

describe('ShopLinesTable', () => {
  it('heads each shop’s lines with a row group header spanning the table', () => {
    render(
      <ShopLinesTable
        caption="Your order"
        columns={columns}
        groups={[
          {
            key: 1,
            title: 'Shop one',
            rows: (
              <tr>
                <td>Tea</td>
                <td>1.00</td>
                <td>2</td>
              </tr>
            ),
          },
          { key: 2, title: 'Shop two', rows: null },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Your order' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Price', 'Quantity']);
    const shops = within(table).getAllByRole('rowheader');
    expect(shops.map((th) => th.textContent)).toEqual(['Shop one', 'Shop two']);
    expect(shops[0]?.getAttribute('scope')).toBe('rowgroup');
    expect(shops[0]?.getAttribute('colspan')).toBe('3');
    expect(within(table).getByRole('cell', { name: 'Tea' })).toBeTruthy();
  });

  it('gives a lead cell the first column and the title the rest', () => {
    render(
      <ShopLinesTable
        caption="Cart"
        columns={columns}
        groups={[{ key: 1, lead: <input type="checkbox" aria-label="Select Shop one" />, title: 'Shop one', rows: null }]}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Shop one' }).closest('td')).not.toBeNull();
    expect(screen.getByRole('rowheader').getAttribute('colspan')).toBe('2');
  });
});
