import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { start } from './app/start';
import { createQueryClient } from './lib/query-client';
import './styles.css';

/**
 * The query cache the production server rendered the page from (docs/adr/0019-server-rendering.md). Absent from
 * the static build and the demo, and from a page the server wants rendered afresh (a 404).
 */
function serverState(): { queries: DehydratedState } | null {
  const text = document.getElementById('ssr-state')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as { queries: DehydratedState };
  } catch {
    return null;
  }
}

const server = serverState();
const queryClient = createQueryClient();
// The server's answers fill the cache before start() asks for anything: the first view is not fetched twice.
if (server) hydrate(queryClient, server.queries);
await start(queryClient);
const container = document.getElementById('root');
// The first render is a transition: React renders it in slices and yields to the browser between them, so a
// slow phone does not see one long task block input while the whole page mounts
// (docs/adr/0016-first-load-on-a-phone.md has the figures).
if (container)
  startTransition(() => {
    const app = (
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>
    );
    // The server's markup is adopted where the server says it may (data-ssr-path), and only where start() left the
    // URL as the server saw it (a locale cookie may have moved an unprefixed URL under its prefix): otherwise the
    // client renders afresh over it.
    if (container.dataset.ssrPath !== undefined && container.dataset.ssrPath === window.location.pathname) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
