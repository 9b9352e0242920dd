import { UPLOAD_IMAGE_ACCEPT, UPLOAD_IMAGE_MAX_BYTES } from '@contract';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, imageProblem, imageRoom, type ImageRule } from './image-file';

const png = (size: number, name = 'a.png') => ({ type: 'image/png', size, name });

describe('image file check', () => {
  it('matches the server limits', () => {
    expect(IMAGE_MAX_BYTES).toBe(UPLOAD_IMAGE_MAX_BYTES);
    expect(IMAGE_TYPES.join(',')).toBe(UPLOAD_IMAGE_ACCEPT);
  });

  it('accepts images up to the limit and names the problem otherwise', () => {
    expect(imageProblem(png(1000))).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 1000, name: 'a.svg' })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000, name: 'a.pdf' })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1, name: 'a.jpg' })).toBe('size');
    expect(imageProblem({ type: 'image/jpeg', size: 0, name: 'a.jpg' })).toBe('size');
  });

  it('applies a narrower rule with file names', () => {
    const rule: ImageRule = { types: ['image/png'], names: /\.png$/i, accept: '.png', maxBytes: 100, maxCount: 2 };
    expect(imageProblem(png(10, 'A.PNG'), rule)).toBeNull();
    expect(imageProblem(png(10, 'a.gif'), rule)).toBe('type');
    expect(imageProblem({ type: 'image/gif', size: 10, name: 'a.png' }, rule)).toBe('type');
    expect(imageProblem(png(101), rule)).toBe('size');
  });

  it('counts the room left under the limit', () => {
    expect(imageRoom(3, 1, 5)).toEqual({ take: 1, refused: false });
    expect(imageRoom(3, 4, 5)).toEqual({ take: 2, refused: true });
    expect(imageRoom(5, 1, 5)).toEqual({ take: 0, refused: true });
  });
});
