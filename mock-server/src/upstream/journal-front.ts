import { type CoreRequest } from '../core/core';
import { envelopeOf, journalBody } from '../core/journal';
import { type RequestJournal } from '../domain/journal';
import { driftLine, type OnDrift } from './drift';
import { splitUrl, type ApiFront } from './exchange';

/**
 * The request journal in the upstream, record and replay modes (mock-server/README.md, "Request journal"): an
 * answer the upstream or a recording gave never reached the core, which journals what it answers itself, so this
 * front (the outermost) journals those, each with its contract drifts as notes ("drift products.list
 * response.data.list[].price: expected string, got number"). `journal` is read when a request comes (the state
 * exists once the server is built).
 */
export function journalFront(state: () => { journal: RequestJournal; now: () => number } | null): { front: ApiFront; onDrift: OnDrift } {
  // Drifts found while a request was answered, until the journal has its entry.
  const drifts = new WeakMap<CoreRequest, string[]>();
  return {
    onDrift: (found, info) => {
      const lines = drifts.get(info.request) ?? [];
      for (const drift of found) lines.push(`drift ${driftLine(drift)}`);
      drifts.set(info.request, lines);
    },
    front: async (request, next) => {
      const started = performance.now();
      const answer = await next(request);
      const target = state();
      // The core journaled its own answer (it carries the entry's id).
      if (!answer || answer.journalId !== undefined || !target) return answer;
      const { path, search } = splitUrl(request.url);
      const { code, message } = envelopeOf(answer);
      const id = target.journal.record({
        at: target.now(),
        method: request.method,
        path,
        search: search ? `?${search}` : '',
        body: journalBody(request.body, null),
        status: answer.status,
        code,
        message,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      });
      for (const note of drifts.get(request) ?? []) target.journal.annotate(id, note);
      drifts.delete(request);
      return { ...answer, journalId: id };
    },
  };
}
