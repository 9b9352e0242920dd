// The site's icons as drawings (scripts/brand-icons.ts writes them; docs/brand.md, "Icons"): the mark of the logo
// the mock draws (mock-server/src/images/render.ts), a deep-teal tile with a white shopping bag and an amber dot, in
// the brand's colours. At 16 to 32 px the bag is drawn larger and bolder than in the logo, so it still reads.
import { iconBody } from '../mock-server/src/images/icons';
import { BRAND } from '../mock-server/src/images/svg';

/** The mark in a 52 x 52 square: `tile` is the tile's corner radius (0: full bleed), `bag` the bag's width. */
function mark(options: { tile: number; bag: number; dot: { cx: number; cy: number; r: number } }): string {
  const scale = Math.round((options.bag / 24) * 1000) / 1000;
  const offset = (52 - options.bag) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 52 52">' +
    `<rect width="52" height="52" rx="${options.tile}" fill="${BRAND.primary}"/>` +
    `<g transform="translate(${offset} ${offset + 1}) scale(${scale})" fill="none" stroke="${BRAND.white}" ` +
    `stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round">${iconBody('shopping-bag')}</g>` +
    `<circle cx="${options.dot.cx}" cy="${options.dot.cy}" r="${options.dot.r}" fill="${BRAND.accent}"/>` +
    '</svg>\n'
  );
}

/** The tab's icon: the tile with rounded corners on a transparent ground, as in the logo. */
export const FAVICON_SVG = mark({ tile: 14, bag: 34, dot: { cx: 42, cy: 10, r: 6 } });

/**
 * A home screen's icon: the tile to the edges (the phone rounds the corners itself), the bag and the dot inside the
 * part every corner mask keeps.
 */
export const appleTouchIconSvg = (): string => mark({ tile: 0, bag: 30, dot: { cx: 38, cy: 14, r: 5 } });

/**
 * An .ico file holding one PNG picture (`size` x `size`, up to 256): a 6-byte header (reserved 0, type 1 = icon,
 * one entry) and a 16-byte directory entry (width and height, 0 for 256; no palette; 1 plane; 32 bits per pixel;
 * the PNG's length; its offset, 22), then the PNG as it is. Every browser since Internet Explorer 11 and Windows
 * since Vista reads PNG pictures inside an .ico.
 */
export function icoWithPng(png: Buffer, size: number): Buffer {
  if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`an icon is 1 to 256 px, not ${size}`);
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}
