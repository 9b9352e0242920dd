import { describe, expect, it } from 'vitest';
import { choiceCardClass } from './choice-card';

describe('choiceCardClass', () => {
  it('marks the chosen card with the primary colour, never with the error colour', () => {
    expect(choiceCardClass(true)).toContain('border-primary');
    expect(choiceCardClass(true)).not.toMatch(/error/);
    expect(choiceCardClass(false)).not.toMatch(/error/);
    expect(choiceCardClass(false)).not.toContain('ring-');
  });
});
