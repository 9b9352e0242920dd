// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('is a decorative round picture with its size reserved, and nothing without a picture', () => {
    const { container, rerender } = render(<Avatar src="/avatar.png" size="md" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['56', '56']);
    expect(img?.className).toContain('rounded-full');
    rerender(<Avatar src="" size="sm" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
