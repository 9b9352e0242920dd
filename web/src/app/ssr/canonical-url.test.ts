import { describe, expect, it } from 'vitest';
import { canonicalLocation, requestTarget } from './canonical-url';

describe('the one address of a page', () => {
  it('reads any request target as a path of this site, never as another host', () => {
    expect(requestTarget('//')).toEqual({ pathname: '//', search: '' });
    expect(requestTarget('//evil.com/x?a=1')).toEqual({ pathname: '//evil.com/x', search: '?a=1' });
    expect(requestTarget('//%2F')).toEqual({ pathname: '//%2F', search: '' });
    expect(requestTarget('/\\evil.com')).toEqual({ pathname: '//evil.com', search: '' });
    expect(requestTarget('http://evil.com/x')).toEqual({ pathname: '/http://evil.com/x', search: '' });
    expect(requestTarget('/%ff%fe')).toEqual({ pathname: '/%ff%fe', search: '' });
  });

  it('collapses repeated slashes into one, keeping the query', () => {
    expect(canonicalLocation('//')).toBe('/');
    expect(canonicalLocation('////')).toBe('/');
    expect(canonicalLocation('//%2F')).toBe('/%2F');
    expect(canonicalLocation('//evil.com')).toBe('/evil.com');
    expect(canonicalLocation('///x')).toBe('/x');
    expect(canonicalLocation('/\\evil.com')).toBe('/evil.com');
    expect(canonicalLocation('//zh-CN/goods_detail/1')).toBe('/zh-CN/goods_detail/1');
    expect(canonicalLocation('/goods//goods_search?cid=1&page=2')).toBe('/goods/goods_search?cid=1&page=2');
    expect(canonicalLocation('http://evil.com/x')).toBe('/http:/evil.com/x');
  });

  it('drops a trailing slash, but on home', () => {
    expect(canonicalLocation('/goods_detail/1/')).toBe('/goods_detail/1');
    expect(canonicalLocation('/middlewares/about_us/')).toBe('/middlewares/about_us');
    expect(canonicalLocation('/goods/goods_search/?title=a')).toBe('/goods/goods_search?title=a');
    expect(canonicalLocation('/zh-CN/')).toBe('/zh-CN');
    expect(canonicalLocation('/')).toBeNull();
    expect(canonicalLocation('/?from=mail')).toBeNull();
  });

  it('spells locale prefixes and ids one way', () => {
    expect(canonicalLocation('/lao/goods_detail/2')).toBe('/lo/goods_detail/2');
    expect(canonicalLocation('/zh-cn/')).toBe('/zh-CN');
    // The default language has no prefix.
    expect(canonicalLocation('/en/goods_detail/2?reviewPage=2')).toBe('/goods_detail/2?reviewPage=2');
    expect(canonicalLocation('/en')).toBe('/');
    expect(canonicalLocation('/EN/')).toBe('/');
    expect(canonicalLocation('/en/fr/goods_detail/2')).toBe('/fr/goods_detail/2');
    expect(canonicalLocation('/english')).toBeNull();
    expect(canonicalLocation('/enx/goods_detail/2')).toBeNull();
    expect(canonicalLocation('/goods_detail/01')).toBe('/goods_detail/1');
    expect(canonicalLocation('/fr/goods_detail/007?reviewPage=2')).toBe('/fr/goods_detail/7?reviewPage=2');
    // Not an id at all: the page's own 404.
    expect(canonicalLocation('/goods_detail/x')).toBeNull();
    expect(canonicalLocation('/goods_detail/0')).toBeNull();
    expect(canonicalLocation('/merchant/merchant?id=03')).toBe('/merchant/merchant?id=3');
  });

  it("moves a shop's merId alias to id, on every tab", () => {
    expect(canonicalLocation('/merchant/merchant?merId=3')).toBe('/merchant/merchant?id=3');
    expect(canonicalLocation('/es/merchant/merchant/category?merId=3&cid=4')).toBe('/es/merchant/merchant/category?cid=4&id=3');
    expect(canonicalLocation('/merchant/merchant?id=3&merId=4')).toBeNull();
    // No shop named: the page's own 404.
    expect(canonicalLocation('/merchant/merchant?merId=abc')).toBeNull();
    expect(canonicalLocation('/merchant/merchant')).toBeNull();
  });

  it('leaves canonical addresses alone', () => {
    for (const url of ['/goods_detail/1', '/th/goods/goods_search?cid=1', '/merchant/merchant?id=2', '/no/such/page', '/%ff%fe']) {
      expect(canonicalLocation(url), url).toBeNull();
    }
  });
});
