import { type IpInfo, type IpLocation, type IpLocationSchema, MAX_ADDRESSES, type AddressEditParsed, type UserAddress } from '@contract';
import { type z } from 'zod';
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
 * address/ip/info: the real backend asks an IP-geolocation service (ipapi.co) about the caller's IP and answers its
 * JSON as is (docs/backend-wire.md, addresses); the desktop client reads `country_name`, `country_calling_code`,
 * `region` and `city`. The mock answers the same fields from a fixed table of documentation and private ranges so
 * the answer is deterministic offline; loopback and anything unknown gives the default, the United States (where the
 * real service would answer `reserved` for loopback and private addresses). The autonomous-system numbers are from
 * the documentation range (AS64496-AS64511).
 */
type LocationShape = typeof IpLocationSchema.shape;
/** A row of the table: the prefix of the addresses it places, and every field of the answer but the address's own. */
type Place = { [K in Exclude<keyof LocationShape, 'ip' | 'version'>]: z.infer<LocationShape[K]> } & { prefix: string };

const PLACES: readonly Place[] = [
  {
    prefix: '192.0.2.',
    network: '192.0.2.0/24',
    city: 'London',
    region: 'England',
    region_code: 'ENG',
    country: 'GB',
    country_name: 'United Kingdom',
    country_code: 'GB',
    country_code_iso3: 'GBR',
    country_capital: 'London',
    country_tld: '.uk',
    continent_code: 'EU',
    in_eu: false,
    postal: 'EC1A',
    latitude: 51.5085,
    longitude: -0.1257,
    timezone: 'Europe/London',
    utc_offset: '+0000',
    country_calling_code: '+44',
    currency: 'GBP',
    currency_name: 'Pound',
    languages: 'en-GB,cy-GB,gd',
    country_area: 244820,
    country_population: 66488991,
    asn: 'AS64497',
    org: 'Example Networks UK',
  },
  {
    prefix: '198.51.100.',
    network: '198.51.100.0/24',
    city: 'Paris',
    region: 'Île-de-France',
    region_code: 'IDF',
    country: 'FR',
    country_name: 'France',
    country_code: 'FR',
    country_code_iso3: 'FRA',
    country_capital: 'Paris',
    country_tld: '.fr',
    continent_code: 'EU',
    in_eu: true,
    postal: '75001',
    latitude: 48.8534,
    longitude: 2.3488,
    timezone: 'Europe/Paris',
    utc_offset: '+0100',
    country_calling_code: '+33',
    currency: 'EUR',
    currency_name: 'Euro',
    languages: 'fr-FR,frp,br,co,ca,eu,oc',
    country_area: 547030,
    country_population: 66987244,
    asn: 'AS64498',
    org: 'Example Networks FR',
  },
  {
    prefix: '203.0.113.',
    network: '203.0.113.0/24',
    city: 'Bangkok',
    region: 'Bangkok',
    region_code: '10',
    country: 'TH',
    country_name: 'Thailand',
    country_code: 'TH',
    country_code_iso3: 'THA',
    country_capital: 'Bangkok',
    country_tld: '.th',
    continent_code: 'AS',
    in_eu: false,
    postal: '10200',
    latitude: 13.754,
    longitude: 100.5014,
    timezone: 'Asia/Bangkok',
    utc_offset: '+0700',
    country_calling_code: '+66',
    currency: 'THB',
    currency_name: 'Baht',
    languages: 'th,en',
    country_area: 514000,
    country_population: 69428524,
    asn: 'AS64499',
    org: 'Example Networks TH',
  },
  {
    prefix: '10.',
    network: '10.0.0.0/8',
    city: 'Shanghai',
    region: 'Shanghai',
    region_code: 'SH',
    country: 'CN',
    country_name: 'China',
    country_code: 'CN',
    country_code_iso3: 'CHN',
    country_capital: 'Beijing',
    country_tld: '.cn',
    continent_code: 'AS',
    in_eu: false,
    postal: '200000',
    latitude: 31.2222,
    longitude: 121.4581,
    timezone: 'Asia/Shanghai',
    utc_offset: '+0800',
    country_calling_code: '+86',
    currency: 'CNY',
    currency_name: 'Yuan Renminbi',
    languages: 'zh-CN,yue,wuu,dta,ug,za',
    country_area: 9596960,
    country_population: 1411778724,
    asn: 'AS64500',
    org: 'Example Networks CN',
  },
];
const DEFAULT_PLACE: Place = {
  prefix: '',
  network: null,
  city: 'Mountain View',
  region: 'California',
  region_code: 'CA',
  country: 'US',
  country_name: 'United States',
  country_code: 'US',
  country_code_iso3: 'USA',
  country_capital: 'Washington',
  country_tld: '.us',
  continent_code: 'NA',
  in_eu: false,
  postal: '94043',
  latitude: 37.4223,
  longitude: -122.085,
  timezone: 'America/Los_Angeles',
  utc_offset: '-0800',
  country_calling_code: '+1',
  currency: 'USD',
  currency_name: 'Dollar',
  languages: 'en-US,es-US,haw,fr',
  country_area: 9629091,
  country_population: 327167434,
  asn: 'AS64496',
  org: 'Example Networks US',
};

/**
 * Where the backend reads the caller's address for `address/ip/info`, in this order (Hutool's
 * `ServletUtil.getClientIP`; docs/backend-wire.md, "The caller's address"): the first of these headers that is neither
 * blank nor `unknown`, its first entry that is not `unknown` when it is a list, else the connection's address.
 */
const CALLER_HEADERS = ['x-forwarded-for', 'x-real-ip', 'proxy-client-ip', 'wl-proxy-client-ip', 'http_client_ip', 'http_x_forwarded_for'];

const unknown = (value: string): boolean => value.trim() === '' || value.trim().toLowerCase() === 'unknown';

/** The caller's address as the backend takes it from a request's headers (lower-case names) and its connection. */
export function callerAddress(headers: Readonly<Record<string, string | undefined>>, connection: string): string {
  for (const name of CALLER_HEADERS) {
    const value = headers[name];
    if (value === undefined || unknown(value)) continue;
    return (
      value
        .split(',')
        .map((entry) => entry.trim())
        .find((entry) => !unknown(entry)) ?? value.trim()
    );
  }
  return connection;
}

/** An IPv4 address, or the characters an IPv6 address is written with (the IP service checks it properly). */
const ADDRESS = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?!$)|$)){4}$|^[0-9a-f:.]*:[0-9a-f:.]*$/i;

/**
 * What the IP service answers about `ip`: a place from the table, or, for a text that is no address (a header can
 * name anything), its error `{ip, error: true, reason}`, which the backend passes on as it does every answer.
 */
export function ipInfo(ip: string): IpInfo {
  const bare = ip.replace(/^::ffff:/, '');
  return ADDRESS.test(bare) ? ipLocation(bare) : { ip, error: true, reason: 'Invalid IP Address' };
}

export function ipLocation(ip: string): IpLocation {
  const bare = ip.replace(/^::ffff:/, '');
  const { prefix: _prefix, ...place } = PLACES.find((row) => bare.startsWith(row.prefix)) ?? DEFAULT_PLACE;
  return { ip: bare, version: bare.includes(':') ? 'IPv6' : 'IPv4', ...place };
}
