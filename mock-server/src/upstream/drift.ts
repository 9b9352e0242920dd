import { Code, type RouteMeta } from '@contract';
import { isAppRouteNoBody, isAppRouteOtherResponse, isZodType, type AppRoute } from '@ts-rest/core';
import { ZodLiteral, ZodObject, ZodUnion, type ZodIssue, type ZodTypeAny } from 'zod';
import { type CoreRequest } from '../core/core';
import { type RouteMatch } from './routes';

/**
 * One difference between what a real backend (MOCK_UPSTREAM) sent or was sent and what the contract says
 * (mock-server/README.md, "Upstream: proxy, check, record and replay").
 *
 * - `route`: the contract route key (`products.list`), or `METHOD /path` for a request no route of the contract fits;
 * - `path`: where, from the exchange's root: `request.query.page`, `request.body.cartNum`, `response.data.list[].price`
 *   (array positions are written `[]`, so one drift of every line of a list is one drift), `response.status`, or
 *   `upstream` when it did not answer;
 * - `expected`: what the contract wants there (`string`, `boolean`, `one of 0|1`, a schema's own message);
 * - `got`: what was there (`number`, `missing`, `null`, the value of a literal).
 *
 * `expected` and `got` never hold values that change from request to request (prices, names): the four fields are a
 * drift's identity, and a drift log shows each once.
 */
export type Drift = { route: string; path: string; expected: string; got: string };

/** One request and its answer, as far as the contract can see them. */
export interface Exchange {
  request: {
    /** The query string parsed as the core does (core/kit.ts, parseQuery): a repeated name is an array. */
    query: Record<string, string | string[]>;
    /** The parsed JSON body (a bare-string route's text), or undefined when there is none or it is not JSON. */
    body: unknown;
    /** The body is a multipart upload: its file parts cannot be checked against a schema, so the body is not. */
    multipart?: boolean;
  };
  response: {
    status: number;
    /** The parsed JSON answer; a string when the answer was not JSON; null when it had no body. */
    body: unknown;
  };
}

const driftKey = (drift: Drift): string => `${drift.route}\n${drift.path}\n${drift.expected}\n${drift.got}`;

/** The type name zod reports for a value (its `received`), for values zod did not describe itself. */
function typeName(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'nan';
  return typeof value;
}

/** A short literal: enums and literals have few values, so they may be part of a drift's identity. */
const literal = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

/** `data.list.3.price` -> `data.list[].price`. */
function pathText(root: string, path: readonly (string | number)[]): string {
  let out = root;
  for (const part of path) out += typeof part === 'number' ? '[]' : `.${part}`;
  return out;
}

function valueAt(input: unknown, path: readonly (string | number)[]): unknown {
  let value = input;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/**
 * zod issues, with each `invalid_union` replaced by the issues of its closest branch (the one with the fewest), so
 * a drift inside a nullable object or a union names the field, not the whole union.
 */
function flatten(issues: readonly ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union' || issue.unionErrors.length === 0) return [issue];
    const branches = issue.unionErrors.map((error) => flatten(error.issues));
    const closest = branches.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.length > 0 ? closest : [issue];
  });
}

function toDrift(route: string, root: string, issue: ZodIssue, input: unknown): Drift {
  const path = pathText(root, issue.path);
  const value = valueAt(input, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return { route, path, expected: String(issue.expected), got: issue.received === 'undefined' ? 'missing' : String(issue.received) };
    case 'invalid_literal':
      return { route, path, expected: literal(issue.expected), got: value === undefined ? 'missing' : literal(value) };
    case 'invalid_enum_value':
      return { route, path, expected: `one of ${issue.options.map(literal).join('|')}`, got: literal(issue.received) };
    case 'invalid_union_discriminator':
      return { route, path, expected: `one of ${issue.options.map(literal).join('|')}`, got: literal(value) };
    case 'invalid_union':
      return { route, path, expected: 'one of the declared shapes', got: typeName(value) };
    default:
      // too_small, too_big, invalid_string, custom (refinements): the schema's own message says what it wants.
      return { route, path, expected: issue.message, got: typeName(value) };
  }
}

function check(route: string, root: string, schema: unknown, input: unknown): Drift[] {
  if (!isZodType(schema)) return [];
  const result = schema.safeParse(input);
  if (result.success) return [];
  const drifts: Drift[] = [];
  for (const issue of flatten(result.error.issues)) {
    if (issue.code === 'unrecognized_keys') {
      const parent = valueAt(input, issue.path);
      for (const key of issue.keys) {
        const at = [...issue.path, key];
        drifts.push({ route, path: pathText(root, at), expected: 'absent (not in the contract)', got: typeName(valueAt(parent, [key])) });
      }
    } else drifts.push(toDrift(route, root, issue, input));
  }
  return drifts;
}

/** The envelope branch an answer claims to be: the success one for `code: 200`, the error one otherwise. */
function envelopeBranch(schema: ZodTypeAny, body: unknown): ZodTypeAny {
  if (!(schema instanceof ZodUnion)) return schema;
  const options = schema.options as readonly ZodTypeAny[];
  const isOkBranch = (option: ZodTypeAny) =>
    option instanceof ZodObject && option.shape.code instanceof ZodLiteral && option.shape.code.value === Code.ok;
  const code = body !== null && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const branch = options.find((option) => (code === Code.ok ? isOkBranch(option) : !isOkBranch(option)));
  return branch ?? schema;
}

/** An extension route answered as "unknown path" (HTTP 404, or code 404): what a real backend does, not a drift. */
function isMissingExtension(route: AppRoute, response: Exchange['response']): boolean {
  if (!(route.metadata as RouteMeta | undefined)?.extension) return false;
  const code = response.body !== null && typeof response.body === 'object' ? (response.body as { code?: unknown }).code : undefined;
  return response.status === 404 || response.status === 405 || code === Code.notFound;
}

/**
 * Every way an exchange differs from its contract route: the request's path parameters, query and body against
 * the route's schemas, then the answer's HTTP status and body against the response the route declares for that
 * status (for an envelope, the success branch when `code` is 200, the error branch otherwise). A pure function:
 * nothing is printed or kept.
 */
export function findDrifts(match: RouteMatch, exchange: Exchange): Drift[] {
  const { name, route } = match;
  const drifts: Drift[] = [];
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match.params)) {
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      params[key] = value;
    }
  }
  drifts.push(...check(name, 'request.params', route.pathParams, params));
  drifts.push(...check(name, 'request.query', route.query, exchange.request.query));
  const body: unknown = 'body' in route ? route.body : undefined;
  if (!exchange.request.multipart && typeof body !== 'symbol') drifts.push(...check(name, 'request.body', body, exchange.request.body));

  const { response } = exchange;
  if (isMissingExtension(route, response)) return distinct(drifts);
  const declared = route.responses[response.status];
  if (declared === undefined) {
    const statuses = Object.keys(route.responses).join('|');
    return distinct([...drifts, { route: name, path: 'response.status', expected: statuses, got: String(response.status) }]);
  }
  if (isAppRouteNoBody(declared)) return distinct(drifts);
  const schema: unknown = isAppRouteOtherResponse(declared) ? declared.body : declared;
  if (!isZodType(schema)) return distinct(drifts);
  if (typeof response.body === 'string' && !isAppRouteOtherResponse(declared)) {
    return distinct([...drifts, { route: name, path: 'response', expected: 'JSON', got: 'text' }]);
  }
  drifts.push(...check(name, 'response', envelopeBranch(schema, response.body), response.body));
  return distinct(drifts);
}

/** Each drift once (every line of a list drifts alike), in the order found. */
function distinct(drifts: readonly Drift[]): Drift[] {
  const seen = new Map<string, Drift>();
  for (const drift of drifts) if (!seen.has(driftKey(drift))) seen.set(driftKey(drift), drift);
  return [...seen.values()];
}

/** A request to a path no contract route fits: one drift naming it. */
export function unknownRoute(method: string, path: string): Drift {
  return { route: `${method.toUpperCase()} ${path}`, path: 'request', expected: 'a route of the contract', got: 'none' };
}

/** What the drift hook knows of the exchange a drift was found in. */
export interface DriftRequestInfo {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  /** The contract route key, or null when no route fits. */
  route: string | null;
  /** HTTP status of the answer the client got. */
  status: number;
  /** `Date.now()` when the request arrived, and how long the upstream took. */
  startedAt: number;
  durationMs: number;
  /**
   * The adapter's request object itself (adapters/fastify.ts builds one per request and hands the same object to
   * every ApiFront and, for what they pass on, to the core), so whatever keeps a record per request (a request
   * journal) can find its own entry by identity and annotate it.
   */
  request: CoreRequest;
}

/**
 * Called with the drifts of every checked exchange that has any (all of them, not only the ones seen for the first
 * time), after the answer was decided and before it leaves. It must not throw; it may keep what it needs. The
 * default hook is a {@link DriftLog}'s `report`.
 */
export type OnDrift = (drifts: readonly Drift[], request: DriftRequestInfo) => void;

/** One line of the log: `products.list response.data.list[].price: expected string, got number`. */
export const driftLine = (drift: Drift): string => `${drift.route} ${drift.path}: expected ${drift.expected}, got ${drift.got}`;

/**
 * The drifts seen so far, each once with how many exchanges showed it: `report` writes a drift the first time it is
 * seen, one line each (on stderr in the server), and `summary` lists them all by route. Bounded: past `max` distinct
 * drifts, new ones are only counted.
 */
export class DriftLog {
  private readonly seen = new Map<string, { drift: Drift; count: number }>();
  private dropped = 0;
  exchanges = 0;

  /** `prefix` starts each line (the server's stderr lines say `[mock]`). */
  constructor(
    private readonly write: (line: string) => void,
    private readonly max = 1000,
    private readonly prefix = '[mock] drift ',
  ) {}

  /** Counts an exchange that was checked (drifting or not), for the summary. */
  checked(): void {
    this.exchanges += 1;
  }

  readonly report = (drifts: readonly Drift[]): void => {
    for (const drift of drifts) {
      const key = driftKey(drift);
      const known = this.seen.get(key);
      if (known) {
        known.count += 1;
        continue;
      }
      if (this.seen.size >= this.max) {
        this.dropped += 1;
        continue;
      }
      this.seen.set(key, { drift, count: 1 });
      this.write(`${this.prefix}${driftLine(drift)}`);
    }
  };

  /** Every distinct drift seen, in the order first seen. */
  drifts(): Drift[] {
    return [...this.seen.values()].map((entry) => entry.drift);
  }

  /** Lines: a head line with the figures, then per route its drifts with their counts. */
  summary(): string[] {
    const routes = new Map<string, { drift: Drift; count: number }[]>();
    for (const entry of this.seen.values()) routes.set(entry.drift.route, [...(routes.get(entry.drift.route) ?? []), entry]);
    const head =
      this.seen.size === 0
        ? `no drift from the contract in ${this.exchanges} checked exchanges`
        : `${this.seen.size} distinct drifts on ${routes.size} routes in ${this.exchanges} checked exchanges` +
          (this.dropped > 0 ? ` (${this.dropped} more past the first ${this.max} not kept)` : '');
    const lines = [head];
    for (const [route, entries] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`  ${route}`);
      for (const { drift, count } of entries) lines.push(`    ${drift.path}: expected ${drift.expected}, got ${drift.got} (x${count})`);
    }
    return lines;
  }
}
