import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MockState } from '../../state';
import { generateSeed } from '.';

describe('seed', () => {
  const data = generateSeed({ seed: 1, products: 300 });

  it('is deterministic per seed and differs across seeds', () => {
    expect(JSON.stringify(generateSeed({ seed: 1, products: 300 }))).toBe(JSON.stringify(data));
    expect(JSON.stringify(generateSeed({ seed: 2, products: 300 }))).not.toBe(JSON.stringify(data));
  });

  it('has the shops, categories and products the screens need', () => {
    expect(data.merchants.length).toBeGreaterThanOrEqual(8);
    expect(data.merchants.filter((m) => m.isSelf)).toHaveLength(1);
    const top = data.categories.filter((c) => c.level === 1);
    const leaves = data.categories.filter((c) => c.level === 3);
    expect(top.length).toBeGreaterThanOrEqual(6);
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    const leafIds = new Set(leaves.map((c) => c.id));
    expect(data.products).toHaveLength(300);
    expect(data.products.every((p) => leafIds.has(p.categoryId))).toBe(true);
    expect(data.products.filter((p) => p.specType).length).toBe(150);
    expect(data.hotKeywords.length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.activities.map((a) => a.type))).toEqual(new Set([1, 2, 3]));
    expect(data.userMenus.some((m) => !m.pc_url)).toBe(true);
    expect(data.coupons.some((c) => c.useType === 2)).toBe(true);
    expect(data.coupons.some((c) => c.useType === 1)).toBe(true);
  });

  it('keeps SKUs consistent with their product', () => {
    for (const product of data.products) {
      const skus = data.skus.filter((s) => s.productId === product.id);
      expect(skus.reduce((sum, s) => sum + s.stock, 0)).toBe(product.stock);
      expect(product.otPrice).toBeGreaterThan(product.price);
      expect(Math.min(...skus.map((s) => s.price))).toBe(product.price);
      // The list price is the cheapest SKU's own, not the highest of any SKU (docs/product-rules.md, Prices).
      const cheapest = skus.find((s) => s.price === product.price);
      expect(cheapest?.otPrice).toBe(product.otPrice);
      if (product.specType) {
        const attrs = data.productAttrs.filter((a) => a.productId === product.id);
        expect(attrs).toHaveLength(2);
        const [first, second] = attrs.map((a) => a.attrValues.split(','));
        expect(skus).toHaveLength((first?.length ?? 0) * (second?.length ?? 0));
      } else expect(skus).toHaveLength(1);
    }
    expect(data.skus.some((s) => s.stock === 0)).toBe(true);
    expect(data.products.some((p) => /<script|onerror=/.test(p.content))).toBe(true);
  });

  it('gives popular products reviews of every star, with and without pictures and replies', () => {
    const reviews = data.reviews.filter((r) => r.productId === 1);
    expect(new Set(reviews.map((r) => r.star))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(data.reviews.some((r) => r.pics.length > 0)).toBe(true);
    expect(data.reviews.some((r) => r.pics.length === 0)).toBe(true);
    expect(data.reviews.some((r) => r.merchantReplyContent !== null)).toBe(true);
  });

  it('never points at an external host', () => {
    const json = JSON.stringify(data);
    const urls = json.match(/"(https?:)?\/\/[^"]+"/g) ?? [];
    expect(urls.filter((u) => !u.includes('example.com'))).toEqual([]);
    expect(json).not.toMatch(/"https?:\/\/(?!support\.example\.com)[^"]*\.(svg|png|jpg)/);
  });

  // The seed is the data every test and the demo see: these hashes change only when a change to the seed means
  // to (then update them in the same commit and say why). The state-file snapshot covers the db as loaded.
  it('gives the same bytes as pinned', async () => {
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(sha256(JSON.stringify(data))).toBe('111287a6aa159e12619c3c6d15915d9f21a7b451699a3c2b27f6e10732b76c89');
    expect(sha256(JSON.stringify(generateSeed({ seed: 2, products: 300 })))).toBe(
      '455b393871580dfc572091a113276e835ef81dd0f057d2752b0f8ff511d5b311',
    );
    expect(sha256(JSON.stringify(generateSeed({ seed: 7, products: 2000 })))).toBe(
      'a6d8f17321589ff9aec9d47cf6afad5e18e71b949ab3199eb8a394bd1f03dfa6',
    );
    const state = new MockState({ seed: 1, products: 300 });
    await state.reset();
    expect(sha256(state.toSnapshot())).toBe('5da230f05df0a9c8bf9fcb1925e80e67f216dbd15bb7f6bc374668e180cc79df');
  });
});
