import { describe, expect, it } from 'vitest';
import { cardErrors, declineReason, expiryValid, luhnValid } from './card-fields';

const NOW = new Date(2026, 10, 26);

describe('card fields', () => {
  it('checks the Luhn sum of the test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('takes expiry dates from the current month on', () => {
    expect(expiryValid('11/26', NOW)).toBe(true);
    expect(expiryValid('10/26', NOW)).toBe(false);
    expect(expiryValid('12 / 2034', NOW)).toBe(true);
    expect(expiryValid('13/30', NOW)).toBe(false);
  });

  it('takes the digits alone as MMYY or MMYYYY, as card forms do', () => {
    expect(expiryValid('1230', NOW)).toBe(true);
    expect(expiryValid('12 30', NOW)).toBe(true);
    expect(expiryValid('122030', NOW)).toBe(true);
    expect(expiryValid('1026', NOW)).toBe(false);
    expect(expiryValid('1330', NOW)).toBe(false);
    expect(expiryValid('130', NOW)).toBe(false);
    expect(expiryValid('12345', NOW)).toBe(false);
  });

  it('names each wrong field', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, NOW)).toEqual({});
    expect(cardErrors({ number: '1234', expiry: '', cvc: '12' }, NOW)).toEqual({
      number: 'invalidNumber',
      expiry: 'invalidExpiry',
      cvc: 'invalidCvc',
    });
  });
});

describe('declineReason', () => {
  it('names the refusals the form explains, folds the plain ones into a decline, and gives null otherwise', () => {
    expect(declineReason('insufficient_funds')).toBe('insufficient_funds');
    expect(declineReason('expired_card')).toBe('expired_card');
    expect(declineReason('generic_decline')).toBe('card_declined');
    expect(declineReason('something_new')).toBeNull();
    expect(declineReason(null)).toBeNull();
  });
});
