import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { start } from './app/start';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
// A page the production server rendered carries the answers it rendered from (#ssr-state): they fill the cache
// before start() asks for anything, so the first view is not fetched twice. The code that reads them is fetched
// only then (the server preloads it with the page); the static build, the demo and member pages never load it
// (docs/adr/0019-server-rendering.md).
if (document.getElementById('ssr-state')) (await import('./app/ssr/adopt-server-state')).adoptFromPage(queryClient, document);
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
