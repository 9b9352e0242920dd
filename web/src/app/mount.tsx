import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { App } from './app';

/**
 * Renders the app into #root once start() is done (web/src/main.tsx; app/ssr/public-pages.test.tsx mounts it the
 * same way over the server's markup). The server's markup is adopted (hydrateRoot) where the server says it may
 * (data-ssr-path), and only where start() left the URL as the server saw it (a locale cookie may have moved an
 * unprefixed URL under its prefix): otherwise the client renders afresh over it
 * (docs/adr/0019-server-rendering.md). `onRecoverableError`: where React reports a mismatch it recovered from.
 */
export function mountApp(container: HTMLElement, queryClient: QueryClient, options: Pick<RootOptions, 'onRecoverableError'> = {}): Root {
  let root: Root | undefined;
  // The first render is a transition: React renders it in slices and yields to the browser between them, so a
  // slow phone does not see one long task block input while the whole page mounts
  // (docs/adr/0016-first-load-on-a-phone.md has the figures).
  startTransition(() => {
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    if (container.dataset.ssrPath !== undefined && container.dataset.ssrPath === window.location.pathname)
      root = hydrateRoot(container, app, options);
    else {
      root = createRoot(container, options);
      root.render(app);
    }
  });
  if (!root) throw new Error('startTransition runs its callback at once');
  return root;
}
