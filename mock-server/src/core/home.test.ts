import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, useMockApp } from '../test-support';

const mock = useMockApp();

describe('home and header calls', () => {
  it('pc/home/index, hot keywords and the pay currency', async () => {
    const home = await answer(client(mock.app).api.home.pcIndex());
    expect(home).toMatchObject({ status: 200, code: 200, data: { consumerType: 'hotline' } });
    // shopPayCurrency is a JSON object encoded in a string; clients parse it and read symbol.
    expect(typeof home.data.shopPayCurrency).toBe('string');
    expect(JSON.parse(String(home.data.shopPayCurrency))).toEqual({ country: 'US', currency: 'USD', symbol: '$', ID: '256' });
    expect((home.data.banner as unknown[]).length).toBeGreaterThan(0);
    expect((home.data.bastBanner as unknown[]).length).toBeGreaterThan(0);
    const keywords = await answer(client(mock.app).api.home.hotKeywords());
    expect(keywords.data?.length).toBeGreaterThanOrEqual(3);
    const currency = (await answer(client(mock.app).api.home.payCurrency())).data;
    expect(currency).toBe(home.data.shopPayCurrency);
    expect((JSON.parse(currency) as { symbol: string }).symbol).toBe('$');
  });

  it('user menus need a token; some have a blank pc_url', async () => {
    expect((await answer(client(mock.app).api.home.userMenus())).code).toBe(401);
    const token = await login(mock.app);
    const menus = await answer(client(mock.app, token).api.home.userMenus());
    expect(menus.data.routine_my_menus?.some((m) => !m.pc_url)).toBe(true);
    expect(menus.data.routine_my_menus?.some((m) => m.pc_url)).toBe(true);
  });

  it('recommended products, leaderboard and activities', async () => {
    const rec = await answer(client(mock.app).api.home.indexProducts({ query: { page: 2, limit: 10 } }));
    expect(rec.data).toMatchObject({ pageNum: 2, total: 300 });
    const board = await answer(client(mock.app).api.home.leaderboard());
    const scores = board.data.map((p) => p.sales + (p.ficti ?? 0));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const blocks = await answer(client(mock.app).api.home.activityBlocks());
    expect(new Set(blocks.data?.map((b) => b.type))).toEqual(new Set([1, 2, 3]));
    const first = blocks.data?.[0];
    if (!first) throw new Error('no activity block');
    expect((await answer(client(mock.app).api.home.activityDetail({ params: { aid: first.id } }))).data).toMatchObject({ id: first.id });
    expect(
      (await answer(client(mock.app).api.home.activityProducts({ params: { aid: first?.id }, query: { limit: 3 } }))).data.list,
    ).toHaveLength(3);
    expect(await answer(client(mock.app).api.home.activityDetail({ params: { aid: 999 } }))).toMatchObject({ code: 404 });
    expect((await answer(raw(mock.app, 'home.activityDetail', { params: { aid: 'abc' } }))).message).toMatch(/^aid: /);
  });
});
