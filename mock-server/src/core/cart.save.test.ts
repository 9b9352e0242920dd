import { type CollectionName } from '../db/schema';
import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const dump = <K extends CollectionName>(collection: K) => records(mock.app, collection, { limit: 1000 });
const skusOf = async (productId: number) =>
  Object.values((await answer(client(mock.app).api.products.detail({ params: { id: productId } }))).data.productValue);

describe('cart', () => {
  it('count needs a token', async () => {
    expect((await answer(client(mock.app).api.cart.count({ query: { numType: 'true', type: 'total' } }))).code).toBe(401);
  });

  it('saves lines, merges the same SKU, counts lines and quantity', async () => {
    const skus = (await skusOf(1)).filter((s) => s.stock >= 5);
    const [a, b] = skus;
    if (!a || !b) throw new Error('seed has no stocked SKUs on product 1');
    const save = await answer(
      client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: a.id, cartNum: 2 }] }),
    );
    expect(save).toMatchObject({ code: 200, message: 'Added to cart' });
    await answer(
      client(mock.app, mock.token).api.cart.save({
        body: [
          { productId: 1, productAttrUnique: a.id, cartNum: 1 },
          { productId: 1, productAttrUnique: b.id, cartNum: 1 },
        ],
      }),
    );
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({
      count: 2,
    });
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({
      count: 4,
    });
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'false', type: 'total' } }))).data).toEqual({
      count: 0,
    });
    // Another user's cart is separate.
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.cart.count())).data).toEqual({ count: 0 });
  });

  it('refuses unknown products, foreign SKUs, too much stock and bad input, writing nothing', async () => {
    const [own] = await skusOf(1);
    const [foreign] = await skusOf(2);
    if (!own || !foreign) throw new Error('seed');
    expect(
      (await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 99999, productAttrUnique: own.id, cartNum: 1 }] })))
        .code,
    ).toBe(404);
    expect(
      (await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: foreign.id, cartNum: 1 }] })))
        .code,
    ).toBe(404);
    // A SKU with little stock: the first item is fine, the second pushes over stock, and nothing is written.
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: own.id }, body: { stock: 5 } }));
    const before = await dump('cartItems');
    const res = await answer(
      client(mock.app, mock.token).api.cart.save({
        body: [
          { productId: 1, productAttrUnique: own.id, cartNum: 1 },
          { productId: 1, productAttrUnique: own.id, cartNum: 5 },
        ],
      }),
    );
    expect(res.code).toBe(500);
    expect(res.message).toMatch(/Insufficient stock/);
    // cartNum is @Max(99) in CartRequest.
    expect(
      (await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: own.id, cartNum: 100 }] })))
        .message,
    ).toBe('0.cartNum: This value is out of range');
    expect((await answer(client(mock.app, mock.token).api.cart.save({ body: [] }))).message).toBe('body: Please select an item');
    expect(
      (await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: own.id, cartNum: 0 }] })))
        .message,
    ).toBe('0.cartNum: This value is out of range');
    expect((await answer(raw(mock.app, 'cart.save', { token: mock.token, body: { productId: 1 } }))).code).toBe(400);
    expect(await dump('cartItems')).toEqual(before);
  });
});

describe('real wire: cart', () => {
  it('cart/save takes ids and quantities as numeric strings, as Jackson coerces them', async () => {
    const [sku] = (await skusOf(1)).filter((s) => s.stock >= 5);
    if (!sku) throw new Error('seed');
    const res = await answer(
      client(mock.app, mock.token).api.cart.save({ body: [{ productId: '1', productAttrUnique: String(sku.id), cartNum: '2' }] }),
    );
    expect(res).toMatchObject({ code: 200, message: 'Added to cart' });
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({
      count: 2,
    });
    const [line] = (await answer(client(mock.app, mock.token).api.cart.list({ query: { isValid: 'true' } }))).data.flatMap(
      (g) => g.cartInfoList,
    );
    expect(line?.attrId).toBe(sku.id);
    // The other cart routes take string ids too.
    expect((await answer(client(mock.app, mock.token).api.cart.num({ body: { id: String(line?.id), number: '3' } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({
      count: 3,
    });
    expect((await answer(client(mock.app, mock.token).api.cart.delete({ body: { ids: [String(line?.id)] } }))).code).toBe(200);
    expect((await answer(client(mock.app, mock.token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({
      count: 0,
    });
    // Text that is not a number is still refused, naming the field.
    expect(
      (await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 'one', productAttrUnique: sku.id, cartNum: 1 }] })))
        .message,
    ).toMatch(/^0\.productId: /);
  });
});
