import { describe, expect, it } from 'vitest';
import { DriftLog, findDrifts, type Drift, type Exchange } from './drift';
import { routeFor, type RouteMatch } from './routes';
import { realWireAnswers } from './stand-in';

const answers = realWireAnswers();

function fixture(name: string): Record<string, unknown> {
  const body = answers.get(name);
  if (body === undefined) throw new Error(`no real-wire fixture for ${name}`);
  return structuredClone(body) as Record<string, unknown>;
}

function match(method: string, path: string): RouteMatch {
  const found = routeFor(method, path);
  if (!found) throw new Error(`no route for ${method} ${path}`);
  return found;
}

const exchange = (body: unknown, request: Partial<Exchange['request']> = {}, status = 200): Exchange => ({
  request: { query: {}, body: undefined, ...request },
  response: { status, body },
});

/** The first item of a paged answer's list. */
function firstItem(body: Record<string, unknown>): Record<string, unknown> {
  const list = (body.data as { list: Record<string, unknown>[] }).list;
  const item = list[0];
  if (!item) throw new Error('empty list');
  return item;
}

describe('routeFor', () => {
  it('finds a route by method and path as the core does: static segments win over parameters', () => {
    expect(routeFor('GET', '/api/front/product/list')?.name).toBe('products.list');
    expect(routeFor('GET', '/api/front/address/detail/12')).toMatchObject({ name: 'addresses.detail', params: { id: '12' } });
    expect(routeFor('HEAD', '/api/front/product/list')?.name).toBe('products.list');
    expect(routeFor('POST', '/api/front/product/list')).toBeNull();
    expect(routeFor('GET', '/api/pc/nothing/here')).toBeNull();
  });
});

describe('findDrifts', () => {
  const list = match('GET', '/api/front/product/list');

  it('finds nothing in a real-wire answer and a request the contract accepts', () => {
    expect(findDrifts(list, exchange(fixture('products.list'), { query: { page: '1', limit: '12' } }))).toEqual([]);
  });

  it('reports a renamed field as the contract field missing, once per list', () => {
    const body = fixture('products.list');
    for (const item of (body.data as { list: Record<string, unknown>[] }).list) {
      item.productName = item.storeName;
      delete item.storeName;
    }
    expect(findDrifts(list, exchange(body))).toEqual([
      { route: 'products.list', path: 'response.data.list[].storeName', expected: 'string', got: 'missing' },
    ]);
  });

  it('reports a number where the contract has a (money) string', () => {
    const body = fixture('products.list');
    firstItem(body).price = 283.12;
    expect(findDrifts(list, exchange(body))).toEqual([
      { route: 'products.list', path: 'response.data.list[].price', expected: 'string', got: 'number' },
    ]);
  });

  it('reports a missing page flag', () => {
    const body = fixture('products.list');
    delete (body.data as Record<string, unknown>).hasNextPage;
    expect(findDrifts(list, exchange(body))).toEqual([
      { route: 'products.list', path: 'response.data.hasNextPage', expected: 'boolean', got: 'missing' },
    ]);
  });

  it('names the field inside a nullable object instead of the whole union', () => {
    const route = match('GET', '/api/front/address/default');
    const body = fixture('addresses.getDefault');
    (body.data as Record<string, unknown>).postCode = '0';
    expect(findDrifts(route, exchange(body))).toEqual([
      { route: 'addresses.getDefault', path: 'response.data.postCode', expected: 'number', got: 'string' },
    ]);
  });

  it('checks an error answer against the error envelope, not the success one', () => {
    expect(findDrifts(list, exchange({ code: 500, message: 'Product does not exist', data: null }))).toEqual([]);
    expect(findDrifts(list, exchange({ code: 500, message: 'Product does not exist', data: {} }))).toEqual([
      { route: 'products.list', path: 'response.data', expected: 'null', got: 'object' },
    ]);
  });

  it('reports an HTTP status the route does not declare, and a text answer where JSON is due', () => {
    expect(findDrifts(list, exchange('<html>Bad Gateway</html>', {}, 502))).toEqual([
      { route: 'products.list', path: 'response.status', expected: '200', got: '502' },
    ]);
    expect(findDrifts(list, exchange('<html>oops</html>'))).toEqual([
      { route: 'products.list', path: 'response', expected: 'JSON', got: 'text' },
    ]);
  });

  it('checks the request: query, path parameters and body', () => {
    expect(findDrifts(list, exchange(fixture('products.list'), { query: { page: 'two' } }))).toEqual([
      { route: 'products.list', path: 'request.query.page', expected: 'number', got: 'nan' },
    ]);
    const detail = match('GET', '/api/front/address/detail/abc');
    expect(findDrifts(detail, exchange(fixture('addresses.detail')))).toEqual([
      { route: 'addresses.detail', path: 'request.params.id', expected: 'number', got: 'nan' },
    ]);
    const save = match('POST', '/api/front/cart/save');
    const drifts = findDrifts(save, exchange(fixture('cart.save'), { body: [{ productId: 1, productAttrUnique: '3' }] }));
    expect(drifts).toContainEqual({ route: 'cart.save', path: 'request.body[].cartNum', expected: 'number', got: 'missing' });
    expect(drifts.every((drift) => drift.path.startsWith('request.body[].'))).toBe(true);
  });

  it('accepts an extension route answered as an unknown path (the real backend does not have it)', () => {
    const written = match('GET', '/api/front/order/reply/written/list');
    expect(findDrifts(written, exchange({ status: 404, error: 'Not Found' }, {}, 404))).toEqual([]);
    expect(findDrifts(written, exchange({ code: 404, message: 'Not found', data: null }))).toEqual([]);
    // Not so for a route the real backend has.
    expect(findDrifts(list, exchange({ status: 404 }, {}, 404))).toHaveLength(1);
  });
});

describe('DriftLog', () => {
  const price: Drift = { route: 'products.list', path: 'response.data.list[].price', expected: 'string', got: 'number' };
  const flag: Drift = { route: 'products.list', path: 'response.data.hasNextPage', expected: 'boolean', got: 'missing' };
  const other: Drift = { route: 'home.pcIndex', path: 'response.data.logoUrl', expected: 'string', got: 'null' };

  it('writes each drift once, counts the rest and sums them up by route', () => {
    const lines: string[] = [];
    const log = new DriftLog((line) => lines.push(line));
    for (const drifts of [[price, flag], [price], [other]]) {
      log.checked();
      log.report(drifts);
    }
    log.checked();
    expect(lines).toEqual([
      '[mock] drift products.list response.data.list[].price: expected string, got number',
      '[mock] drift products.list response.data.hasNextPage: expected boolean, got missing',
      '[mock] drift home.pcIndex response.data.logoUrl: expected string, got null',
    ]);
    expect(log.drifts()).toEqual([price, flag, other]);
    expect(log.summary()).toEqual([
      '3 distinct drifts on 2 routes in 4 checked exchanges',
      '  home.pcIndex',
      '    response.data.logoUrl: expected string, got null (x1)',
      '  products.list',
      '    response.data.list[].price: expected string, got number (x2)',
      '    response.data.hasNextPage: expected boolean, got missing (x1)',
    ]);
  });

  it('says so when there was no drift, and keeps at most its bound of distinct drifts', () => {
    const log = new DriftLog(() => undefined, 1);
    log.checked();
    expect(log.summary()).toEqual(['no drift from the contract in 1 checked exchanges']);
    log.report([price, flag]);
    expect(log.drifts()).toEqual([price]);
    expect(log.summary()[0]).toBe('1 distinct drifts on 1 routes in 1 checked exchanges (1 more past the first 1 not kept)');
  });
});
