import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { start } from './app/start';
import './styles.css';

const queryClient = await start();
const container = document.getElementById('root');
// The first render is a transition: React renders it in slices and yields to the browser between them, so a
// slow phone does not see one long task block input while the whole page mounts
// (docs/adr/0016-first-load-on-a-phone.md has the figures).
if (container)
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
