import { describe, expect, it } from 'vitest';
import { codeMessages } from '../domain/codes';
import { HANDLING_FEE_MISSING, settleMessages } from '../domain/settle-in';
import { answer, client, latestCode, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const EMAIL = 'owner@fresh.test';
const sendCode = (email = EMAIL) => answer(raw(mock.app, 'settleIn.settledEmailCode', { body: email }));
const application = (over: Record<string, unknown> = {}) => ({
  name: 'Fresh Foods Ltd',
  categoryId: 1,
  typeId: 1,
  realName: 'Ada Owner',
  email: EMAIL,
  address: '1 Market Street',
  qualificationPicture: JSON.stringify(['/mock-images/u/product-1.png']),
  phone: '13800000000',
  // Category 1's fee, as the web sends it from the chosen category.
  handlingFee: 3,
  ...over,
});
const apply = (body: unknown, auth: string | null = mock.token) => answer(raw(mock.app, 'settleIn.settledApply', { token: auth, body }));
const settledRecords = async (auth = mock.token) =>
  (await answer(client(mock.app, auth).api.settleIn.settledRecord({ query: { page: 1, limit: 10 } }))).data;
const applyWithCode = async (over: Record<string, unknown> = {}) => {
  const email = typeof over.email === 'string' ? over.email : EMAIL;
  expect((await sendCode(email)).data).toBe(true);
  return apply(application({ captcha: await latestCode(mock.app, email), ...over }));
};
const audit = (id: number, body: unknown) => answer(raw(mock.app, 'mock.auditSettleIn', { params: { id }, body }));

describe('merchant settle-in', () => {
  it('5 concurrent applications with one code store one', async () => {
    expect((await sendCode()).data).toBe(true);
    const captcha = await latestCode(mock.app, EMAIL);
    const all = await Promise.all(Array.from({ length: 5 }, () => apply(application({ captcha }))));
    expect(all.filter((a) => a.code === 200)).toHaveLength(1);
    expect((await records(mock.app, 'merchantApplications')).filter((a) => a.email === EMAIL)).toHaveLength(1);
  });

  it('serves the agreement to anyone', async () => {
    const res = await answer(client(mock.app).api.settleIn.settledAgreement());
    expect(res.code).toBe(200);
    expect(res.data.agreement).toContain('15 working days');
  });

  it('emails a 6-digit code (bare string body, JSON-quoted or not) and refuses a bad email', async () => {
    expect((await sendCode()).code).toBe(200);
    expect(await latestCode(mock.app, EMAIL)).toMatch(/^\d{6}$/);
    const quoted = await answer(raw(mock.app, 'settleIn.settledEmailCode', { body: '"second@fresh.test"' }));
    expect(quoted.code).toBe(200);
    const bad = await answer(raw(mock.app, 'settleIn.settledEmailCode', { body: 'not-an-email' }));
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('email');
  });

  it('needs a signed-in user to apply and to list records', async () => {
    expect((await apply(application({ captcha: '123456' }), null)).code).toBe(401);
    expect((await answer(client(mock.app).api.settleIn.settledRecord())).code).toBe(401);
  });

  it('stores a pending application with the category fee, uses the code up, and lists it', async () => {
    const res = await applyWithCode();
    expect(res.code, res.message).toBe(200);
    const page = await settledRecords();
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      name: 'Fresh Foods Ltd',
      auditStatus: 1,
      denialReason: null,
      email: EMAIL,
      phone: '13800000000',
      handlingFee: 3,
    });
    // Stored as sent; answered with absolute URLs, also inside the JSON text.
    expect(JSON.parse(page.list[0]?.qualificationPicture ?? '[]')).toEqual([
      expect.stringMatching(/^http:\/\/localhost(:80)?\/mock-images\/u\/product-1\.png$/),
    ]);
    const again = await apply(application({ name: 'Another Shop', email: EMAIL, captcha: await latestCode(mock.app, EMAIL) }));
    expect(again.message).toBe(codeMessages.missing);
  });

  it('answers 400 with the spec messages for missing fields and bad pictures', async () => {
    const empty = await apply({});
    expect(empty.code).toBe(400);
    const msg = async (over: Record<string, unknown>) => (await apply(application({ captcha: '123456', ...over }))).message;
    expect(await msg({ name: '' })).toContain('Please enter the company name');
    expect(await msg({ realName: ' ' })).toContain('Please enter your real name');
    expect(await msg({ categoryId: undefined })).toContain('Please select a merchant category');
    expect(await msg({ qualificationPicture: '[]' })).toContain('Please upload a qualification picture');
    expect(await msg({ qualificationPicture: JSON.stringify(['/a.gif']) })).toContain('Up to 10 qualification pictures');
    const eleven = Array.from({ length: 11 }, (_, i) => `/p${i}.jpg`);
    expect(await msg({ qualificationPicture: JSON.stringify(eleven) })).toContain('Up to 10 qualification pictures');
    expect(await msg({ captcha: '' })).toContain('Please enter the verification code');
  });

  it('refuses a wrong code, an unknown category, and a name or email a shop or a live application has', async () => {
    await sendCode();
    const code = await latestCode(mock.app, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await apply(application({ captcha: wrong }))).message).toBe(codeMessages.wrong);
    expect((await apply(application({ captcha: code, categoryId: 999 }))).message).toBe(settleMessages.noCategory);
    expect((await apply(application({ captcha: code, typeId: 999 }))).message).toBe(settleMessages.noType);
    const shop = (await records(mock.app, 'merchants', { limit: 1 }))[0];
    if (!shop) throw new Error('seed has no shop');
    expect((await apply(application({ captcha: code, name: shop.name.toUpperCase() }))).message).toBe(settleMessages.nameTaken);
    expect((await apply(application({ captcha: code }))).code).toBe(200);
    // The pending application now holds its name.
    expect((await applyWithCode({ email: 'other@fresh.test' })).message).toBe(settleMessages.nameTaken);
    await sendCode(shop.email);
    expect(
      (await apply(application({ name: 'Unused Name', email: shop.email, captcha: await latestCode(mock.app, shop.email) }))).message,
    ).toBe(settleMessages.emailTaken);
  });

  it('lists only my applications, newest first; the mock control approves or rejects with a reason', async () => {
    expect((await applyWithCode()).code).toBe(200);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 61_000 } }));
    expect((await applyWithCode({ name: 'Second Shop', email: 'second@fresh.test' })).code).toBe(200);
    const mine = await settledRecords();
    expect(mine.list.map((r) => r.name)).toEqual(['Second Shop', 'Fresh Foods Ltd']);
    expect((await settledRecords(await login(mock.app, 'second@example.com'))).total).toBe(0);

    const [second, first] = mine.list;
    if (!first || !second) throw new Error('two records expected');
    expect((await audit(first.id, { decision: 'reject', reason: '' })).code).toBe(400);
    const rejected = await audit(first.id, { decision: 'reject', reason: 'The licence picture is blurred' });
    expect(rejected.data).toMatchObject({ auditStatus: 3, denialReason: 'The licence picture is blurred' });
    expect((await audit(first.id, { decision: 'approve' })).message).toBe(settleMessages.notPending);
    expect((await audit(second.id, { decision: 'approve' })).data).toMatchObject({ auditStatus: 2, denialReason: null });
    expect((await audit(999, { decision: 'approve' })).code).toBe(404);

    // Rejected: the same name and email may apply again.
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: 61_000 } }));
    expect((await applyWithCode()).code).toBe(200);
    expect((await settledRecords()).list.map((r) => r.auditStatus)).toEqual([1, 2, 3]);
  });
});

describe('real wire: settle-in', () => {
  const stored = async () => await records(mock.app, 'merchantApplications', { limit: 100 });

  it('refuses an application without handlingFee with code 500, as the NOT NULL column does, storing nothing', async () => {
    const before = await stored();
    const { handlingFee: _fee, ...withoutFee } = application();
    await sendCode();
    const code = await latestCode(mock.app, EMAIL);
    expect(await apply({ ...withoutFee, captcha: code })).toEqual({ status: 200, code: 500, message: HANDLING_FEE_MISSING, data: null });
    expect(await apply({ ...withoutFee, handlingFee: null, captcha: code })).toMatchObject({ code: 500, message: HANDLING_FEE_MISSING });
    expect(await stored()).toEqual(before);
    expect((await settledRecords()).total).toBe(0);
  });

  it("stores the request's fee as sent (a number or a numeric string), not the category's", async () => {
    expect((await applyWithCode({ handlingFee: '7' })).code).toBe(200);
    expect((await stored()).find((r) => r.name === 'Fresh Foods Ltd')?.handlingFee).toBe(7);
    expect((await settledRecords()).list[0]?.handlingFee).toBe(7);
  });

  it('refuses a fee outside 0..100 or not an integer, naming the field', async () => {
    const msg = async (handlingFee: unknown) => (await apply(application({ captcha: '123456', handlingFee }))).message;
    expect(await msg(101)).toBe('handlingFee: This value is out of range');
    expect(await msg(-1)).toBe('handlingFee: This value is out of range');
    expect(await msg('abc')).toMatch(/^handlingFee: /);
  });
});
