import './worker-globals';
import { getResponse, type RequestHandler } from 'msw';
import { mswHandlers } from '../../../mock-server/src/adapters/msw';
import { createMockCore, type MockCore } from '../../../mock-server/src/core/core';
import { webPlatform } from '../../../mock-server/src/core/platform-web';
import { DEMO_SEED, isMockPath } from './demo-config';
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
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate' | 'message', listener: (event: ExtendableEvent & { data?: unknown }) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

/**
 * Stored snapshots carry this: a build with another seed starts fresh instead of loading them (bump the suffix when
 * the state's layout changes; a snapshot that fails to load also falls back to the seed).
 */
const STATE_VERSION = `seed-${DEMO_SEED}-v1`;

interface Mock {
  core: MockCore;
  handlers: RequestHandler[];
}

let booting: Promise<Mock> | null = null;
/** Writes queue behind one another; `dirty` coalesces a burst of changes into one write. */
let saving: Promise<void> = Promise.resolve();
let dirty = false;

function persist(core: MockCore): Promise<void> {
  if (dirty) return saving;
  dirty = true;
  saving = saving.then(async () => {
    dirty = false;
    try {
      await writeSnapshot(STATE_VERSION, core.state.toSnapshot());
    } catch (error) {
      // A full or blocked IndexedDB costs persistence across restarts only; the running state stays right.
      console.warn('demo: could not save the mock state', error);
    }
  });
  return saving;
}

async function boot(): Promise<Mock> {
  const origin = scope.location.origin;
  const core = await createMockCore({ seed: DEMO_SEED, platform: webPlatform, publicUrl: origin, webOrigins: [origin], control: true });
  const saved = await readSnapshot(STATE_VERSION).catch(() => null);
  if (saved) {
    try {
      await core.state.loadSnapshot(saved);
    } catch (error) {
      console.warn('demo: the saved state did not load; starting from the seed', error);
    }
  }
  core.state.onChange(() => void persist(core));
  return { core, handlers: mswHandlers(core) };
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
    const { core, handlers } = await mock();
    const response = await getResponse(handlers, request);
    // Settles after the answer is sent: the worker stays alive until the change is on disk.
    event.waitUntil(saving.then(() => (dirty ? persist(core) : undefined)));
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
