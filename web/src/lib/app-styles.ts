/**
 * The built HTML preloads the app's style sheets without applying them, so the frame's outline paints with the
 * HTML alone (scripts/vite-plugin-styles-after-frame.ts; docs/adr/0016-first-load-on-a-phone.md, amendment 2).
 * This applies them and resolves once each has loaded (or failed: the app then renders rather than not at all), so
 * the first render never shows unstyled. Applied by a script, a style sheet does not block painting. Nothing to do
 * under the dev server, which has no such links.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.rel === 'stylesheet') return resolve();
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
