import { type MerchantSearchItem, type MerchantSearchQuerySchema, type PageInfo, type PageQuerySchema } from '@contract';
import { type CollectionName } from '../db/schema';
import { type z } from 'zod';
import { describe, expect, it } from 'vitest';
import { absolute, answer, client, login, raw, records, useMockApp } from '../test-support';
import { filterMerchants, MERCHANT_NOT_FOUND, streetOrder } from '../core/merchants';

const mock = useMockApp({ each: 'reset' });

const dump = <K extends CollectionName>(collection: K) => records(mock.app, collection, { limit: 1000 });
const street = async (query: z.input<typeof PageQuerySchema> = {}) => (await answer(client(mock.app).api.merchants.street({ query }))).data;
const search = async (query: z.input<typeof MerchantSearchQuerySchema>) =>
  (await answer(client(mock.app).api.merchants.searchList({ query }))).data;

describe('street order and shop filter (pure)', () => {
  const shops = [
    { id: 1, name: 'Mall Select', categoryId: 1, typeId: 1, isSelf: true, isRecommend: false },
    { id: 2, name: 'TechNest', categoryId: 2, typeId: 2, isSelf: false, isRecommend: true },
    { id: 3, name: 'Urban Tech', categoryId: 2, typeId: 1, isSelf: false, isRecommend: false },
    { id: 4, name: 'HomeCraft', categoryId: 3, typeId: 2, isSelf: false, isRecommend: true },
  ];

  it('puts recommended shops first, each group by id', () => {
    expect(streetOrder(shops).map((m) => m.id)).toEqual([2, 4, 1, 3]);
  });

  it('filters by a case-insensitive name substring, category, type and self-operated flag; absent filters match all', () => {
    expect(filterMerchants(shops, {}).map((m) => m.id)).toEqual([1, 2, 3, 4]);
    expect(filterMerchants(shops, { keywords: '  TECH ' }).map((m) => m.id)).toEqual([2, 3]);
    expect(filterMerchants(shops, { keywords: 'tech', typeId: 1 }).map((m) => m.id)).toEqual([3]);
    expect(filterMerchants(shops, { categoryId: 2 }).map((m) => m.id)).toEqual([2, 3]);
    expect(filterMerchants(shops, { isSelf: true }).map((m) => m.id)).toEqual([1]);
    expect(filterMerchants(shops, { isSelf: false }).map((m) => m.id)).toEqual([2, 3, 4]);
    expect(filterMerchants(shops, { keywords: 'nothing like it' })).toEqual([]);
  });
});

describe('GET /api/front/merchant/street', () => {
  it('lists recommended shops first, then by id, as a PageInfo; public', async () => {
    const merchants = await dump('merchants');
    const expected = streetOrder(merchants).map((m) => m.id);
    const all = await street({ limit: 100 });
    expect(all).toMatchObject({ total: merchants.length, pageNum: 1, pages: 1 });
    expect(all.list.map((m) => m.id)).toEqual(expected);
    expect(all.list[0]?.id).toBe(merchants.find((m) => m.isRecommend)?.id);

    const second = await street({ page: 2, limit: 4 });
    expect(second).toMatchObject({ pageNum: 2, pageSize: 4, pages: Math.ceil(merchants.length / 4), size: 4 });
    expect(second.list.map((m) => m.id)).toEqual(expected.slice(4, 8));
  });

  it("gives each shop its 4 newest on-sale products, and the street card's fields", async () => {
    const products = await dump('products');
    const newest = (merId: number) =>
      products
        .filter((p) => p.merId === merId && p.isShow)
        .sort((a, b) => b.id - a.id)
        .slice(0, 4)
        .map((p) => p.id);
    const page = await street({ limit: 100 });
    for (const shop of page.list)
      expect(
        shop.proList.map((p) => p.id),
        `shop ${shop.id}`,
      ).toEqual(newest(shop.id));
    const self = page.list.find((m) => m.id === 1);
    expect(self).toMatchObject({
      isSelf: true,
      avatar: expect.stringContaining('/mock-images/m/1') as unknown,
      streetBackImage: expect.stringContaining('street') as unknown,
    });

    // Taking the newest product off sale brings the next one in.
    const [first] = newest(1);
    if (first === undefined) throw new Error('shop 1 has products on sale');
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: first }, body: { isShow: false } }));
    const after = (await street({ limit: 100 })).list.find((m) => m.id === 1);
    expect(after?.proList.map((p) => p.id)).not.toContain(first);
    expect(after?.proList).toHaveLength(4);
  });
});

describe('GET /api/front/merchant/search/list', () => {
  it('filters by keyword (case-insensitive), category, type and self-operated', async () => {
    const merchants = await dump('merchants');
    const ids = (page: PageInfo<MerchantSearchItem>) => page.list.map((m) => m.id).sort((a, b) => a - b);
    expect(ids(await search({ keywords: 'tECH', limit: 100 }))).toEqual(merchants.filter((m) => /tech/i.test(m.name)).map((m) => m.id));
    expect(ids(await search({ categoryId: 2, limit: 100 }))).toEqual(merchants.filter((m) => m.categoryId === 2).map((m) => m.id));
    expect(ids(await search({ typeId: 3, limit: 100 }))).toEqual(merchants.filter((m) => m.typeId === 3).map((m) => m.id));
    expect(ids(await search({ isSelf: 'true', limit: 100 }))).toEqual([1]);
    expect(ids(await search({ isSelf: 'false', limit: 100 }))).toEqual(merchants.filter((m) => !m.isSelf).map((m) => m.id));
    expect(ids(await search({ isSelf: '1', typeId: 1, limit: 100 }))).toEqual([1]);
    // Empty parameters, as a form sends them, mean "any".
    expect((await search({ keywords: '', categoryId: '', typeId: '', isSelf: '', limit: 100 })).total).toBe(merchants.length);
    expect((await search({ keywords: 'zzz-no-shop' })).total).toBe(0);
  });

  it('pages in street order and refuses bad filters with code 400', async () => {
    const page = await search({ page: 2, limit: 3 });
    expect(page).toMatchObject({ pageNum: 2, size: 3 });
    expect(page.list.map((m) => m.id)).toEqual((await street({ limit: 100 })).list.slice(3, 6).map((m) => m.id));
    expect((await answer(raw(mock.app, 'merchants.searchList', { query: { isSelf: 'maybe' } }))).code).toBe(400);
    expect((await answer(raw(mock.app, 'merchants.searchList', { query: { typeId: '-1' } }))).code).toBe(400);
  });
});

describe('GET /api/front/merchant/index/info/:id', () => {
  it('answers the shop header; isCollect only for a follower who sends a token', async () => {
    const guest = await answer(client(mock.app).api.merchants.indexInfo({ params: { id: 1 } }));
    expect(guest).toMatchObject({
      code: 200,
      data: { id: 1, name: 'Mall Select (Self-operated)', isSelf: true, isCollect: false, serviceType: 'H5' },
    });
    expect(JSON.parse(guest.data.pcBanner ?? '')).toEqual([
      expect.stringContaining('/mock-images/m/1-banner-1') as unknown,
      expect.stringContaining('/mock-images/m/1-banner-2') as unknown,
    ]);

    // The demo shopper follows shop 1 in the seed; the second shopper follows nothing.
    const token = await login(mock.app);
    expect((await answer(client(mock.app, token).api.merchants.indexInfo({ params: { id: 1 } }))).data.isCollect).toBe(true);
    expect((await answer(client(mock.app, token).api.merchants.indexInfo({ params: { id: 2 } }))).data.isCollect).toBe(false);
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.merchants.indexInfo({ params: { id: 1 } }))).data.isCollect).toBe(false);

    await answer(client(mock.app, other).api.collections.followMerchant({ params: { merId: 2 } }));
    expect((await answer(client(mock.app, other).api.merchants.indexInfo({ params: { id: 2 } }))).data.isCollect).toBe(true);
  });

  it('answers code 404 "Merchant does not exist" for an unknown shop, 400 for a bad id', async () => {
    expect(await answer(client(mock.app).api.merchants.indexInfo({ params: { id: 999 } }))).toMatchObject({
      status: 200,
      code: 404,
      message: MERCHANT_NOT_FOUND,
      data: null,
    });
    expect((await answer(raw(mock.app, 'merchants.indexInfo', { params: { id: 'abc' } }))).code).toBe(400);
    expect((await answer(client(mock.app).api.merchants.customerService({ params: { merId: 999 } }))).message).toBe(MERCHANT_NOT_FOUND);
  });
});

describe('GET /api/front/merchant/detail/:id', () => {
  it('answers the qualification data; collectNum counts followers', async () => {
    const merchants = await dump('merchants');
    const res = await answer(client(mock.app).api.merchants.detail({ params: { id: 3 } }));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: 3,
      phone: expect.any(String) as unknown,
      address: expect.any(String) as unknown,
      intro: expect.any(String) as unknown,
      collectNum: 0,
    });
    expect(res.data.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The stored JSON text, with each path made absolute inside it.
    const stored = JSON.parse(merchants.find((m) => m.id === 3)?.qualificationPicture ?? 'null') as string[];
    expect(JSON.parse(res.data.qualificationPicture ?? 'null')).toEqual(stored.map((path) => absolute(path)));

    await answer(client(mock.app, await login(mock.app)).api.collections.followMerchant({ params: { merId: 3 } }));
    await answer(client(mock.app, await login(mock.app, 'second@example.com')).api.collections.followMerchant({ params: { merId: 3 } }));
    expect((await answer(client(mock.app).api.merchants.detail({ params: { id: 3 } }))).data.collectNum).toBe(2);
    expect((await answer(client(mock.app).api.merchants.detail({ params: { id: 1 } }))).data.collectNum).toBe(1);
  });

  it('answers code 404 for an unknown shop', async () => {
    expect(await answer(client(mock.app).api.merchants.detail({ params: { id: 4040 } }))).toMatchObject({
      code: 404,
      message: MERCHANT_NOT_FOUND,
    });
  });
});

describe('merchants.types, merchants.categories and merchants.customerService', () => {
  it('lists the three shop types and five categories', async () => {
    expect((await answer(client(mock.app).api.merchants.types())).data.length).toBe(3);
    expect((await answer(client(mock.app).api.merchants.categories())).data.length).toBe(5);
  });

  it('customer service of a shop', async () => {
    expect((await answer(client(mock.app).api.merchants.customerService({ params: { merId: 1 } }))).data).toMatchObject({
      serviceType: 'H5',
    });
    expect((await answer(client(mock.app).api.merchants.customerService({ params: { merId: 77 } }))).code).toBe(404);
  });
});
