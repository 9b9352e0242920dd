import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { type CoreRequest, type CoreResponse } from '../core/core';
import { bodyText, responseText, splitUrl, type ApiFront } from './exchange';
import { redactBodyText, redactHeader, redactJson, redactQuery } from './redact';
import { routeFor } from './routes';

/**
 * Recordings (MOCK_RECORD, MOCK_REPLAY) are HAR 1.2 files (mock-server/README.md, "Upstream: proxy, check, record and replay"): the format the
 * browsers' network panels export and import, and that Playwright replays (`routeFromHAR`), so a recording can be
 * read and replayed without this mock. Our own fields start with `_` as HAR allows: `_route`, the contract route key.
 */
interface HarPair {
  name: string;
  value: string;
}
interface HarParam {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
}
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: never[];
    headers: HarPair[];
    queryString: HarPair[];
    postData?: { mimeType: string; text?: string; params?: HarParam[] };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: never[];
    headers: HarPair[];
    content: { size: number; mimeType: string; text?: string; encoding?: 'base64' };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** The contract route key (`products.list`), or null for a path no route fits. */
  _route: string | null;
}
export interface Har {
  log: { version: '1.2'; creator: { name: string; version: string }; entries: HarEntry[] };
}

/** The request headers a recording keeps (the token header's value is redacted). */
const KEPT_REQUEST_HEADERS = ['authori-zation', 'authorization', 'content-type', 'accept-language', 'form-type'];

const pairs = (search: string): HarPair[] => [...new URLSearchParams(search)].map(([name, value]) => ({ name, value }));

function postData(request: CoreRequest): HarEntry['request']['postData'] {
  const body = request.body;
  if (body.kind === 'none') return undefined;
  if (body.kind === 'multipart') {
    const redacted = redactJson(body.fields, 'request') as Record<string, unknown>;
    const fields = Object.entries(redacted).map(([name, value]) => ({ name, value: String(value) }));
    const files = body.files.map((file) => ({ name: file.field, fileName: file.filename, contentType: file.mimeType }));
    return { mimeType: 'multipart/form-data', params: [...fields, ...files] };
  }
  const text = bodyText(body);
  if (!text) return undefined;
  return { mimeType: text.contentType, text: redactBodyText(text.text, text.contentType, 'request') };
}

/** One exchange as a HAR entry, redacted (redact.ts). */
export function harEntry(request: CoreRequest, response: CoreResponse, startedAt: number, durationMs: number): HarEntry {
  const { origin, path, search } = splitUrl(request.url);
  const redactedSearch = redactQuery(search);
  const mimeType = response.headers['content-type'] ?? '';
  const text = responseText(response);
  const sent = postData(request);
  const isText = typeof response.body === 'string' || mimeType.includes('json') || mimeType.startsWith('text/');
  const content: HarEntry['response']['content'] =
    response.body === null
      ? { size: 0, mimeType }
      : isText && text !== null
        ? { size: text.length, mimeType, text: redactBodyText(text, mimeType, 'response') }
        : { size: response.body.length, mimeType, text: Buffer.from(response.body).toString('base64'), encoding: 'base64' };
  return {
    startedDateTime: new Date(startedAt).toISOString(),
    time: durationMs,
    request: {
      method: request.method,
      url: `${origin}${path}${redactedSearch ? `?${redactedSearch}` : ''}`,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: KEPT_REQUEST_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return value === undefined ? [] : [{ name, value: redactHeader(name, value) }];
      }),
      queryString: pairs(redactedSearch),
      ...(sent ? { postData: sent } : {}),
      headersSize: -1,
      bodySize: -1,
    },
    response: {
      status: response.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: Object.entries(response.headers).map(([name, value]) => ({ name, value: redactHeader(name, value) })),
      content,
      redirectURL: response.headers.location ?? '',
      headersSize: -1,
      bodySize: -1,
    },
    cache: {},
    timings: { send: 0, wait: durationMs, receive: 0 },
    _route: routeFor(request.method, path)?.name ?? null,
  };
}

/**
 * MOCK_RECORD: keeps every `/api` exchange (whoever answered it: the upstream or the mock) and writes the file a
 * moment after the last one (and at `flush`, which the server's shutdown calls), whole and atomically (a temporary
 * file renamed over it), so the file is always a complete HAR document.
 */
export class Recorder {
  private readonly entries: HarEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly file: string,
    private readonly delayMs = 300,
  ) {}

  get size(): number {
    return this.entries.length;
  }

  add(entry: HarEntry): void {
    this.entries.push(entry);
    this.timer ??= setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref?.();
  }

  /** Writes the file now (also with no entry: a recording of nothing is an empty HAR). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const har: Har = { log: { version: '1.2', creator: { name: 'mall-storefront mock', version: '1' }, entries: this.entries } };
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(har, null, 1)}\n`);
    renameSync(temporary, this.file);
  }
}

/** The front that records what passes through it. */
export function recordFront(recorder: Recorder): ApiFront {
  return async (request, next) => {
    const startedAt = Date.now();
    const started = performance.now();
    const response = await next(request);
    if (response) recorder.add(harEntry(request, response, startedAt, Math.round(performance.now() - started)));
    return response;
  };
}

/** JSON with every object's keys in order: two bodies that differ only in key order are one. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

const sortedSearch = (search: string): string => {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
};

/** A (redacted) body in its normal form: canonical JSON, sorted form fields, multipart fields and file names. */
function normalBody(data: HarEntry['request']['postData']): string {
  if (!data) return '';
  if (data.params) {
    return data.params
      .map((param) => (param.fileName !== undefined ? `${param.name}=@${param.fileName}` : `${param.name}=${param.value ?? ''}`))
      .sort()
      .join('&');
  }
  const text = data.text ?? '';
  const mediaType = (data.mimeType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return sortedSearch(text);
  try {
    return JSON.stringify(canonical(JSON.parse(text)));
  } catch {
    return text.trim();
  }
}

/** What makes two requests the same for replay: method, path, query (redacted, sorted) and body (redacted, normalised). */
function matchKey(method: string, url: string, data: HarEntry['request']['postData']): string {
  const { path, search } = splitUrl(url);
  return `${method.toUpperCase()} ${path}?${sortedSearch(search)}\n${normalBody(data)}`;
}

const HarFileSchema = z.object({
  log: z.object({
    entries: z.array(
      z.object({
        request: z.object({
          method: z.string(),
          url: z.string(),
          postData: z
            .object({
              mimeType: z.string(),
              text: z.string().optional(),
              params: z
                .array(
                  z.object({
                    name: z.string(),
                    value: z.string().optional(),
                    fileName: z.string().optional(),
                    contentType: z.string().optional(),
                  }),
                )
                .optional(),
            })
            .optional(),
        }),
        response: z.object({
          status: z.number().int(),
          headers: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
          content: z.object({ mimeType: z.string().default(''), text: z.string().optional(), encoding: z.string().optional() }),
        }),
      }),
    ),
  }),
});
type HarFileEntry = z.infer<typeof HarFileSchema>['log']['entries'][number];

/** A recording that cannot be used: the message names the file and what is wrong (main.ts prints it and stops). */
export class RecordingError extends Error {}

/** Reads a HAR file (ours, or a browser's or Playwright's export): its entries under `/api/`. */
export function readRecording(file: string): HarFileEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RecordingError(`MOCK_REPLAY: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new RecordingError(`MOCK_REPLAY: ${file} is not JSON`);
  }
  const parsed = HarFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RecordingError(
      `MOCK_REPLAY: ${file} is not a HAR file (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'bad shape'})`,
    );
  }
  return parsed.data.log.entries.filter((entry) => splitUrl(entry.request.url).path.startsWith('/api/'));
}

function replayed(entry: HarFileEntry): CoreResponse {
  const headers: Record<string, string> = {};
  for (const { name, value } of entry.response.headers) {
    const lower = name.toLowerCase();
    if (lower === 'content-type' || lower === 'location') headers[lower] = value;
  }
  if (entry.response.content.mimeType && !headers['content-type']) headers['content-type'] = entry.response.content.mimeType;
  const text = entry.response.content.text;
  const body =
    text === undefined ? null : entry.response.content.encoding === 'base64' ? new Uint8Array(Buffer.from(text, 'base64')) : text;
  return { status: entry.response.status, headers, body };
}

/**
 * MOCK_REPLAY: a request that matches a recorded one (matchKey) gets the recorded answer; several recorded answers
 * of one request are served in the order recorded, the last one again once they are used up (a cart read before and
 * after an add). Anything else goes on to the stateful mock.
 */
export function replayFront(entries: readonly HarFileEntry[]): ApiFront {
  const answers = new Map<string, { responses: CoreResponse[]; next: number }>();
  for (const entry of entries) {
    const key = matchKey(entry.request.method, entry.request.url, entry.request.postData);
    const known = answers.get(key) ?? { responses: [], next: 0 };
    known.responses.push(replayed(entry));
    answers.set(key, known);
  }
  return async (request, next) => {
    const { origin, path, search } = splitUrl(request.url);
    const redactedUrl = `${origin}${path}${search ? `?${redactQuery(search)}` : ''}`;
    const known = answers.get(matchKey(request.method, redactedUrl, postData(request)));
    if (!known) return next(request);
    const response = known.responses[Math.min(known.next, known.responses.length - 1)];
    known.next += 1;
    return response ?? next(request);
  };
}
