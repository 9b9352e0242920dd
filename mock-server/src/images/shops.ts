import { type IconName } from './icons';
import {
  BRAND,
  MATERIALS,
  PLAIN_MATERIALS,
  SHOP_COLOURS,
  hash,
  iconArt,
  initials,
  mix,
  pick,
  svgDocument,
  text,
  type Picture,
} from './svg';

/** A shop's pictures (docs/image-art.md): its colour, logo, shop front and licence, from its name and id. */

export function shopColour(merchantId: number): string {
  return pick(SHOP_COLOURS, merchantId - 1 >= 0 ? merchantId - 1 : hash(String(merchantId)));
}

export function shopLogo(name: string, colour: string): Picture {
  const size = 600;
  const letters = initials(name);
  const body =
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<circle cx="300" cy="300" r="236" fill="none" stroke="${BRAND.white}" stroke-opacity="0.35" stroke-width="12"/>` +
    text(letters, {
      x: 300,
      y: 300 + (letters.length > 1 ? 78 : 84),
      size: letters.length > 1 ? 220 : 240,
      fill: BRAND.white,
      anchor: 'middle',
    });
  return { width: size, height: size, svg: svgDocument(size, size, body) };
}

/** A shop front: striped awning in the shop's colour, a sign with its initials, windows showing what it sells. */
export function shopFront(name: string, colour: string, icons: IconName[], width: number, height: number): Picture {
  const stripes = Array.from(
    { length: Math.ceil(width / 80) },
    (_, i) => `<path d="M${i * 80} 0h80v${height * 0.22}a40 ${height * 0.06} 0 0 1 -80 0z" fill="${i % 2 === 0 ? colour : BRAND.white}"/>`,
  ).join('');
  const wall = mix(colour, BRAND.paper, 0.85);
  const windows = icons.slice(0, 3).map((icon, i) => {
    const x = width * 0.42 + i * (width * 0.19);
    const y = height * 0.36;
    const w = width * 0.16;
    const h = height * 0.52;
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${BRAND.white}" stroke="${colour}" stroke-width="6"/>` +
      iconArt(icon, {
        cx: x + w / 2,
        cy: y + h / 2,
        size: Math.min(w, h) * 0.6,
        material: MATERIALS[pick(PLAIN_MATERIALS, hash(`${name}-${i}`))] ?? colour,
      })
    );
  });
  const signW = width * 0.3;
  const body =
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    stripes +
    `<rect x="${width * 0.05}" y="${height * 0.36}" width="${signW}" height="${height * 0.52}" rx="14" fill="${colour}"/>` +
    text(initials(name), {
      x: width * 0.05 + signW / 2,
      y: height * 0.36 + height * 0.26 + height * 0.09,
      size: height * 0.26,
      fill: BRAND.white,
      anchor: 'middle',
    }) +
    windows.join('') +
    `<rect x="0" y="${height - 8}" width="${width}" height="8" fill="${mix(colour, BRAND.ink, 0.4)}"/>`;
  return { width, height, svg: svgDocument(width, height, body) };
}

/** A licence document: frame, text lines as bars and a seal with the shop's initials; no words. */
export function licence(name: string, colour: string): Picture {
  const w = 600;
  const h = 800;
  const lines = Array.from(
    { length: 9 },
    (_, i) => `<rect x="90" y="${250 + i * 44}" width="${420 - (i % 3) * 70}" height="12" rx="6" fill="${BRAND.ink}" fill-opacity="0.22"/>`,
  ).join('');
  const body =
    `<rect width="${w}" height="${h}" fill="${BRAND.paper}"/>` +
    `<rect x="30" y="30" width="${w - 60}" height="${h - 60}" fill="none" stroke="${colour}" stroke-width="8"/>` +
    `<rect x="150" y="110" width="300" height="26" rx="13" fill="${colour}"/>` +
    `<rect x="200" y="160" width="200" height="12" rx="6" fill="${colour}" fill-opacity="0.5"/>` +
    lines +
    `<circle cx="430" cy="680" r="70" fill="none" stroke="${BRAND.secondary}" stroke-width="8"/>` +
    text(initials(name), { x: 430, y: 700, size: 56, fill: BRAND.secondary, anchor: 'middle' });
  return { width: w, height: h, svg: svgDocument(w, h, body) };
}
