import type { UpstreamMode } from './upstream/main-options';
import { listenFailure, probePort, readPort } from './listen-error';
import { publicUrlOf } from './domain/host';
import { DEFAULT_WEB_PORTS, parseWebOrigins } from './domain/web-origins';
import { exposureWarning } from './exposure';

const env = process.env;

/** Start-up problems are one line naming what to change, and a non-zero exit (no stack trace). */
function fail(line: string): never {
  process.stderr.write(`[mock] ${line}\n`);
  process.exit(1);
}

const host = env.MOCK_HOST ?? '127.0.0.1';
const port = readPort('MOCK_PORT', env.MOCK_PORT, 8080);
if (typeof port === 'string') fail(port);
const webPort = env.WEB_PORT ? readPort('WEB_PORT', env.WEB_PORT, 0) : null;
if (typeof webPort === 'string') fail(webPort);
let webOrigins: string[];
try {
  webOrigins = parseWebOrigins(env.MOCK_WEB_ORIGINS);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

let publicUrl: string | undefined;
try {
  publicUrl = env.MOCK_PUBLIC_URL ? publicUrlOf(env.MOCK_PUBLIC_URL) : undefined;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (port !== 0) {
  const busy = await probePort(port, host);
  if (busy) fail(listenFailure(busy, { variable: 'MOCK_PORT', port, host }));
}

// A MOCK_STATE_FILE that cannot be used (a folder, a missing or read-only folder) is one line (state-file.ts).
const { checkStateFilePath } = await import('./state-file');
const { StateFileError } = await import('./state-file-io');
const stateFileProblem = (error: unknown): never => {
  if (error instanceof StateFileError) fail(error.message);
  throw error;
};
const stateFile = env.MOCK_STATE_FILE || undefined;
if (stateFile) {
  try {
    checkStateFilePath(stateFile);
  } catch (error) {
    stateFileProblem(error);
  }
}

// Beyond loopback, anyone on the network can drive the control API: say so before anything listens.
const control = env.MOCK_CONTROL !== 'off';
const exposure = exposureWarning(host, control);
if (exposure) process.stderr.write(exposure);

// MOCK_UPSTREAM, MOCK_RECORD, MOCK_REPLAY (upstream/main-options.ts): drift lines and the summary go to stderr.
const { upstreamMode, UpstreamConfigError } = await import('./upstream/main-options');
const { journalFront } = await import('./upstream/journal-front');
const { chainFronts } = await import('./upstream/exchange');
// The answers of the upstream or a recording go to the request journal too, each with its drifts as notes.
let journalled: Parameters<typeof journalFront>[0] = () => null;
const journalling = journalFront(() => journalled());
let upstream: UpstreamMode;
try {
  upstream = upstreamMode(env, (line) => process.stderr.write(`${line}\n`), journalling.onDrift);
} catch (error) {
  if (error instanceof UpstreamConfigError) fail(error.message);
  throw error;
}

// Loaded after the checks above: the server's modules take seconds to load on a busy machine.
const { buildServer } = await import('./server');
const app = await buildServer({
  seed: Number(env.MOCK_SEED ?? 1),
  products: Number(env.MOCK_PRODUCTS ?? 300),
  clock: env.MOCK_CLOCK || undefined,
  control,
  stateFile,
  log: env.MOCK_LOG === '1' || env.MOCK_LOG === 'true',
  publicUrl,
  webOrigins,
  webPorts: webPort ? [...DEFAULT_WEB_PORTS, webPort] : DEFAULT_WEB_PORTS,
  apiFront: upstream.apiFront && chainFronts([journalling.front, upstream.apiFront]),
}).catch(stateFileProblem);
journalled = () => ({ journal: app.mock.journal, now: () => app.mock.clock.peek() });

let address: string;
try {
  address = await app.listen({ port, host });
} catch (error) {
  fail(listenFailure(error, { variable: 'MOCK_PORT', port, host }));
}
const url = new URL(address);
process.stdout.write(`Mock API ready at http://${host}:${url.port}\n`);
for (const line of upstream.banner) process.stdout.write(`${line}\n`);

let closing = false;
const shutdown = (): void => {
  if (closing) return;
  closing = true;
  const finished = app.close().finally(() => upstream.close());
  finished.then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
