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

  /** Every match, ordered. */
  search(query: CatalogQuery): P[] {
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
    const matches = (i: number): boolean => {
      const p = this.products[i] as P;
      if (!p.isShow) return false;
      if (query.minPrice !== undefined && p.price < query.minPrice) return false;
      if (query.maxPrice !== undefined && p.price > query.maxPrice) return false;
      if (keyword && !(this.text[i] as string).includes(keyword)) return false;
      if (shopCid !== null && !p.cateId.split(',').includes(shopCid)) return false;
      return true;
    };

    const direction = query.salesOrder ?? query.priceOrder;
    const sorted = query.salesOrder ? this.bySales : query.priceOrder ? this.byPrice : this.byNewest;
    const out: P[] = [];
    if (candidates === null || candidates.length > this.products.length / 8) {
      // Walk the pre-sorted order and keep the matches: no per-request sort.
      const allowed = candidates === null ? null : new Uint8Array(this.products.length);
      if (allowed && candidates) for (const i of candidates) allowed[i] = 1;
      const n = sorted.length;
      for (let k = 0; k < n; k += 1) {
        const i = direction === 'desc' ? (sorted[n - 1 - k] as number) : (sorted[k] as number);
        if (allowed && allowed[i] !== 1) continue;
        if (matches(i)) out.push(this.products[i] as P);
      }
      return out;
    }
    const rank = new Map<number, number>();
    const hits = candidates.filter(matches);
    if (hits.length > 1) {
      // Rank lookup keeps the order identical to the walk above.
      if (hits.length * 20 < sorted.length) {
        const cmp = compareFor(query);
        hits.sort((a, b) => cmp(this.products[a] as P, this.products[b] as P));
        if (direction === 'desc') hits.reverse();
      } else {
        sorted.forEach((i, k) => rank.set(i, k));
        hits.sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
        if (direction === 'desc') hits.reverse();
      }
    }
    for (const i of hits) out.push(this.products[i] as P);
    return out;
  }
}

/** The same orders as the pre-sorted arrays (ascending; `desc` reverses). */
function compareFor(query: CatalogQuery): (a: SearchableProduct, b: SearchableProduct) => number {
  if (query.salesOrder) return (a, b) => a.sales + a.ficti - (b.sales + b.ficti) || a.id - b.id;
  if (query.priceOrder) return (a, b) => a.price - b.price || a.id - b.id;
  return (a, b) => b.id - a.id;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
