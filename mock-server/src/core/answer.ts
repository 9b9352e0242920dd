import { type RouteMeta } from '@contract';
import { checkZodSchema, isAppRouteNoBody, isAppRouteOtherResponse, validateResponse, type AppRoute } from '@ts-rest/core';
import { type ZodError } from 'zod';
import { callerAddress } from '../domain/addresses';
import { badRequest, unauthorized } from '../domain/errors';
import { describeZodError } from '../domain/validation';
import { type MockState } from '../state';
import { type CoreFile, type CoreRequest, type CoreResponse } from './core';
import { bareFieldOf } from './journal';
import { parseQuery, type HandlerExtras, type RequestAuth } from './kit';
import { type Probe } from './read-cache';
import { readBody } from './request-body';
import { type Entry } from './route-table';

const JSON_TYPE = 'application/json; charset=utf-8';

/** What answering a contract route needs of the core around it. */
export interface AnswerContext {
  state: MockState;
  /** Checks every answer against the contract (CoreOptions.validateResponses). */
  validateResponses: boolean;
  sessionOf: (headers: Record<string, string>) => RequestAuth | null;
}

/** The 400 message of a request the contract refuses: the first part that failed, its field named. */
function validationMessage(route: AppRoute, meta: RouteMeta | undefined, parts: [ZodError | null, string, unknown][]): string {
  const bareField = bareFieldOf(route.path);
  const named = parts.map(([error, field, input]) => [error, field === 'body' && meta?.bareString ? bareField : field, input] as const);
  const first = named.find(([error]) => error !== null);
  return first?.[0] ? describeZodError(first[0], first[1], first[2]) : 'Parameter validation failed';
}

/**
 * A contract route's answer: body, session, auth class, request validation (the 400 envelope naming the field),
 * handler, response validation, serialisation. With a `probe` (a cacheable route) it notes whom the answer was for
 * and whether the handler read the clock.
 */
export async function answerRoute(
  context: AnswerContext,
  request: CoreRequest,
  url: URL,
  entry: Entry,
  rawParams: Record<string, string>,
  base: string,
  probe?: Probe,
): Promise<CoreResponse> {
  const { state } = context;
  const route = entry.route;
  const meta = route.metadata as RouteMeta | undefined;
  const rawQuery = parseQuery(url.search);
  const read =
    request.method === 'GET' || request.method === 'HEAD'
      ? { body: undefined as unknown, files: [] as CoreFile[] }
      : readBody(request, meta);
  const files = read.files;
  let body = read.body;
  if (route.method === 'POST' && 'contentType' in route && route.contentType === 'multipart/form-data') {
    body = { ...rawQuery, ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
  }
  const session = context.sessionOf(request.headers);
  if (meta?.auth === 'user' && !session) throw unauthorized();
  const params = checkZodSchema(rawParams, route.pathParams, { passThroughExtraKeys: true });
  const headers = checkZodSchema(request.headers, 'headers' in route ? route.headers : undefined, { passThroughExtraKeys: true });
  const query = checkZodSchema(rawQuery, route.query);
  const bodyResult = checkZodSchema(body, 'body' in route ? route.body : null);
  if (!params.success || !headers.success || !query.success || !bodyResult.success) {
    throw badRequest(
      validationMessage(route, meta, [
        [params.success ? null : params.error, 'path', rawParams],
        [query.success ? null : query.error, 'query', rawQuery],
        [bodyResult.success ? null : bodyResult.error, 'body', body],
        [headers.success ? null : headers.error, 'header', request.headers],
      ]),
    );
  }
  // The caller's address as the backend reads it: a header naming the caller first (docs/backend-wire.md).
  const extras: HandlerExtras = {
    session,
    files,
    url,
    rawQuery,
    base,
    ip: callerAddress(request.headers, request.clientIp ?? '127.0.0.1'),
  };
  const clockReads = state.clock.reads;
  const result = await entry.handler({ params: params.data, query: query.data, headers: headers.data, body: bodyResult.data, ...extras });
  if (probe) {
    probe.uid = session?.uid ?? null;
    // Counted across the handler's awaits, so a concurrent request's reading counts too: at worst an answer
    // that did not need the time is not kept.
    probe.clockRead = state.clock.reads !== clockReads;
  }
  let sent = result.body;
  if (context.validateResponses) sent = validateResponse({ appRoute: route, response: result }).body;
  const responseType = route.responses[result.status];
  if (responseType !== undefined && isAppRouteNoBody(responseType)) return { status: result.status, headers: {}, body: null };
  if (responseType !== undefined && isAppRouteOtherResponse(responseType)) {
    return {
      status: result.status,
      headers: { 'content-type': responseType.contentType },
      body: typeof sent === 'string' ? sent : JSON.stringify(sent),
    };
  }
  if (typeof sent === 'string') return { status: result.status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: sent };
  return { status: result.status, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(sent) };
}
