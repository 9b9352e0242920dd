import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appleTouchIconSvg, FAVICON_SVG, icoWithPng } from './brand-icons-art';

const root = join(import.meta.dirname, '..');
const publicFile = (name: string): Buffer => readFileSync(join(root, 'web', 'public', name));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size and colour type, from its first chunk (IHDR). */
function pngHeader(png: Buffer): { width: number; height: number; colourType: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png.readUInt8(25) };
}

/** The theme's value of a colour token (web/src/theme.css). */
function themeColour(token: string): string {
  const css = readFileSync(join(root, 'web', 'src', 'theme.css'), 'utf8');
  const value = new RegExp(`--color-${token}: (#[0-9a-f]{6});`).exec(css)?.[1];
  if (!value) throw new Error(`no --color-${token} in theme.css`);
  return value;
}

describe('the site icons (npm run brand-icons)', () => {
  it('the tab icon is the brand mark in the theme colours, and the committed file is the drawing', () => {
    expect(publicFile('favicon.svg').toString('utf8')).toBe(FAVICON_SVG);
    expect(FAVICON_SVG).toContain(`fill="${themeColour('primary')}"`);
    expect(FAVICON_SVG).toContain(`fill="${themeColour('accent')}"`);
    expect(appleTouchIconSvg()).toContain(`<rect width="52" height="52" rx="0" fill="${themeColour('primary')}"/>`);
  });

  it('favicon.ico holds one 32 x 32 PNG that its directory entry describes', () => {
    const ico = publicFile('favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt16LE(10), ico.readUInt16LE(12)]).toEqual([32, 32, 1, 32]);
    const length = ico.readUInt32LE(14);
    const offset = ico.readUInt32LE(18);
    expect(offset + length).toBe(ico.length);
    expect(pngHeader(ico.subarray(offset))).toMatchObject({ width: 32, height: 32 });
  });

  it('apple-touch-icon.png is 180 x 180 and opaque (RGB, no alpha channel: a home screen shows no ground through it)', () => {
    expect(pngHeader(publicFile('apple-touch-icon.png'))).toEqual({ width: 180, height: 180, colourType: 2 });
  });

  it('the page links all three', () => {
    const html = readFileSync(join(root, 'web', 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });

  it('an .ico writes 0 for a 256 px side and refuses sizes it cannot state', () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(17)]);
    const ico = icoWithPng(png, 256);
    expect([ico.readUInt8(6), ico.readUInt8(7), ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([0, 0, png.length, 22]);
    expect(ico.subarray(22).equals(png)).toBe(true);
    expect(() => icoWithPng(png, 257)).toThrow(RangeError);
    expect(() => icoWithPng(png, 0)).toThrow(RangeError);
  });
});
