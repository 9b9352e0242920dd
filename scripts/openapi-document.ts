import { contract } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';

/** JSON as the OpenAPI document holds it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, JsonObject>>;
  [key: string]: Json;
}

/** One contract route as the OpenAPI document should show it. */
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  extension: boolean;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function routeIsExtension(route: AppRoute): boolean {
  const metadata: unknown = route.metadata;
  return isObject(metadata) && metadata.extension === true;
}

/** Every route of the contract, flattened, with its OpenAPI path template (`:id` becomes `{id}`). */
export function contractOperations(router: AppRouter = contract, prefix: string[] = []): ContractOperation[] {
  return Object.entries(router).flatMap(([key, value]): ContractOperation[] => {
    if (isAppRoute(value)) {
      return [{ id: [...prefix, key].join('.'), method: value.method.toLowerCase(), path: value.path.replace(/:(\w+)/g, '{$1}'), extension: routeIsExtension(value) }];
    }
    return contractOperations(value, [...prefix, key]);
  });
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

  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
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

/** Adds `x-extension: true` to every operation of a route marked `metadata.extension` in the contract. */
export function markExtensions(document: OpenApiDocument, operations = contractOperations()): OpenApiDocument {
  for (const operation of operations) {
    const target = document.paths[operation.path]?.[operation.method];
    if (target && operation.extension) target['x-extension'] = true;
  }
  return document;
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
  for (const [key, value] of Object.entries(document)) if (key !== 'openapi' && key !== 'paths' && key !== 'info') rest[key] = toJsonSchema2020(value ?? null);
  return { ...rest, openapi: '3.1.0', info: document.info, paths };
}

function asDocument(value: unknown): OpenApiDocument {
  // A JSON round trip gives a plain tree (no undefined, no class instances) that the Json types describe.
  const plain: unknown = JSON.parse(JSON.stringify(value));
  if (!isObject(plain) || typeof plain.openapi !== 'string' || !isObject(plain.info) || !isObject(plain.paths)) {
    throw new Error('not an OpenAPI document: expected openapi, info and paths');
  }
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(plain.paths)) {
    if (!isObject(item)) continue;
    paths[path] = {};
    for (const [method, operation] of Object.entries(item)) if (HTTP_METHODS.has(method) && isObject(operation)) paths[path][method] = operation;
  }
  const info = plain.info;
  return {
    ...plain,
    openapi: plain.openapi,
    info: { ...info, title: typeof info.title === 'string' ? info.title : 'Mall storefront API', version: typeof info.version === 'string' ? info.version : '0.0.0' },
    paths,
  };
}

/** The contract as OpenAPI 3.1, straight from @ts-rest/open-api (3.0) and upgraded. */
export function contractToOpenApi(): OpenApiDocument {
  const generated = generateOpenApi(
    contract,
    {
      info: {
        title: 'Mall storefront API',
        version: '0.1.0',
        description:
          'The storefront calls of the real backend plus extensions (x-extension: true), and the mock server control API under /__mock. ' +
          'Application errors answer HTTP 200 with an envelope {code, message, data} whose code is not 200.',
      },
      servers: [{ url: '/', description: 'same origin (the mock server or the real backend)' }],
    },
    { setOperationId: 'concatenated-path' },
  );
  return markExtensions(upgradeTo31(asDocument(generated)));
}

/**
 * The document `npm run openapi` writes: the mock server's own `buildOpenApi()` (what it serves at /api-docs) when
 * mock-server/src/openapi.ts exists, else the contract converted here. Either way 3.1, with extensions marked.
 */
export async function loadOpenApiDocument(): Promise<{ document: OpenApiDocument; source: string }> {
  const moduleUrl = new URL('../mock-server/src/openapi.ts', import.meta.url);
  let built: unknown;
  try {
    const mod: unknown = await import(moduleUrl.href);
    if (isModuleWithBuilder(mod)) built = await mod.buildOpenApi();
  } catch (error) {
    if (!isModuleNotFound(error)) throw error;
  }
  if (built === undefined) return { document: contractToOpenApi(), source: '@ts-rest/open-api (contract)' };
  return { document: markExtensions(upgradeTo31(asDocument(built))), source: 'mock-server/src/openapi.ts buildOpenApi()' };
}

function isModuleWithBuilder(mod: unknown): mod is { buildOpenApi: () => unknown } {
  return typeof mod === 'object' && mod !== null && 'buildOpenApi' in mod && typeof mod.buildOpenApi === 'function';
}

function isModuleNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Failed to load url|does not exist/i.test(message) && message.includes('openapi');
}
