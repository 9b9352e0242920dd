import { matchRoutes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, localizePath } from '../lib/i18n/locales';
import { ROUTE_SAMPLES, sampleUrl } from './route-samples';
import { buildRoutes, routesFor } from './router';

/**
 * AppRoutes gives the router only the branch of the table a path's first segment leads into (`routesFor`): for every
 * sample URL of every route (app/route-samples.ts) in every locale, and for paths written otherwise (another case, an
 * encoded segment, the `/lao` alias, unknown and undecodable paths), that branch matches exactly what the whole table
 * matches: the same routes, the same parameters.
 */
const whole = buildRoutes();
const matched = (routes: ReturnType<typeof buildRoutes>, path: string) =>
  matchRoutes(routes, path)?.map((match) => ({ route: match.route.path ?? (match.route.index ? '(index)' : ''), params: match.params })) ??
  null;

const samples = Object.values(ROUTE_SAMPLES).flatMap((entry) => [...entry.shows, ...(entry.also ?? [])].map((sample) => sampleUrl(sample)));
const paths = [
  ...LOCALES.flatMap((locale) => samples.map((url) => localizePath(url.split('?')[0] ?? url, locale))),
  '/',
  '/fr',
  '/FR/goods_detail/1',
  '/Zh-cn/goods_detail/1',
  '/%66r/goods_detail/1',
  '/lao',
  '/lao/goods_detail/1',
  '/LAO/x',
  '/en/goods_detail/1',
  '/frx/goods_detail/1',
  '/no/such/page',
  '/%ff/x',
  '//fr/goods_detail/1',
  '/fr/no/such/page',
];

describe('routesFor', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(paths)('%s: the branch matches what the whole table matches', (path) => {
    // The router says so when a path cannot be decoded (and matches it as written).
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const expected = matched(whole, path);
    expect(expected, 'the whole table matches it (its 404 at least)').not.toBeNull();
    expect(matched(routesFor(path), path)).toEqual(expected);
    for (const [message] of warned.mock.calls) expect(String(message)).toMatch(/could not be decoded/);
  });

  it('gives the router one branch: the locale prefix, the /lao alias, or the root', () => {
    expect(routesFor('/fr/goods_detail/1').map((route) => route.path)).toEqual(['/fr']);
    expect(routesFor('/ZH-CN').map((route) => route.path)).toEqual(['/zh-CN']);
    expect(routesFor('/lao/x').map((route) => route.path)).toEqual(['/lao/*']);
    expect(routesFor('/goods_detail/1').map((route) => route.path)).toEqual(['/']);
    expect(whole.length).toBe(LOCALES.length + 1);
  });
});
