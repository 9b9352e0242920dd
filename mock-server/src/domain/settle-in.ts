import { SETTLE_AUDIT, type SettledRecord } from '@contract';
import { type RecordOf } from '../db/schema';
import { type CodeStore } from './codes';
import { businessError } from './errors';

/**
 * Merchant settle-in rules (docs/backend-wire.md, Settle-in and profile). The real backend refuses a shop name or an email that a shop
 * already has; the mock also counts applications still in play (pending or approved), so one name cannot be
 * applied for twice while the platform reviews it. A rejected application frees its name and email again: that is
 * how "resubmit" works without a re-submit endpoint.
 */
export const settleMessages = {
  nameTaken: 'This shop name is already in use',
  emailTaken: 'This email is already used by a merchant',
  noCategory: 'Merchant category does not exist',
  noType: 'Store type does not exist',
  notPending: 'Only an application awaiting review can be audited',
  notFound: 'Merchant application does not exist',
} as const;

/** What the real database answers when an application comes without handlingFee (a NOT NULL column, no default). */
export const HANDLING_FEE_MISSING = "Field 'handling_fee' doesn't have a default value";

/** The agreement shown from the form's checkbox. Plain HTML; the web sanitises it like any server HTML. */
export const SETTLE_AGREEMENT_HTML = [
  '<h2>Merchant settlement agreement</h2>',
  '<p>This agreement sets out how a merchant sells through this demo mall.</p>',
  '<ol>',
  '<li>The merchant provides true company details and valid qualification pictures (business licence and any permits).</li>',
  '<li>The platform reviews each application; the audit is expected within 15 working days.</li>',
  '<li>The platform charges the handling fee of the chosen merchant category on each completed order.</li>',
  '<li>The merchant ships on time, honours refunds under the return policy and answers customers promptly.</li>',
  '</ol>',
  '<p>By ticking the box you confirm that you have read and accept these terms.</p>',
].join('');

export type CodeCheck = Pick<CodeStore, 'check'>;

const norm = (text: string): string => text.trim().toLowerCase();

/** Applications that still hold their name and email: pending or approved. */
export function holdsName(record: Pick<RecordOf<'merchantApplications'>, 'auditStatus'>): boolean {
  return record.auditStatus === SETTLE_AUDIT.pending || record.auditStatus === SETTLE_AUDIT.approved;
}

export interface SettleWorld {
  merchants: readonly Pick<RecordOf<'merchants'>, 'name' | 'email'>[];
  applications: readonly Pick<RecordOf<'merchantApplications'>, 'name' | 'email' | 'auditStatus'>[];
  categories: readonly Pick<RecordOf<'merchantCategories'>, 'id' | 'isDel' | 'handlingFee'>[];
  types: readonly Pick<RecordOf<'merchantTypes'>, 'id' | 'isDel'>[];
}

/**
 * Checks an application against the data; answers the category's handling fee (the default when the body gives
 * none). Throws the first business error, in the order a user would fix them.
 */
export function assertCanApply(
  body: { name: string; email: string; categoryId: number; typeId: number },
  world: SettleWorld,
): { handlingFee: number } {
  const category = world.categories.find((c) => c.id === body.categoryId && !c.isDel);
  if (!category) throw businessError(settleMessages.noCategory);
  if (!world.types.some((t) => t.id === body.typeId && !t.isDel)) throw businessError(settleMessages.noType);
  const name = norm(body.name);
  const email = norm(body.email);
  const live = world.applications.filter(holdsName);
  if (world.merchants.some((m) => norm(m.name) === name) || live.some((a) => norm(a.name) === name))
    throw businessError(settleMessages.nameTaken);
  if (world.merchants.some((m) => norm(m.email) === email) || live.some((a) => norm(a.email) === email))
    throw businessError(settleMessages.emailTaken);
  return { handlingFee: category.handlingFee };
}

/** The emailed code must match; it is used up only when the application is stored (`take` right before the write). */
export function checkSettleCode(codes: CodeCheck, email: string, captcha: string, now: number): void {
  codes.check('settle-email', email, captcha, now);
}

/** The user's applications as settled/record lists them: newest first, the id breaking ties of one second. */
export function recordsNewestFirst<R extends Pick<SettledRecord, 'id' | 'createTime'>>(records: readonly R[]): R[] {
  return [...records].sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

/** The answer row: the record without the mock's own fields. */
export function toSettledRecord(record: RecordOf<'merchantApplications'>): SettledRecord {
  const { uid: _uid, auditTime: _auditTime, ...row } = record;
  return row;
}

/** The platform's audit (mock control): only a pending application can be decided. */
export function assertPending(record: Pick<RecordOf<'merchantApplications'>, 'auditStatus'>): void {
  if (record.auditStatus !== SETTLE_AUDIT.pending) throw businessError(settleMessages.notPending);
}
