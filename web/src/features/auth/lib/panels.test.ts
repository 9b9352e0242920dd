import { describe, expect, it } from 'vitest';
import { initialPanel, PANEL, touristFlag } from './panels';

describe('the tourist flag', () => {
  it('is on for a guest checkout or ?tourist=1, off otherwise', () => {
    expect(touristFlag('guest-checkout', '')).toBe(true);
    expect(touristFlag('user', '?tourist=1')).toBe(true);
    expect(touristFlag(null, '?a=1&tourist=1')).toBe(true);
    expect(touristFlag('user', '')).toBe(false);
    expect(touristFlag('required', '?tourist=0')).toBe(false);
  });

  it('a guest checkout starts on the tourist form when it is offered', () => {
    expect(initialPanel('guest-checkout', true)).toBe(PANEL.tourist);
    expect(initialPanel('guest-checkout', false)).toBe(PANEL.phonePassword);
    expect(initialPanel('user', true)).toBe(PANEL.phonePassword);
  });
});
