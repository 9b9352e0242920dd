import { describe, expect, it, vi } from 'vitest';
import { answer, client, login, useMockApp } from './test-support';

interface CategoryNode {
  id: number;
  name: string;
  childList?: CategoryNode[] | null;
}

// A new server per test: the cache is the server's own state.
const mock = useMockApp({ each: 'build' });

const TREE = '/api/front/product/category';
const first = (tree: CategoryNode[]): CategoryNode => {
  const node = tree[0];
  if (!node) throw new Error('seed: empty category tree');
  return node;
};

describe('read cache of read-mostly routes (docs/adr/0012)', () => {
  it('answers a repeated read from the cache, with the same bytes, without reading the db again', async () => {
    const a = await mock.app.inject({ method: 'GET', url: TREE });
    const reads = vi.spyOn(mock.app.mock.db, 'all');
    const b = await mock.app.inject({ method: 'GET', url: TREE });
    expect(reads).not.toHaveBeenCalled();
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toMatch(/^application\/json/);
    reads.mockRestore();
  });

  it('drops the cache on a db edit: the next read shows the change', async () => {
    const before = (await answer(client(mock.app).api.products.categoryTree())).data;
    const node = first(before);
    expect(
      (
        await answer(
          client(mock.app).mock.patchRecord({ params: { collection: 'categories', id: node.id }, body: { name: 'Renamed in test' } }),
        )
      ).code,
    ).toBe(200);
    expect(first((await answer(client(mock.app).api.products.categoryTree())).data).name).toBe('Renamed in test');
  });

  it('drops the cache on a reset', async () => {
    const node = first((await answer(client(mock.app).api.products.categoryTree())).data);
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'categories', id: node.id }, body: { name: 'Changed' } }));
    expect(first((await answer(client(mock.app).api.products.categoryTree())).data).name).toBe('Changed');
    expect((await answer(client(mock.app).mock.reset({ body: {} }))).code).toBe(200);
    expect(first((await answer(client(mock.app).api.products.categoryTree())).data).name).toBe(node.name);
  });

  it('keys by the query and by the token sent', async () => {
    const home = await mock.app.inject({ method: 'GET', url: '/api/pc/home/index' });
    const token = await login(mock.app);
    const reads = vi.spyOn(mock.app.mock.db, 'all');
    const signedIn = await mock.app.inject({ method: 'GET', url: '/api/pc/home/index', headers: { 'authori-zation': token } });
    // Built afresh for the signed-in user (the session check alone reads only users).
    expect(reads.mock.calls.some(([name]) => name !== 'users')).toBe(true);
    expect(signedIn.body).toBe(home.body);
    reads.mockClear();
    await mock.app.inject({ method: 'GET', url: '/api/front/activity/index/list' });
    const afterFirst = reads.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    await mock.app.inject({ method: 'GET', url: '/api/front/activity/index/list?x=1' });
    const afterOtherQuery = reads.mock.calls.length;
    expect(afterOtherQuery).toBeGreaterThan(afterFirst);
    await mock.app.inject({ method: 'GET', url: '/api/front/activity/index/list?x=1' });
    expect(reads.mock.calls.length).toBe(afterOtherQuery);
    reads.mockRestore();
  });

  it('keys by the origin the image URLs start with (answers are kept with absolute URLs)', async () => {
    const a = await mock.app.inject({ method: 'GET', url: TREE, headers: { host: 'a.example.com:1' } });
    const b = await mock.app.inject({ method: 'GET', url: TREE, headers: { host: 'b.example.com:2' } });
    const again = await mock.app.inject({ method: 'GET', url: TREE, headers: { host: 'a.example.com:1' } });
    expect(a.body).toContain('"http://a.example.com:1/mock-images/');
    expect(b.body).toContain('"http://b.example.com:2/mock-images/');
    expect(b.body).not.toContain('a.example.com');
    expect(again.body).toBe(a.body);
  });

  it('answers HEAD from the cache with no body', async () => {
    await mock.app.inject({ method: 'GET', url: TREE });
    const reads = vi.spyOn(mock.app.mock.db, 'all');
    const head = await mock.app.inject({ method: 'HEAD', url: TREE });
    expect(reads).not.toHaveBeenCalled();
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    reads.mockRestore();
  });

  it('does not keep an error answer', async () => {
    // One failing answer (count 1): the next request, with the fault used up, must not get it from the cache.
    await answer(client(mock.app).mock.addFault({ body: { method: 'GET', path: TREE, code: 500, count: 1 } }));
    expect((await answer(client(mock.app).api.products.categoryTree())).code).toBe(500);
    expect((await answer(client(mock.app).api.products.categoryTree())).code).toBe(200);
  });
});
