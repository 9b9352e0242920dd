import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { routeFor } from './routes';

/**
 * Test support: a stand-in for the real backend that answers from the real-wire fixtures
 * (contract/fixtures/real-wire, written from the backend's source: docs/backend-wire.md), on a free port.
 */
const FIXTURE_DIR = new URL('../../../contract/fixtures/real-wire/', import.meta.url);

/** The real-wire answer of each route key: `<resource>.<routeKey>.json`, else its first variant by name. */
export function realWireAnswers(): Map<string, unknown> {
  const files = readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b));
  const out = new Map<string, unknown>();
  for (const file of files) {
    const [resource, key] = file.split('.');
    const name = `${resource ?? ''}.${key ?? ''}`;
    if (!out.has(name)) out.set(name, JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), 'utf8')));
  }
  return out;
}

/** What the stand-in saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandInOptions {
  /** Changes a route's answer before it is sent (a planted drift); gets a deep copy. */
  change?: (route: string, body: unknown) => unknown;
  /** Routes that never answer (to test the deadline). */
  silent?: readonly string[];
}

export interface StandIn {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1, port 0. A path no contract route fits, or one without a fixture, is an HTTP 404. */
export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const answers = realWireAnswers();
  const seen: SeenRequest[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      seen.push({ method: request.method ?? 'GET', url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const match = routeFor(request.method ?? 'GET', url.split('?')[0] ?? url);
      const answer = match ? answers.get(match.name) : undefined;
      if (!match || answer === undefined) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ timestamp: 0, status: 404, error: 'Not Found', path: url }));
        return;
      }
      if (options.silent?.includes(match.name)) return;
      const body = options.change ? options.change(match.name, structuredClone(answer)) : answer;
      response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
