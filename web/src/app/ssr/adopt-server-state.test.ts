// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adoptServerState, readServerState } from './adopt-server-state';

function serverCache(): QueryClient {
  const server = new QueryClient();
  server.setQueryData(['products', 'detail', 1], { name: 'Tea' }, { updatedAt: 1_000 });
  server.setQueryData(['home', 'index'], { banner: [] }, { updatedAt: 2_000 });
  return server;
}

describe('adoptServerState', () => {
  it('puts every answer the server rendered with into the cache, keeping its time', () => {
    const client = new QueryClient();
    expect(adoptServerState(client, dehydrate(serverCache()))).toBe(2);
    expect(client.getQueryData(['products', 'detail', 1])).toEqual({ name: 'Tea' });
    expect(client.getQueryState(['home', 'index'])?.dataUpdatedAt).toBe(2_000);
    expect(client.getQueryState(['home', 'index'])?.status).toBe('success');
  });

  it('keeps a newer answer the client already has and skips queries without data', () => {
    const client = new QueryClient();
    client.setQueryData(['products', 'detail', 1], { name: 'Newer tea' }, { updatedAt: 5_000 });
    const state = dehydrate(serverCache());
    const first = state.queries[0];
    if (!first) throw new Error('the server cache has queries');
    state.queries.push({
      ...first,
      queryKey: ['failed'],
      queryHash: '["failed"]',
      state: { ...first.state, status: 'error', data: undefined },
    });
    expect(adoptServerState(client, state)).toBe(1);
    expect(client.getQueryData(['products', 'detail', 1])).toEqual({ name: 'Newer tea' });
    expect(client.getQueryState(['failed'])).toBeUndefined();
  });
});

describe('readServerState', () => {
  function page(script: string | null): Document {
    const doc = document.implementation.createHTMLDocument('t');
    if (script !== null) {
      const tag = doc.createElement('script');
      tag.type = 'application/json';
      tag.id = 'ssr-state';
      tag.textContent = script;
      doc.body.append(tag);
    }
    return doc;
  }

  it('reads the JSON block the server wrote', () => {
    const queries = dehydrate(serverCache());
    expect(readServerState(page(JSON.stringify({ queries })))?.queries.queries).toHaveLength(2);
  });

  it('is null without a block, with broken JSON or with another shape', () => {
    expect(readServerState(page(null))).toBeNull();
    expect(readServerState(page('{"queries":'))).toBeNull();
    expect(readServerState(page('{"queries":{"queries":1}}'))).toBeNull();
    expect(readServerState(page('[]'))).toBeNull();
  });
});
