import { z } from 'zod';

/**
 * Extension: the mock's request journal and named snapshots (mock-server/README.md, "Request journal" and
 * "Snapshots"), part of the /__mock control API. Not part of the real backend.
 */

/** The longest path glob, body match and snapshot name the control API takes. */
export const JOURNAL_PATH_MAX_LENGTH = 200;
export const JOURNAL_BODY_MATCH_MAX_LENGTH = 500;
export const SNAPSHOT_NAME_MAX_LENGTH = 64;

/** A value as the journal keeps it: the JSON body or query with secrets replaced by "[redacted]". */
const JsonValue: z.ZodType<unknown> = z.unknown();

/** One /api request the mock answered, and its answer. */
export const JournalEntrySchema = z.object({
  /** Goes up by one per request, from 1 after a start or a reset. */
  id: z.number().int().positive(),
  /** When the answer left, on the mock clock (ISO). */
  at: z.string(),
  method: z.string(),
  /** The path as sent, without the query. */
  path: z.string(),
  /** The query parameters (a repeated one as an array), secrets redacted. */
  query: z.record(z.union([z.string(), z.array(z.string())])),
  /**
   * The request body, secrets redacted: parsed JSON, a bare string, form fields, or for multipart the fields and
   * each file's name, type and size; null when there was none. A body longer than 8,192 characters of JSON is cut
   * to that many characters (a string) and `bodyTruncated` is true.
   */
  body: JsonValue,
  bodyTruncated: z.boolean(),
  /** HTTP status; 0 when a `drop` fault cut the connection. */
  status: z.number().int(),
  /** The envelope's code and message; null when the answer is not an envelope (or was dropped). */
  code: z.number().int().nullable(),
  message: z.string().nullable(),
  /** Time spent answering, in real milliseconds (an injected delay included). */
  durationMs: z.number(),
  /** What other parts of the mock noted about this exchange (a contract drift seen upstream, for instance). */
  notes: z.array(z.string()).optional(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

const isSince = (value: string): boolean => /^\d{1,15}$/.test(value) || !Number.isNaN(Date.parse(value));

export const JournalQuerySchema = z.object({
  /** GET, POST, ... (any case). */
  method: z.string().trim().toUpperCase().max(16, 'tooLong').optional(),
  /** A path glob as the faults take it: `*` one segment part, `**` anything, `?` one character. */
  path: z.string().min(1, 'required').max(JOURNAL_PATH_MAX_LENGTH, 'tooLong').optional(),
  /**
   * `key=value`: a property `key` anywhere in the JSON body (a dotted `a.b` from the top) whose value is `value`
   * (numbers and booleans compared as written); otherwise a case-insensitive substring of the body's JSON.
   */
  body: z.string().min(1, 'required').max(JOURNAL_BODY_MATCH_MAX_LENGTH, 'tooLong').optional(),
  /** An entry id (the entries after it) or an ISO time (the entries at or after it, mock clock). */
  since: z.string().trim().max(40, 'tooLong').refine(isSince, 'invalid').optional(),
  /** How many of the matching entries to answer, newest first. */
  limit: z.coerce.number().int().min(1, 'outOfRange').max(1000, 'outOfRange').default(100),
});
export type JournalQuery = z.input<typeof JournalQuerySchema>;

export const JournalPageSchema = z.object({
  /** How many entries match (before `limit`). */
  total: z.number().int(),
  /** The matching entries, newest first. */
  list: z.array(JournalEntrySchema),
});
export type JournalPage = z.infer<typeof JournalPageSchema>;

/** A snapshot's name: letters, digits, `.`, `_`, `-`; it is also a file name (e2e/scenarios/<name>.json). */
export const SnapshotNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(SNAPSHOT_NAME_MAX_LENGTH, 'tooLong')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'invalid');

export const SnapshotInfoSchema = z.object({
  name: z.string(),
  /** When it was saved or imported, on the mock clock (ISO). */
  savedAt: z.string(),
  seed: z.number().int(),
  /** Its size as kept, in characters of JSON (uploaded images counted by their bytes). */
  size: z.number().int(),
});
export type SnapshotInfo = z.infer<typeof SnapshotInfoSchema>;

const timeMs = z.number().finite();

/**
 * A snapshot as a file (GET and PUT /__mock/snapshots/:name/file), so a scenario ships as a file. The mock
 * checks every db record against its collection's schema on import; a refusal names the field
 * (`db.products.3.price: ...`) and changes nothing.
 */
export const SnapshotFileSchema = z.object({
  format: z.literal('mock-snapshot'),
  version: z.literal(1),
  name: z.string().max(SNAPSHOT_NAME_MAX_LENGTH, 'tooLong'),
  savedAt: z.string().datetime({ offset: true }),
  seed: z.number().int().min(0),
  /** The product count of that seed (MOCK_PRODUCTS where the file was written). */
  products: z.number().int().positive(),
  /**
   * Collections left out of `db` because they are exactly as the seed makes them: taken from the seed on import
   * (a scenario file then holds only what it changed).
   */
  fromSeed: z.array(z.string()).default([]),
  /** The mock clock: fixed at an instant, or real time moved by `offsetMs`. */
  clock: z.object({ fixedAt: z.string().datetime({ offset: true }).nullable(), offsetMs: z.number().int() }),
  /** Every other collection's records (mock-server/src/db/schema.ts); a collection in neither starts empty. */
  db: z.record(z.array(z.record(z.unknown()))),
  sessions: z
    .array(z.object({ token: z.string().min(1, 'required').max(200, 'tooLong'), uid: z.number().int(), expiresAt: timeMs }))
    .max(10000, 'tooLong'),
  outbox: z
    .array(
      z.object({
        channel: z.enum(['email', 'sms']),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        code: z.string().nullable(),
        sentAt: z.string(),
      }),
    )
    .max(1000, 'tooLong'),
  faults: z
    .array(
      z.object({
        id: z.number().int().positive(),
        method: z.string().max(16, 'tooLong'),
        path: z.string().min(1, 'required').max(JOURNAL_PATH_MAX_LENGTH, 'tooLong'),
        delayMs: z.number().int().min(0).max(60000).optional(),
        code: z.number().int().optional(),
        message: z.string().max(500, 'tooLong').optional(),
        drop: z.boolean().optional(),
        probability: z.number().min(0).max(1),
        remaining: z.number().int().positive().nullable(),
      }),
    )
    .max(50, 'tooLong'),
  /** Verification codes sent and not yet used, and the marks that refuse a resend within 60 s. */
  codes: z.array(z.object({ key: z.string(), code: z.string(), wrong: z.number().int().min(0), expiresAt: timeMs })).max(10000, 'tooLong'),
  resendMarks: z.array(z.object({ key: z.string(), sentAt: timeMs, expiresAt: timeMs })).max(10000, 'tooLong'),
  /** Recent wrong passwords per account (the sign-in throttle). */
  throttle: z.array(z.object({ key: z.string(), failures: z.array(timeMs).max(100, 'tooLong'), expiresAt: timeMs })).max(10000, 'tooLong'),
  /** Uploaded images (base64), with who uploaded them (the per-caller bounds). */
  uploads: z.array(
    z.object({
      name: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'invalid'),
      mime: z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp']),
      caller: z.string().max(200, 'tooLong'),
      base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalid'),
    }),
  ),
  uploadCount: z.number().int().min(0),
});
export type SnapshotFile = z.infer<typeof SnapshotFileSchema>;
