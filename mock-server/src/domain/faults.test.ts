import { describe, expect, it } from 'vitest';
import { FaultList, Glob } from './faults';

const matches = (glob: string, path: string) => new Glob(glob).test(path);

describe('fault globs', () => {
  it('* stays in a segment, ** crosses segments', () => {
    expect(matches('/api/front/product/*', '/api/front/product/list')).toBe(true);
    expect(matches('/api/front/product/*', '/api/front/product/detail/1')).toBe(false);
    expect(matches('/api/**', '/api/front/product/detail/1')).toBe(true);
    expect(matches('/api/front/product/detail/?', '/api/front/product/detail/1')).toBe(true);
    expect(matches('/api/a.b', '/api/aXb')).toBe(false);
    expect(matches('/api/a.b', '/api/a.b')).toBe(true);
    expect(matches('/api/**/detail/*', '/api/front/product/detail/1')).toBe(true);
    expect(matches('/api/**/detail/*', '/api/front/product/detail/1/x')).toBe(false);
    expect(matches('/api/*/list', '/api/product/list')).toBe(true);
    expect(matches('/api/*/list', '/api/front/product/list')).toBe(false);
    expect(matches('/api/*', '/api/')).toBe(true);
    expect(matches('/api/***', '/api/a/b')).toBe(true);
    expect(matches('*a*b', 'xxaxxb')).toBe(true);
    expect(matches('*a*b', 'xxaxxbx')).toBe(false);
    expect(matches('/api/x', '/api/x/')).toBe(false);
  });

  it('agrees with the equivalent regular expression on many small globs and paths', () => {
    const toRegExp = (glob: string) =>
      new RegExp(
        `^${glob.replace(/\*+|\?|[^*?]/g, (part) =>
          part === '?' ? '.' : part.startsWith('*') ? (part.length > 1 ? '.*' : '[^/]*') : part.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )}$`,
      );
    const alphabet = ['a', 'b', '/', '*', '?', '**'];
    let seed = 7;
    const pick = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let n = 0; n < 2000; n += 1) {
      const glob = Array.from({ length: 1 + pick(6) }, () => alphabet[pick(alphabet.length)]).join('');
      const path = Array.from({ length: pick(8) }, () => ['a', 'b', '/'][pick(3)]).join('');
      expect(matches(glob, path), `${glob} ~ ${path}`).toBe(toRegExp(glob).test(path));
    }
    // Globs longer than one 32-bit word of states, with a few stars (the regular expression stays fast on these).
    const long = ['a', 'a', 'a', 'b', '/', '?', 'a', 'b', 'a', '*', 'b', '**'];
    for (let n = 0; n < 300; n += 1) {
      const glob = Array.from({ length: 30 + pick(60) }, () => long[pick(long.length)]).join('');
      const path = Array.from({ length: 30 + pick(60) }, () => ['a', 'b', '/', 'a'][pick(4)]).join('');
      expect(matches(glob, path), `${glob} ~ ${path}`).toBe(toRegExp(glob).test(path));
      // A path built to match: the glob with each piece replaced by what it may take.
      const fitting = glob.replace(/\*+|\?/g, (part) => (part === '?' ? 'b' : part.length > 1 ? 'a/b' : 'ab'));
      expect(matches(glob, fitting), `${glob} ~ ${fitting}`).toBe(true);
    }
  });

  it('a glob built to backtrack against a long path answers in one pass of a few word operations per character', () => {
    const evil = '/api/**a**a**a**a**a**a**a**a**b';
    const path = `/api/${'a'.repeat(5000)}`;
    const steps = { count: 0 };
    expect(new Glob(evil).test(path, steps)).toBe(false);
    // 23 pieces: one word per character.
    expect(steps.count).toBeLessThanOrEqual(path.length);
    expect(new Glob(evil).test(`${path}b`)).toBe(true);
    const longest = `/api/${'*a'.repeat(97)}b`;
    const many = { count: 0 };
    expect(new Glob(longest).test(path, many)).toBe(false);
    expect(many.count).toBeLessThanOrEqual(path.length * 7);
  });

  it('refuses a glob over 200 characters and more than 50 faults in force', () => {
    expect(() => new Glob(`/api/${'*'.repeat(200)}`)).toThrow('path: This value is too long');
    const faults = new FaultList();
    for (let n = 0; n < 50; n += 1) faults.add({ method: 'GET', path: `/api/${n}`, code: 500, probability: 1 });
    expect(() => faults.add({ method: 'GET', path: '/api/x', code: 500, probability: 1 })).toThrow(/^faults: At most 50 faults/);
    expect(faults.size).toBe(50);
  });

  it('matches method, honours count and probability', () => {
    const faults = new FaultList();
    faults.add({ method: 'GET', path: '/api/**', code: 500, probability: 1, count: 2 });
    expect(faults.match('POST', '/api/x')).toBeNull();
    expect(faults.match('GET', '/api/x')?.code).toBe(500);
    expect(faults.match('GET', '/api/x')?.code).toBe(500);
    expect(faults.match('GET', '/api/x')).toBeNull();
    faults.add({ method: '*', path: '/api/**', code: 404, probability: 0.5 });
    expect(faults.match('GET', '/api/x', () => 0.7)).toBeNull();
    expect(faults.match('GET', '/api/x', () => 0.2)?.code).toBe(404);
    faults.clear();
    expect(faults.match('GET', '/api/x', () => 0)).toBeNull();
  });
});
