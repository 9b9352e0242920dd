import { describe, expect, it } from 'vitest';
import { contract } from '@contract';
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { buildOpenApi } from './openapi';
import { toJsonSchema2020, type OpenApiDocument } from './openapi-31';

interface ContractOperation {
  id: string;
  method: string;
  path: string;
  extension: boolean;
}

/** Every route of the contract, flattened, with its OpenAPI path template (`:id` becomes `{id}`). */
function contractOperations(router: AppRouter = contract, prefix: string[] = []): ContractOperation[] {
  return Object.entries(router).flatMap(([key, value]): ContractOperation[] => {
    if (isAppRoute(value)) {
      const meta = value.metadata as { extension?: boolean } | undefined;
      return [
        {
          id: [...prefix, key].join('.'),
          method: value.method.toLowerCase(),
          path: value.path.replace(/:(\w+)/g, '{$1}'),
          extension: meta?.extension === true,
        },
      ];
    }
    return contractOperations(value, [...prefix, key]);
  });
}

const operations = contractOperations();

function checkDocument(document: OpenApiDocument) {
  expect(document.openapi).toBe('3.1.0');
  for (const op of operations) {
    const operation = document.paths[op.path]?.[op.method];
    expect(operation, `${op.method.toUpperCase()} ${op.path} (${op.id})`).toBeDefined();
    if (op.extension) expect(operation?.['x-extension'], `${op.id} is an extension`).toBe(true);
    else expect(operation?.['x-extension'], `${op.id} is not an extension`).toBeUndefined();
  }
  // 3.0-only keywords must be gone.
  expect(JSON.stringify(document)).not.toMatch(/"nullable":|"exclusiveMinimum":(true|false)/);
}

describe('OpenAPI document (npm run openapi, /api-docs)', () => {
  it('lists contract routes, including the /__mock control API and marked extensions', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.some((op) => op.path.startsWith('/__mock/'))).toBe(true);
    expect(operations.some((op) => op.path.startsWith('/api/') && op.extension)).toBe(true);
  });

  it('has every contract route with its method, extensions marked x-extension', () => {
    checkDocument(buildOpenApi());
  });
});

describe('OpenAPI 3.0 to 3.1 schemas', () => {
  it('turns nullable into a null type, keeping enums valid', () => {
    expect(toJsonSchema2020({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema2020({ type: 'string', enum: ['a'], nullable: true })).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(toJsonSchema2020({ oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true })).toEqual({
      anyOf: [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }],
    });
  });

  it('turns boolean exclusive bounds into numbers and example into examples', () => {
    expect(toJsonSchema2020({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(toJsonSchema2020({ type: 'integer', minimum: 0, exclusiveMinimum: 0 })).toEqual({ type: 'integer', exclusiveMinimum: 0 });
    expect(toJsonSchema2020({ type: 'string', example: 'x' })).toEqual({ type: 'string', examples: ['x'] });
  });
});
