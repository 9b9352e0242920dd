import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/fixtures/browser';
import { PUBLIC_PAGES } from '../../web/src/app/ssr/public-pages';
import { ServerProcess } from './api-server';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_PRESETS, LIGHTHOUSE_REPORTS, LIGHTHOUSE_RUNS, SERVER_PREBUILT } from './options';
import { median, note, report } from './report';
import { buildStorefront } from './storefront';
import { StorefrontProcess } from './storefront-process';
import { freePort } from './server';
import { benchPages } from './transfer';

/**
 * Budgets (docs/performance.md): on the production server, the public pages score 98 or more on a phone with the
 * largest paint by 2.0 s (home, search, product, shop), 100 on a desktop, and keep CLS at 0; member pages (the
 * shell, rendered on the client) keep ADR 0012's 99 desktop and 90 mobile. SEO and Best Practices are 100 on every
 * public page.
 */
const DESKTOP_SCORE_BUDGET = 100;
const MEMBER_DESKTOP_SCORE_BUDGET = 99;
const MOBILE_SCORE_BUDGET = 98;
const MEMBER_MOBILE_SCORE_BUDGET = 90;
const MOBILE_LCP_BUDGET_MS = 2000;
/** "CLS stays 0": nothing moves (to three decimals). */
const LIGHTHOUSE_CLS_BUDGET = 0.0005;
const CATEGORY_BUDGET = 100;

interface LighthouseFigures {
  score: number;
  /** SEO and Best Practices scores (0-100), and the ids of their failed audits; null when not asked for. */
  seo: number | null;
  bestPractices: number | null;
  failed: string[];
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** Lighthouse 13 runs on Node 22.19 or later (its package.json engines); docs/node-runtime.md. */
const LIGHTHOUSE_NODE = [22, 19] as const;

/** Whether this Node can run Lighthouse: an older one gets a line saying so instead of a crash inside Lighthouse. */
function nodeRunsLighthouse(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return major > LIGHTHOUSE_NODE[0] || (major === LIGHTHOUSE_NODE[0] && minor >= LIGHTHOUSE_NODE[1]);
}

type Preset = 'desktop' | 'mobile';
interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
}

/**
 * Lighthouse 13 on the production server (`npm run build`, then server/app.ts in a process of its own with its page
 * cache, the seeded mock behind /api/ in another), in the Chromium the tests use:
 * - the bench's six pages (transfer.ts, benchPages), desktop preset and the mobile default, medians of
 *   LIGHTHOUSE_RUNS runs: performance, and for the four public ones SEO and Best Practices too;
 * - every other public page the server renders (app/ssr/public-pages.ts, the list the crawler test reads), one
 *   mobile run each: SEO and Best Practices.
 * A persistent profile carries the shopper's cookies for signed-in pages; their storage is then left alone (the
 * HTTP cache is still cold: a fresh profile per run).
 */
export async function benchLighthouse(): Promise<void> {
  if (!nodeRunsLighthouse(process.version)) {
    console.log(
      `\n## Lighthouse: not run, it needs Node ${LIGHTHOUSE_NODE.join('.')} or later and this is ${process.version} (.nvmrc names the recommended Node)`,
    );
    return;
  }
  const builds = SERVER_PREBUILT ? { webDir: resolve('dist/web'), serverDir: resolve('dist/server') } : await buildStorefront();
  const mock = await ServerProcess.start({ kind: 'start', mode: 'mock', picturesOnItsOrigin: true });
  const storefront = await StorefrontProcess.start({ ...builds, apiUpstream: mock.base });
  try {
    const { cached: webUrl } = await storefront.listen();
    const { token, pages } = await benchPages(mock.base);
    console.log(
      `\n## Lighthouse on the production server (page cache on, API behind its origin), ${LIGHTHOUSE_RUNS} runs per page and preset, medians (score, FCP, LCP, TBT, CLS; SEO and Best Practices on public pages); budgets: public pages desktop ${DESKTOP_SCORE_BUDGET}, mobile ${MOBILE_SCORE_BUDGET}+ and LCP <= ${MOBILE_LCP_BUDGET_MS / 1000} s, CLS 0, SEO and Best Practices ${CATEGORY_BUDGET}; member pages desktop ${MEMBER_DESKTOP_SCORE_BUDGET}+, mobile ${MEMBER_MOBILE_SCORE_BUDGET}+`,
    );
    const presets: Preset[] = ['desktop', 'mobile'];
    const chosenPresets = presets.filter((preset) => !LIGHTHOUSE_PRESETS || LIGHTHOUSE_PRESETS.includes(preset));
    const chosen = (name: string) => !LIGHTHOUSE_PAGES || LIGHTHOUSE_PAGES.includes(name.split(' ')[0] ?? '');
    const chosenPages = pages.filter((page) => chosen(page.name));
    for (const preset of chosenPresets) {
      for (const page of chosenPages) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await lighthouseRun(webUrl, token, page, preset, run, !page.signedIn));
        reportPerformance(page, preset, runs);
      }
    }
    // The other public pages, once each on a phone (SEO and Best Practices do not depend on the preset's throttling).
    if (!LIGHTHOUSE_PAGES || LIGHTHOUSE_PAGES.includes('public')) {
      const measured = new Set(pages.map((page) => page.path));
      const others = PUBLIC_PAGES.filter((path) => !measured.has(path));
      console.log(
        `\n## Lighthouse SEO and Best Practices of every other public page the server renders (${others.length}), mobile, one run each`,
      );
      for (const path of others) {
        const figures = await lighthouseRun(webUrl, token, { name: path, path, signedIn: false }, 'mobile', 0, true, false);
        reportCategories(path, [figures]);
      }
    }
  } finally {
    await storefront.close();
    await mock.close();
  }
}

/** One Lighthouse run of a page in a fresh profile; SEO and Best Practices with performance when `categories`. */
async function lighthouseRun(
  webUrl: string,
  token: string,
  page: LighthousePage,
  preset: Preset,
  run: number,
  categories: boolean,
  performance = true,
): Promise<LighthouseFigures> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const launch = chromiumLaunchOptions();
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    args: [...launch.args, `--remote-debugging-port=${port}`],
  });
  try {
    if (page.signedIn) {
      await context.addCookies([
        { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: webUrl },
        { name: 'auth.loggedIn', value: 'true', url: webUrl },
        { name: 'auth.strategy', value: 'email', url: webUrl },
      ]);
    }
    const onlyCategories = [...(performance ? ['performance'] : []), ...(categories ? ['seo', 'best-practices'] : [])];
    const result = await lighthouse(
      `${webUrl}${page.path}`,
      { port, output: 'json', logLevel: 'error', onlyCategories, disableStorageReset: page.signedIn },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${webUrl}${page.path}`).pathname)
      note(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
    if (LIGHTHOUSE_REPORTS) {
      mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
      const name = page.name.split(' ')[0]?.replace(/[^\w-]+/g, '_') || 'page';
      writeFileSync(join(LIGHTHOUSE_REPORTS, `${name}-${preset}-${run + 1}.json`), JSON.stringify(lhr));
    }
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    const category = (id: string): number | null => {
      const found = lhr.categories[id];
      return found ? (found.score ?? 0) * 100 : null;
    };
    // Failed audits of the two checklists (a score below 1; informative and not-applicable ones have none).
    const failed = ['seo', 'best-practices'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    );
    return {
      score: category('performance') ?? Number.NaN,
      seo: category('seo'),
      bestPractices: category('best-practices'),
      failed,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function reportPerformance(page: LighthousePage, preset: Preset, runs: LighthouseFigures[]): void {
  const m = (pick: (f: LighthouseFigures) => number): number => median(runs.map(pick));
  const score = m((f) => f.score);
  const cls = m((f) => f.cls);
  const lcp = m((f) => f.lcp);
  const member = page.signedIn;
  const budget =
    preset === 'desktop'
      ? member
        ? MEMBER_DESKTOP_SCORE_BUDGET
        : DESKTOP_SCORE_BUDGET
      : member
        ? MEMBER_MOBILE_SCORE_BUDGET
        : MOBILE_SCORE_BUDGET;
  const lcpBudget = preset === 'mobile' && !member;
  report(
    `lighthouse ${preset} ${page.name}`,
    `${score.toFixed(0)} / LCP ${(lcp / 1000).toFixed(2)} s / CLS ${cls.toFixed(3)}`,
    `budget ${budget}${lcpBudget ? `, LCP ${MOBILE_LCP_BUDGET_MS / 1000} s` : ''}${member ? '' : ', CLS 0'}`,
    score >= budget && (!lcpBudget || lcp <= MOBILE_LCP_BUDGET_MS) && (member || cls <= LIGHTHOUSE_CLS_BUDGET),
  );
  note(
    `FCP ${m((f) => f.fcp).toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms, TBT ${m((f) => f.tbt).toFixed(0)} ms; scores ${runs.map((f) => f.score.toFixed(0)).join(', ')}`,
  );
  if (!member) reportCategories(`${page.name} (${preset})`, runs);
}

/** SEO and Best Practices of a public page: the lowest of its runs, with the audits that failed. */
function reportCategories(name: string, runs: LighthouseFigures[]): void {
  const lowest = (pick: (f: LighthouseFigures) => number | null): number => Math.min(...runs.map((f) => pick(f) ?? 0));
  const seo = lowest((f) => f.seo);
  const bestPractices = lowest((f) => f.bestPractices);
  report(
    `lighthouse SEO / Best Practices ${name}`,
    `${seo.toFixed(0)} / ${bestPractices.toFixed(0)}`,
    `budget ${CATEGORY_BUDGET} / ${CATEGORY_BUDGET}`,
    seo >= CATEGORY_BUDGET && bestPractices >= CATEGORY_BUDGET,
  );
  const failed = [...new Set(runs.flatMap((f) => f.failed))];
  if (failed.length > 0) note(`failed: ${failed.join(', ')}`);
}
