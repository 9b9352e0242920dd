import { FORM_TYPE_HEADER, FORM_TYPE_PC, TOKEN_HEADER, type apiContract, type RouteSpec, type RouteTree } from '@contract';
import type { InitClientReturn } from '@ts-rest/core';
import routes from 'virtual:api-routes';

/**
 * A ts-rest-shaped client built from the contract's route table (virtual:api-routes): the call signatures and
 * response types are ts-rest's own inference over the contract, while the run-time code is this small fetch
 * wrapper, so the first-load bundle needs neither zod nor @ts-rest/core's runtime.
 */
export type ContractClient = InitClientReturn<typeof apiContract, { baseUrl: string; baseHeaders: Record<string, string> }>;

export interface RawResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface RequestPlan {
  url: string;
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> };
}

interface CallArgs {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  extraHeaders?: Record<string, string | undefined>;
  fetchOptions?: Omit<RequestInit, 'headers' | 'method' | 'body'>;
}

/** The headers every request carries: Accept, Form-type: pc and, when signed in, the raw token (docs/storefront.md, Requests). */
export function apiHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [FORM_TYPE_HEADER]: FORM_TYPE_PC };
  if (token) headers[TOKEN_HEADER] = token;
  return headers;
}

export type Transport = (plan: RequestPlan, spec: RouteSpec) => Promise<RawResponse>;

function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFields(body: unknown): Array<[string, string | Blob]> {
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, value instanceof Blob ? value : String(value)]);
}

/** Turns one call into a fetch request following the route's body kind. */
export function planRequest(spec: RouteSpec, baseUrl: string, args: CallArgs = {}): RequestPlan {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(args.extraHeaders ?? {})) if (value !== undefined) headers[key] = value;
  const init: RequestPlan['init'] = { ...args.fetchOptions, method: spec.method, headers };
  switch (spec.body) {
    case 'json':
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(args.body ?? null);
      break;
    case 'bare-string':
      // The original shop posts these as raw text under application/json (docs/backend-wire.md, "Headers and tokens").
      headers['Content-Type'] = 'application/json';
      init.body = String(args.body ?? '');
      break;
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of toFields(args.body)) form.append(key, value);
      init.body = form;
      break;
    }
    case 'urlencoded':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = new URLSearchParams(toFields(args.body).map(([k, v]) => [k, String(v)])).toString();
      break;
    case 'none':
      break;
  }
  return { url: `${baseUrl}${fillPath(spec.path, args.params)}${queryString(args.query)}`, init };
}

function isSpec(entry: RouteSpec | RouteTree): entry is RouteSpec {
  return typeof (entry as RouteSpec).method === 'string' && typeof (entry as RouteSpec).path === 'string';
}

function build(tree: RouteTree, baseUrl: string, transport: Transport): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(tree)) {
    out[key] = isSpec(entry) ? (args?: CallArgs) => transport(planRequest(entry, baseUrl, args), entry) : build(entry, baseUrl, transport);
  }
  return out;
}

export function createContractClient(baseUrl: string, transport: Transport, tree: RouteTree = routes): ContractClient {
  return build(tree, baseUrl, transport) as ContractClient;
}
