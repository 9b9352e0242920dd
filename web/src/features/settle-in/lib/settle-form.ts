import { qualificationPicturesField, SettledApplyBodySchema, type MerchantCategory, type SettledApplyBody, type SettledRecord, type ValidationKey } from '@contract';
import { z } from 'zod';

/** docs/product-rules.md: the settlement agreement must be ticked; the pictures are kept as a list until the request. */
const agreementMessage: ValidationKey = 'settleAgreement';
export const settleFormSchema = SettledApplyBodySchema.omit({ qualificationPicture: true, handlingFee: true }).extend({
  pictures: qualificationPicturesField,
  agreement: z.boolean().refine((ticked) => ticked, agreementMessage),
});
export type SettleForm = z.input<typeof settleFormSchema>;

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

/**
 * The request as the real backend needs it: the pictures as a JSON array inside a string, and the chosen
 * category's `handlingFee`, which it copies into a column that has no default (docs/backend-wire.md, settle-in).
 */
export function toApplyBody(form: SettleForm, categories: readonly Pick<MerchantCategory, 'id' | 'handlingFee'>[]): SettledApplyBody {
  const { pictures, agreement: _agreement, ...rest } = form;
  const handlingFee = categories.find((category) => category.id === form.categoryId)?.handlingFee ?? 0;
  return { ...rest, phone: rest.phone === '' ? undefined : rest.phone, handlingFee, qualificationPicture: JSON.stringify(pictures) };
}

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
