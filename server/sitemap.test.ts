import { apiContract, pageHelperInfo, type Category } from '@contract';
import { describe, expect, it } from 'vitest';
import { PER_FILE, sitemaps } from './sitemap';

const ORIGIN = 'https://shop.example';

/** A list answer as the contract has it: `total` items in all, none on this page (the index reads the total). */
const emptyPage = (total: number) => ({
  code: 200,
  message: 'ok',
  data: { ...pageHelperInfo([], 1, 100), pages: Math.ceil(total / 100), total },
});

const category = (id: number, pid: number, level: number, isShow = true, childList?: Category[]): Category => ({
  id,
  pid,
  name: `Category ${id}`,
  level,
  sort: 0,
  isShow,
  ...(childList ? { childList } : {}),
});

/** A backend answering the category tree and the two lists; records what was asked. */
function backend(tree: Category[] | (() => unknown), totals = { products: 3, shops: 2 }) {
  const asked: string[] = [];
  const fetcher = async (path: string): Promise<unknown> => {
    asked.push(path);
    if (path === apiContract.products.categoryTree.path)
      return typeof tree === 'function' ? tree() : { code: 200, message: 'ok', data: tree };
    if (path.startsWith(apiContract.products.list.path)) return emptyPage(totals.products);
    if (path.startsWith(apiContract.merchants.street.path)) return emptyPage(totals.shops);
    throw new Error(`unexpected ${path}`);
  };
  return { fetcher, asked };
}

describe('sitemaps', () => {
  const tree = [
    category(1, 0, 1, true, [category(11, 1, 2, true, [category(111, 11, 3)]), category(12, 1, 2, false, [category(121, 12, 3)])]),
    category(2, 0, 1),
    category(3, 0, 1, false),
  ];

  it('lists every shown category, every level, as its browse page in every locale with alternates', async () => {
    const { fetcher } = backend(tree);
    const maps = sitemaps(fetcher, 60_000);
    const index = await maps.index(ORIGIN);
    expect(index).toContain(`<loc>${ORIGIN}/sitemap-categories-1.xml</loc>`);
    expect(index).not.toContain('sitemap-categories-2.xml');
    const file = (await maps.file(ORIGIN, 'sitemap-categories-1.xml')) ?? '';
    const locs = [...file.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Hidden categories (and what sits under them) are not browse pages.
    const ids = [1, 11, 111, 2];
    expect(locs).toHaveLength(ids.length * 6);
    for (const id of ids) {
      expect(locs).toContain(`${ORIGIN}/goods/goods_search?cid=${id}`);
      expect(locs).toContain(`${ORIGIN}/zh-CN/goods/goods_search?cid=${id}`);
      expect(locs).toContain(`${ORIGIN}/lo/goods/goods_search?cid=${id}`);
    }
    expect(file).not.toContain('cid=12"');
    expect(file).not.toContain('cid=121');
    expect(file).not.toContain('cid=3"');
    expect(file).toContain(`<xhtml:link rel="alternate" hreflang="th" href="${ORIGIN}/th/goods/goods_search?cid=111"/>`);
    expect(file).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/goods/goods_search?cid=111"/>`);
    expect(await maps.file(ORIGIN, 'sitemap-categories-2.xml')).toBeNull();
  });

  it('pages the categories by the file size, from one request of the tree kept for its time to live', async () => {
    const many = Array.from({ length: PER_FILE + 1 }, (_, i) => category(i + 1, 0, 1));
    const { fetcher, asked } = backend(many);
    let now = 0;
    const maps = sitemaps(fetcher, 1000, () => now);
    const index = await maps.index(ORIGIN);
    expect(index).toContain('sitemap-categories-2.xml');
    expect(index).not.toContain('sitemap-categories-3.xml');
    const second = (await maps.file(ORIGIN, 'sitemap-categories-2.xml')) ?? '';
    expect(second).toContain(`<loc>${ORIGIN}/goods/goods_search?cid=${PER_FILE + 1}</loc>`);
    expect(second).not.toContain(`cid=${PER_FILE}<`);
    const treeAsks = () => asked.filter((path) => path === apiContract.products.categoryTree.path).length;
    await maps.file(ORIGIN, 'sitemap-categories-1.xml');
    expect(treeAsks()).toBe(1);
    now = 1001;
    await maps.file(ORIGIN, 'sitemap-categories-1.xml');
    expect(treeAsks()).toBe(2);
  });

  it('does not keep a failed answer: the next request asks again', async () => {
    let broken = true;
    const { fetcher, asked } = backend(() =>
      broken ? { code: 500, message: 'down', data: null } : { code: 200, message: 'ok', data: tree },
    );
    const maps = sitemaps(fetcher, 60_000);
    await expect(maps.file(ORIGIN, 'sitemap-categories-1.xml')).rejects.toThrow(/category tree/);
    broken = false;
    expect(await maps.file(ORIGIN, 'sitemap-categories-1.xml')).toContain('cid=111');
    expect(asked.filter((path) => path === apiContract.products.categoryTree.path)).toHaveLength(2);
  });

  it('lists the static pages, the policies included, and the product and shop files', async () => {
    const maps = sitemaps(backend(tree, { products: PER_FILE + 1, shops: 2 }).fetcher, 60_000);
    const pages = (await maps.file(ORIGIN, 'sitemap-pages.xml')) ?? '';
    for (const path of ['/', '/middlewares/privacy_policy', '/middlewares/return_policy', '/fr/merchant/merchant_street'])
      expect(pages).toContain(`<loc>${ORIGIN}${path}</loc>`);
    const index = await maps.index(ORIGIN);
    expect(index).toContain('sitemap-products-2.xml');
    expect(index).toContain('sitemap-shops-1.xml');
    expect(await maps.file(ORIGIN, 'sitemap-products-3.xml')).toBeNull();
    expect(await maps.file(ORIGIN, 'sitemap-widgets-1.xml')).toBeNull();
  });
});
