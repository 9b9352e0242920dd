import type { UserAddress } from '@contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-errors';
import { toCents } from '../../../lib/format/money';
import { initialAddressId, isPreOrderGone, lineSubtotal, remarkLeft } from './checkout-rules';

describe('checkout rules', () => {
  it('multiplies in cents', () => {
    expect(lineSubtotal({ price: '0.10', payNum: 3 })).toBe(toCents('0.30'));
    expect(lineSubtotal({ price: '19.99', payNum: 2 })).toBe(toCents('39.98'));
  });

  it('counts the remark against 149', () => {
    expect(remarkLeft('')).toBe(149);
    expect(remarkLeft('x'.repeat(149))).toBe(0);
  });

  it('recognises a pre-order that is gone, not a network failure', () => {
    expect(isPreOrderGone(new ApiError('app', 500, 'Pre-order does not exist or has expired'))).toBe(true);
    expect(isPreOrderGone(new ApiError('network', 0, ''))).toBe(false);
    expect(isPreOrderGone(new ApiError('app', 401, ''))).toBe(false);
  });

  it("starts from the pre-order's address, else the list's default", () => {
    const list = [
      { id: 4, isDefault: false },
      { id: 7, isDefault: true },
    ] as UserAddress[];
    expect(initialAddressId(4, list)).toBe(4);
    expect(initialAddressId(9, list)).toBe(7);
    expect(initialAddressId(null, list)).toBe(7);
    expect(initialAddressId(3, undefined)).toBe(3);
    expect(initialAddressId(null, [])).toBeUndefined();
  });
});
