/**
 * Catalog search and browse (docs/backend-wire.md, Product and shop lists), over in-memory indexes built once per catalog version:
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
  /** Lowercased "name \u0001 keyword" of every product, joined by "\n" into one string: one indexOf pass finds them all. */
  private readonly corpus: string;
  private readonly offsets: Int32Array;
  private readonly prices: Float64Array;
  private readonly shown: Uint8Array;
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
    const texts = products.map((p) => `${p.storeName}\u0001${p.keyword}`.toLowerCase().replace(/\n/g, ' '));
    this.offsets = new Int32Array(texts.length + 1);
    let offset = 0;
    texts.forEach((t, i) => {
      this.offsets[i] = offset;
      offset += t.length + 1;
    });
    this.offsets[texts.length] = offset;
    this.corpus = texts.join('\n');
    this.prices = Float64Array.from(products, (p) => p.price);
    this.shown = Uint8Array.from(products, (p) => (p.isShow ? 1 : 0));
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
    const keyword = query.keyword?.trim().toLowerCase().replace(/\n/g, ' ') ?? '';
    let candidates: number[] | null = null;
    if (query.cid !== undefined) {
      const leaves = this.leavesUnder.get(query.cid) ?? [];
      candidates =
        leaves.length === 1
          ? [...(this.byCategory.get(leaves[0] as number) ?? [])]
          : leaves.flatMap((leaf) => this.byCategory.get(leaf) ?? []);
    }
    if (query.merId !== undefined) candidates = intersect(candidates, this.byMerchant.get(query.merId) ?? []);
    if (keyword) candidates = intersect(candidates, this.keywordHits(keyword));

    const shopCid = query.shopCid !== undefined ? String(query.shopCid) : null;
    const { minPrice, maxPrice } = query;
    const { prices, shown, products } = this;
    const matches = (i: number): boolean => {
      if (shown[i] !== 1) return false;
      const price = prices[i] as number;
      if (minPrice !== undefined && price < minPrice) return false;
      if (maxPrice !== undefined && price > maxPrice) return false;
      if (shopCid !== null && !(products[i] as P).cateId.split(',').includes(shopCid)) return false;
      return true;
    };

    const desc = (query.salesOrder ?? query.priceOrder) === 'desc';
    const which = query.salesOrder ? 'sales' : query.priceOrder ? 'price' : 'newest';
    const sorted = which === 'sales' ? this.bySales : which === 'price' ? this.byPrice : this.byNewest;
    if (candidates === null || candidates.length > products.length / 4) {
      // Walk the pre-sorted order and keep the matches: no per-request sort.
      let allowed: Uint8Array | null = null;
      if (candidates !== null) {
        allowed = new Uint8Array(products.length);
        for (const i of candidates) allowed[i] = 1;
      }
      const out: number[] = [];
      const n = sorted.length;
      for (let k = 0; k < n; k += 1) {
        const i = (desc ? sorted[n - 1 - k] : sorted[k]) as number;
        if (allowed !== null && allowed[i] !== 1) continue;
        if (matches(i)) out.push(i);
      }
      return out;
    }
    const rank = this.rankOf(which);
    const hits = Int32Array.from(candidates.filter(matches), (i) => rank[i] as number).sort();
    const out = new Array<number>(hits.length);
    for (let k = 0; k < hits.length; k += 1) out[k] = sorted[hits[desc ? hits.length - 1 - k : k] as number] as number;
    return out;
  }

  /** Positions whose name or keyword field contains the keyword (ascending). */
  private keywordHits(keyword: string): number[] {
    const out: number[] = [];
    const { corpus, offsets } = this;
    let from = 0;
    for (;;) {
      const at = corpus.indexOf(keyword, from);
      if (at === -1) break;
      // The product whose text holds this position: the last offset <= at.
      let lo = 0;
      let hi = offsets.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((offsets[mid] as number) <= at) lo = mid;
        else hi = mid - 1;
      }
      out.push(lo);
      from = offsets[lo + 1] as number;
    }
    return out;
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

function intersect(current: number[] | null, next: number[]): number[] {
  if (current === null) return next;
  const set = new Set(next);
  return current.filter((i) => set.has(i));
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
