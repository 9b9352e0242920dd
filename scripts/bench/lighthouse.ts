import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/fixtures/browser';
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_PRESETS, LIGHTHOUSE_REPORTS, LIGHTHOUSE_RUNS } from './options';
import { median, note, report } from './report';
import { freePort } from './transfer';

/** Budgets as docs/adr/0012 states them: desktop score 99 or more and CLS at most 0.01 on each page; mobile score 90 or more. */
const DESKTOP_SCORE_BUDGET = 99;
const MOBILE_SCORE_BUDGET = 90;
const LIGHTHOUSE_CLS_BUDGET = 0.01;

interface LighthouseFigures {
  score: number;
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

/**
 * Lighthouse 13 (performance only) in the Chromium the tests use, desktop preset and the mobile default, medians of
 * LIGHTHOUSE_RUNS runs per page. A persistent profile carries the shopper's cookies for signed-in pages; their
 * storage is then left alone (the HTTP cache is still cold: a fresh profile per page).
 */
export async function benchLighthouse(
  webUrl: string,
  token: string,
  pages: readonly { name: string; path: string; signedIn: boolean }[],
): Promise<void> {
  if (!nodeRunsLighthouse(process.version)) {
    console.log(
      `\n## Lighthouse: not run, it needs Node ${LIGHTHOUSE_NODE.join('.')} or later and this is ${process.version} (.nvmrc names the recommended Node)`,
    );
    return;
  }
  console.log(
    `\n## Lighthouse ${LIGHTHOUSE_RUNS} runs per page and preset, medians (score, FCP, LCP, TBT, CLS); budgets: desktop ${DESKTOP_SCORE_BUDGET}+ and CLS <= ${LIGHTHOUSE_CLS_BUDGET}, mobile ${MOBILE_SCORE_BUDGET}+`,
  );
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const presets = [
    { name: 'desktop', config: desktopConfig, budget: DESKTOP_SCORE_BUDGET },
    { name: 'mobile', config: undefined, budget: MOBILE_SCORE_BUDGET },
  ];
  const chosenPresets = presets.filter((preset) => !LIGHTHOUSE_PRESETS || LIGHTHOUSE_PRESETS.includes(preset.name));
  const chosenPages = pages.filter((page) => !LIGHTHOUSE_PAGES || LIGHTHOUSE_PAGES.includes(page.name.split(' ')[0] ?? ''));
  for (const preset of chosenPresets) {
    for (const page of chosenPages) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
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
          const result = await lighthouse(
            `${webUrl}${page.path}`,
            { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: page.signedIn },
            preset.config,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error('Lighthouse gave no result');
          if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${webUrl}${page.path}`).pathname)
            note(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
          if (LIGHTHOUSE_REPORTS) {
            mkdirSync(LIGHTHOUSE_REPORTS, { recursive: true });
            const file = `${page.name.split(' ')[0] ?? 'page'}-${preset.name}-${run + 1}.json`;
            writeFileSync(join(LIGHTHOUSE_REPORTS, file), JSON.stringify(lhr));
          }
          const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
          runs.push({
            score: (lhr.categories.performance?.score ?? 0) * 100,
            fcp: audit('first-contentful-paint'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
          });
        } finally {
          await context.close();
          rmSync(profile, { recursive: true, force: true });
        }
      }
      const m = (pick: (f: LighthouseFigures) => number): number => median(runs.map(pick));
      const score = m((f) => f.score);
      const cls = m((f) => f.cls);
      const withinCls = preset.name === 'desktop' ? cls <= LIGHTHOUSE_CLS_BUDGET : true;
      report(
        `lighthouse ${preset.name} ${page.name}`,
        `${score.toFixed(0)} / CLS ${cls.toFixed(3)}`,
        `budget ${preset.budget}${preset.name === 'desktop' ? `, CLS ${LIGHTHOUSE_CLS_BUDGET}` : ''}`,
        score >= preset.budget && withinCls,
      );
      note(
        `FCP ${m((f) => f.fcp).toFixed(0)} ms, LCP ${m((f) => f.lcp).toFixed(0)} ms, TBT ${m((f) => f.tbt).toFixed(0)} ms; scores ${runs.map((f) => f.score.toFixed(0)).join(', ')}`,
      );
    }
  }
}
