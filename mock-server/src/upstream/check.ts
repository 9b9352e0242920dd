import { FORM_TYPE_HEADER, FORM_TYPE_PC } from '@contract';
import { z } from 'zod';
import { type CoreRequest } from '../core/core';
import { DriftLog, type Drift } from './drift';
import { parsedResponseBody } from './exchange';
import { upstreamFront } from './proxy';
import { routeNamed } from './routes';
import checkList from './check-requests.json';

const value = z.union([z.string(), z.number()]);
const CheckRequestSchema = z.object({
  route: z.string(),
  params: z.record(value).optional(),
  query: z.record(value).optional(),
  from: z.record(z.string().regex(/^[\w.]+:[\w.]+$/, 'from: "<route>:<path>"')).optional(),
});
export type CheckRequest = z.infer<typeof CheckRequestSchema>;

/** The fixed list of public reads (check-requests.json), checked against the contract: each names a GET route. */
export function checkRequests(): CheckRequest[] {
  const list = z.array(CheckRequestSchema).parse(checkList.requests);
  for (const request of list) {
    const route = routeNamed(request.route)?.route;
    if (!route) throw new Error(`check-requests.json: no contract route ${request.route}`);
    if (route.method !== 'GET') throw new Error(`check-requests.json: ${request.route} is not a read`);
  }
  return list;
}

function valueAt(body: unknown, path: string): string | number | undefined {
  let at: unknown = body;
  for (const part of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' || typeof at === 'number' ? at : undefined;
}

/** The path and query of one check request, with `from` values read from the earlier answers. */
export function requestUrl(request: CheckRequest, answers: ReadonlyMap<string, unknown>): string {
  const route = routeNamed(request.route)?.route;
  if (!route) throw new Error(`no contract route ${request.route}`);
  const params: Record<string, string | number> = { ...request.params };
  const query: Record<string, string | number> = { ...request.query };
  const pathNames = new Set([...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]));
  for (const [name, source] of Object.entries(request.from ?? {})) {
    const [from = '', path = ''] = source.split(':');
    const found = valueAt(answers.get(from), path);
    if (found === undefined) continue;
    if (pathNames.has(name)) params[name] = found;
    else query[name] = found;
  }
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const param = params[name];
    if (param === undefined) throw new Error(`check-requests.json: ${request.route} has no value for :${name}`);
    return encodeURIComponent(String(param));
  });
  const search = new URLSearchParams(Object.entries(query).map(([name, v]) => [name, String(v)])).toString();
  return search ? `${path}?${search}` : path;
}

export interface CheckResult {
  drifts: Drift[];
  summary: string[];
  exchanges: number;
}

/**
 * `npm run check:upstream`: sends the list's reads, signed out and one at a time, to the upstream through the same
 * front as MOCK_UPSTREAM (proxy.ts), and collects every drift from the contract. `write` gets each drift line once.
 */
export async function checkUpstream(options: {
  url: string;
  timeoutMs?: number;
  requests?: readonly CheckRequest[];
  write?: (line: string) => void;
}): Promise<CheckResult> {
  const log = new DriftLog(options.write ?? (() => undefined), 1000, 'drift ');
  const front = upstreamFront({
    url: options.url,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    onChecked: () => log.checked(),
    onDrift: (drifts) => log.report(drifts),
  });
  const answers = new Map<string, unknown>();
  for (const request of options.requests ?? checkRequests()) {
    const core: CoreRequest = {
      method: 'GET',
      url: `http://check.invalid${requestUrl(request, answers)}`,
      headers: { accept: 'application/json', [FORM_TYPE_HEADER.toLowerCase()]: FORM_TYPE_PC },
      body: { kind: 'none' },
    };
    const response = await front(core, async () => null);
    if (response && !answers.has(request.route)) answers.set(request.route, parsedResponseBody(response));
  }
  return { drifts: log.drifts(), summary: log.summary(), exchanges: log.exchanges };
}
