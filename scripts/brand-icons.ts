// `npm run brand-icons`: draws the site's icons from the brand's mark (docs/brand.md, "Icons") into web/public/:
// favicon.svg (browsers that take SVG), favicon.ico (one 32 x 32 PNG inside: Safari, bookmarks, feed readers and
// crawlers that ask for /favicon.ico whatever the page links) and apple-touch-icon.png (180 x 180, opaque: a phone's
// home screen rounds its corners itself). Run it when the mark changes and commit the three files; the pictures are
// Chromium's, the one the tests use.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/fixtures/browser';
import { appleTouchIconSvg, FAVICON_SVG, icoWithPng } from './brand-icons-art';

const out = join(import.meta.dirname, '..', 'web', 'public');

async function draw(svg: string, size: number, transparent: boolean): Promise<Buffer> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(`<style>*{margin:0}img{display:block}</style><img src="${src}" width="${size}" height="${size}" alt="">`);
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    return await page.screenshot({ omitBackground: transparent, type: 'png' });
  } finally {
    await browser.close();
  }
}

writeFileSync(join(out, 'favicon.svg'), FAVICON_SVG);
writeFileSync(join(out, 'favicon.ico'), icoWithPng(await draw(FAVICON_SVG, 32, true), 32));
writeFileSync(join(out, 'apple-touch-icon.png'), await draw(appleTouchIconSvg(), 180, false));
console.log(`favicon.svg, favicon.ico and apple-touch-icon.png written to ${out}`);
