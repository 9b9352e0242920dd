import { DEMO_WORKER_URL } from './demo-config';

/**
 * Starts the demo's service worker and resolves once it controls this page, so the app's first request already
 * reaches the mock (docs/adr/0014-zero-server-demo.md). A page loaded past the worker (a hard reload) asks it to
 * take over instead of waiting for the next navigation.
 */
export async function startDemoWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  if (!container) throw new Error('This demo needs service workers (a current browser, over https or on localhost).');
  if (container.controller) return;
  const controlled = new Promise<void>((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
  await container.register(DEMO_WORKER_URL, { scope: '/' });
  const registration = await container.ready;
  if (!container.controller) registration.active?.postMessage('claim');
  await controlled;
}
