// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { adoptServerState, takeServerAddress, readServerState } from './adopt-server-state';

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

describe('takeServerAddress', () => {
  const rendered = (search: string | null): Document => {
    const doc = document.implementation.createHTMLDocument();
    const root = doc.createElement('div');
    root.id = 'root';
    if (search !== null) root.dataset.ssrSearch = search;
    doc.body.append(root);
    return doc;
  };

  it('takes the query the page was rendered with, in place, keeping the path, the fragment and the history state', () => {
    window.history.replaceState({ kept: 1 }, '', '/fr/goods_detail/1?fbclid=IwAR0&reviewPage=2&x=1#reviews');
    const entries = window.history.length;
    takeServerAddress(rendered('?reviewPage=2'));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/fr/goods_detail/1?reviewPage=2#reviews');
    expect(window.history.state).toEqual({ kept: 1 });
    expect(window.history.length).toBe(entries);
    takeServerAddress(rendered(''));
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/fr/goods_detail/1#reviews');
  });

  it('leaves the address as it is when it already is the page’s, or when the page says nothing of it', () => {
    window.history.replaceState(null, '', '/goods/goods_search?title=a%20b&page=2');
    const replace = vi.spyOn(window.history, 'replaceState');
    takeServerAddress(rendered('?title=a%20b&page=2'));
    takeServerAddress(rendered(null));
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?title=a%20b&page=2');
    replace.mockRestore();
  });
});
