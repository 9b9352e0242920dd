/**
 * Catalog search and browse (backend-api.md §4), over in-memory indexes built once per catalog version:
 * - `keyword` matches the name or the keyword field, case-insensitively (substring);
 * - `cid` is a platform category; a parent (level 1 or 2) includes every leaf below it (the real backend only
 *   matches leaves exactly; a leaf behaves the same here);
 * - `salesOrder` wins over `priceOrder`; sales sort on sales + ficti; no order = newest (id) first;
 * - `minPrice`/`maxPrice` are inclusive.
 */
export interface SearchableProduct {
  id: number;
  storeName: string;
  keyword: string;
  categoryId: number;
  merId: number;
  cateId: string;
  price: number;
  sales: number;
  ficti: number;
  isShow: boolean;
}

export interface SearchableCategory {
  id: number;
  pid: number;
}

export interface CatalogQuery {
  keyword?: string | undefined;
  cid?: number | undefined;
  merId?: number | undefined;
  /** A shop's own category id, matched inside the product's comma-separated cateId. */
  shopCid?: number | undefined;
  priceOrder?: 'asc' | 'desc' | undefined;
  salesOrder?: 'asc' | 'desc' | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

export class CatalogIndex<P extends SearchableProduct> {
  private readonly text: string[];
  private readonly byCategory = new Map<number, number[]>();
  private readonly byMerchant = new Map<number, number[]>();
  private readonly leavesUnder = new Map<number, number[]>();
  private readonly byPrice: Int32Array;
  private readonly bySales: Int32Array;
  private readonly byNewest: Int32Array;

  constructor(
    private readonly products: readonly P[],
    categories: readonly SearchableCategory[],
  ) {
    this.text = products.map((p) => `${p.storeName}\u0001${p.keyword}`.toLowerCase());
    products.forEach((p, i) => {
      push(this.byCategory, p.categoryId, i);
      push(this.byMerchant, p.merId, i);
    });
    const children = new Map<number, number[]>();
    for (const c of categories) push(children, c.pid, c.id);
    const collect = (id: number): number[] => {
      const kids = children.get(id);
      if (!kids || kids.length === 0) return [id];
      return kids.flatMap(collect);
    };
    for (const c of categories) this.leavesUnder.set(c.id, collect(c.id));
    const order = (compare: (a: P, b: P) => number): Int32Array => {
      const idx = Array.from(products.keys());
      idx.sort((a, b) => compare(products[a] as P, products[b] as P));
      return Int32Array.from(idx);
    };
    this.byPrice = order((a, b) => a.price - b.price || a.id - b.id);
    this.bySales = order((a, b) => a.sales + a.ficti - (b.sales + b.ficti) || a.id - b.id);
    this.byNewest = order((a, b) => b.id - a.id);
  }

  /** Every match, ordered (at most `max`). */
  search(query: CatalogQuery, max = Infinity): P[] {
    const out: P[] = [];
    for (const i of this.searchIndices(query)) {
      if (out.length >= max) break;
      out.push(this.products[i] as P);
    }
    return out;
  }

  /** One page of matches plus the total: the ordered match list holds positions only (cheap at 100k). */
  page(query: CatalogQuery, page: number, limit: number): { total: number; items: P[]; all: number[] } {
    const all = this.searchIndices(query);
    const start = (page - 1) * limit;
    return { total: all.length, items: all.slice(start, start + limit).map((i) => this.products[i] as P), all };
  }

  /** Positions (into the product array) of every match, ordered. */
  searchIndices(query: CatalogQuery): number[] {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    let candidates: number[] | null = null;
    if (query.cid !== undefined) {
      const leaves = this.leavesUnder.get(query.cid) ?? [];
      candidates = leaves.flatMap((leaf) => this.byCategory.get(leaf) ?? []);
    }
    if (query.merId !== undefined) {
      const own = this.byMerchant.get(query.merId) ?? [];
      if (candidates === null) candidates = own;
      else {
        const set = new Set(own);
        candidates = candidates.filter((i) => set.has(i));
      }
    }
    const shopCid = query.shopCid !== undefined ? String(query.shopCid) : null;
    const { minPrice, maxPrice } = query;
    const products = this.products;
    const text = this.text;
    const matches = (i: number): boolean => {
      const p = products[i] as P;
      if (!p.isShow) return false;
      if (minPrice !== undefined && p.price < minPrice) return false;
      if (maxPrice !== undefined && p.price > maxPrice) return false;
      if (keyword && !(text[i] as string).includes(keyword)) return false;
      if (shopCid !== null && !p.cateId.split(',').includes(shopCid)) return false;
      return true;
    };

    const desc = (query.salesOrder ?? query.priceOrder) === 'desc';
    const which = query.salesOrder ? 'sales' : query.priceOrder ? 'price' : 'newest';
    const sorted = which === 'sales' ? this.bySales : which === 'price' ? this.byPrice : this.byNewest;
    const out: number[] = [];
    if (candidates === null || candidates.length > products.length / 8) {
      // Walk the pre-sorted order and keep the matches: no per-request sort.
      let allowed: Uint8Array | null = null;
      if (candidates !== null) {
        allowed = new Uint8Array(products.length);
        for (const i of candidates) allowed[i] = 1;
      }
      const n = sorted.length;
      for (let k = 0; k < n; k += 1) {
        const i = (desc ? sorted[n - 1 - k] : sorted[k]) as number;
        if (allowed !== null && allowed[i] !== 1) continue;
        if (matches(i)) out.push(i);
      }
      return out;
    }
    const rank = this.rankOf(which);
    const hits = candidates.filter(matches);
    hits.sort((a, b) => (rank[a] as number) - (rank[b] as number));
    if (desc) hits.reverse();
    return hits;
  }

  private readonly ranks = new Map<string, Int32Array>();

  /** rank[i] = position of product i in a pre-sorted order (built on first use). */
  private rankOf(which: 'sales' | 'price' | 'newest'): Int32Array {
    let rank = this.ranks.get(which);
    if (!rank) {
      const sorted = which === 'sales' ? this.bySales : which === 'price' ? this.byPrice : this.byNewest;
      rank = new Int32Array(sorted.length);
      sorted.forEach((i, k) => {
        (rank as Int32Array)[i] = k;
      });
      this.ranks.set(which, rank);
    }
    return rank;
  }
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
