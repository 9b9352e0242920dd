import { AddressEditSchema, IpLocationSchema, MAX_ADDRESSES, type AddressEditParsed } from '@contract';
import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import {
  ADDRESS_MISSING,
  defaultAddress,
  callerAddress,
  ipInfo,
  ipLocation,
  planAddressDelete,
  planAddressEdit,
  planSetDefault,
  sortAddresses,
  TOO_MANY_ADDRESSES,
} from './addresses';

const address = (id: number, isDefault = false): RecordOf<'addresses'> => ({
  id,
  uid: 1,
  realName: `Name ${id}`,
  email: `a${id}@example.com`,
  country: 'France',
  countryCode: '33',
  phone: '612345678',
  detail: `${id} rue de Rivoli, Paris`,
  postCode: 75001,
  isDefault,
  createTime: '2026-01-01 08:00:00',
  updateTime: '2026-01-01 08:00:00',
});

const body = (extra: Partial<AddressEditParsed> = {}): AddressEditParsed => ({
  realName: 'Marie Curie',
  email: 'marie@example.com',
  country: 'France',
  detail: '1 rue Pierre et Marie Curie, Paris',
  postCode: 75005,
  countryCode: '33',
  phone: '612345678',
  isDefault: false,
  ...extra,
});

describe('address rules', () => {
  it('lists the default first, then newest first', () => {
    expect(sortAddresses([address(1), address(2, true), address(3)]).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it("makes a user's first address the default whatever the flag says", () => {
    expect(planAddressEdit(body(), [])).toMatchObject({ id: null, unsetDefault: [], fields: { isDefault: true } });
    expect(planAddressEdit(body(), [address(1, true)]).fields.isDefault).toBe(false);
  });

  it('a new default clears the others', () => {
    expect(planAddressEdit(body({ isDefault: true }), [address(1, true), address(2)])).toMatchObject({ id: null, unsetDefault: [1] });
    expect(planSetDefault([address(1, true), address(2), address(3)], 3)).toEqual({ id: 3, unsetDefault: [1] });
    expect(planSetDefault([address(1, true)], 1)).toEqual({ id: 1, unsetDefault: [] });
  });

  it('keeps the current default when it is edited without the flag', () => {
    const plan = planAddressEdit(body({ id: 1, isDefault: false }), [address(1, true), address(2)]);
    expect(plan).toMatchObject({ id: 1, unsetDefault: [], fields: { isDefault: true, realName: 'Marie Curie' } });
  });

  it('stores empty optional fields as the real table does: "" for phone and dial code, 0 for the post code', () => {
    // As the route parses them: null, "" and an absent key all come through the contract.
    const parsed = AddressEditSchema.parse({ ...body(), phone: null, postCode: '', countryCode: null });
    expect(planAddressEdit(parsed, []).fields).toMatchObject({ phone: '', postCode: 0, countryCode: '' });
    const absent = AddressEditSchema.parse({ realName: 'A', email: 'a@example.com', country: 'France', detail: 'x', isDefault: false });
    expect(planAddressEdit(absent, []).fields).toMatchObject({ phone: '', postCode: 0, countryCode: '' });
  });

  it('keeps the post code as an integer: leading zeros are lost', () => {
    const parsed = AddressEditSchema.parse({ ...body(), postCode: '01234' });
    expect(planAddressEdit(parsed, []).fields.postCode).toBe(1234);
  });

  it('refuses a 21st address but still edits at the limit', () => {
    const full = Array.from({ length: MAX_ADDRESSES }, (_, i) => address(i + 1, i === 0));
    expect(() => planAddressEdit(body(), full)).toThrow(TOO_MANY_ADDRESSES);
    expect(TOO_MANY_ADDRESSES).toBe('You can save at most 20 addresses');
    expect(planAddressEdit(body({ id: 5 }), full).id).toBe(5);
  });

  it('answers an unknown or foreign id as a missing address', () => {
    const mine = [address(1, true)];
    expect(() => planAddressEdit(body({ id: 99 }), mine)).toThrow(ADDRESS_MISSING);
    expect(() => planSetDefault(mine, 99)).toThrow(ADDRESS_MISSING);
    expect(() => planAddressDelete(mine, 99)).toThrow(ADDRESS_MISSING);
    try {
      planAddressDelete(mine, 99);
    } catch (error) {
      expect(error).toMatchObject({ code: 404 });
    }
  });

  it('checks a phone only for China, as a mainland mobile number', () => {
    expect(() => planAddressEdit(body({ countryCode: '86', phone: '612345678' }), [])).toThrow('wrong mobile number');
    expect(planAddressEdit(body({ countryCode: '86', phone: '13800138000' }), []).fields.phone).toBe('13800138000');
    expect(planAddressEdit(body({ countryCode: '86', phone: '' }), []).fields.phone).toBe('');
    expect(planAddressEdit(body({ countryCode: '86', phone: null }), []).fields.phone).toBe('');
  });

  it('deleting the default promotes the most recent remaining address', () => {
    expect(planAddressDelete([address(1, true), address(4), address(3)], 1)).toEqual({ id: 1, promote: 4 });
    expect(planAddressDelete([address(1, true), address(2)], 2)).toEqual({ id: 2, promote: null });
    expect(planAddressDelete([address(1, true)], 1)).toEqual({ id: 1, promote: null });
  });

  it('finds the default or none', () => {
    expect(defaultAddress([address(1), address(2, true)])?.id).toBe(2);
    expect(defaultAddress([address(1)])).toBeNull();
  });

  it('places the caller from a fixed table of documentation and private ranges; loopback and unknown give the US', () => {
    const loopback = ipLocation('127.0.0.1');
    expect(loopback).toMatchObject({
      ip: '127.0.0.1',
      version: 'IPv4',
      country_name: 'United States',
      country_code: 'US',
      country_calling_code: '+1',
      region: 'California',
      city: 'Mountain View',
    });
    // Every field the real service passes through, as the contract describes them.
    expect(IpLocationSchema.strict().safeParse(loopback).success).toBe(true);
    expect(Object.keys(loopback).sort()).toEqual(Object.keys(IpLocationSchema.shape).sort());
    expect(ipLocation('::ffff:192.0.2.7')).toMatchObject({
      ip: '192.0.2.7',
      country_code: 'GB',
      country_calling_code: '+44',
      city: 'London',
    });
    expect(ipLocation('::1')).toMatchObject({ ip: '::1', version: 'IPv6' });
    expect(ipLocation('198.51.100.1').country_code).toBe('FR');
    expect(ipLocation('203.0.113.9').country_name).toBe('Thailand');
    expect(ipLocation('10.1.2.3').country_calling_code).toBe('+86');
    expect(ipLocation('::1').country_code).toBe('US');
  });

  it("reads the caller's address as the backend does: the headers in Hutool's order, a list's first known entry", () => {
    expect(callerAddress({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress({ 'x-forwarded-for': ' 203.0.113.4 , 10.0.0.1' }, '127.0.0.1')).toBe('203.0.113.4');
    expect(callerAddress({ 'x-forwarded-for': 'Unknown, 198.51.100.2' }, '127.0.0.1')).toBe('198.51.100.2');
    expect(callerAddress({ 'x-forwarded-for': ' ', 'x-real-ip': '192.0.2.1', 'proxy-client-ip': '10.0.0.9' }, '127.0.0.1')).toBe(
      '192.0.2.1',
    );
    expect(callerAddress({ 'x-forwarded-for': 'unknown', 'wl-proxy-client-ip': '10.0.0.9' }, '127.0.0.1')).toBe('10.0.0.9');
    expect(callerAddress({ http_client_ip: '10.0.0.8', http_x_forwarded_for: '10.0.0.7' }, '127.0.0.1')).toBe('10.0.0.8');
  });

  it('answers an address with a place and any other text with the IP service’s error', () => {
    expect(ipInfo('::ffff:203.0.113.9')).toMatchObject({ ip: '203.0.113.9', country_code: 'TH' });
    expect(ipInfo('2001:db8::1')).toMatchObject({ ip: '2001:db8::1', version: 'IPv6' });
    for (const text of ['shop.example', '256.1.1.1', '1.2.3', '<script>'])
      expect(ipInfo(text)).toEqual({ ip: text, error: true, reason: 'Invalid IP Address' });
  });
});
