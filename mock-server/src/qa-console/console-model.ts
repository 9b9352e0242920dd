// The QA console's pure logic (mock-server/README.md "QA console"): labels, the actions a row offers, names and
// times. No DOM here, so it is unit tested (console-model.test.ts); console.ts draws the page from it. Served to the
// browser as /__mock/ui/console-model.js (qa-console.ts transpiles it), so it imports types only.
import type { ActiveFault, JournalEntry, OutboxMessage } from '@contract';
import type { RecordOf } from '../db/schema';

export type StoreOrder = RecordOf<'storeOrders'>;
export type MasterOrder = RecordOf<'masterOrders'>;
export type RefundOrder = RecordOf<'refundOrders'>;
export type Application = RecordOf<'merchantApplications'>;
export type User = RecordOf<'users'>;
export type Merchant = RecordOf<'merchants'>;

export const ORDER_STATUS: Record<number, string> = {
  0: 'awaiting shipment',
  1: 'shipped, awaiting receipt',
  2: 'received',
  3: 'completed',
  9: 'cancelled',
};
export const ORDER_REFUND: Record<number, string> = { 0: 'none', 1: 'applied', 2: 'refunding', 3: 'refunded' };
export const REFUND_STATUS: Record<number, string> = { 0: 'awaiting review', 1: 'refused', 2: 'refunding', 3: 'refunded' };
export const AUDIT_STATUS: Record<number, string> = { 1: 'pending', 2: 'approved', 3: 'rejected' };

/** A code's label, or the code itself when the table does not know it. */
export const label = (table: Record<number, string>, code: number): string => table[code] ?? String(code);

/** An order's state in words: an unpaid order waiting for its payment is not "awaiting shipment". */
export function orderStatus(order: Pick<StoreOrder, 'paid' | 'status'>): string {
  if (!order.paid && order.status === 0) return 'awaiting payment';
  return label(ORDER_STATUS, order.status);
}

/** The db's wire time, `yyyy-MM-dd HH:mm:ss` in GMT+8 (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const WIRE_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A wire time or an ISO instant as a Date; null when it is neither. */
export function parseTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const wire = WIRE_TIME.exec(text);
  if (wire) {
    const [, y, mo, d, h, mi, s] = wire.map(Number) as [number, number, number, number, number, number, number];
    return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - WIRE_OFFSET_MS);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The browser's locale and time zone unless given (the tests fix both). */
export function timeFormat(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) });
}

/** A time as the page shows it: the localised text, and the instant for a `<time datetime>`; null when unreadable. */
export function localTime(text: string | null | undefined, format: Intl.DateTimeFormat): { text: string; iso: string } | null {
  const date = parseTime(text);
  return date ? { text: format.format(date), iso: date.toISOString() } : null;
}

/**
 * A `datetime-local` input's value (the browser's own time zone) as the ISO instant the clock route takes, and
 * back; null when the value is not a local date and time.
 */
export function localInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const pad = (n: number): string => String(n).padStart(2, '0');
export function isoToLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A shopper as QA knows them: the nickname, and how to reach them (email, else phone). */
export function shopperName(user: Pick<User, 'nickname' | 'email' | 'phone' | 'countryCode'> | undefined, uid: number): string {
  if (!user) return `user ${uid} (unknown)`;
  const phone = user.phone ? `${user.countryCode ? `+${user.countryCode} ` : ''}${user.phone}` : null;
  const contact = user.email || phone;
  const name = user.nickname.trim() || `user ${uid}`;
  return contact ? `${name} · ${contact}` : name;
}

export const shopName = (merchant: Pick<Merchant, 'name'> | undefined, merId: number): string => merchant?.name ?? `shop ${merId}`;

/** What an order holds, as "Name × 2, Other name". */
export function productsOf(lines: readonly Pick<StoreOrder['lines'][number], 'productName' | 'payNum'>[]): string {
  return lines.map((line) => (line.payNum > 1 ? `${line.productName} × ${line.payNum}` : line.productName)).join(', ');
}

export type OrderAction = 'ship' | 'deliver' | 'wechat-pay';
/**
 * The moves the control API offers for an order in its state (mock-server/README.md "Orders"): the shop ships a
 * paid order awaiting shipment with no refund open, the parcel of a shipped one arrives, and an unpaid order whose
 * master order waits for WeChat Pay can be scanned and paid.
 */
export function orderActions(
  order: Pick<StoreOrder, 'paid' | 'status' | 'refundStatus' | 'payType'>,
  master: Pick<MasterOrder, 'paid' | 'isCancel' | 'payType' | 'paymentRef'> | undefined,
): OrderAction[] {
  if (order.status === 9) return [];
  if (!order.paid) {
    const waitingForWechat = master && !master.paid && !master.isCancel && master.payType === 'wechat' && master.paymentRef !== null;
    return waitingForWechat ? ['wechat-pay'] : [];
  }
  if (order.status === 0 && order.refundStatus === 0) return ['ship'];
  if (order.status === 1) return ['deliver'];
  return [];
}

export type RefundAction = 'approve' | 'approve-half' | 'finish' | 'refuse';
/** Awaiting review: approve (all the way or half-way) or refuse; refunding: finish. */
export function refundActions(refund: Pick<RefundOrder, 'refundStatus'>): RefundAction[] {
  if (refund.refundStatus === 0) return ['approve', 'approve-half', 'refuse'];
  if (refund.refundStatus === 2) return ['finish'];
  return [];
}

export type ApplicationAction = 'approve' | 'reject';
export const applicationActions = (application: Pick<Application, 'auditStatus'>): ApplicationAction[] =>
  application.auditStatus === 1 ? ['approve', 'reject'] : [];

/** The newest `count` records first (ids grow with each insert). */
export function newest<T extends { id: number }>(list: readonly T[], count: number): T[] {
  return [...list].sort((a, b) => b.id - a.id).slice(0, count);
}

export function byKey<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T> {
  return new Map(list.map((item) => [key(item), item]));
}

/** What a fault does, in words. */
export function faultEffect(fault: Pick<ActiveFault, 'drop' | 'code' | 'message' | 'delayMs'>): string {
  return [
    fault.drop ? 'drop the connection' : null,
    fault.code !== undefined ? `code ${fault.code}${fault.message ? ` "${fault.message}"` : ''}` : null,
    fault.delayMs ? `delay ${fault.delayMs} ms` : null,
  ]
    .filter((part): part is string => part !== null)
    .join(', ');
}

/** The outbox newest first: the first message per address carries its latest code. */
export function latestPerAddress(messages: readonly OutboxMessage[]): OutboxMessage[] {
  const latest = new Map<string, OutboxMessage>();
  for (const message of messages) if (!latest.has(message.to)) latest.set(message.to, message);
  return [...latest.values()];
}

/** The journal filters as typed in the console; empty ones are left out of the query. */
export interface JournalFilters {
  method: string;
  path: string;
  body: string;
  since: string;
  limit: string;
}

/** The query string of `GET /__mock/requests` for the filters ("" when none is set). */
export function journalQuery(filters: JournalFilters): string {
  const query = new URLSearchParams();
  for (const key of ['method', 'path', 'body', 'since', 'limit'] as const) {
    const value = filters[key].trim();
    if (value !== '' && !(key === 'method' && value === '*')) query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** A request's query as `?a=1&b=2` (repeated keys repeated), "" when it had none. */
export function queryText(query: JournalEntry['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  const text = params.toString();
  return text === '' ? '' : `?${decodeURIComponent(text)}`;
}

/** A body on one line, cut to `max` characters with an ellipsis; null when the request had none. */
export function bodyPreview(entry: Pick<JournalEntry, 'body' | 'bodyTruncated'>, max = 80): string | null {
  if (entry.body === null || entry.body === undefined) return null;
  const text = typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body);
  return text.length > max || entry.bodyTruncated ? `${text.slice(0, max)}…` : text;
}

/** The body in full, indented, for the row's details. */
export const bodyFull = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body, null, 2));

/** The answer in words: the HTTP status, and the envelope's code and message when it differs from plain success. */
export function answerText(entry: Pick<JournalEntry, 'status' | 'code' | 'message'>): string {
  if (entry.status === 0) return 'connection dropped';
  if (entry.code === null) return `HTTP ${entry.status}`;
  const message = entry.code !== 200 && entry.message ? ` "${entry.message}"` : '';
  return `HTTP ${entry.status} · code ${entry.code}${message}`;
}

/** A size in characters or bytes, as KB or MB. */
export function sizeText(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** A snapshot name the control API takes: letters, digits, `.`, `_`, `-`, at most 64 (contract/src/mock-journal.ts). */
export const isSnapshotName = (name: string): boolean => /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(name);

/**
 * The name an uploaded snapshot file is kept under: the one typed, else the file's own name without `.json`
 * (a scenario file is named after its snapshot); null when neither is a valid name.
 */
export function uploadName(typed: string, fileName: string): string | null {
  const name = typed.trim() || fileName.replace(/\.json$/i, '');
  return isSnapshotName(name) ? name : null;
}
