import { MAX_ADDRESSES, type AddressEditParsed, type UserAddress } from '@contract';
import { type RecordOf } from '../db/schema';
import { businessError, notFound } from './errors';

type AddressRecord = RecordOf<'addresses'>;
export type AddressFields = Omit<AddressRecord, 'id' | 'uid' | 'createTime' | 'updateTime'>;

export const ADDRESS_MISSING = 'Address does not exist';
export const TOO_MANY_ADDRESSES = `You can save at most ${MAX_ADDRESSES} addresses`;
/** The real service checks a phone only for China (+86), as a mainland mobile number (ValidateFormUtil.isPhone). */
const CHINA_MOBILE = /^1[3-9]\d{9}$/;

/** The real list order: the default first, then newest first. */
export function sortAddresses(addresses: readonly AddressRecord[]): AddressRecord[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
}

/** One of the user's own addresses; another user's id answers exactly like an unknown one. */
export function ownAddress(mine: readonly AddressRecord[], id: number): AddressRecord {
  const found = mine.find((a) => a.id === id);
  if (!found) throw notFound(ADDRESS_MISSING);
  return found;
}

export interface AddressEditPlan {
  /** null creates a new address. */
  id: number | null;
  fields: AddressFields;
  /** The user's other addresses that lose the default flag. */
  unsetDefault: number[];
}

/**
 * Validates an edit against the user's addresses before anything is written. The first address is the default
 * whatever the flag says; the current default stays default when edited without the flag (a user with addresses
 * always has one default: another address takes over only through "set default" or a delete).
 */
export function planAddressEdit(body: AddressEditParsed, mine: readonly AddressRecord[]): AddressEditPlan {
  const target = body.id === undefined ? null : ownAddress(mine, body.id);
  if (!target && mine.length >= MAX_ADDRESSES) throw businessError(TOO_MANY_ADDRESSES);
  const phone = body.phone?.trim() ?? '';
  const countryCode = body.countryCode;
  if (phone !== '' && countryCode === '86' && !CHINA_MOBILE.test(phone)) throw businessError('wrong mobile number');
  const isDefault = body.isDefault || mine.length === 0 || (target?.isDefault ?? false);
  const fields: AddressFields = {
    realName: body.realName,
    email: body.email,
    country: body.country,
    countryCode,
    phone,
    detail: body.detail,
    postCode: body.postCode,
    isDefault,
  };
  const id = target?.id ?? null;
  return { id, fields, unsetDefault: isDefault ? mine.filter((a) => a.isDefault && a.id !== id).map((a) => a.id) : [] };
}

/** Setting a default clears every other default of the user. */
export function planSetDefault(mine: readonly AddressRecord[], id: number): { id: number; unsetDefault: number[] } {
  const target = ownAddress(mine, id);
  return { id: target.id, unsetDefault: mine.filter((a) => a.isDefault && a.id !== target.id).map((a) => a.id) };
}

/** Deleting the default promotes the most recent remaining address (the highest id: ids grow with time). */
export function planAddressDelete(mine: readonly AddressRecord[], id: number): { id: number; promote: number | null } {
  const target = ownAddress(mine, id);
  if (!target.isDefault) return { id: target.id, promote: null };
  const rest = mine.filter((a) => a.id !== target.id);
  const newest = rest.reduce<AddressRecord | null>((best, a) => (best === null || a.id > best.id ? a : best), null);
  return { id: target.id, promote: newest?.id ?? null };
}

export function defaultAddress(mine: readonly AddressRecord[]): AddressRecord | null {
  return mine.find((a) => a.isDefault) ?? null;
}

/** The record as the API shows it (legacy province/city/district fields are left out: always empty overseas). */
export function toUserAddress(record: AddressRecord): UserAddress {
  return {
    id: record.id,
    uid: record.uid,
    realName: record.realName,
    email: record.email,
    country: record.country,
    countryCode: record.countryCode,
    phone: record.phone,
    detail: record.detail,
    postCode: record.postCode,
    isDefault: record.isDefault,
    isDel: false,
    createTime: record.createTime,
    updateTime: record.updateTime,
  };
}

/**
 * address/ip/info: the real backend forwards the caller's IP to an IP-geolocation service and answers its JSON;
 * the desktop front end reads `country_name` and `country_calling_code` to pre-fill the form. The mock answers
 * from a fixed table of documentation and private ranges so the answer is deterministic offline; loopback and
 * anything unknown gives the default, the United States (docs/backend-wire.md, addresses).
 */
const IP_COUNTRIES: readonly { prefix: string; country_name: string; country_code: string; country_calling_code: string }[] = [
  { prefix: '192.0.2.', country_name: 'United Kingdom', country_code: 'GB', country_calling_code: '+44' },
  { prefix: '198.51.100.', country_name: 'France', country_code: 'FR', country_calling_code: '+33' },
  { prefix: '203.0.113.', country_name: 'Thailand', country_code: 'TH', country_calling_code: '+66' },
  { prefix: '10.', country_name: 'China', country_code: 'CN', country_calling_code: '+86' },
];
const DEFAULT_IP_COUNTRY = { country_name: 'United States', country_code: 'US', country_calling_code: '+1' };

export function ipCountry(ip: string): { ip: string; country_name: string; country_code: string; country_calling_code: string } {
  const bare = ip.replace(/^::ffff:/, '');
  const hit = IP_COUNTRIES.find((row) => bare.startsWith(row.prefix));
  const { country_name, country_code, country_calling_code } = hit ?? DEFAULT_IP_COUNTRY;
  return { ip: bare, country_name, country_code, country_calling_code };
}
