// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/mock-api';
import { renderWithApp } from '../../testing/render';
import { ProductGrid, type ProductCardData } from './product-card';

const mock = setupMockApi();
afterEach(cleanup);

const products: ProductCardData[] = [
  // As text "9.90" sorts after "10.00": the list price must be compared as money, not as a string.
  { id: 1, image: '/a.png', storeName: 'Tea cup', price: '9.90', otPrice: '10.00', sold: 3 },
  { id: 2, image: '/b.png', storeName: 'Teapot', price: '25.00', otPrice: '25.00', sold: 0 },
  { id: 3, image: '/c.png', storeName: 'Kettle', price: '1234.5', otPrice: null },
];

describe('ProductGrid', () => {
  it('shows each card with its price in the shop currency, and a list price only when it is higher', async () => {
    await mock.core.state.db.update('settings', 1, (settings) => {
      settings.shopPayCurrency = JSON.stringify({ country: 'FR', currency: 'EUR', symbol: '€', ID: '1' });
    });
    await renderWithApp(<ProductGrid products={products} />);

    const cup = await screen.findByRole('link', { name: /Tea cup/ });
    expect(await within(cup).findByText('€9.90')).toBeTruthy();
    expect(within(cup).getByText('€10.00').closest('s')).not.toBeNull();
    const teapot = screen.getByRole('link', { name: /Teapot/ });
    expect(within(teapot).getByText('€25.00')).toBeTruthy();
    expect(within(teapot).queryByText('List price', { exact: false })).toBeNull();
    expect(within(screen.getByRole('link', { name: /Kettle/ })).getByText('€1,234.50')).toBeTruthy();
  });

  it("loads the first row of a first-screen grid at once, at the browser's own priority, and the rest lazily", async () => {
    const many: ProductCardData[] = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      image: `/p${i}.png`,
      storeName: `Item ${i + 1}`,
      price: '1.00',
    }));
    const { container } = await renderWithApp(<ProductGrid products={many} firstView />);
    await screen.findByRole('link', { name: /Item 7/ });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // High priority stays for a page's one main picture.
    expect(images.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('leaves every picture of a grid further down lazy', async () => {
    const { container } = await renderWithApp(<ProductGrid products={products} />);
    await screen.findByRole('link', { name: /Kettle/ });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy', 'lazy']);
  });
});
