// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { ProductMiniTile } from './product-mini-tile';

afterEach(cleanup);

describe('ProductMiniTile', () => {
  it('is one link to the product, named by the product, with its price', async () => {
    await renderWithApp(<ProductMiniTile product={{ id: 12, image: '/p.png', storeName: 'Green tea', price: '1234.5' }} />, {
      path: '/th/',
    });
    const link = screen.getByRole('link', { name: /Green tea/ });
    expect(link.getAttribute('href')).toBe('/th/goods_detail/12');
    expect(within(link).getByText('$1,234.50')).toBeTruthy();
  });
});
