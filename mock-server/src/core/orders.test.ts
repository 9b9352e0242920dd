import { PRE_ORDER_TTL_MS } from '@contract';
import { describe, expect, it } from 'vitest';
import { answer, client, login, records, TEST_NOW, useMockApp } from '../test-support';

interface Sku {
  id: number;
  stock: number;
}

const mock = useMockApp({ each: 'signIn' });

const preOrders = async () => await records(mock.app, 'preOrders', { limit: 1000 });
async function stockedSku(productId: number): Promise<Sku> {
  const skus = Object.values((await answer(client(mock.app).api.products.detail({ params: { id: productId } }))).data.productValue);
  const sku = skus.find((s) => s.stock >= 3);
  if (!sku) throw new Error(`seed: product ${productId} has no stocked SKU`);
  return sku;
}
async function cartLineIds(): Promise<number[]> {
  const groups = (await answer(client(mock.app, mock.token).api.cart.list({ query: { isValid: 'true' } }))).data;
  return groups.flatMap((g) => g.cartInfoList.map((l) => l.id));
}

describe('pre/order', () => {
  it('keeps the chosen cart lines for five minutes under a pre-order number', async () => {
    const sku = await stockedSku(1);
    await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 2 }] }));
    const [lineId] = await cartLineIds();
    const res = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: lineId }] },
      }),
    );
    expect(res.code).toBe(200);
    expect(res.data.preOrderNo).toMatch(/^PRE\d{14}\d{4}$/);
    const [record] = await preOrders();
    expect(record).toMatchObject({
      preOrderNo: res.data.preOrderNo,
      preOrderType: 'shoppingCart',
      items: [{ productId: 1, skuId: sku.id, num: 2, cartId: lineId }],
    });
    expect(record?.expiresAt).toBe(Date.parse(TEST_NOW) + PRE_ORDER_TTL_MS);
  });

  it('takes one buy-now item', async () => {
    const sku = await stockedSku(1);
    const res = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 3 }] },
      }),
    );
    expect(res.code).toBe(200);
    expect((await preOrders())[0]?.items).toEqual([{ productId: 1, skuId: sku.id, num: 3, cartId: null }]);
  });

  it('refuses missing fields, another user’s cart line, too much stock and no token, keeping nothing', async () => {
    const sku = await stockedSku(1);
    expect(
      (
        await answer(
          client(mock.app).api.orders.preOrder({
            body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
          }),
        )
      ).code,
    ).toBe(401);
    const missing = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, productNum: 1 }] },
      }),
    );
    expect(missing).toMatchObject({ code: 400, message: 'orderDetails.0.attrValueId: This field is required' });
    const empty = await answer(
      client(mock.app, mock.token).api.orders.preOrder({ body: { preOrderType: 'shoppingCart', orderDetails: [] } }),
    );
    expect(empty).toMatchObject({ code: 400, message: 'orderDetails: Please select an item' });
    const other = await login(mock.app, 'second@example.com');
    await answer(client(mock.app, other).api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 1 }] }));
    const theirs = (await answer(client(mock.app, other).api.cart.list({ query: { isValid: 'true' } }))).data[0]?.cartInfoList[0]?.id;
    expect(
      (
        await answer(
          client(mock.app, mock.token).api.orders.preOrder({
            body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: theirs }] },
          }),
        )
      ).code,
    ).toBe(404);
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: sku.id }, body: { stock: 3 } }));
    const tooMany = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 4 }] },
      }),
    );
    expect(tooMany.code).toBe(500);
    expect(tooMany.message).toMatch(/Insufficient stock/);
    const overCap = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 100 }] },
      }),
    );
    expect(overCap).toMatchObject({ code: 400, message: 'orderDetails.0.productNum: This value is out of range' });
    expect(await preOrders()).toEqual([]);
  });

  it('refuses a cart line that became invalid, and one that sold out (still a valid line in the cart)', async () => {
    const sku = await stockedSku(1);
    await answer(client(mock.app, mock.token).api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 1 }] }));
    const [lineId] = await cartLineIds();
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: sku.id }, body: { stock: 0 } }));
    const sold = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: lineId }] },
      }),
    );
    expect(sold).toMatchObject({ code: 500, message: expect.stringMatching(/is out of stock$/) });
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'products', id: 1 }, body: { isShow: false } }));
    const res = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: lineId }] },
      }),
    );
    expect(res.code).toBe(500);
    expect(res.message).toMatch(/no longer available/);
    expect(await preOrders()).toEqual([]);
  });
});
