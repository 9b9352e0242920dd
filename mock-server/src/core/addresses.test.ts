import { type AddressEdit, IpLocationSchema, type PageQuerySchema } from '@contract';
import { type z } from 'zod';
import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

const dump = async () => await records(mock.app, 'addresses', { limit: 1000 });
const list = async (as: string, query: z.input<typeof PageQuerySchema> = {}) =>
  (await answer(client(mock.app, as).api.addresses.list({ query }))).data;
const newAddress = (extra: Partial<AddressEdit> = {}): AddressEdit => ({
  realName: 'Marie Curie',
  email: 'marie@example.com',
  country: 'France',
  countryCode: '33',
  phone: '612345678',
  detail: '1 rue Pierre et Marie Curie, Paris',
  postCode: '75005',
  isDefault: false,
  ...extra,
});
const edit = (as: string | null, body: AddressEdit) => answer(client(mock.app, as).api.addresses.edit({ body }));

describe('addresses', () => {
  it('every route needs a token', async () => {
    const before = await dump();
    const anonymous = client(mock.app).api.addresses;
    const answers: [string, { code: number }][] = [
      ['list', await answer(anonymous.list())],
      ['listAll', await answer(anonymous.listAll())],
      ['getDefault', await answer(anonymous.getDefault())],
      ['detail', await answer(anonymous.detail({ params: { id: 1 } }))],
      ['edit', await answer(anonymous.edit({ body: newAddress() }))],
      ['del', await answer(anonymous.del({ body: { id: 1 } }))],
      ['setDefault', await answer(anonymous.setDefault({ body: { id: 2 } }))],
      ['ipInfo', await answer(anonymous.ipInfo())],
    ];
    for (const [key, res] of answers) expect(res.code, key).toBe(401);
    expect(await dump()).toEqual(before);
  });

  it('lists the seeded addresses of the demo shopper, the default first, paged like PageHelper', async () => {
    const page = await list(mock.token);
    expect(page.total).toBe(2);
    expect(page.list.map((a) => [a.id, a.isDefault])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(page.list[0]).toMatchObject({
      realName: 'Demo Shopper',
      country: 'China',
      countryCode: '86',
      phone: '13800138000',
      postCode: 200120,
    });
    const second = await list(mock.token, { page: 2, limit: 1 });
    expect(second).toMatchObject({ total: 2, pages: 2, list: [{ id: 2 }] });
    const all = await answer(client(mock.app, mock.token).api.addresses.listAll());
    expect(all.data.map((a) => a.id)).toEqual([1, 2]);
    expect((await answer(client(mock.app, mock.token).api.addresses.getDefault())).data?.id).toBe(1);
    expect((await answer(client(mock.app, mock.token).api.addresses.detail({ params: { id: 2 } }))).data).toMatchObject({
      id: 2,
      realName: 'Alex Morgan',
    });
  });

  it("creates a user's first address as the default, then more without it; edits keep the id", async () => {
    const other = await login(mock.app, 'second@example.com');
    expect((await list(other)).total).toBe(0);
    expect((await answer(client(mock.app, other).api.addresses.getDefault())).data).toBeNull();

    const first = await edit(other, newAddress({ isDefault: false }));
    expect(first).toMatchObject({
      code: 200,
      message: 'Saved successfully',
      data: { realName: 'Marie Curie', isDefault: true, countryCode: '33' },
    });
    const second = await edit(other, newAddress({ realName: 'Pierre Curie', phone: '', postCode: '', countryCode: '+44' }));
    expect(second.data).toMatchObject({ realName: 'Pierre Curie', isDefault: false, phone: '', postCode: 0, countryCode: '44' });
    expect((await list(other)).list.map((a) => a.realName)).toEqual(['Marie Curie', 'Pierre Curie']);

    const changed = await edit(other, newAddress({ id: second.data.id, realName: 'Irène Joliot-Curie', isDefault: true }));
    expect(changed.data).toMatchObject({ id: second.data.id, realName: 'Irène Joliot-Curie', isDefault: true });
    expect((await list(other)).list.map((a) => [a.realName, a.isDefault])).toEqual([
      ['Irène Joliot-Curie', true],
      ['Marie Curie', false],
    ]);
    // The demo shopper's addresses are untouched.
    expect((await list(mock.token)).list.map((a) => [a.id, a.isDefault])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('sets the default (the badge moves) and deleting the default promotes the most recent one', async () => {
    // The real controller answers success() with no data.
    expect(await answer(client(mock.app, mock.token).api.addresses.setDefault({ body: { id: 2 } }))).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await list(mock.token)).list.map((a) => [a.id, a.isDefault])).toEqual([
      [2, true],
      [1, false],
    ]);
    const added = await edit(mock.token, newAddress());
    expect((await answer(client(mock.app, mock.token).api.addresses.del({ body: { id: 2 } }))).code).toBe(200);
    expect((await list(mock.token)).list.map((a) => [a.id, a.isDefault])).toEqual([
      [added.data.id, true],
      [1, false],
    ]);
    expect((await answer(client(mock.app, mock.token).api.addresses.del({ body: { id: 1 } }))).code).toBe(200);
    expect(await answer(client(mock.app, mock.token).api.addresses.detail({ params: { id: 1 } }))).toMatchObject({ code: 200, data: null });
    expect((await list(mock.token)).total).toBe(1);
  });

  it('answers 400 naming the field for bad input, writing nothing', async () => {
    const before = await dump();
    const cases: [body: unknown, message: string][] = [
      [newAddress({ realName: '  ' }), 'realName: This field is required'],
      [newAddress({ realName: 'x'.repeat(65) }), 'realName: This value is too long'],
      [newAddress({ email: '' }), 'email: Please enter your email'],
      [newAddress({ email: '   ' }), 'email: Please enter your email'],
      [newAddress({ email: `${'e'.repeat(120)}@example.com` }), 'email: This value is too long'],
      [newAddress({ country: '' }), 'country: This field is required'],
      [newAddress({ detail: '' }), 'detail: This field is required'],
      [newAddress({ country: 'c'.repeat(65) }), 'country: This value is too long'],
      [newAddress({ detail: 'd'.repeat(501) }), 'detail: This value is too long'],
      [newAddress({ postCode: '1'.repeat(17) }), 'postCode: This value is not valid'],
      [newAddress({ postCode: -5 }), 'postCode: This value is not valid'],
      [newAddress({ postCode: 1.5 }), 'postCode: This value is not valid'],
      [newAddress({ phone: '1'.repeat(33) }), 'phone: This value is too long'],
      [{ ...newAddress(), isDefault: undefined }, 'isDefault: This field is required'],
      [{ realName: 'A', email: 'a@b.co', detail: 'D', isDefault: false }, 'country: This field is required'],
    ];
    for (const [body, message] of cases) {
      const res = await answer(raw(mock.app, 'addresses.edit', { token: mock.token, body }));
      expect(res, message).toMatchObject({ status: 200, code: 400, message });
    }
    // A post code that is not a number: refused, naming the field.
    expect(await edit(mock.token, newAddress({ postCode: 'AB#12' }))).toMatchObject({
      code: 400,
      message: expect.stringMatching(/^postCode: /),
    });
    expect((await answer(raw(mock.app, 'addresses.del', { token: mock.token, body: {} }))).message).toBe('id: This field is required');
    expect((await answer(raw(mock.app, 'addresses.setDefault', { token: mock.token, body: { id: 'x' } }))).message).toMatch(/^id: /);
    expect((await answer(raw(mock.app, 'addresses.detail', { token: mock.token, params: { id: 'abc' } }))).code).toBe(400);
    expect((await answer(client(mock.app, mock.token).api.addresses.list({ query: { limit: 0 } }))).message).toMatch(/^limit: /);
    // A Chinese number must be a mainland mobile, as the real service checks.
    expect(await edit(mock.token, newAddress({ countryCode: '86', phone: '612345678' }))).toMatchObject({
      code: 500,
      message: 'wrong mobile number',
    });
    expect(await dump()).toEqual(before);
  });

  it("answers another user's address like a missing one, changing nothing", async () => {
    const other = await login(mock.app, 'second@example.com');
    const before = await dump();
    const missing = { code: 404, message: 'Address does not exist' };
    // detail answers data null for an id that is not the caller's, as the real service does.
    expect(await answer(client(mock.app, other).api.addresses.detail({ params: { id: 1 } }))).toMatchObject({ code: 200, data: null });
    expect(await answer(client(mock.app, mock.token).api.addresses.detail({ params: { id: 999 } }))).toMatchObject({
      code: 200,
      data: null,
    });
    expect(await edit(other, newAddress({ id: 1 }))).toMatchObject(missing);
    expect(await edit(mock.token, newAddress({ id: 999 }))).toMatchObject(missing);
    expect(await answer(client(mock.app, other).api.addresses.del({ body: { id: 1 } }))).toMatchObject(missing);
    expect(await answer(client(mock.app, other).api.addresses.setDefault({ body: { id: 2 } }))).toMatchObject(missing);
    expect((await answer(client(mock.app, other).api.addresses.listAll())).data).toEqual([]);
    expect(await dump()).toEqual(before);
  });

  it('keeps at most 20 addresses per user', async () => {
    for (let i = 3; i <= 20; i += 1) expect((await edit(mock.token, newAddress({ realName: `Person ${i}` }))).code).toBe(200);
    const before = await dump();
    expect(await edit(mock.token, newAddress({ realName: 'One too many' }))).toMatchObject({
      code: 500,
      message: 'You can save at most 20 addresses',
      data: null,
    });
    expect(await dump()).toEqual(before);
    // Editing at the limit still works.
    expect((await edit(mock.token, newAddress({ id: 2, realName: 'Still editable' }))).code).toBe(200);
    expect((await list(mock.token, { limit: 100 })).total).toBe(20);
  });
});

describe('real wire: addresses', () => {
  it('keeps the post code as an integer: "01234" reads back 1234, "" and null read back 0, a number is taken as is', async () => {
    const saved = await edit(mock.token, newAddress({ postCode: '01234' }));
    expect(saved).toMatchObject({ code: 200, data: { postCode: 1234 } });
    expect((await answer(client(mock.app, mock.token).api.addresses.detail({ params: { id: saved.data.id } }))).data?.postCode).toBe(1234);
    expect((await edit(mock.token, newAddress({ postCode: '' }))).data.postCode).toBe(0);
    expect((await edit(mock.token, { ...newAddress(), postCode: null })).data.postCode).toBe(0);
    const { postCode: _omitted, ...withoutPostCode } = newAddress();
    expect((await edit(mock.token, withoutPostCode)).data.postCode).toBe(0);
    expect((await edit(mock.token, newAddress({ postCode: 75005 }))).data.postCode).toBe(75005);
  });

  it('writes no phone and no dial code as "" (the columns\' default), and takes null for them', async () => {
    const res = await edit(mock.token, { ...newAddress(), phone: null, countryCode: null });
    expect(res).toMatchObject({ code: 200, data: { phone: '', countryCode: '' } });
    // A dial code may come as a number or with a leading +.
    expect((await edit(mock.token, { ...newAddress(), countryCode: 44 })).data.countryCode).toBe('44');
    expect((await edit(mock.token, newAddress({ countryCode: '+44' }))).data.countryCode).toBe('44');
  });

  it('takes what UserAddressRequest takes: any non-blank email, a detail up to 500, a phone checked only for China, string ids', async () => {
    expect((await edit(mock.token, newAddress({ email: 'not-an-email' }))).data.email).toBe('not-an-email');
    expect((await edit(mock.token, newAddress({ detail: 'd'.repeat(500) }))).data.detail).toHaveLength(500);
    expect((await edit(mock.token, newAddress({ phone: '12ab', countryCode: '33' }))).data.phone).toBe('12ab');
    const byString = await edit(mock.token, { ...newAddress({ realName: 'By string id' }), id: '2' });
    expect(byString.data).toMatchObject({ id: 2, realName: 'By string id' });
    expect((await edit(mock.token, { ...newAddress({ realName: 'Null id creates' }), id: null })).data.id).toBeGreaterThan(2);
    expect(await answer(client(mock.app, mock.token).api.addresses.setDefault({ body: { id: '2' } }))).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await answer(client(mock.app, mock.token).api.addresses.getDefault())).data?.id).toBe(2);
  });

  it("answers data null for the detail of an unknown or another user's id, and null from default/set", async () => {
    const other = await login(mock.app, 'second@example.com');
    expect(await answer(client(mock.app, other).api.addresses.detail({ params: { id: 2 } }))).toEqual({
      status: 200,
      code: 200,
      message: 'Success',
      data: null,
    });
    expect(await answer(client(mock.app, mock.token).api.addresses.setDefault({ body: { id: 2 } }))).toMatchObject({
      code: 200,
      message: 'Set successfully',
      data: null,
    });
  });

  it("ip/info guesses the caller's country: loopback gives the default, a forwarding header names the caller", async () => {
    const loopback = await answer(client(mock.app, mock.token).api.addresses.ipInfo());
    expect(loopback).toMatchObject({
      code: 200,
      data: {
        ip: '127.0.0.1',
        country_name: 'United States',
        country_code: 'US',
        country_calling_code: '+1',
        region: 'California',
        city: 'Mountain View',
      },
    });
    // The fields the real backend passes through from its IP service (docs/backend-wire.md, addresses), no fewer.
    expect(IpLocationSchema.strict().safeParse(loopback.data).success).toBe(true);
    // A header naming the caller wins over the connection, as on the real backend (docs/backend-wire.md): the first
    // entry of X-Forwarded-For that is not `unknown`, else X-Real-IP...
    const ipInfo = (headers: Record<string, string>) =>
      answer(client(mock.app, mock.token).api.addresses.ipInfo({ extraHeaders: headers }));
    expect((await ipInfo({ 'x-forwarded-for': 'unknown, 192.0.2.5, 10.0.0.1' })).data).toMatchObject({
      ip: '192.0.2.5',
      country_code: 'GB',
    });
    expect((await ipInfo({ 'x-forwarded-for': 'unknown', 'x-real-ip': '198.51.100.7' })).data).toMatchObject({
      ip: '198.51.100.7',
      country_code: 'FR',
    });
    // ...and a text that is no address gets the IP service's error, which the backend passes on.
    expect(await ipInfo({ 'x-forwarded-for': 'shop.example' })).toMatchObject({
      code: 200,
      data: { ip: 'shop.example', error: true, reason: 'Invalid IP Address' },
    });
    const thai = await answer(raw(mock.app, 'addresses.ipInfo', { token: mock.token, remoteAddress: '203.0.113.4' }));
    expect(thai).toMatchObject({
      code: 200,
      data: {
        ip: '203.0.113.4',
        country_name: 'Thailand',
        country_code: 'TH',
        country_calling_code: '+66',
        region: 'Bangkok',
        city: 'Bangkok',
      },
    });
  });
});
