import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compress';
import { readSettings, startWarnings } from './config';
import { PageCache, REMEMBERED_KEYS } from './page-cache';
import { contentSecurityPolicy, inlineScriptHashes, isHostHeader } from './security';
import { robotsTxt } from './sitemap';
import { DEFAULT_LOCALE, toLocale } from '../web/src/lib/i18n/locales';
import { earlyHintLinks, LOCALE_MOVE_HIDDEN_MS, parseTemplate, pictureOrigin } from './template';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script>window.early=1</script>

    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Mall</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-frame"></div>
    </div>
  </body>
</html>
`;

describe('page template', () => {
  const template = parseTemplate(INDEX);

  it('puts the charset first, the head tags in place of the title, and the same HTML for every answer', () => {
    const html = template.render({
      locale: 'fr',
      head: '<title>X</title>',
      html: '<h1>X</h1>',
      state: '{"queries":{}}',
      hydrateAt: '/fr/x',
      config: { apiBase: '', note: '</script>' },
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">\n {2}<head>\n {4}<meta charset="utf-8" \/>/);
    expect(html).not.toContain('<title>Mall</title>');
    expect(html).toContain('<title>X</title>');
    expect(html).toContain('<div id="root" data-ssr-path="/fr/x"><h1>X</h1></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries":{}}</script>');
    // A rendered page carries the config inline, not the early-requests script; a closing tag cannot end it early.
    expect(html).not.toContain('window.early');
    expect(html).toContain('window.__mallConfig=Promise.resolve({"apiBase":"","note":"\\u003c/script>"})');
    const scripts = html.match(/<script(?! type="application\/json")[^>]*>/g) ?? [];
    expect(scripts).toEqual(['<script>', '<script>', '<script type="module" crossorigin src="/assets/index-abc.js">']);
  });

  it('marks a signed-in shopper’s rendered page before it paints, from the token cookie alone', () => {
    const parts = { locale: 'en', head: '', state: null, hydrateAt: '/', config: {} };
    const rendered = template.render({ ...parts, html: '<h1>X</h1>' });
    const script = /<script>([^<]*data-session[^<]*)<\/script>/.exec(rendered)?.[1];
    if (!script) throw new Error('expected the session script');
    // Before the stylesheet, which an inline script after it would wait for.
    expect(rendered.indexOf(script)).toBeLessThan(rendered.indexOf('<meta name="viewport"'));
    const run = (cookie: string) => {
      const marks: string[] = [];
      const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => marks.push(`${name}=${value}`) } };
      new Function('document', script)(document);
      return marks;
    };
    expect(run('a=1; auth._token.local=Bearer%20abc; auth.loggedIn=true')).toEqual(['data-session=member']);
    expect(run('auth._token.local=Bearer%20abc')).toEqual(['data-session=member']);
    expect(run('auth.loggedIn=false; xauth._token.local=1')).toEqual([]);
    expect(run('')).toEqual([]);
    // The shell renders the header itself, signed in or not.
    expect(template.render({ ...parts, html: null, hydrateAt: null })).not.toContain('data-session');
  });

  it('moves a page rendered in the default language to the language of the shopper’s locale cookie before it paints', () => {
    const parts = { head: '', state: null, config: {} };
    const rendered = template.render({ ...parts, locale: 'en', html: '<h1>X</h1>', hydrateAt: '/goods_detail/1' });
    const script = /<script>([^<]*location\.replace[^<]*)<\/script>/.exec(rendered)?.[1];
    if (!script) throw new Error('expected the locale move script');
    // First in the head: before the config, the session mark and the stylesheet.
    expect(rendered.indexOf(script)).toBeLessThan(rendered.indexOf('window.__mallConfig'));
    const run = (cookie: string, pathname = '/goods_detail/1', search = '?reviewPage=2', hash = '#reviews') => {
      const moves: string[] = [];
      const timers: number[] = [];
      const reveals: (() => void)[] = [];
      const style = { visibility: '' };
      const document = { cookie, documentElement: { style } };
      const location = { pathname, search, hash, replace: (to: string) => moves.push(to) };
      const setTimeout = (reveal: () => void, ms: number) => {
        timers.push(ms);
        reveals.push(reveal);
      };
      new Function('document', 'location', 'setTimeout', script)(document, location, setTimeout);
      const hidden = style.visibility;
      const revealed = () => {
        for (const reveal of reveals) reveal();
        return style.visibility;
      };
      return { moves, timers, hidden, revealed };
    };
    // The cookie is read as the app reads it (toLocale): each language's code, and the aliases in any case.
    for (const value of [
      'zh-CN',
      'es',
      'fr',
      'th',
      'lo',
      'lao',
      'LAO',
      'zh',
      'zh-cn',
      'Zh-Cn',
      'en',
      'ES',
      'de',
      '',
      'toString',
      '__proto__',
      'constructor',
    ]) {
      const locale = toLocale(value);
      const expected = locale && locale !== DEFAULT_LOCALE ? [`/${locale}/goods_detail/1?reviewPage=2#reviews`] : [];
      expect(run(`a=1; locale=${value}; b=2`).moves, value).toEqual(expected);
    }
    // Hidden while the browser asks for the page in its language, shown again should that be stopped.
    const moved = run('locale=fr');
    expect({ hidden: moved.hidden, timers: moved.timers, revealed: moved.revealed() }).toEqual({
      hidden: 'hidden',
      timers: [LOCALE_MOVE_HIDDEN_MS],
      revealed: '',
    });
    expect(run('locale=en').hidden).toBe('');
    expect(run('locale=fr', '/', '', '').moves).toEqual(['/fr']);
    expect(run('xlocale=fr; localex=fr').moves).toEqual([]);
    expect(run('').moves).toEqual([]);
    // A page already in its language, and the shell (the app moves its address itself), have no such script.
    expect(template.render({ ...parts, locale: 'fr', html: '<h1>X</h1>', hydrateAt: '/fr/goods_detail/1' })).not.toContain(
      'location.replace',
    );
    expect(template.render({ ...parts, locale: 'en', html: null, hydrateAt: null })).not.toContain('location.replace');
  });

  it('gives a shell page the boot frame and the early-requests script, and no hydration marker', () => {
    const html = template.render({
      locale: 'en',
      head: '<meta name="robots" content="noindex" />',
      html: null,
      state: null,
      hydrateAt: null,
      config: { apiBase: '' },
    });
    expect(html).toContain('<script>window.early=1</script>');
    expect(html).toContain('<div class="boot-frame"></div>');
    expect(html).not.toContain('data-ssr-path');
    expect(html).not.toContain('ssr-state');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps what follows #root in <body> (the development server’s entry script)', () => {
    const dev = parseTemplate(
      INDEX.replace('  </body>', '    <script type="module" src="/src/main.tsx"></script>\n  </body>').replace(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '',
      ),
    );
    const parts = { locale: 'en', head: '', state: null, hydrateAt: null, config: {} };
    for (const html of [dev.render({ ...parts, html: '<h1>X</h1>', hydrateAt: '/' }), dev.render({ ...parts, html: null })]) {
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>\n  </body>');
    }
    expect(dev.render({ ...parts, html: null })).toContain('<div id="root">\n      <div class="boot-frame"></div>\n    </div>');
  });

  it('preloads the code only a rendered page runs, on rendered pages only', () => {
    const withPreload = parseTemplate(INDEX, ['/assets/adopt-server-state-x.js']);
    const parts = { locale: 'en', head: '', state: '{"queries":{}}', hydrateAt: '/', config: {} };
    expect(withPreload.render({ ...parts, html: '<h1>X</h1>' })).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/adopt-server-state-x.js">',
    );
    expect(withPreload.render({ ...parts, html: null, state: null, hydrateAt: null })).not.toContain('adopt-server-state');
  });

  it("preloads a shell's own code (its route's and catalogs), and never on a rendered page", () => {
    const parts = { locale: 'en', head: '', state: null, hydrateAt: null, config: {}, code: ['/assets/cart-page-x.js'] };
    const shell = template.render({ ...parts, html: null });
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-page-x.js">');
    // In <head>, so the browser asks for it with the entry.
    expect(shell.indexOf('cart-page-x')).toBeLessThan(shell.indexOf('</head>'));
    expect(template.render({ ...parts, html: '<h1>X</h1>' })).not.toContain('cart-page-x');
  });
});

describe('the origin of a page’s pictures', () => {
  it('is the first picture’s, when its address is whole; none for paths or pages without pictures', () => {
    expect(
      pictureOrigin('<main><img alt="" src="https://img.example:8443/p/1.jpg?a=1&amp;b=2"><img src="https://b.example/x"></main>'),
    ).toBe('https://img.example:8443');
    expect(pictureOrigin('<img src="/mock-images/p/1.svg">')).toBeNull();
    expect(pictureOrigin('<main><p>No pictures</p></main>')).toBeNull();
    expect(pictureOrigin(null)).toBeNull();
    expect(pictureOrigin('<img src="javascript:alert(1)">')).toBeNull();
  });
});

describe('early hints', () => {
  it('name the stylesheet first, then the entry and its modules, each in its tag’s CORS mode; nothing else', () => {
    const head = `
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" href="/assets/plain-c.js">
    <link rel="preconnect" href="https://api.example">
    <link rel="stylesheet" crossorigin href="/assets/app-d.css">
    <link rel="stylesheet" href="//cdn.example/x.css">
    <script>window.inline=1</script>`;
    expect(earlyHintLinks(head)).toEqual([
      '</assets/app-d.css>; rel=preload; as=style; crossorigin',
      '</assets/index-a.js>; rel=modulepreload; crossorigin',
      '</assets/react-b.js>; rel=modulepreload; crossorigin',
      '</assets/plain-c.js>; rel=modulepreload',
    ]);
  });

  it('come from the build’s index.html; the 103 is sent when asked for', () => {
    expect(parseTemplate(INDEX).earlyHints).toEqual(['</assets/index-abc.js>; rel=modulepreload; crossorigin']);
    expect(readSettings({}).earlyHints).toBe(false);
    for (const on of ['1', 'true', 'on']) expect(readSettings({ EARLY_HINTS: on }).earlyHints).toBe(true);
    expect(readSettings({ EARLY_HINTS: '0' }).earlyHints).toBe(false);
  });
});

describe('page cache', () => {
  it('keeps the most recently used pages within its byte bound', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('/a', { status: 200, body: 'a'.repeat(40) });
    cache.set('/b', { status: 200, body: 'b'.repeat(40) });
    expect(cache.get('/a')?.body).toHaveLength(40);
    // Rendered a second time: the cache is full of fresh pages, so a page is kept only then.
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    // /b was the least recently used.
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    cache.set('/huge', { status: 200, body: 'x'.repeat(200) });
    expect(cache.get('/huge')).toBeUndefined();
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect(cache.get('/a')).toBeUndefined();
  });

  it('counts what the server says an entry weighs', () => {
    const cache = new PageCache<{ status: number; body: string; extra: number }>(
      100,
      60_000,
      Date.now,
      (page) => page.body.length + page.extra,
    );
    cache.set('/a', { status: 200, body: 'a', extra: 50 });
    expect(cache.size.bytes).toBe(1 + 50 + '/a'.length);
    cache.set('/b', { status: 200, body: 'b', extra: 50 });
    cache.set('/b', { status: 200, body: 'b', extra: 50 });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size.entries).toBe(1);
  });

  it('when full of fresh pages, keeps a new page only once it is rendered again: a flood of one-off addresses leaves the kept pages in place', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('/a', { status: 200, body: 'a'.repeat(40) });
    cache.set('/b', { status: 200, body: 'b'.repeat(40) });
    for (let index = 0; index < 10_000; index += 1) cache.set(`/goods/goods_search?junk=${index}`, { status: 200, body: 'j'.repeat(40) });
    expect([cache.get('/a')?.body.length, cache.get('/b')?.body.length]).toEqual([40, 40]);
    // Asked for twice, a page takes the place of the least recently used one.
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    expect(cache.get('/c')).toBeUndefined();
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    expect([cache.get('/a'), cache.get('/c')?.body.length]).toEqual([undefined, 40]);
    // Turned away pages are remembered up to a bound: one turned away long ago is a first time again.
    cache.set('/d', { status: 200, body: 'd'.repeat(40) });
    for (let index = 0; index < REMEMBERED_KEYS; index += 1) cache.set(`/x?${index}`, { status: 200, body: 'x'.repeat(40) });
    cache.set('/d', { status: 200, body: 'd'.repeat(40) });
    expect(cache.get('/d')).toBeUndefined();
  });

  it('makes room from expired pages first, and keeps a new page at once when they were enough', () => {
    let now = 0;
    const cache = new PageCache(100, 10, () => now);
    cache.set('/a', { status: 200, body: 'a'.repeat(40) });
    now = 5;
    cache.set('/b', { status: 200, body: 'b'.repeat(40) });
    // /a is read (the most recently used now) and then expires; /b is still fresh.
    expect(cache.get('/a')).toBeDefined();
    now = 12;
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    expect([cache.get('/b')?.body.length, cache.get('/c')?.body.length]).toEqual([40, 40]);
    expect(cache.size.entries).toBe(2);
  });

  it('does not serve an entry older than its time to live', () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    cache.set('/a', { status: 404, body: 'gone' });
    now = 10;
    expect(cache.get('/a')?.status).toBe(404);
    now = 21;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('content security policy', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('lists the hash of every inline script a browser runs, once each, and nothing else', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "/x.js"</script>',
      '<SCRIPT type="text/javascript" >window.b=2</SCRIPT >',
      '<script>window.a=1</script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="application/json" id="ssr-state">{"queries":[]}</script>',
      // The HTML parser reads CR LF as LF before the browser hashes the text.
      '<script>\r\nwindow.c=3\r\n</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/x.js"'), sha('window.b=2'), sha('\nwindow.c=3\n')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('allows the own origin, those hashes and the providers, and nothing inline besides', () => {
    const policy = contentSecurityPolicy([sha('x')]);
    expect(policy).toContain(
      `script-src 'self' ${sha('x')} https://accounts.google.com https://connect.facebook.net https://js.stripe.com https://*.js.stripe.com;`,
    );
    // No script, call, frame or stylesheet from any https host: only the providers' (and the backend's, when named).
    // Pictures alone may come from any host the backend names.
    for (const directive of policy.split('; ').filter((d) => !d.startsWith('img-src '))) {
      expect(directive.split(' ')).not.toContain('https:');
      expect(directive.split(' ')).not.toContain('http:');
    }
    expect(policy).toContain('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(contentSecurityPolicy([], 'https://api.example')).toContain("connect-src 'self' https://api.example https://api.stripe.com");
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
  });
});

describe('settings and small answers', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('reads the environment with defaults and names a bad variable', () => {
    const settings = readSettings({ MOCK_URL: 'http://127.0.0.1:9999/' });
    expect(settings).toMatchObject({
      apiUpstream: 'http://127.0.0.1:9999/'.replace(/\/$/, ''),
      port: 3000,
      hsts: false,
      publicOrigin: null,
      dataTtlMs: 5_000,
      requestTimeoutMs: 120_000,
      apiBodyLimitBytes: 20 * 1024 * 1024,
    });
    expect(readSettings({ API_BODY_LIMIT_MB: '0.5' }).apiBodyLimitBytes).toBe(512 * 1024);
    expect(readSettings({ SSR_DATA_TTL_MS: '0' }).dataTtlMs).toBe(0);
    expect(readSettings({ REQUEST_TIMEOUT_MS: '0' }).requestTimeoutMs).toBe(0);
    expect(() => readSettings({ REQUEST_TIMEOUT_MS: '-1' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => readSettings({ SSR_DATA_TTL_MS: 'soon' })).toThrow(/SSR_DATA_TTL_MS/);
    expect(readSettings({ API_UPSTREAM: 'https://api.example', HSTS: '1', PUBLIC_ORIGIN: 'https://shop.example/' })).toMatchObject({
      apiUpstream: 'https://api.example',
      hsts: true,
      publicOrigin: 'https://shop.example',
    });
    expect(() => readSettings({ SERVER_PORT: 'eighty' })).toThrow(/SERVER_PORT/);
    expect(() => readSettings({ PUBLIC_ORIGIN: 'https://shop.example/path' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('reads IMG_ORIGINS as a list of CSP host sources, refusing anything else with the variable named', () => {
    expect(readSettings({}).imageOrigins).toBeNull();
    expect(readSettings({ IMG_ORIGINS: '  ' }).imageOrigins).toBeNull();
    expect(
      readSettings({ IMG_ORIGINS: 'https://img.shop.example, https://*.cdn.example:8443\nhttp://127.0.0.1:4010' }).imageOrigins,
    ).toEqual(['https://img.shop.example', 'https://*.cdn.example:8443', 'http://127.0.0.1:4010']);
    // A scheme alone, a path, a quote or a directive's separator would widen or break the policy.
    for (const bad of [
      'https:',
      '*',
      'https://img.example/pictures',
      "https://img.example 'unsafe-inline'",
      'https://a.example;script-src',
      'img.example',
      // CSP's host-source grammar has no IPv6 literal: a browser would drop the source, not match the host.
      'http://[::1]:4010',
    ])
      expect(() => readSettings({ IMG_ORIGINS: bad }), bad).toThrow(/^IMG_ORIGINS must list origins/);
  });

  it('warns once at start in production when PUBLIC_ORIGIN is not set, naming it', () => {
    const bare = readSettings({});
    expect(startWarnings(bare, { NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN is not set/)]);
    expect(startWarnings(bare, {})).toEqual([]);
    expect(startWarnings(readSettings({ PUBLIC_ORIGIN: 'https://shop.example' }), { NODE_ENV: 'production' })).toEqual([]);
  });

  it('takes a Host that is a host name with an optional port, and nothing else', () => {
    for (const host of ['localhost', 'localhost:3000', 'shop.example', 'shop.example.', '127.0.0.1:3092', '[::1]:8443', 'web_1:80'])
      expect(isHostHeader(host), host).toBe(true);
    for (const host of [
      undefined,
      '',
      'evil.example"><script>',
      'shop.example/path',
      'user@shop.example',
      'shop.example:99999',
      'shop.example:80:80',
      'shop example',
      '-shop.example',
      `${'a'.repeat(64)}.example`,
    ])
      expect(isHostHeader(host), String(host)).toBe(false);
  });

  it('keeps crawlers out of member pages in every locale and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Disallow: /users/\n');
    expect(robots).toContain('Disallow: /zh-CN/order/\n');
    expect(robots).toContain('Disallow: /lo/login\n');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
