import { type CartMerchant } from '@contract';
import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

interface Sku {
  id: number;
  stock: number;
  /** A decimal string on the wire. */
  price: string;
  sku: string;
}

const mock = useMockApp({ each: 'signIn' });

const dump = async () => await records(mock.app, 'cartItems', { limit: 1000 });
const skusOf = async (productId: number) =>
  Object.values((await answer(client(mock.app).api.products.detail({ params: { id: productId } }))).data.productValue);
const merIdOf = async (productId: number) =>
  (await answer(client(mock.app).api.products.detail({ params: { id: productId } }))).data.productInfo.merId;

/** A stocked SKU of a product (enough stock for the quantities used here). */
async function oneSku(productId: number): Promise<Sku> {
  const [a] = (await skusOf(productId)).filter((s) => s.stock >= 5);
  if (!a) throw new Error(`seed: product ${productId} lacks a stocked SKU`);
  return a;
}

/** Two stocked SKUs of one product. */
async function twoSkus(productId = 1): Promise<[Sku, Sku]> {
  const [a, b] = (await skusOf(productId)).filter((s) => s.stock >= 5);
  if (!a || !b) throw new Error(`seed: product ${productId} lacks two stocked SKUs`);
  return [a, b];
}

async function add(productId: number, sku: Sku, cartNum = 1, as = mock.token): Promise<void> {
  const res = await answer(client(mock.app, as).api.cart.save({ body: [{ productId, productAttrUnique: sku.id, cartNum }] }));
  expect(res.code).toBe(200);
}

const list = async (isValid: boolean, as = mock.token) =>
  (await answer(client(mock.app, as).api.cart.list({ query: { isValid: isValid ? 'true' : 'false' } }))).data;
const lineIds = (groups: CartMerchant[]) => groups.flatMap((g) => g.cartInfoList.map((l) => l.id));

describe('cart list', () => {
  it('needs a token and an isValid flag', async () => {
    expect((await answer(client(mock.app).api.cart.list({ query: { isValid: 'true' } }))).code).toBe(401);
    const res = await answer(raw(mock.app, 'cart.list', { token: mock.token }));
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^isValid/);
  });

  it('groups lines by shop, newest first, with the SKU text, price and stock of each line', async () => {
    const [a, b] = await twoSkus(1);
    const c = await oneSku(2);
    await add(1, a, 2);
    await add(2, c, 1);
    await add(1, b, 3);
    const groups = await list(true);
    const shop1 = await merIdOf(1);
    const shop2 = await merIdOf(2);
    // The newest line (product 1, SKU b) puts its shop first.
    expect(groups[0]?.merId).toBe(shop1);
    expect(groups[0]?.merName).toBeTruthy();
    if (shop1 !== shop2) expect(groups.map((g) => g.merId)).toEqual([shop1, shop2]);
    const first = groups[0]?.cartInfoList[0];
    // The SKU id travels in attrId; productAttrUnique is always null, as the real CartInfoResponse has it.
    expect(first).toMatchObject({
      productId: 1,
      productAttrUnique: null,
      attrId: b.id,
      cartNum: 3,
      suk: b.sku,
      price: b.price,
      stock: b.stock,
      attrStatus: true,
    });
    expect(first?.price).toMatch(/^\d+\.\d{2}$/);
    expect(lineIds(groups)).toHaveLength(3);
    expect(await list(false)).toEqual([]);
    // Nobody else sees them.
    expect(await list(true, await login(mock.app, 'second@example.com'))).toEqual([]);
  });

  it('keeps a sold-out line in the valid list with attrStatus false; a product taken off sale moves its lines to the invalid list', async () => {
    const [a, b] = await twoSkus(1);
    await add(1, a);
    await add(1, b);
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: a.id }, body: { stock: 0 } }));
    expect(await list(false)).toEqual([]);
    const valid = (await list(true)).flatMap((g) => g.cartInfoList);
    expect(valid.map((l) => [l.attrId, l.attrStatus, l.stock])).toEqual([
      [b.id, true, b.stock],
      [a.id, false, 0],
    ]);
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({
      count: 2,
    });
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 1 }, body: { isShow: false } }));
    const invalid = (await list(false)).flatMap((g) => g.cartInfoList);
    expect(invalid).toHaveLength(2);
    // An invalid line carries no SKU facts.
    for (const line of invalid)
      expect(line).toMatchObject({
        productId: 1,
        productAttrUnique: null,
        attrId: null,
        suk: null,
        price: null,
        stock: null,
        attrStatus: false,
      });
    expect(await list(true)).toEqual([]);
  });
});

describe('cart quantity', () => {
  it('sets a quantity from 1 to 99, even over the stock; pre/order is where the stock is checked', async () => {
    const [a] = await twoSkus();
    await add(1, a);
    const id = lineIds(await list(true))[0] ?? 0;
    expect(await answer(client(mock.app, mock.token).api.cart.num({ body: { id, number: 99 } }))).toMatchObject({ code: 200, data: null });
    expect((await list(true))[0]?.cartInfoList[0]?.cartNum).toBe(99);
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: a.id }, body: { stock: 3 } }));
    expect((await answer(client(mock.app, mock.token).api.cart.num({ body: { id, number: 5 } }))).code).toBe(200);
    expect((await list(true))[0]?.cartInfoList[0]).toMatchObject({ cartNum: 5, stock: 3, attrStatus: true });
    const pre = await answer(
      client(mock.app, mock.token).api.orders.preOrder({ body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: id }] } }),
    );
    expect(pre).toMatchObject({ code: 500, message: expect.stringMatching(/only 3 left/) });
    expect(await answer(client(mock.app, mock.token).api.cart.num({ body: { id, number: 3 } }))).toMatchObject({ code: 200 });
    expect(
      (
        await answer(
          client(mock.app, mock.token).api.orders.preOrder({
            body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: id }] },
          }),
        )
      ).code,
    ).toBe(200);
  });

  it('refuses zero, more than 99, a line whose product is gone and another user’s line, changing nothing', async () => {
    const [a, b] = await twoSkus();
    await add(1, a);
    await add(1, b);
    const [lineB, lineA] = lineIds(await list(true));
    if (lineB === undefined || lineA === undefined) throw new Error('cart lines expected');
    const before = await dump();
    const zero = await answer(client(mock.app, mock.token).api.cart.num({ body: { id: lineA, number: 0 } }));
    expect(zero).toMatchObject({ code: 400, message: 'number: This value is out of range' });
    expect(await answer(client(mock.app, mock.token).api.cart.num({ body: { id: lineA, number: 100 } }))).toMatchObject({
      code: 400,
      message: 'number: This value is out of range',
    });
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.cart.num({ body: { id: lineA, number: 1 } }))).code).toBe(404);
    // The line's SKU is gone: the real service finds no SKU for it.
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'cartItems', id: lineB }, body: { skuId: 999999 } }));
    const gone = await answer(client(mock.app, mock.token).api.cart.num({ body: { id: lineB, number: 1 } }));
    expect(gone).toMatchObject({ code: 500, message: 'No corresponding product SKU found' });
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'cartItems', id: lineB }, body: { skuId: b.id } }));
    expect(await dump()).toEqual(before);
  });
});

describe('cart delete', () => {
  it('removes the caller’s lines and updates the count', async () => {
    const [a, b] = await twoSkus();
    await add(1, a);
    await add(1, b);
    const [first] = lineIds(await list(true));
    if (first === undefined) throw new Error('cart lines expected');
    expect((await answer(client(mock.app, mock.token).api.cart.delete({ body: { ids: [first] } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({
      count: 1,
    });
  });

  it('removes nothing when any id is not the caller’s, or the list is empty', async () => {
    const [a] = await twoSkus();
    await add(1, a);
    const [mine] = lineIds(await list(true));
    if (mine === undefined) throw new Error('cart lines expected');
    const other = await login(mock.app, 'second@example.com');
    await add(1, a, 1, other);
    const [theirs] = lineIds(await list(true, other));
    if (theirs === undefined) throw new Error('cart lines expected');
    const before = await dump();
    expect((await answer(client(mock.app, mock.token).api.cart.delete({ body: { ids: [mine, theirs] } }))).code).toBe(404);
    expect(await answer(client(mock.app, mock.token).api.cart.delete({ body: { ids: [] } }))).toMatchObject({
      code: 400,
      message: 'ids: Please select an item',
    });
    expect(await dump()).toEqual(before);
  });
});

describe('cart SKU change (resetcart)', () => {
  it('moves a line to another SKU of the product', async () => {
    const [a, b] = await twoSkus();
    await add(1, a, 2);
    const [id] = lineIds(await list(true));
    if (id === undefined) throw new Error('cart lines expected');
    // The real controller answers data true.
    expect(
      await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 2, productId: 1, unique: b.id } })),
    ).toMatchObject({
      code: 200,
      data: true,
    });
    const line = (await list(true))[0]?.cartInfoList[0];
    expect(line).toMatchObject({ id, attrId: b.id, suk: b.sku, cartNum: 2 });
  });

  it('merges into the line that already holds the chosen SKU', async () => {
    const [a, b] = await twoSkus();
    await add(1, a, 1);
    await add(1, b, 2);
    const [lineB, lineA] = lineIds(await list(true));
    if (lineB === undefined || lineA === undefined) throw new Error('cart lines expected');
    expect(
      (await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id: lineA, num: 1, productId: 1, unique: b.id } }))).code,
    ).toBe(200);
    const lines = (await list(true)).flatMap((g) => g.cartInfoList);
    expect(lines.map((l) => [l.id, l.attrId, l.cartNum])).toEqual([[lineB, b.id, 3]]);
  });

  it('reselects an invalid line, and refuses a SKU of another product, changing nothing', async () => {
    const [a, b] = await twoSkus();
    const foreign = await oneSku(2);
    await add(1, a, 1);
    const [id] = lineIds(await list(true));
    if (id === undefined) throw new Error('cart lines expected');
    // The line's SKU is gone: the line is invalid.
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'cartItems', id: id }, body: { skuId: 999999 } }));
    expect(lineIds(await list(false))).toEqual([id]);
    const before = await dump();
    expect(
      (await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 1, productId: 1, unique: foreign.id } }))).code,
    ).toBe(404);
    const mismatch = await answer(
      client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 1, productId: 2, unique: foreign.id } }),
    );
    expect(mismatch).toMatchObject({ code: 400, message: 'productId: does not match the cart item' });
    expect(
      (await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 1000, productId: 1, unique: b.id } }))).message,
    ).toBe('num: This value is out of range');
    expect(await dump()).toEqual(before);
    expect(
      await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 1, productId: 1, unique: b.id } })),
    ).toMatchObject({
      code: 200,
      data: true,
    });
    expect(lineIds(await list(true))).toEqual([id]);
    expect(await list(false)).toEqual([]);
  });

  it('does not check stock, as the real resetcart: a sold-out SKU and a quantity over the stock are taken', async () => {
    const [a, b] = await twoSkus();
    await add(1, a, 1);
    const [id] = lineIds(await list(true));
    if (id === undefined) throw new Error('cart lines expected');
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: b.id }, body: { stock: 0 } }));
    expect(
      await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 4, productId: 1, unique: b.id } })),
    ).toMatchObject({
      code: 200,
      data: true,
    });
    expect((await list(true))[0]?.cartInfoList[0]).toMatchObject({ id, attrId: b.id, cartNum: 4, stock: 0, attrStatus: false });
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: a.id }, body: { stock: 2 } }));
    expect(
      (await answer(client(mock.app, mock.token).api.cart.resetcart({ body: { id, num: 150, productId: 1, unique: a.id } }))).code,
    ).toBe(200);
    expect((await list(true))[0]?.cartInfoList[0]).toMatchObject({ id, attrId: a.id, cartNum: 150, stock: 2 });
  });
});
