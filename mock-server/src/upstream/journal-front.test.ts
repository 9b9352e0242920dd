import { describe, expect, it } from 'vitest';
import { type CoreRequest, type CoreResponse } from '../core/core';
import { RequestJournal } from '../domain/journal';
import { journalFront } from './journal-front';

const json = (body: unknown): CoreResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

function request(url: string, body: CoreRequest['body'] = { kind: 'none' }): CoreRequest {
  return { method: body.kind === 'none' ? 'GET' : 'POST', url, headers: {}, body };
}

describe('journalFront (the journal in the upstream and replay modes)', () => {
  it('journals an answer the core did not give, with the drifts found for it as notes', async () => {
    const journal = new RequestJournal();
    const { front, onDrift } = journalFront(() => ({ journal, now: () => Date.parse('2026-11-27T10:00:00Z') }));
    const sent = request('http://localhost:8080/api/front/product/list?page=1&limit=12');
    const answer = await front(sent, async (forwarded) => {
      onDrift([{ route: 'products.list', path: 'response.data.list[].price', expected: 'string', got: 'number' }], {
        method: 'GET',
        url: forwarded.url,
        route: 'products.list',
        status: 200,
        startedAt: 0,
        durationMs: 1,
        request: forwarded,
      });
      return json({ code: 200, message: 'ok', data: { list: [] } });
    });
    expect(answer?.journalId).toBe(1);
    const { list } = journal.list({ limit: 10 });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      method: 'GET',
      path: '/api/front/product/list',
      status: 200,
      code: 200,
      message: 'ok',
      notes: ['drift products.list response.data.list[].price: expected string, got number'],
    });
  });

  it('leaves an answer the core journaled alone, and secrets out of a forwarded body', async () => {
    const journal = new RequestJournal();
    const { front } = journalFront(() => ({ journal, now: () => 0 }));
    await front(request('http://localhost/api/front/cart/count'), async () => ({
      ...json({ code: 200, message: 'ok', data: 1 }),
      journalId: 7,
    }));
    expect(journal.size).toBe(0);
    const login = request('http://localhost/api/front/login/email', {
      kind: 'text',
      contentType: 'application/json',
      text: JSON.stringify({ email: 'a@b.c', password: 'secret1' }),
    });
    await front(login, async () => json({ code: 200, message: 'ok', data: null }));
    expect(JSON.stringify(journal.list({ limit: 1 }).list[0]?.body)).not.toContain('secret1');
  });

  it('answers as the inner fronts do while the server is not built yet (no journal)', async () => {
    const { front } = journalFront(() => null);
    const answer = await front(request('http://localhost/api/x'), async () => json({ code: 200, message: 'ok', data: null }));
    expect(answer?.journalId).toBeUndefined();
  });
});
