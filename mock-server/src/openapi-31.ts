/** OpenAPI 3.0 (as @ts-rest/open-api emits it) to 3.1 (JSON Schema 2020-12). */

/** JSON as the OpenAPI document holds it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, JsonObject>>;
  [key: string]: Json;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rewrites an OpenAPI 3.0 schema tree as 3.1 (JSON Schema 2020-12): `nullable` becomes a `null` type (or an
 * `anyOf` with `{type: 'null'}` when the schema has no plain type), a boolean `exclusiveMinimum`/`exclusiveMaximum`
 * becomes the number it excludes, and `example` becomes `examples`.
 */
export function toJsonSchema2020(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema2020);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) out[key] = toJsonSchema2020(value);

  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[flag] === true && typeof out[bound] === 'number') {
      out[flag] = out[bound];
      delete out[bound];
    } else if (out[flag] === false) {
      delete out[flag];
    } else if (typeof out[flag] === 'number' && out[bound] === out[flag]) {
      // zod's positive() comes out as {minimum: 0, exclusiveMinimum: 0}: the inclusive bound adds nothing.
      delete out[bound];
    }
  }
  if ('example' in out && !('examples' in out) && !('in' in out)) {
    const example = out.example;
    delete out.example;
    if (example !== undefined) out.examples = [example];
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    } else {
      const inner = { ...out };
      for (const key of Object.keys(out)) delete out[key];
      out.anyOf = [inner, { type: 'null' }];
    }
  } else if (out.nullable === false) {
    delete out.nullable;
  }
  return out;
}

/** Upgrades a 3.0 document (as @ts-rest/open-api emits it) to 3.1; a 3.1 document passes through. */
export function upgradeTo31(document: OpenApiDocument): OpenApiDocument {
  if (document.openapi.startsWith('3.1')) return document;
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    paths[path] = {};
    for (const [method, operation] of Object.entries(item)) {
      const upgraded = toJsonSchema2020(operation);
      if (isObject(upgraded)) paths[path][method] = upgraded;
    }
  }
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(document))
    if (key !== 'openapi' && key !== 'paths' && key !== 'info') rest[key] = toJsonSchema2020(value ?? null);
  return { ...rest, openapi: '3.1.0', info: document.info, paths };
}

export function asDocument(value: unknown): OpenApiDocument {
  // A JSON round trip gives a plain tree (no undefined, no class instances) that the Json types describe.
  const plain: unknown = JSON.parse(JSON.stringify(value));
  if (!isObject(plain) || typeof plain.openapi !== 'string' || !isObject(plain.info) || !isObject(plain.paths)) {
    throw new Error('not an OpenAPI document: expected openapi, info and paths');
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(plain.paths)) {
    if (!isObject(item)) continue;
    paths[path] = {};
    for (const [method, operation] of Object.entries(item))
      if (HTTP_METHODS.has(method) && isObject(operation)) paths[path][method] = operation;
  }
  const info = plain.info;
  return {
    ...plain,
    openapi: plain.openapi,
    info: {
      ...info,
      title: typeof info.title === 'string' ? info.title : 'Mall storefront API',
      version: typeof info.version === 'string' ? info.version : '0.0.0',
    },
    paths,
  };
}
