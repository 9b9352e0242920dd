/** The mock card form's fields, checked the way a card form would before asking the provider. */
export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Partial<Record<keyof CardFields, 'invalidNumber' | 'invalidExpiry' | 'invalidCvc'>>;

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * MM/YY (or MM / YY, MM/YYYY, M/YY), or the digits alone as card forms take them: "1230" is 12/30 and "122030"
 * 12/2030. Not before the current month.
 */
export function expiryValid(value: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? /^\s*(\d{2})\s?(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

export function cardErrors(fields: CardFields, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = fields.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = 'invalidNumber';
  if (!expiryValid(fields.expiry, now)) errors.expiry = 'invalidExpiry';
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = 'invalidCvc';
  return errors;
}

/** The card refusals Stripe names (its `decline_code` / error code) that the form explains in the shopper's language. */
const DECLINES = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'lost_card',
  'stolen_card',
  'processing_error',
] as const;
export type DeclineReason = (typeof DECLINES)[number];

/**
 * Why a card was refused, when the provider says so in words the form knows: Stripe's `generic_decline` and
 * `do_not_honor` are a plain decline; an unknown or missing code gives null (the form then says the payment did
 * not go through).
 */
export function declineReason(code: string | null | undefined): DeclineReason | null {
  if (!code) return null;
  if (code === 'generic_decline' || code === 'do_not_honor') return 'card_declined';
  return (DECLINES as readonly string[]).includes(code) ? (code as DeclineReason) : null;
}
