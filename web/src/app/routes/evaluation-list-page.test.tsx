// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../../testing/mock-api';
import { renderWithApp } from '../../testing/render';
import EvaluationListPage from './evaluation-list-page';

const mock = setupMockApi();
afterEach(cleanup);

const render = (path: string) => renderWithApp(<EvaluationListPage />, { path, namespaces: ['reviews', 'products'] });

describe('EvaluationListPage', () => {
  it('lists the reviews the shopper wrote under "Written", beside the lines to review', async () => {
    await mock.signIn();
    await render('/users/evaluation_list?tab=written');
    const tabs = await screen.findByRole('navigation', { name: 'Review views' });
    expect(within(tabs).getByRole('link', { name: 'Written' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'To review' }).getAttribute('href')).toBe('/users/evaluation_list');
    const list = await screen.findByRole('list', { name: 'Written' });
    const items = within(list).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: /out of 5/ })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/^Reviewed on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeTruthy();
  });

  it('hides the tab when the backend does not have the route (a real backend: HTTP 404) and shows the lines to review', async () => {
    await mock.signIn();
    mock.server.use(http.get('*/api/front/order/reply/written/list', () => new HttpResponse(null, { status: 404 })));
    await render('/users/evaluation_list?tab=written');
    expect(await screen.findByRole('link', { name: /^Write a review of / })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Review views' })).toBeNull();
  });
});
