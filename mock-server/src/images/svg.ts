import { iconBody, type IconName } from './icons';

/**
 * The mall's colours as the generated pictures use them; the web theme defines the same brand in
 * web/src/theme.css (both follow docs/brand.md).
 */
export const BRAND = {
  primary: '#0f766e',
  primaryDeep: '#134e4a',
  secondary: '#b8401f',
  accent: '#f2b544',
  ink: '#1f2933',
  paper: '#f7f4ee',
  white: '#ffffff',
} as const;

/** The seed's colour attribute values as paint, and the materials of single-spec goods. */
export const MATERIALS: Record<string, string> = {
  Black: '#2d2f33',
  White: '#efeee9',
  Red: '#c8423b',
  Blue: '#2f66c4',
  Green: '#3b8f5a',
  Grey: '#8d939b',
  Pink: '#e58fb0',
  Beige: '#d8c2a0',
  Walnut: '#7a5236',
  Slate: '#4a5a6a',
  Sage: '#8fa986',
  Sand: '#d9b98c',
  Navy: '#273b63',
  Terracotta: '#c46a48',
  Ochre: '#c9962f',
  Plum: '#6e3f63',
};
export const PLAIN_MATERIALS = ['Walnut', 'Slate', 'Sage', 'Sand', 'Navy', 'Terracotta', 'Ochre', 'Plum'] as const;
/** Shop colours: deep enough for white initials (contrast above 4.5:1). */
export const SHOP_COLOURS = [
  '#0f766e',
  '#b4412a',
  '#1d4e89',
  '#6b3f7a',
  '#8a5a00',
  '#2f6b3a',
  '#9b2c52',
  '#35495e',
  '#a1461f',
  '#24607a',
] as const;

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(items: readonly T[], n: number): T {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** `a` moved towards `b` by t (0..1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  const m = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${m(r1, r2)}${m(g1, g2)}${m(b1, b2)}`;
}

export const luminanceOf = (hex: string): number => {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The outline colour for a material: darker for light paint, lighter ink never (keeps the drawing legible). */
export const outlineOf = (material: string): string => mix(material, BRAND.ink, luminanceOf(material) > 0.5 ? 0.6 : 0.45);

export const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const round = (n: number): number => Math.round(n * 100) / 100;

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/**
 * An icon drawn as an object: the material fills its shapes (a wide stroke of the same paint closes thin parts)
 * and an outline in a darker shade draws it on top. `size` is the drawn width in pixels, centred on (cx, cy).
 */
export function iconArt(
  name: IconName,
  options: { cx: number; cy: number; size: number; material: string; rotate?: number; flat?: boolean },
): string {
  const scale = options.size / 24;
  const x = round(options.cx - options.size / 2);
  const y = round(options.cy - options.size / 2);
  const rotate = options.rotate ? ` rotate(${options.rotate} 12 12)` : '';
  const body = iconBody(name);
  const place = `translate(${x} ${y}) scale(${round(scale)})${rotate}`;
  const outline = outlineOf(options.material);
  const lines = 'stroke-linecap="round" stroke-linejoin="round"';
  if (options.flat) {
    return `<g transform="${place}" fill="none" stroke="${options.material}" stroke-width="1.75" ${lines}>${body}</g>`;
  }
  return (
    `<g transform="${place}" fill="${options.material}" stroke="${options.material}" stroke-width="2.6" ${lines}>${body}</g>` +
    `<g transform="${place}" fill="none" stroke="${outline}" stroke-width="1.3" ${lines}>${body}</g>`
  );
}

export function text(
  content: string,
  options: { x: number; y: number; size: number; fill: string; anchor?: 'start' | 'middle'; weight?: number },
): string {
  return (
    `<text x="${round(options.x)}" y="${round(options.y)}" font-family="'Inter','Segoe UI',system-ui,-apple-system,sans-serif" font-size="${round(options.size)}"` +
    ` font-weight="${options.weight ?? 700}" fill="${options.fill}" text-anchor="${options.anchor ?? 'start'}">${escapeXml(content)}</text>`
  );
}

/** Up to two initials of a name: "Urban Threads" gives "UT", "TechNest" gives "TN" (capitals inside one word count). */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0] ?? '';
  if (words.length === 1) {
    const capitals = first.match(/\p{Lu}/gu) ?? [];
    if (capitals.length >= 2) return capitals.slice(0, 2).join('');
    return Array.from(first).slice(0, 2).join('').toUpperCase() || '•';
  }
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0] ?? '')
    .join('')
    .toUpperCase();
}

/** A drawn picture: its size and the SVG document. */
export interface Picture {
  width: number;
  height: number;
  svg: string;
}
