import {
  qualificationPicturesField,
  SettledApplyBodySchema,
  type MerchantCategory,
  type SettledApplyBody,
  type ValidationKey,
} from '@contract';
import { z } from 'zod';

// The form's values without the schema live in settle-prefill.ts, so the page can prefill before the form's code is in.
export { emptySettleForm, picturesOf, prefillFrom } from './settle-prefill';

/** docs/product-rules.md: the settlement agreement must be ticked; the pictures are kept as a list until the request. */
const agreementMessage: ValidationKey = 'settleAgreement';
export const settleFormSchema = SettledApplyBodySchema.omit({ qualificationPicture: true, handlingFee: true }).extend({
  pictures: qualificationPicturesField,
  agreement: z.boolean().refine((ticked) => ticked, agreementMessage),
});
export type SettleForm = z.input<typeof settleFormSchema>;

/**
 * The request as the real backend needs it: the pictures as a JSON array inside a string, and the chosen
 * category's `handlingFee`, which it copies into a column that has no default (docs/backend-wire.md, settle-in).
 */
export function toApplyBody(form: SettleForm, categories: readonly Pick<MerchantCategory, 'id' | 'handlingFee'>[]): SettledApplyBody {
  const { pictures, agreement: _agreement, ...rest } = form;
  const handlingFee = categories.find((category) => category.id === form.categoryId)?.handlingFee ?? 0;
  return { ...rest, phone: rest.phone === '' ? undefined : rest.phone, handlingFee, qualificationPicture: JSON.stringify(pictures) };
}
