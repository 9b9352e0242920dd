// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { OrderLine, OrderLineList, ProductLine, type OrderLineData } from './order-line';

afterEach(cleanup);

const lines: OrderLineData[] = [
  { productId: 7, productName: 'Tea cup', image: '/a.png', sku: 'Blue', price: '9.90', payNum: 2 },
  { productId: 8, productName: 'Teapot', image: '/b.png', sku: '', price: '25.00', payNum: 1 },
];

describe('OrderLineList', () => {
  it('shows each line with its name linked to the product, its specification and price × quantity', async () => {
    await renderWithApp(<OrderLineList lines={lines} />, { path: '/fr/users/order_list' });
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [cup, teapot] = rows as [HTMLElement, HTMLElement];
    // The picture repeats the name's link: hidden from assistive technology, so each row has one link.
    expect(within(cup).getByRole('link', { name: 'Tea cup' }).getAttribute('href')).toBe('/fr/goods_detail/7');
    expect(within(cup).getAllByRole('link')).toHaveLength(1);
    expect(within(cup).getByText('Specification: Blue')).toBeTruthy();
    // Money in the page's locale (French here), the words in the catalog's language.
    expect(within(cup).getByText('9,90 $ × 2')).toBeTruthy();
    // An empty specification is left out rather than shown as "Specification: ".
    expect(within(teapot).queryByText(/Specification/)).toBeNull();
    expect(within(teapot).getByText('25,00 $ × 1')).toBeTruthy();
  });

  it('puts the caller’s action at the end of each row', async () => {
    await renderWithApp(<OrderLineList lines={lines} lineAction={(line) => <button type="button">Review {line.productName}</button>} />);
    const [cup] = screen.getAllByRole('listitem') as [HTMLElement];
    expect(within(cup).getByRole('button', { name: 'Review Tea cup' })).toBeTruthy();
  });
});

describe('OrderLine and ProductLine', () => {
  it('can show the price under the name, and a product line takes what the caller adds', async () => {
    const line = lines[0] as OrderLineData;
    await renderWithApp(
      <>
        <OrderLine line={line} priceBelow />
        <ProductLine line={{ ...line, productName: 'Kettle' }}>
          <p>Five stars</p>
        </ProductLine>
      </>,
    );
    const price = screen.getByText('$9.90 × 2');
    expect(price.previousElementSibling?.textContent).toBe('Specification: Blue');
    const kettle = screen.getByRole('link', { name: 'Kettle' });
    expect(kettle.parentElement?.textContent).toContain('Five stars');
  });
});
