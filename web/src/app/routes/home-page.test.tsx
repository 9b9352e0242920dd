// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setupMockApi } from '../../testing/mock-api';
import { renderWithApp } from '../../testing/render';
import HomePage from './home-page';

const mock = setupMockApi();
afterEach(cleanup);

describe('HomePage when its data fails', () => {
  it("says so once, in the catalogue's words, and Try again loads the page", async () => {
    await ok(mock.api.mock.addFault({ body: { path: '/api/**', code: 500 } }));
    await renderWithApp(<HomePage />, { namespaces: ['products'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The home page could not be loaded.');
    expect(alert.textContent).toContain('System exception');
    expect(alert.textContent).not.toContain('Injected fault');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();

    await ok(mock.api.mock.clearFaults({}));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recommended for you' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a dropped connection gives the network message with the same retry', async () => {
    await ok(mock.api.mock.addFault({ body: { path: '/api/front/index/product', drop: true } }));
    await renderWithApp(<HomePage />, { namespaces: ['products'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The home page could not be loaded.');
    expect(alert.textContent).toContain('The network is unavailable.');
  });
});
