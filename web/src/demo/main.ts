import { startDemoWorker } from './register';

/**
 * The demo build's entry (vite.demo.config.ts puts it in index.html instead of src/main.tsx): the app starts only
 * once the service worker that holds the mock controls the page, then runs exactly as the normal build does.
 * Without service workers the app is not started at all (its every request would fail); the console says why.
 * No top-level await here: the app's chunk imports modules bundled with this entry, and an entry still awaiting
 * that very import would never finish evaluating.
 */
void startDemoWorker().then(() => import('../main'));
