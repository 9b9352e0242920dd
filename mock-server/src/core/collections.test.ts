import { type PageQuerySchema } from '@contract';
import { type CollectionName } from '../db/schema';
import { type z } from 'zod';
import { describe, expect, it } from 'vitest';
import { absolute, answer, client, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const dump = <K extends CollectionName>(collection: K) => records(mock.app, collection, { limit: 1000 });
const favourites = async (as: string, query: z.input<typeof PageQuerySchema> = {}) =>
  (await answer(client(mock.app, as).api.collections.productList({ query }))).data;
const shops = async (as: string, query: z.input<typeof PageQuerySchema> = {}) =>
  (await answer(client(mock.app, as).api.collections.merchantList({ query }))).data;
const productOf = async (id: number) => {
  const [product] = await records(mock.app, 'products', { limit: 1, offset: id - 1 });
  if (product?.id !== id) throw new Error(`product ${id} is not at offset ${id - 1}`);
  return product;
};

describe('favourite and follow toggles', () => {
  it('favourites a product (idempotent) and cancels it; detail shows userCollect', async () => {
    const before = (await answer(client(mock.app, mock.token).api.user.info())).data.collectCount;
    expect((await answer(client(mock.app).api.collections.addProduct({ body: { id: 3, category: 'store' } }))).code).toBe(401);
    expect((await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: 3, category: 'store' } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: 3 } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.user.info())).data.collectCount).toBe(before + 1);
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 3 } }))).data.userCollect).toBe(true);
    expect((await answer(client(mock.app).api.products.detail({ params: { id: 3 } }))).data.userCollect).toBe(false);
    const other = await login(mock.app, 'second@example.com');
    await answer(client(mock.app, other).api.collections.cancelProduct({ params: { productId: 3 } }));
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 3 } }))).data.userCollect).toBe(true);
    expect((await answer(client(mock.app, mock.token).api.collections.cancelProduct({ params: { productId: 3 } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 3 } }))).data.userCollect).toBe(false);
    expect((await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: 99999 } }))).code).toBe(404);
    expect((await answer(raw(mock.app, 'collections.addProduct', { token: mock.token, body: {} }))).message).toBe(
      'id: This field is required',
    );
  });

  it('follows and unfollows a shop; detail shows merchantInfo.isCollect', async () => {
    const before = (await dump('merchantFollows')).length;
    const merId = (await answer(client(mock.app).api.products.detail({ params: { id: 5 } }))).data.productInfo.merId;
    expect((await answer(client(mock.app, mock.token).api.collections.followMerchant({ params: { merId: merId } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.collections.followMerchant({ params: { merId: merId } }))).code).toBe(200);
    expect((await dump('merchantFollows')).length).toBe(before + 1);
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 5 } }))).data.merchantInfo?.isCollect).toBe(true);
    expect((await answer(client(mock.app, mock.token).api.collections.unfollowMerchant({ params: { merId: merId } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 5 } }))).data.merchantInfo?.isCollect).toBe(
      false,
    );
    expect((await answer(client(mock.app, mock.token).api.collections.followMerchant({ params: { merId: 999 } }))).code).toBe(404);
  });
});

describe('real wire: favourites', () => {
  it('collect/add/product takes the id as a numeric string, as Jackson coerces it', async () => {
    expect(await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: '3', category: 'store' } }))).toMatchObject({
      code: 200,
    });
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 3 } }))).data.userCollect).toBe(true);
    expect((await favourites(mock.token)).list[0]?.productId).toBe(3);
    expect((await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: 'three' } }))).message).toMatch(/^id: /);
    expect((await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: '0' } }))).message).toBe(
      'id: This value is not valid',
    );
  });
});

describe('GET /api/front/collect/product/list', () => {
  it('lists the demo shopper’s seeded favourites newest first with the product’s fields; paged', async () => {
    const page = await favourites(mock.token);
    expect(page).toMatchObject({ total: 4, pages: 1, pageNum: 1, pageSize: 20 });
    expect(page.list.map((f) => f.productId)).toEqual([37, 23, 14, 6]);
    const p37 = await productOf(37);
    // The record keeps a number; the wire a decimal string; the image is absolute.
    expect(page.list[0]).toMatchObject({
      id: 4,
      productId: 37,
      storeName: p37.storeName,
      price: p37.price.toFixed(2),
      image: absolute('/mock-images/p/37.svg'),
    });
    const second = await favourites(mock.token, { page: 2, limit: 3 });
    expect(second).toMatchObject({ total: 4, pages: 2, pageNum: 2, size: 1 });
    expect(second.list.map((f) => f.productId)).toEqual([6]);
  });

  it('puts a new favourite first and reads name, image and price from the product at read time', async () => {
    await answer(client(mock.app, mock.token).api.collections.addProduct({ body: { id: 2 } }));
    await answer(
      client(mock.app).mock.patchRecord({
        params: { collection: 'products', id: 2 },
        body: { storeName: 'Renamed lamp', price: 12.5, image: '/mock-images/p/renamed.svg' },
      }),
    );
    const [first] = (await favourites(mock.token)).list;
    expect(first).toMatchObject({ productId: 2, storeName: 'Renamed lamp', price: '12.50', image: absolute('/mock-images/p/renamed.svg') });
  });

  it('keeps a product taken off sale, so it can be removed', async () => {
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 23 }, body: { isShow: false } }));
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 23 } }))).code).toBe(404);
    const item = (await favourites(mock.token)).list.find((f) => f.productId === 23);
    if (!item) throw new Error('the unlisted product is missing from the list');
    expect((await answer(client(mock.app, mock.token).api.collections.deleteProducts({ body: { ids: String(item.id) } }))).code).toBe(200);
    expect((await favourites(mock.token)).list.map((f) => f.productId)).toEqual([37, 14, 6]);
  });

  it('shows another shopper nothing of the demo shopper’s; needs a token; validates the page', async () => {
    const other = await login(mock.app, 'second@example.com');
    expect((await favourites(other)).list).toEqual([]);
    expect((await answer(client(mock.app).api.collections.productList())).code).toBe(401);
    expect((await answer(client(mock.app, mock.token).api.collections.productList({ query: { page: 0 } }))).message).toMatch(/^page: /);
    expect((await answer(client(mock.app, mock.token).api.collections.productList({ query: { limit: 500 } }))).message).toMatch(/^limit: /);
  });
});

describe('POST /api/front/collect/delete/product', () => {
  it('removes the caller’s records by record id and ignores another shopper’s ids', async () => {
    const other = await login(mock.app, 'second@example.com');
    await answer(client(mock.app, other).api.collections.addProduct({ body: { id: 6 } }));
    const [othersRecord] = (await favourites(other)).list;
    if (!othersRecord) throw new Error('second shopper has no favourite');
    const mine = (await favourites(mock.token)).list;
    const ids = [mine[0]?.id, mine[1]?.id, othersRecord.id].join(',');
    expect(await answer(client(mock.app, mock.token).api.collections.deleteProducts({ body: { ids } }))).toMatchObject({
      code: 200,
      message: 'Deleted successfully',
    });
    expect((await favourites(mock.token)).list.map((f) => f.productId)).toEqual([14, 6]);
    expect((await favourites(other)).list).toEqual([othersRecord]);
    expect((await answer(client(mock.app, mock.token).api.products.detail({ params: { id: 37 } }))).data.userCollect).toBe(false);
    // Deleting again (a stale page) is not an error.
    expect((await answer(client(mock.app, mock.token).api.collections.deleteProducts({ body: { ids } }))).code).toBe(200);
  });

  it('refuses bad lists whole, naming the field, and changes nothing', async () => {
    const before = await dump('productCollects');
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const cases: [unknown, string | RegExp][] = [
      [{ ids: '' }, 'ids: Please select an item'],
      [{ ids: '1,x' }, 'ids: This value is not valid'],
      [{ ids: '1,,2' }, 'ids: This value is not valid'],
      [{ ids: '0' }, 'ids: This value is not valid'],
      [{ ids: '1,-2' }, 'ids: This value is not valid'],
      [{ ids: tooMany }, 'ids: This value is too long'],
      [{}, 'ids: This field is required'],
      [{ ids: [1, 2] }, /^ids: /],
    ];
    for (const [body, message] of cases) {
      const res = await answer(raw(mock.app, 'collections.deleteProducts', { token: mock.token, body: body }));
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await dump('productCollects')).toEqual(before);
    expect((await answer(client(mock.app).api.collections.deleteProducts({ body: { ids: '1' } }))).code).toBe(401);
    expect(await dump('productCollects')).toEqual(before);
  });

  it('takes 100 ids and spaces around the list', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await answer(client(mock.app, mock.token).api.collections.deleteProducts({ body: { ids: ` ${hundred} ` } }))).code).toBe(200);
    expect((await favourites(mock.token)).total).toBe(0);
  });
});

describe('POST /api/front/collect/batch/product', () => {
  it('adds several products, skipping ones already favourited and repeats', async () => {
    expect(
      await answer(client(mock.app, mock.token).api.collections.batchAddProducts({ body: { id: [3, 6, 3, 5], category: 'store' } })),
    ).toMatchObject({ code: 200 });
    const page = await favourites(mock.token);
    expect(page.total).toBe(6);
    expect(page.list.filter((f) => f.productId === 6)).toHaveLength(1);
    expect(
      page.list
        .slice(0, 2)
        .map((f) => f.productId)
        .sort(),
    ).toEqual([3, 5]);
  });

  it('refuses bad input and unknown or unlisted products whole, writing nothing', async () => {
    const before = await dump('productCollects');
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 4 }, body: { isShow: false } }));
    expect((await answer(client(mock.app, mock.token).api.collections.batchAddProducts({ body: { id: [] } }))).message).toBe(
      'id: Please select an item',
    );
    expect((await answer(raw(mock.app, 'collections.batchAddProducts', { token: mock.token, body: {} }))).message).toBe(
      'id: This field is required',
    );
    expect(
      (
        await answer(
          client(mock.app, mock.token).api.collections.batchAddProducts({ body: { id: Array.from({ length: 101 }, (_, i) => i + 1) } }),
        )
      ).message,
    ).toBe('id: This value is too long');
    expect((await answer(raw(mock.app, 'collections.batchAddProducts', { token: mock.token, body: { id: [1, 'x'] } }))).message).toMatch(
      /^id\.1: /,
    );
    expect(
      (await answer(raw(mock.app, 'collections.batchAddProducts', { token: mock.token, body: { id: [1], category: 'shop' } }))).message,
    ).toMatch(/^category: /);
    expect((await answer(client(mock.app, mock.token).api.collections.batchAddProducts({ body: { id: [1, 99999] } }))).code).toBe(404);
    expect((await answer(client(mock.app, mock.token).api.collections.batchAddProducts({ body: { id: [1, 4] } }))).code).toBe(404);
    expect((await answer(client(mock.app).api.collections.batchAddProducts({ body: { id: [1] } }))).code).toBe(401);
    expect(await dump('productCollects')).toEqual(before);
  });
});

describe('GET /api/front/collect/merchant/list', () => {
  it('lists followed shops newest first with the shop’s name and avatar; only the caller’s', async () => {
    const seeded = await shops(mock.token);
    expect(seeded.list).toEqual([expect.objectContaining({ uid: 1, merId: 1, merName: 'Mall Select (Self-operated)' })]);
    await answer(client(mock.app, mock.token).api.collections.followMerchant({ params: { merId: 4 } }));
    const after = await shops(mock.token);
    expect(after.list.map((s) => s.merId)).toEqual([4, 1]);
    expect(after.list[0]?.merAvatar).toContain('/mock-images/m/4.svg');
    expect((await shops(mock.token, { page: 2, limit: 1 })).list.map((s) => s.merId)).toEqual([1]);
    const other = await login(mock.app, 'second@example.com');
    expect((await shops(other)).total).toBe(0);
    await answer(client(mock.app, mock.token).api.collections.unfollowMerchant({ params: { merId: 1 } }));
    expect((await shops(mock.token)).list.map((s) => s.merId)).toEqual([4]);
  });

  it('needs a token and validates the page', async () => {
    expect((await answer(client(mock.app).api.collections.merchantList())).code).toBe(401);
    expect((await answer(client(mock.app, mock.token).api.collections.merchantList({ query: { limit: 0 } }))).message).toMatch(/^limit: /);
  });
});
