import { start } from './app/start';
import { mountApp } from './app/mount';
import { createQueryClient } from './lib/api/query-client';
import './styles.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
// A page the production server rendered carries the answers it rendered from (#ssr-state): they fill the cache
// before start() asks for anything, so the first view is not fetched twice. The code that reads them, and holds
// clicks on parts not hydrated yet, is fetched only then (the server preloads it with the page); the static build,
// the demo and member pages never load it (docs/adr/0019-server-rendering.md).
if (container?.dataset.ssrPath !== undefined || document.getElementById('ssr-state'))
  (await import('./app/ssr/adopt-server-state')).adoptFromPage(queryClient, document);
await start(queryClient);
if (container) mountApp(container, queryClient);
