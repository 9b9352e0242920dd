import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';

describe('formatDocumentTitle', () => {
  it('puts the page before the shop name', () => {
    expect(formatDocumentTitle('About us', 'Mall')).toBe('About us - Mall');
  });
  it('uses the shop name alone for a blank or identical title', () => {
    expect(formatDocumentTitle('  ', 'Mall')).toBe('Mall');
    expect(formatDocumentTitle('Mall', 'Mall')).toBe('Mall');
  });
});
