import type { Plugin } from 'vite';

/** The attribute web/src/lib/app-styles.ts finds the app's style sheets by. */
export const APP_STYLE_ATTRIBUTE = 'data-app-style';

/**
 * The built HTML's style sheet links turned into preloads: fetched at once, at the same priority, but no longer
 * render-blocking, so the frame's outline (inline-styled in web/index.html) paints as soon as the HTML is parsed
 * instead of after 22 KB of CSS (docs/adr/0016-first-load-on-a-phone.md, amendment 2). The app applies them and
 * waits for them before its first render (web/src/lib/app-styles.ts), so nothing renders unstyled.
 */
export function stylesAfterFrame(html: string): string {
  return html.replace(/<link\b([^>]*?)\brel="stylesheet"([^>]*?)>/g, (_link, before: string, after: string) => {
    const rest = `${before}${after}`.replace(/\s*\/$/, '').trim();
    return `<link rel="preload" as="style" ${rest} ${APP_STYLE_ATTRIBUTE}>`;
  });
}

/** Builds only: the dev server injects styles from the modules, with no link in the HTML. */
export function stylesAfterFramePlugin(): Plugin {
  return {
    name: 'styles-after-frame',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => stylesAfterFrame(html) },
  };
}
