import { type MockState } from '../state';
import { type Platform } from './platform';

export type { Platform } from './platform';

/** An uploaded file of a multipart body. */
export interface CoreFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** A request body as the adapter read it; the core parses JSON itself (bare-string routes take the raw text). */
export type CoreBody =
  | { kind: 'none' }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'form'; fields: Record<string, string> }
  | { kind: 'multipart'; fields: Record<string, string>; files: CoreFile[] };

export interface CoreRequest {
  method: string;
  /** Absolute, e.g. http://localhost:4000/api/front/products/list?page=1: its origin is the default public origin. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: CoreBody;
  /** The connection's address, when the transport knows it (the ipInfo route places the caller, after the headers). */
  clientIp?: string;
}

export interface CoreResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array | null;
  /**
   * The request journal's entry of this exchange (an /api request): another part of the mock adds notes to it with
   * `state.journal.annotate(journalId, note)` (mock-server/README.md, "Request journal").
   */
  journalId?: number;
}

export interface MockCore {
  readonly state: MockState;
  /**
   * Answers any request the mock serves: /api/* (the contract), /__mock/* (control API), /mock-images/*, uploaded
   * files, the oauth consent and pay pages. Null for a path the mock does not own (the adapter passes it on or
   * answers 404). A dropped request (a `drop` fault) rejects with {@link DroppedRequest}: the adapter turns it into a
   * network error.
   */
  handle(request: CoreRequest): Promise<CoreResponse | null>;
  /**
   * The UTF-8 bytes handle() would answer a GET from the read cache (HTTP 200, `application/json; charset=utf-8`),
   * at once: null when it has no such answer or a fault is in force. `origin` is the request's
   * `scheme://host[:port]`, `rawUrl` its path and query as sent, header names lower-case. The bytes are shared by
   * every hit of the entry: read-only.
   */
  cached(origin: string, rawUrl: string, headers: Readonly<Record<string, string | string[] | undefined>>): Uint8Array | null;
  /**
   * Journals an /api request the adapter refused before handing it to the core (a URL its router cannot read, a
   * body it could not parse), with the envelope it answered (HTTP 200): the request journal then holds the same
   * requests whichever adapter carried them. Other paths are ignored.
   */
  refused(method: string, rawUrl: string, code: number, message: string): void;
}

export interface CoreOptions {
  seed?: number;
  /** Product count of the seed (MOCK_PRODUCTS). */
  products?: number;
  /** ISO instant that fixes the mock clock; real time when absent. */
  clock?: string | undefined;
  /** The /__mock control API (default on). */
  control?: boolean;
  /** Validate every response against the contract (on in tests). */
  validateResponses?: boolean;
  /** The origin absolute URLs in answers start with; default: each request's own origin. */
  publicUrl?: string | undefined;
  /** More web origins the consent and pay pages may return to, besides the loopback ones. */
  webOrigins?: readonly string[];
  /** Loopback ports of the web. */
  webPorts?: readonly number[];
  /** Node or browser services; default: the browser one (globalThis.crypto), which also runs on Node 20. */
  platform?: Platform;
}

/** Thrown by handle() for a request a `drop` fault matches: the adapter cuts the connection. */
export class DroppedRequest extends Error {
  constructor() {
    super('dropped by a mock fault');
    this.name = 'DroppedRequest';
  }
}

export { createMockCore } from './create';
