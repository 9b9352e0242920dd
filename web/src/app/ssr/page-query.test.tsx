// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../testing/mock-backend';
import { openInClient, setupServerPages, SSR_ORIGIN, watchConsole } from '../../testing/server-pages';
import { ROUTE_SAMPLES, routePatterns, sampleUrl } from '../route-samples';
import { canonicalLocation } from './canonical-url';
import { render } from './entry-server';
import { FRAME_QUERY, PAGE_QUERY, pageAddress } from './page-query';
import { isShellOnly } from './shell-only';

const UPSTREAM = 'http://backend.test';
setupMockBackend(UPSTREAM);
setupServerPages(UPSTREAM);

describe('pageAddress', () => {
  it('keeps the parameters the page reads, as written, and drops every other', () => {
    expect(pageAddress('/goods/goods_search?utm_source=x&title=a%20b&zz=1&title=c+d&page=2&fbclid=f')).toBe(
      '/goods/goods_search?title=a%20b&title=c+d&page=2',
    );
    expect(pageAddress('/fr/goods_detail/1?reviewPage=2&x=1&reviewType=3')).toBe('/fr/goods_detail/1?reviewPage=2&reviewType=3');
    expect(pageAddress('/merchant/merchant/category?id=2&cid=4&keyword=z')).toBe('/merchant/merchant/category?id=2&cid=4');
    expect(pageAddress('/middlewares/about_us?from=footer')).toBe('/middlewares/about_us');
    // The frame's, on every page: the sign-in modal offers guest sign-in when it opens.
    expect(pageAddress('/goods_detail/1?x=1&tourist=1')).toBe('/goods_detail/1?tourist=1');
  });

  it('reads a parameter’s name as the page does: escapes decoded, `+` a space; an empty part or a broken name is dropped', () => {
    expect(pageAddress('/goods/goods_search?%74itle=a&&%E0=1&title+=b&=c&page')).toBe('/goods/goods_search?%74itle=a&page');
    expect(pageAddress('/?&&x')).toBe('/');
  });

  it('an unknown path keeps the frame’s only; the same string when nothing is dropped', () => {
    expect(pageAddress('/no/such/page?id=1&page=2')).toBe('/no/such/page');
    expect(pageAddress('/no/such/page?id=1&tourist=1')).toBe('/no/such/page?tourist=1');
    for (const url of ['/goods_detail/1', '/goods/goods_search?cid=2&page=2', '/th/merchant/merchant_street?page=3'])
      expect(pageAddress(url)).toBe(url);
  });

  it('leaves alone what the server does not render from it: member, checkout and sign-in pages, and a page it moves first', () => {
    for (const url of [
      '/login?redirect=%2Fusers%2Forder_list&utm_source=x',
      '/users/order_list?status=2&x=1',
      '/order/order_confirm?preOrderNo=PRE1&x=1',
      '/middlewares/callback_twitter?oauth_token=t&oauth_verifier=v',
      '/goods_detail/01?x=1',
      '/goods/goods_search/?title=a&x=1',
      '/merchant/merchant?merId=3&x=1',
    ])
      expect(pageAddress(url), url).toBe(url);
  });
});

/**
 * The names the app asks a query for (`get`, `getAll`, `has`), from its own code: the mock behind msw reads the API's
 * queries through the same class, which its place in the stack tells apart. Not the canonical URL's: it looks for its
 * fixed list (`MEANINGFUL_PARAMS`, head.ts) in whatever address it is given, which is the kept one.
 */
function recordReads(): Set<string> {
  const names = new Set<string>();
  const proto = URLSearchParams.prototype;
  for (const method of ['get', 'getAll', 'has'] as const) {
    const original = proto[method];
    Object.defineProperty(proto, method, {
      configurable: true,
      writable: true,
      value(this: URLSearchParams, name: string, ...rest: unknown[]): unknown {
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (/\/web\/src\//.test(caller) && !/\/web\/src\/testing\/|\bat canonicalSearch \(/.test(caller)) names.add(name);
        return Reflect.apply(original, this, [name, ...rest]);
      },
    });
    restore.push(() => Object.defineProperty(proto, method, { configurable: true, writable: true, value: original }));
  }
  return names;
}

const restore: Array<() => void> = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** As serverRender (testing/server-pages.ts) does after a render: the client renders next in this process. */
const clearServerContexts = async () => void (await new Response(await renderToReadableStream(null)).text());

describe('PAGE_QUERY', () => {
  const rendered = routePatterns().filter(([, route]) => route.guard === 'public' && !isShellOnly(route));

  it('lists every page the server renders, and only those', () => {
    expect(Object.keys(PAGE_QUERY).sort()).toEqual([...new Set(rendered.map(([pattern]) => pattern))].sort());
  });

  it.each(Object.keys(PAGE_QUERY))(
    '%s: lists the names its render and its hydration ask the query for, from every sample URL',
    async (pattern) => {
      const samples = ROUTE_SAMPLES[pattern];
      if (!samples) throw new Error(`${pattern}: no samples in app/route-samples.ts`);
      // Not an address the render moves to its one address (a shop's `merId` alias): `pageAddress` leaves those be.
      const urls = [...samples.shows, ...(samples.also ?? [])]
        .map((sample) => sampleUrl(sample))
        .filter((url) => canonicalLocation(url) === null);
      const problems = watchConsole();
      const names = recordReads();
      for (const url of urls) {
        const result = await render({ url, publicOrigin: SSR_ORIGIN, dataDeadlineMs: 10_000 });
        await clearServerContexts();
        if (result.kind === 'page' && result.html !== null) await openInClient(url, result);
      }
      expect([...names].sort(), urls.join(' ')).toEqual([...(PAGE_QUERY[pattern] ?? [])].sort());
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it('sees a name read by a page’s own code (the recorder’s check)', () => {
    const names = recordReads();
    new URLSearchParams('?a=1').get('probe');
    expect([...names]).toEqual(['probe']);
  });

  it('a page rendered at its address is the page of any address that names it', async () => {
    const url = `${SSR_ORIGIN}/goods/goods_search?title=a&fbclid=x&zz=1`;
    const [full, kept] = await Promise.all(
      [url, pageAddress(url.slice(SSR_ORIGIN.length))].map(async (each) => {
        const result = await render({ url: each.replace(SSR_ORIGIN, ''), publicOrigin: SSR_ORIGIN, dataDeadlineMs: 10_000 });
        await clearServerContexts();
        return result.kind === 'page' ? result.html : null;
      }),
    );
    expect(kept).toContain('href="/goods/goods_search?title=a&amp;page=2"');
    expect(full).toBe(kept);
  });
});

/**
 * Parameters read only on pages the server answers with the shell (member, checkout and sign-in pages: their code
 * reads the address the browser has): payment returns, social sign-in callbacks, the sign-in page's `redirect`,
 * member lists' filters and pages, an order's number.
 */
const SHELL_PAGE_QUERY = [
  ...['PayerID', 'clientSecret', 'local_order_no', 'method', 'payPrice', 'payment_intent_client_secret', 'redirect_status', 'token'],
  ...['denied', 'id_token', 'mock_oauth', 'oauth_token', 'oauth_verifier', 'profile', 'state', 'redirect'],
  ...['orderInfoId', 'orderNo', 'orderStatus', 'preOrderNo', 'productId', 'resubmit', 'status', 'tab', 'type', 'view'],
];
/** An alias the server moves to its page's one address before rendering (canonical-url.ts): a shop's `merId`. */
const MOVED_QUERY = ['merId'];
/** Names asked of something else than a query in the same files: a request's headers. */
const NOT_A_QUERY = ['cookie'];

/** The app's source files (not tests, not test helpers), below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the names the app asks a query for', () => {
  it('are each kept where they are read (PAGE_QUERY, FRAME_QUERY), or read only on the shell or before a move', () => {
    const root = join(__dirname, '../..');
    const asked = new Map<string, string>();
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      if (!/URLSearchParams|useSearchParams|location\.search|searchParams/.test(text)) continue;
      const literal = /\.(?:get|getAll|has)\(\s*['"`]([\w-]+)['"`]/g;
      const constant = /_PARAM\s*=\s*['"`]([\w-]+)['"`]/g;
      for (const match of [...text.matchAll(literal), ...text.matchAll(constant)]) asked.set(match[1] ?? '', relative(root, file));
    }
    // The scan sees what the recorder above does, and names read only in the browser after a click (the modal's).
    expect([...asked.keys()]).toEqual(expect.arrayContaining(['reviewPage', 'keywords', 'tourist', 'oauth_token']));
    const kept = new Set([...Object.values(PAGE_QUERY).flat(), ...FRAME_QUERY, ...SHELL_PAGE_QUERY, ...MOVED_QUERY, ...NOT_A_QUERY]);
    expect([...asked].filter(([name]) => !kept.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });
});
