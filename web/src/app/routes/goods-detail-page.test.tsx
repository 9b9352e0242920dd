// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setupMockApi } from '../../testing/mock-api';
import { renderWithApp } from '../../testing/render';
import GoodsDetailPage from './goods-detail-page';

const mock = setupMockApi();
afterEach(cleanup);

const renderProduct = (id: number) =>
  renderWithApp(
    <Routes>
      <Route path="/goods_detail/:id" element={<GoodsDetailPage />} />
    </Routes>,
    { path: `/goods_detail/${id}`, namespaces: ['products'] },
  );

describe('GoodsDetailPage when the product cannot be loaded', () => {
  it('a lost connection says so, with Try again and a way home', async () => {
    await ok(mock.api.mock.addFault({ body: { path: '/api/front/product/detail/**', drop: true } }));
    await renderProduct(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('the connection to the shop was lost');
    expect(alert.textContent).toContain('The network is unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping on the home page' }).getAttribute('href')).toBe('/');
  });

  it("a server failure says the shop had a problem, in the catalogue's words (not the fault's text)", async () => {
    await ok(mock.api.mock.addFault({ body: { path: '/api/front/product/detail/**', code: 500 } }));
    await renderProduct(1);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('the shop ran into a problem');
    expect(alert.textContent).toContain('System exception');
    expect(alert.textContent).not.toContain('Injected fault');
  });

  it('an unknown product is the not-found page', async () => {
    await renderProduct(999_999);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });
});
