import { type ProductListQuerySchema } from '@contract';
import { type z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answer, client, moneyKeyCount, moneyNotAsText, raw, useMockApp } from '../test-support';

const mock = useMockApp();

describe('the category tree', () => {
  it('has at least six roots, three levels, and no empty childList', async () => {
    const tree = await answer(client(mock.app).api.products.categoryTree());
    expect(tree.data.length).toBeGreaterThanOrEqual(6);
    expect(tree.data[0]?.childList?.[0]?.childList?.length).toBeGreaterThan(0);
    expect(JSON.stringify(tree.data)).not.toContain('"childList":[]');
  });
});

describe('product list', () => {
  const list = async (query: z.input<typeof ProductListQuerySchema>) => (await answer(client(mock.app).api.products.list({ query }))).data;

  it('pages with PageInfo', async () => {
    const page = await list({ page: 3, limit: 7 });
    // CommonPage.copyPageInfo keeps pageNum, pageSize, total and pages; the rest describes the list alone.
    expect(page).toMatchObject({
      pageNum: 3,
      pageSize: 7,
      size: 7,
      total: 300,
      pages: 43,
      startRow: 0,
      endRow: 6,
      hasNextPage: false,
      isLastPage: true,
    });
    expect(page.list).toHaveLength(7);
  });

  it('searches by keyword in name or keyword field, case-insensitively', async () => {
    const page = await list({ keyword: 'HEADPHONES', limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => p.storeName.toLowerCase().includes('headphones'))).toBe(true);
    expect((await list({ keyword: 'nimbus', limit: 100 })).total).toBeGreaterThan(0);
  });

  it('sorts by price both ways and by sales + ficti; salesOrder wins', async () => {
    const asc = (await list({ priceOrder: 'asc', limit: 100 })).list.map((p) => Number(p.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ priceOrder: 'desc', limit: 100 })).list.map((p) => Number(p.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const sales = (await list({ salesOrder: 'desc', priceOrder: 'asc', limit: 100 })).list.map((p) => p.sales + p.ficti);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('filters price inclusively', async () => {
    const all = (await list({ limit: 100, priceOrder: 'asc' })).list;
    const edge = all[10]?.price ?? '0';
    const page = await list({ minPrice: Number(edge), maxPrice: Number(edge), limit: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((p) => p.price === edge)).toBe(true);
    expect((await list({ minPrice: '', maxPrice: '', cid: '' })).total).toBe(300);
  });

  it('browses a leaf and a parent category (parent = every leaf below)', async () => {
    const tree = (await answer(client(mock.app).api.products.categoryTree())).data;
    const top = tree[0];
    const leaves = (top?.childList ?? []).flatMap((c) => c.childList ?? []);
    let sum = 0;
    for (const leaf of leaves) sum += (await list({ cid: leaf.id, limit: 1 })).total;
    expect(sum).toBeGreaterThan(0);
    expect((await list({ cid: top?.id, limit: 1 })).total).toBe(sum);
  });

  it('answers 400 naming the field for bad query values', async () => {
    expect((await answer(raw(mock.app, 'products.list', { query: { priceOrder: 'up' } }))).message).toMatch(/^priceOrder: /);
    expect((await answer(client(mock.app).api.products.list({ query: { limit: 0 } }))).message).toMatch(/^limit: /);
    expect((await answer(raw(mock.app, 'products.list', { query: { minPrice: '-1' } }))).message).toBe(
      'minPrice: This value is out of range',
    );
  });

  it('lists a shop’s products and categories', async () => {
    const page = (await answer(client(mock.app).api.products.merchantProducts({ query: { merId: 2, limit: 100 } }))).data;
    expect(page.total).toBeGreaterThan(0);
    const cats = await answer(client(mock.app).api.products.merchantCategories({ params: { merId: 2 } }));
    const sub = cats.data[0]?.childList?.[0]?.id;
    const filtered = (await answer(client(mock.app).api.products.merchantProducts({ query: { merId: 2, cid: sub, limit: 100 } }))).data;
    expect(filtered.total).toBeLessThanOrEqual(page.total);
    expect((await answer(raw(mock.app, 'products.merchantProducts'))).message).toMatch(/^merId: /);
  });
});

describe('product detail and reviews', () => {
  it('answers the detail with SKUs keyed by values joined with ","', async () => {
    const res = await answer(client(mock.app).api.products.detail({ params: { id: 1 } }));
    expect(res.code).toBe(200);
    const { productAttr, productValue, productInfo } = res.data;
    expect(productInfo.specType).toBe(true);
    const [a, b] = productAttr.map((x) => x.attrValues.split(','));
    const key = `${a?.[0]},${b?.[0]}`;
    expect(productValue[key]?.sku).toBe(key);
    expect(Object.values(productValue).reduce((sum, v) => sum + v.stock, 0)).toBe(productInfo.stock);
    expect(res.data.merchantInfo?.proList.length).toBeLessThanOrEqual(4);
    expect(res.data.userCollect).toBe(false);
    expect(res.data.guaranteeList?.length).toBeGreaterThan(0);
    // A single-spec product has one attribute with one value, as the real admin creates it: the joined key exists.
    const single = await answer(client(mock.app).api.products.detail({ params: { id: 2 } }));
    expect(single.data.productInfo.specType).toBe(false);
    expect(single.data.productAttr).toMatchObject([{ attrName: 'Spec', attrValues: 'Default' }]);
    expect(Object.keys(single.data.productValue)).toEqual(['Default']);
    expect((await answer(client(mock.app).api.products.skuDetail({ params: { id: 1 } }))).code).toBe(200);
  });

  it('unknown product: code 404; bad id: 400 naming the field', async () => {
    expect(await answer(client(mock.app).api.products.detail({ params: { id: 99999 } }))).toMatchObject({
      status: 200,
      code: 404,
      message: 'Product does not exist',
    });
    expect((await answer(raw(mock.app, 'products.detail', { params: { id: 'abc' } }))).message).toMatch(/^id: /);
  });

  it('an off-sale product answers exactly as an unknown id (docs/backend-wire.md: no "gone" answer to tell them apart)', async () => {
    const api = client(mock.app);
    expect((await answer(api.api.products.detail({ params: { id: 5 } }))).code).toBe(200);
    await answer(api.mock.patchRecord({ params: { collection: 'products', id: 5 }, body: { isShow: false } }));
    const unknown = await answer(api.api.products.detail({ params: { id: 99999 } }));
    expect(await answer(api.api.products.detail({ params: { id: 5 } }))).toEqual(unknown);
    expect(await answer(api.api.products.skuDetail({ params: { id: 5 } }))).toEqual(unknown);
    // The other tests of this file share the seed.
    await mock.reset();
  });

  it('review tabs are consistent with the counts', async () => {
    const counts = (await answer(client(mock.app).api.reviews.config({ params: { productId: 1 } }))).data;
    expect(counts.goodCount).toBeGreaterThan(0);
    expect(counts.inCount).toBeGreaterThan(0);
    expect(counts.poorCount).toBeGreaterThan(0);
    expect(counts.sumCount).toBe(counts.goodCount + counts.inCount + counts.poorCount);
    const total = async (type: number) =>
      (await answer(client(mock.app).api.reviews.list({ params: { productId: 1 }, query: { type: type, limit: 100 } }))).data;
    expect((await total(0)).total).toBe(counts.sumCount);
    const good = await total(1);
    expect(good.total).toBe(counts.goodCount);
    expect(good.list.every((r) => r.star === 5)).toBe(true);
    const medium = await total(2);
    expect(medium.total).toBe(counts.inCount);
    expect(medium.list.every((r) => r.star > 1 && r.star < 5)).toBe(true);
    expect((await total(3)).total).toBe(counts.poorCount);
    expect((await answer(client(mock.app).api.reviews.list({ params: { productId: 1 }, query: { type: 9 } }))).message).toBe(
      'type: This value is out of range',
    );
    expect((await answer(raw(mock.app, 'reviews.list', { params: { productId: 1 } }))).message).toBe('type: This field is required');
    const latest = await answer(client(mock.app).api.reviews.latest({ params: { productId: 1 } }));
    expect(latest.data.sumCount).toBe(counts.sumCount);
    expect(latest.data.productReply).not.toBeNull();
  });
});

describe('real wire: products', () => {
  it('every product of the seed: each choice of one value per productAttr, joined with ",", is a key of productValue', async () => {
    const total = (await answer(client(mock.app).api.products.list({ query: { limit: 1 } }))).data.total;
    expect(total).toBe(300);
    for (let id = 1; id <= total; id += 1) {
      const detail = (await answer(client(mock.app).api.products.detail({ params: { id: id } }))).data;
      expect(detail.productAttr.length, `product ${id}`).toBeGreaterThan(0);
      // The desktop front end picks one value per attribute and looks up the joined text; every combination exists.
      const values = detail.productAttr.map((attr) => attr.attrValues.split(','));
      const combos = values.reduce<string[]>(
        (keys, options) => keys.flatMap((key) => options.map((v) => (key === '' ? v : `${key},${v}`))),
        [''],
      );
      for (const key of combos) expect(detail.productValue[key]?.sku, `product ${id} key ${key}`).toBe(key);
    }
  });

  it('writes prices, weight and volume as decimal strings in the detail, the list and the SKU detail', async () => {
    const detail = await answer(client(mock.app).api.products.detail({ params: { id: 1 } }));
    expect(moneyKeyCount(detail.data)).toBeGreaterThan(5);
    expect(moneyNotAsText(detail.data)).toEqual([]);
    const sku = await answer(client(mock.app).api.products.skuDetail({ params: { id: 1 } }));
    expect(moneyNotAsText(sku.data)).toEqual([]);
    const page = await answer(client(mock.app).api.products.list({ query: { limit: 20 } }));
    expect(moneyKeyCount(page.data)).toBeGreaterThanOrEqual(20);
    expect(moneyNotAsText(page.data)).toEqual([]);
  });
});
