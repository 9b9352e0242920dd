import { type FastifyInstance } from 'fastify';

/**
 * Generated SVG images under /mock-images/<kind>/<name>.svg: the colour comes from a hash of the path and the
 * label from the path, so every URL always gives the same picture and no external host is ever needed.
 */
const KIND_LABEL: Record<string, string> = {
  p: 'Product',
  sku: 'SKU',
  m: 'Shop',
  banner: 'Banner',
  avatar: 'Avatar',
  review: 'Photo',
  cat: 'Category',
  g: 'Guarantee',
  activity: 'Activity',
  menu: 'Menu',
  misc: '',
};

const SIZES: Record<string, [number, number]> = { banner: [1200, 400], activity: [1200, 360], avatar: [160, 160], g: [64, 64], cat: [96, 96], menu: [96, 96] };

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderSvg(path: string): string {
  const [kind = 'misc', ...rest] = path.replace(/\.svg$/, '').split('/');
  const name = rest.join('/') || kind;
  const h = hash(path);
  const hue = h % 360;
  const [width, height] = SIZES[kind] ?? [600, 600];
  const prefix = KIND_LABEL[kind] ?? kind;
  const label = escapeXml(`${prefix} ${name}`.trim().slice(0, 40));
  const fontSize = Math.max(10, Math.round(Math.min(width, height) / 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 42%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.28}" r="${Math.min(width, height) * 0.14}" fill="hsl(${(hue + 180) % 360} 80% 85%)" fill-opacity="0.55"/>` +
    `<text x="50%" y="54%" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="#fff">${label}</text></svg>`
  );
}

export function registerImages(app: FastifyInstance): void {
  app.get('/mock-images/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!/^[A-Za-z0-9_/.-]+\.svg$/.test(path) || path.includes('..')) {
      return reply.code(404).send({ code: 404, message: `Not found: GET /mock-images/${path}`, data: null });
    }
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(renderSvg(path));
  });
}
