import { z } from 'zod';
import { Code } from './codes.ts';

/** An application error: HTTP 200 with a non-200 code and `data: null` (docs/backend-wire.md, "Envelope, errors and unknown paths"). */
export const ErrorEnvelopeSchema = z.object({
  code: z
    .number()
    .int()
    .refine((code) => code !== Code.ok, { message: 'an error envelope never has code 200' }),
  message: z.string(),
  data: z.null(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** The success envelope for a given data schema. */
export function okEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ code: z.literal(Code.ok), message: z.string(), data });
}

/**
 * Every HTTP-200 answer: the success envelope or an application error. Declared as a union so that a client
 * never types an error body as data (docs/adr/0003-envelope-union-responses.md).
 */
export function envelope<T extends z.ZodTypeAny>(data: T) {
  return z.union([okEnvelope(data), ErrorEnvelopeSchema]);
}

export type Envelope<T> = { code: 200; message: string; data: T } | ErrorEnvelope;

export function isOk<T>(body: Envelope<T>): body is { code: 200; message: string; data: T } {
  return body.code === Code.ok;
}

/** Actions whose success carries `data: null` (CommonResult.success()). */
export const NullData = z.null();
