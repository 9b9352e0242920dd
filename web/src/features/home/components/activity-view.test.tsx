// @vitest-environment jsdom
import type { ActivityBlock, ActivityProduct } from '@contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, setupMockApi } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import { ActivityView } from './activity-view';

const mock = setupMockApi();
afterEach(cleanup);

describe('ActivityView', () => {
  it("a failed product list says so with the catalogue's retry, which loads it", async () => {
    const blocks = await ok<ActivityBlock[] | null>(mock.api.api.home.activityBlocks({}));
    const aid = blocks?.[0]?.id;
    if (aid === undefined) throw new Error('the seed has an activity');
    await ok(mock.api.mock.addFault({ body: { path: `/api/front/activity/list/${aid}`, code: 500 } }));
    await renderWithApp(<ActivityView aid={aid} page={1} hrefFor={(page) => `?page=${page}`} notFound={<p>gone</p>} />, {
      namespaces: ['products'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('Injected fault');

    await ok(mock.api.mock.clearFaults({}));
    const first = (
      await ok<{ list: ActivityProduct[] }>(mock.api.api.home.activityProducts({ params: { aid }, query: { page: 1, limit: 20 } }))
    ).list[0];
    if (!first) throw new Error('the seed puts products in its activities');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(first.storeName)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
