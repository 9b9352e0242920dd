import type { SettledRecord } from '@contract';
import type { SettleForm } from './settle-form';

// Plain values, no schema: the page reads them before the form (react-hook-form, zod: settle-form.ts) has loaded.

export const emptySettleForm = (): SettleForm => ({
  name: '',
  categoryId: Number.NaN,
  typeId: Number.NaN,
  realName: '',
  email: '',
  phone: '',
  address: '',
  captcha: '',
  pictures: [],
  agreement: false,
});

/** The URLs of a record's `qualificationPicture` string; a malformed value gives no pictures rather than an error. */
export function picturesOf(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * "Resubmit" has no endpoint (docs/backend-wire.md, "Settle-in and profile"): the form opens filled from the rejected record. The code and the
 * agreement are asked again: a code is single-use and the agreement is the user's fresh consent.
 */
export function prefillFrom(record: SettledRecord): SettleForm {
  return {
    ...emptySettleForm(),
    name: record.name,
    categoryId: record.categoryId,
    typeId: record.typeId,
    realName: record.realName,
    email: record.email,
    phone: record.phone ?? '',
    address: record.address,
    pictures: picturesOf(record.qualificationPicture).slice(0, 10),
  };
}
