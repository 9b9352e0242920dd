// Lists the server keeps about the pages, held to the web's route table (docs/adding-a-route.md, B.6). The test lives
// here because server/ may not import web/src/app (docs/conventions.md, Boundaries) and web/ never imports server/.
import { describe, expect, it } from 'vitest';
import { ROUTE_SAMPLES, routePatterns, sampleUrl } from '../web/src/app/route-samples';
import { isShellOnly } from '../web/src/app/ssr/shell-only';
import { namesAFile } from '../server/page-answer';
import { STATIC_PATHS, UNLISTED_PAGES } from '../server/sitemap';

const indexed = [
  ...new Set(
    routePatterns()
      .filter(([, route]) => !isShellOnly(route))
      .map(([pattern]) => pattern),
  ),
];

describe('the sitemap and the route table', () => {
  it('lists every indexed page without a path parameter, or names it in UNLISTED_PAGES', () => {
    const listed = new Set([...STATIC_PATHS, ...Object.keys(UNLISTED_PAGES)]);
    expect(indexed.filter((pattern) => !pattern.includes(':') && !listed.has(pattern))).toEqual([]);
  });

  it('lists indexed pages of the table only, each once, in one of the two lists', () => {
    const entries = [...STATIC_PATHS, ...Object.keys(UNLISTED_PAGES)];
    expect(entries.filter((path) => !indexed.includes(path))).toEqual([]);
    expect(new Set(entries).size).toBe(entries.length);
  });
});

describe('the servers’ missing files and the route table', () => {
  it('no page’s address names a file, so none is answered as a missing file (server/page-answer.ts, namesAFile)', () => {
    const addresses = Object.values(ROUTE_SAMPLES).flatMap((samples) =>
      [...samples.shows, ...(samples.also ?? [])].map((sample) => sampleUrl(sample)),
    );
    expect(addresses.length).toBeGreaterThan(40);
    expect(addresses.filter((address) => namesAFile(address.split('?')[0] ?? '/'))).toEqual([]);
  });
});
