import { describe, expect, it } from 'vitest';
import { withoutTrackingParams } from './tracking-params';

describe('withoutTrackingParams', () => {
  it('drops what ad and social networks add, and nothing else', () => {
    expect(withoutTrackingParams('/goods_detail/1?fbclid=IwAR0abc')).toBe('/goods_detail/1');
    expect(withoutTrackingParams('/goods/goods_search?cid=2&utm_source=x&utm_medium=social&gclid=g&page=2')).toBe(
      '/goods/goods_search?cid=2&page=2',
    );
    for (const name of [
      'utm_campaign',
      'UTM_Term',
      'utm_content',
      'utm_id',
      'gbraid',
      'wbraid',
      'dclid',
      'msclkid',
      'twclid',
      'ttclid',
      'yclid',
      'igshid',
      'mc_cid',
      'mc_eid',
      '_gl',
    ])
      expect(withoutTrackingParams(`/?${name}=1`), name).toBe('/');
  });

  it('keeps every other parameter as it was written, in its order, and the fragment', () => {
    expect(withoutTrackingParams('/goods/goods_search?title=a%20b&fbclid=x&title=c+d&utm=1&sort')).toBe(
      '/goods/goods_search?title=a%20b&title=c+d&utm=1&sort',
    );
    expect(withoutTrackingParams('/fr/merchant/merchant?id=2&utm_source=x#coupons')).toBe('/fr/merchant/merchant?id=2#coupons');
    // A name that only starts like one, or a value that looks like one, is the page's.
    expect(withoutTrackingParams('/?gclidx=1&q=fbclid')).toBe('/?gclidx=1&q=fbclid');
  });

  it('answers the same string when there is nothing to drop', () => {
    for (const url of ['/', '/goods_detail/1', '/?', '/?a=1&&b=2', '/#utm_source=x', '/x?a=1#frag?fbclid=2'])
      expect(withoutTrackingParams(url)).toBe(url);
  });
});
