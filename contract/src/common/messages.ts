/**
 * Validation message keys. Zod schemas in the contract use these keys as their messages; the web translates
 * them (locales/<lng>/validation.json) and the mock answers code 400 with the field name and the English text.
 * Keys from docs/product-rules.md keep their original spelling (emptyCaptche).
 */
export const validationText = {
  emailEmpty: 'Please enter your email',
  correctEmail: 'Please enter a valid email address',
  emptyPassword: 'Please enter your password',
  emptyPhone: 'Please enter your phone number',
  emptyCaptche: 'Please enter the verification code',
  correctCaptche: 'The verification code must be 6 digits',
  againPassword: 'Please enter the password again',
  diffPassword: 'The two passwords do not match',
  agreement: 'Please read and agree to the agreement',
  passwordRule: 'Password must be 8-20 characters with at least three of: upper case, lower case, digit, symbol',
  correctPhone: 'Please enter a valid phone number',
  countryCode: 'Please choose a country code',
  required: 'This field is required',
  invalid: 'This value is not valid',
  tooLong: 'This value is too long',
  outOfRange: 'This value is out of range',
  selectItem: 'Please select an item',
  selectAddress: 'Please select a shipping address',
  selectPayment: 'Please select a payment method',
  emptyUserName: 'User name cannot be empty',
  emptyCompanyName: 'Please enter the company name',
  emptyRealName: 'Please enter your real name',
  selectMerchantCategory: 'Please select a merchant category',
  selectStoreType: 'Please select a store type',
  settleAgreement: 'Please read and agree to the settlement agreement',
  uploadQualification: 'Please upload a qualification picture',
  qualificationLimit: 'Up to 10 qualification pictures (JPG, PNG, JPEG)',
  emptyComment: 'Please fill in your review experience',
} as const;

export type ValidationKey = keyof typeof validationText;

export function isValidationKey(value: string): value is ValidationKey {
  return Object.prototype.hasOwnProperty.call(validationText, value);
}
