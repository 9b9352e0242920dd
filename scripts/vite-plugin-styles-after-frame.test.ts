import { describe, expect, it } from 'vitest';
import { stylesAfterFrame } from './vite-plugin-styles-after-frame';

describe('stylesAfterFrame', () => {
  it("turns the built HTML's style sheet into a marked preload and leaves every other link alone", () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-2.css">',
    ].join('\n');
    expect(stylesAfterFrame(html).split('\n')).toEqual([
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/app-2.css" data-app-style>',
    ]);
  });

  it('handles every style sheet, in any attribute order, self-closed or not', () => {
    const html = '<link href="/a.css" rel="stylesheet" /><link rel="stylesheet" href="/b.css">';
    expect(stylesAfterFrame(html)).toBe(
      '<link rel="preload" as="style" href="/a.css" data-app-style><link rel="preload" as="style" href="/b.css" data-app-style>',
    );
  });
});
