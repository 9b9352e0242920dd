import { describe, expect, it } from 'vitest';
import { collectionSearch, parseCollectionPage, parseCollectionTab, selectionState } from './collection-params';

describe('favourites page URL state', () => {
  it('reads the tab and page, defaulting anything else', () => {
    expect(parseCollectionTab('shops')).toBe('shops');
    expect(parseCollectionTab('products')).toBe('products');
    expect(parseCollectionTab(null)).toBe('products');
    expect(parseCollectionTab('SHOPS')).toBe('products');
    expect(parseCollectionPage('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '1e9']) expect(parseCollectionPage(bad), String(bad)).toBe(1);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = new URLSearchParams('tab=shops&page=4&utm=x');
    expect(collectionSearch(current, 'products', 1).toString()).toBe('utm=x');
    expect(collectionSearch(current, 'shops', 2).toString()).toBe('tab=shops&page=2&utm=x');
    expect(collectionSearch(new URLSearchParams(), 'products', 3).toString()).toBe('page=3');
  });

  it('reports the select-all state over the visible records only', () => {
    expect(selectionState([1, 2, 3], new Set())).toBe('none');
    expect(selectionState([1, 2, 3], new Set([2]))).toBe('some');
    expect(selectionState([1, 2, 3], new Set([1, 2, 3, 9]))).toBe('all');
    expect(selectionState([1, 2], new Set([9]))).toBe('none');
  });
});
