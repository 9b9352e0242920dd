import { describe, expect, it } from 'vitest';
import { REVIEW_ALREADY_WRITTEN, REVIEW_LINE_MISSING, REVIEW_NOT_RECEIVED } from '../domain/reviews-write';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const storeOrders = async () => await records(mock.app, 'storeOrders', { limit: 1000 });
const awaiting = async (as = mock.token) => answer(client(mock.app, as).api.reviews.awaitingList({ query: { page: 1, limit: 20 } }));
const comment = async (body: unknown, as: string | null = mock.token) => answer(raw(mock.app, 'reviews.comment', { token: as, body }));
const reviewsOf = async (productId: number) =>
  (await answer(client(mock.app).api.reviews.list({ params: { productId: productId }, query: { page: 1, limit: 50, type: 0 } }))).data;
const countsOf = async (productId: number) =>
  (await answer(client(mock.app).api.reviews.config({ params: { productId: productId } }))).data;

/** The seeded completed order (mock-server/README.md "Orders"): one line reviewed, one waiting. */
async function completed() {
  const order = (await storeOrders()).find((o) => o.status === 3);
  const waiting = order?.lines.find((l) => !l.isReply);
  const reviewed = order?.lines.find((l) => l.isReply);
  if (!order || !waiting || !reviewed) throw new Error('seed: the completed order is missing');
  return { order, waiting, reviewed };
}

describe('lines waiting for a review', () => {
  it('lists the completed order’s unreviewed line with its shop, and needs a token', async () => {
    const { order, waiting } = await completed();
    const res = await awaiting();
    expect(res.code).toBe(200);
    expect(res.data.list).toEqual([
      expect.objectContaining({
        id: waiting.id,
        merOrderNo: order.orderNo,
        merId: order.merId,
        productId: waiting.productId,
        sku: waiting.sku,
      }),
    ]);
    expect(res.data.list[0]?.merName).not.toBe('');
    expect((await answer(client(mock.app).api.reviews.awaitingList())).code).toBe(401);
  });

  it('has the seeded reviewed line’s review in its product’s list', async () => {
    const { reviewed } = await completed();
    const list = await reviewsOf(reviewed.productId);
    expect(list.list.some((r) => r.nickname !== '' && r.sku === reviewed.sku)).toBe(true);
  });
});

describe('order/comment', () => {
  it('stores the review: the product list and counts show it, the line is reviewed and leaves the list', async () => {
    const { order, waiting } = await completed();
    const before = await countsOf(waiting.productId);
    const centerBefore = (await answer(client(mock.app, mock.token).api.orders.centerData())).data.commentCount;
    const res = await comment({
      orderNo: order.orderNo,
      orderInfoId: waiting.id,
      star: 4,
      serviceStar: 2,
      comment: 'Solid, as pictured.',
      pics: JSON.stringify(['/uploads/a.png']),
    });
    expect(res).toMatchObject({ code: 200, data: null });

    const list = await reviewsOf(waiting.productId);
    expect(list.list[0]).toMatchObject({
      star: 4,
      comment: 'Solid, as pictured.',
      pics: ['/uploads/a.png'],
      sku: waiting.sku,
      merchantReplyContent: null,
    });
    // The extension score stays in the mock: the public list keeps the real shape.
    expect(list.list[0]).not.toHaveProperty('serviceStar');
    const after = await countsOf(waiting.productId);
    expect(after.sumCount).toBe(before.sumCount + 1);
    expect(after.inCount).toBe(before.inCount + 1);

    // The newest record is the last one: the mock keeps the service score there.
    const total = (await answer(client(mock.app).mock.listCollection({ params: { collection: 'reviews' }, query: { limit: 1 } }))).data
      .total;
    const stored = (await records(mock.app, 'reviews', { limit: 1, offset: total - 1 }))[0];
    expect(stored).toMatchObject({ productId: waiting.productId, star: 4, serviceStar: 2, pics: ['/uploads/a.png'] });

    expect((await awaiting()).data.total).toBe(0);
    const detail = await answer(client(mock.app, mock.token).api.orders.detail({ params: { orderNo: order.orderNo } }));
    expect(detail.data.orderInfoList.every((l) => l.isReply)).toBe(true);
    expect((await answer(client(mock.app, mock.token).api.orders.centerData())).data.commentCount).toBe(centerBefore - 1);

    expect(await comment({ orderNo: order.orderNo, orderInfoId: waiting.id, star: 5, comment: 'Again' })).toMatchObject({
      code: 500,
      message: REVIEW_ALREADY_WRITTEN,
    });
    expect((await reviewsOf(waiting.productId)).total).toBe(after.sumCount);
  });

  it('refuses a reviewed line, a line of an order not received, another user’s and an unknown one', async () => {
    const { order, reviewed, waiting } = await completed();
    expect(await comment({ orderNo: order.orderNo, orderInfoId: reviewed.id, star: 5, comment: 'x' })).toMatchObject({
      code: 500,
      message: REVIEW_ALREADY_WRITTEN,
    });
    const shipped = (await storeOrders()).find((o) => o.status === 1);
    expect(await comment({ orderNo: shipped?.orderNo, orderInfoId: shipped?.lines[0]?.id, star: 5, comment: 'x' })).toMatchObject({
      code: 500,
      message: REVIEW_NOT_RECEIVED,
    });
    const other = await login(mock.app, 'second@example.com');
    expect(await comment({ orderNo: order.orderNo, orderInfoId: waiting.id, star: 5, comment: 'x' }, other)).toMatchObject({
      code: 500,
      message: REVIEW_LINE_MISSING,
    });
    expect(await comment({ orderNo: order.orderNo, orderInfoId: 9999, star: 5, comment: 'x' })).toMatchObject({
      code: 500,
      message: REVIEW_LINE_MISSING,
    });
    expect((await awaiting(other)).data.total).toBe(0);
    expect((await comment({ orderNo: order.orderNo, orderInfoId: waiting.id, star: 5, comment: 'x' }, null)).code).toBe(401);
    expect((await awaiting()).data.total).toBe(1);
  });

  it('validates before writing: empty text, a text over 512, a score out of range, photos over the column', async () => {
    const { order, waiting } = await completed();
    const base = { orderNo: order.orderNo, orderInfoId: waiting.id, star: 5 };
    expect(await comment({ ...base, comment: '  ' })).toMatchObject({
      code: 400,
      message: expect.stringContaining('Please fill in your review experience'),
    });
    expect(await comment({ ...base, comment: 'x'.repeat(513) })).toMatchObject({ code: 400, message: 'comment: This value is too long' });
    expect((await comment({ ...base, star: 0, comment: 'ok' })).code).toBe(400);
    expect((await comment({ ...base, serviceStar: 6, comment: 'ok' })).code).toBe(400);
    expect(await comment({ ...base, comment: 'ok', pics: 'p'.repeat(5001) })).toMatchObject({
      code: 400,
      message: 'pics: This value is too long',
    });
    expect((await comment({ ...base, comment: 'ok', pics: ['/a.png'] })).message).toMatch(/^pics: /);
    expect((await awaiting()).data.total).toBe(1);
  });
});

describe('real wire: reviews', () => {
  const latestStored = async () => {
    const total = (await answer(client(mock.app).mock.listCollection({ params: { collection: 'reviews' }, query: { limit: 1 } }))).data
      .total;
    return (await records(mock.app, 'reviews', { limit: 1, offset: total - 1 }))[0];
  };

  it('takes pics "" for a review without photos; the product list then gives pics [""], as the real split does', async () => {
    const { order, waiting } = await completed();
    expect(
      await comment({ orderNo: order.orderNo, orderInfoId: String(waiting.id), star: 5, comment: 'c'.repeat(512), pics: '' }),
    ).toMatchObject({ code: 200 });
    expect((await latestStored())?.pics).toEqual([]);
    const [newest] = (await reviewsOf(waiting.productId)).list;
    expect(newest).toMatchObject({ comment: 'c'.repeat(512), pics: [''] });
  });

  it('reads a comma list of photos and takes more than five (the backend sets no count)', async () => {
    const { order, waiting } = await completed();
    const six = Array.from({ length: 6 }, (_, i) => `/uploads/${i}.png`);
    expect((await comment({ orderNo: order.orderNo, orderInfoId: waiting.id, star: 3, comment: 'ok', pics: six.join(',') })).code).toBe(
      200,
    );
    expect((await latestStored())?.pics).toEqual(six);
    expect((await reviewsOf(waiting.productId)).list[0]?.pics).toEqual(six);
  });

  it('gives every seeded review without photos pics [""], and the others their URLs', async () => {
    const { reviewed } = await completed();
    const list = (await reviewsOf(reviewed.productId)).list;
    expect(list.length).toBeGreaterThan(0);
    for (const review of list) {
      expect(review.pics.length).toBeGreaterThan(0);
      if (review.pics[0] !== '') for (const url of review.pics) expect(url).toMatch(/^http:\/\/localhost(:80)?\/mock-images\//);
    }
  });
});

describe('the reviews a shopper wrote (writtenList, an extension)', () => {
  const written = async (as: string | null = mock.token) =>
    answer(client(mock.app, as).api.reviews.writtenList({ query: { page: 1, limit: 20 } }));

  it("lists only the caller's reviews, newest first, with the product's name and picture, and needs a token", async () => {
    const { order, waiting, reviewed } = await completed();
    const before = await written();
    expect(before.code).toBe(200);
    // The seeded reviewed line's review is the demo shopper's.
    expect(before.data.list.some((review) => review.productId === reviewed.productId)).toBe(true);
    await comment({ orderNo: order.orderNo, orderInfoId: waiting.id, star: 5, comment: 'Lovely.', pics: '' });
    const after = await written();
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0]).toMatchObject({ productId: waiting.productId, star: 5, comment: 'Lovely.', sku: waiting.sku });
    expect(after.data.list[0]?.productName).not.toBe('');
    expect(after.data.list[0]?.image).not.toBe('');

    const second = await login(mock.app, 'second@example.com');
    expect((await written(second)).data.total).toBe(0);
    expect((await written(null)).code).toBe(401);
  });
});
