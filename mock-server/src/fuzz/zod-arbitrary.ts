import fc, { type Arbitrary } from 'fast-check';
import { z, type ZodTypeAny } from 'zod';

/**
 * fast-check arbitraries derived from the contract's zod schemas (mock-server/README.md, "Fuzzing"):
 * `valid` aims at values the schema accepts (with boundary values of each check), `value` mixes those with
 * invalid ones: wrong types, out-of-range numbers, huge and unicode strings, missing and extra fields and
 * prototype keys. `pool` holds strings taken from the seeded db (order numbers, emails, ...) so ids and numbers
 * sometimes hit real records and the deeper code paths run.
 */
export interface ArbitraryOptions {
  pool: readonly string[];
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\n',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '%',
  '\u202eRTL',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🛒👩‍👩‍👧',
  '١٢٣',
  ...PROTOTYPE_KEYS,
];

/** Strings of every kind, from empty to 100 000 characters. */
export function anyString(): Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.string({ maxLength: 20 }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 3 },
    { arbitrary: fc.integer({ min: 256, max: 100_000 }).map((n) => 'x'.repeat(n)), weight: 1 },
    { arbitrary: fc.integer({ min: 1, max: 2_000 }).map((n) => '界'.repeat(n)), weight: 1 },
  );
}

/** Numbers at and around the interesting edges, plus ordinary ones. */
export function anyNumber(): Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min: -2, max: 60 }), weight: 5 },
    {
      arbitrary: fc.constantFrom(
        0,
        -1,
        1,
        2 ** 31 - 1,
        2 ** 31,
        -(2 ** 31),
        Number.MAX_SAFE_INTEGER,
        Number.MIN_SAFE_INTEGER,
        1e308,
        -1e308,
        0.5,
        -0.5,
        1e-9,
      ),
      weight: 3,
    },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
  );
}

/** Any JSON value (what a confused or hostile client may send in place of the right type). */
export function anyJson(): Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [null], { __proto__: null }), weight: 3 },
    { arbitrary: anyNumber(), weight: 2 },
    { arbitrary: anyString(), weight: 2 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
    { arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), weight: 1 },
  );
}

type Def = { typeName?: string } & Record<string, unknown>;
const defOf = (schema: ZodTypeAny): Def => schema._def as Def;

/** Values the schema is meant to accept, with its boundaries (min, max, length) among them. */
export function valid(schema: ZodTypeAny, options: ArbitraryOptions, depth = 0): Arbitrary<unknown> {
  const def = defOf(schema);
  const pool = options.pool.length > 0 ? fc.constantFrom(...options.pool) : fc.constant('x');
  switch (def.typeName) {
    case 'ZodString': {
      const checks = (def.checks as { kind: string; value?: number; regex?: RegExp }[] | undefined) ?? [];
      let min = 0;
      let max = 64;
      let exact: number | null = null;
      for (const check of checks) {
        if (check.kind === 'min' && typeof check.value === 'number') min = check.value;
        if (check.kind === 'max' && typeof check.value === 'number') max = Math.min(check.value, 2_000);
        if (check.kind === 'length' && typeof check.value === 'number') exact = check.value;
      }
      const regex = checks.find((c) => c.kind === 'regex')?.regex;
      if (checks.some((c) => c.kind === 'email'))
        return fc.oneof(fc.emailAddress(), fc.constantFrom('shopper@example.com', 'second@example.com'), pool);
      if (regex) {
        let matching: Arbitrary<string> | null = null;
        try {
          matching = fc.stringMatching(regex);
        } catch {
          matching = null;
        }
        return matching ? fc.oneof({ arbitrary: matching, weight: 3 }, { arbitrary: pool, weight: 1 }) : pool;
      }
      if (exact !== null) return fc.string({ minLength: exact, maxLength: exact });
      const hi = Math.max(min, max);
      return fc.oneof(
        { arbitrary: fc.string({ minLength: min, maxLength: Math.min(hi, min + 20) }), weight: 3 },
        { arbitrary: fc.constantFrom('x'.repeat(min), 'y'.repeat(hi)), weight: 1 },
        { arbitrary: fc.integer({ min: 0, max: 60 }).map(String), weight: 2 },
        { arbitrary: pool, weight: 2 },
      );
    }
    case 'ZodNumber': {
      const checks = (def.checks as { kind: string; value?: number; inclusive?: boolean }[] | undefined) ?? [];
      let min = -1_000;
      let max = 100_000;
      let int = false;
      for (const check of checks) {
        if (check.kind === 'int') int = true;
        if (check.kind === 'min' && typeof check.value === 'number')
          min = check.inclusive === false ? check.value + (int ? 1 : 0.01) : check.value;
        if (check.kind === 'max' && typeof check.value === 'number')
          max = check.inclusive === false ? check.value - (int ? 1 : 0.01) : check.value;
      }
      if (checks.some((c) => c.kind === 'int')) int = true;
      const lo = Math.max(min, -1e9);
      const hi = Math.max(lo, Math.min(max, 1e9));
      const small = fc.integer({ min: Math.ceil(Math.max(lo, 0)), max: Math.floor(Math.max(Math.max(lo, 0), Math.min(hi, 60))) });
      const edges = fc.constantFrom(Math.ceil(lo), Math.floor(hi));
      const wide = int ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true });
      return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: edges, weight: 1 }, { arbitrary: wide, weight: 1 });
    }
    case 'ZodBigInt':
      return fc.bigInt({ min: 0n, max: 1000n });
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodDate':
      return fc.date({ noInvalidDate: true });
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodUndefined':
    case 'ZodVoid':
      return fc.constant(undefined);
    case 'ZodAny':
    case 'ZodUnknown':
      return anyJson();
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'ZodNativeEnum': {
      // A numeric enum maps names to numbers and back: the numbers are its values.
      const all = Object.values(def.values as Record<string, unknown>);
      const numbers = all.filter((v) => typeof v === 'number');
      return fc.constantFrom(...(numbers.length > 0 ? numbers : all));
    }
    case 'ZodOptional':
      return fc.option(valid(def.innerType as ZodTypeAny, options, depth), { nil: undefined, freq: 3 });
    case 'ZodNullable':
      return fc.option(valid(def.innerType as ZodTypeAny, options, depth), { nil: null, freq: 4 });
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return valid(def.innerType as ZodTypeAny, options, depth);
    case 'ZodBranded':
      return valid(def.type as ZodTypeAny, options, depth);
    case 'ZodEffects':
      return valid(def.schema as ZodTypeAny, options, depth);
    case 'ZodPipeline':
      return valid(def.in as ZodTypeAny, options, depth);
    case 'ZodLazy':
      return depth > 3 ? fc.constant(null) : valid((def.getter as () => ZodTypeAny)(), options, depth + 1);
    case 'ZodArray': {
      const min = (def.minLength as { value: number } | null)?.value ?? 0;
      const max = Math.min((def.maxLength as { value: number } | null)?.value ?? 5, min + 5);
      return fc.array(valid(def.type as ZodTypeAny, options, depth + 1), { minLength: min, maxLength: Math.max(min, max) });
    }
    case 'ZodSet':
      return fc.array(valid(def.valueType as ZodTypeAny, options, depth + 1), { maxLength: 4 });
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map((item) => valid(item, options, depth + 1)));
    case 'ZodRecord':
    case 'ZodMap':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), valid(def.valueType as ZodTypeAny, options, depth + 1), {
        maxKeys: 3,
      });
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const members = (Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, ZodTypeAny>).values()]) as ZodTypeAny[];
      return fc.oneof(...members.map((member) => valid(member, options, depth + 1)));
    }
    case 'ZodIntersection':
      return fc
        .tuple(valid(def.left as ZodTypeAny, options, depth + 1), valid(def.right as ZodTypeAny, options, depth + 1))
        .map(([a, b]) => (isPlainObject(a) && isPlainObject(b) ? { ...a, ...b } : a));
    case 'ZodObject': {
      const shape = (schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
      const model: Record<string, Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = valid(field, options, depth + 1);
        if (!field.isOptional()) required.push(key);
      }
      return fc.record(model, { requiredKeys: required }).map(dropUndefined);
    }
    default:
      return anyJson();
  }
}

/** Valid values, boundary values and invalid ones; objects also lose fields and gain foreign or prototype keys. */
export function value(schema: ZodTypeAny, options: ArbitraryOptions, depth = 0): Arbitrary<unknown> {
  const def = defOf(schema);
  const wrong = anyJson();
  if (def.typeName === 'ZodObject') {
    const shape = (schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
    const keys = Object.keys(shape);
    const mutated = fc
      .tuple(
        valid(schema, options, depth),
        fc.record(Object.fromEntries(keys.map((key) => [key, value(shape[key] as ZodTypeAny, options, depth + 1)])), { requiredKeys: [] }),
        fc.subarray(keys),
        fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })), anyJson(), { maxKeys: 3 }),
      )
      .map(([base, replaced, missing, extra]) => {
        const out: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
        for (const [key, v] of Object.entries(replaced)) out[key] = v;
        for (const key of missing) delete out[key];
        // Defined as own properties so `__proto__` travels as a JSON key, as a hostile client would send it.
        for (const [key, v] of Object.entries(extra))
          Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
        return out;
      });
    return fc.oneof(
      { arbitrary: valid(schema, options, depth), weight: 4 },
      { arbitrary: mutated, weight: 4 },
      { arbitrary: wrong, weight: 1 },
    );
  }
  if (def.typeName === 'ZodArray' && depth < 4) {
    const items = fc.array(value(def.type as ZodTypeAny, options, depth + 1), { maxLength: 4 });
    const many = fc
      .integer({ min: 100, max: 2_000 })
      .chain((n) => fc.array(valid(def.type as ZodTypeAny, options, depth + 1), { minLength: n, maxLength: n }));
    return fc.oneof(
      { arbitrary: valid(schema, options, depth), weight: 4 },
      { arbitrary: items, weight: 2 },
      { arbitrary: many, weight: 1 },
      { arbitrary: wrong, weight: 1 },
    );
  }
  const kindOfWrong = def.typeName === 'ZodString' ? anyString() : def.typeName === 'ZodNumber' ? anyNumber() : wrong;
  return fc.oneof(
    { arbitrary: valid(schema, options, depth), weight: 5 },
    { arbitrary: kindOfWrong, weight: 3 },
    { arbitrary: wrong, weight: 1 },
  );
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function dropUndefined(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(record)) if (v !== undefined) out[key] = v;
  return out;
}

/** A zod schema, or nothing, from a route part (ts-rest allows plain type markers for bodies without a schema). */
export function asZod(value: unknown): ZodTypeAny | null {
  return value instanceof z.ZodType ? value : null;
}
