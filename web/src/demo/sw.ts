import './worker-globals';
import { getResponse, type RequestHandler } from 'msw';
import { mswHandlers } from '../../../mock-server/src/adapters/msw';
import { createMockCore } from '../../../mock-server/src/core/core';
import { webPlatform } from '../../../mock-server/src/core/platform-web';
import { DEMO_SEED, isMockPath } from './demo-config';
import { rememberingPasswords } from './remembered-passwords';
import { createSnapshotSaver, type SnapshotSaver } from './snapshot-saver';
import { readSnapshot, writeSnapshot } from './snapshot-store';

/**
 * The zero-server demo's service worker (docs/adr/0014-zero-server-demo.md): the whole mock runs here, behind msw's
 * request handlers from the same core the Fastify server uses. It answers the mock's paths for every tab of the
 * site and for navigations too (the PayPal and OAuth pages, /__mock pages), serves the app's index.html for any
 * other navigation (deep links), and lets the build's static files through to the server.
 */

// Only the service worker's part of its global scope, typed here: the project's lib is DOM, not WebWorker.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** Chrome's static routing (InstallEvent.addRoutes, Chrome 123): requests a rule sends to the network skip the worker. */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: { pathname: string } }; source: 'network' }[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate' | 'message', listener: (event: ExtendableEvent & { data?: unknown }) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

/**
 * Stored snapshots carry this: a build with another seed starts fresh instead of loading them (bump the suffix when
 * the state's layout changes; a snapshot that fails to load also falls back to the seed).
 */
const STATE_VERSION = `seed-${DEMO_SEED}-v1`;

interface Mock {
  handlers: RequestHandler[];
  /** Writes the state after changes, off the answers' way (snapshot-saver.ts). */
  saver: SnapshotSaver;
}

let booting: Promise<Mock> | null = null;

async function boot(): Promise<Mock> {
  const origin = scope.location.origin;
  const platform = rememberingPasswords(webPlatform);
  const core = await createMockCore({ seed: DEMO_SEED, platform, publicUrl: origin, webOrigins: [origin], control: true });
  const saved = await readSnapshot(STATE_VERSION).catch(() => null);
  if (saved) {
    try {
      await core.state.loadSnapshot(saved);
    } catch (error) {
      console.warn('demo: the saved state did not load; starting from the seed', error);
    }
  }
  const saver = createSnapshotSaver(() => writeSnapshot(STATE_VERSION, core.state.toSnapshot()));
  core.state.onChange(() => saver.changed());
  return { handlers: mswHandlers(core), saver };
}

function mock(): Promise<Mock> {
  booting ??= boot().catch((error: unknown) => {
    booting = null;
    throw error;
  });
  return booting;
}

async function appShell(): Promise<Response> {
  const response = await fetch('/index.html');
  return new Response(response.body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function answer(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const url = new URL(request.url);
  if (isMockPath(url.pathname)) {
    const { handlers, saver } = await mock();
    const response = await getResponse(handlers, request);
    // Settles after the answer is sent: the worker stays alive until the change is on disk.
    event.waitUntil(saver.settled());
    if (response) return response;
  }
  if (request.mode === 'navigate') {
    // A deep link or a reload of any page of the app: a plain static server has no such file.
    const response = await fetch(request);
    return response.status === 404 ? appShell() : response;
  }
  return fetch(request);
}

scope.addEventListener('install', (event) => {
  // The build's files (/assets/: the app's scripts, styles and catalogs) go straight to the static server: without
  // the rule each of them waits for this worker's thread, busy answering the mock (a sign-in's password hash, a
  // state write), before the browser may fetch it. Where the API is missing, the fetch handler lets them through.
  event.addRoutes?.([{ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'network' }]).catch((error: unknown) => {
    console.warn('demo: static routes not added', error);
  });
  // Seed while installing, so the first request after the page takes control does not wait for it.
  event.waitUntil(mock().then(() => scope.skipWaiting()));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(scope.clients.claim());
});

scope.addEventListener('message', (event) => {
  // A page loaded without the worker (a hard reload) asks to be taken over: see register.ts.
  if (event.data === 'claim') event.waitUntil(scope.clients.claim());
});

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== scope.location.origin) return;
  if (!isMockPath(url.pathname) && event.request.mode !== 'navigate') return;
  event.respondWith(answer(event));
});
