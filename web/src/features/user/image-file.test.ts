import { UPLOAD_IMAGE_ACCEPT, UPLOAD_IMAGE_MAX_BYTES } from '@contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem } from './image-file';

describe('image file check', () => {
  it('matches the server limits', () => {
    expect(IMAGE_MAX_BYTES).toBe(UPLOAD_IMAGE_MAX_BYTES);
    expect(IMAGE_TYPES.join(',')).toBe(UPLOAD_IMAGE_ACCEPT);
  });

  it('accepts images up to the limit and names the problem otherwise', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('size');
    expect(imageProblem({ type: 'image/jpeg', size: 0 })).toBe('size');
  });
});
