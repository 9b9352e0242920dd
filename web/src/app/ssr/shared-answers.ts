/**
 * The backend's answers to the server's renders, shared between renders for a few seconds
 * (docs/adr/0019-server-rendering.md, "Shared answers").
 *
 * Every public page's render asks the backend for the frame's data (the category tree, the site's settings) besides
 * its own, and the page cache keeps pages by their whole address. Without this, each render of any page costs the
 * backend all of its calls again, and so does each of a flood of addresses that differ only in a query no page reads.
 * Here a guest's GET (every call a render makes) is sent once for all the renders that ask for it while it is in
 * flight, and a success (HTTP 200, JSON, the envelope's code 200) is kept `ttlMs`: renders in that time take it from
 * memory. A failure is never kept, so the next render asks again. Bounded in size, the oldest answer going first; an
 * answer over a sixteenth of the bound is not kept.
 */
export interface SharedAnswersOptions {
  /** How long a success is served from memory. */
  ttlMs: number;
  /** The bound of the kept answers' bodies, in characters (about bytes for the backend's JSON). */
  maxChars: number;
  now?: () => number;
}

interface Answer {
  status: number;
  type: string;
  body: string;
  at: number;
}

export interface SharedAnswers {
  /** The answer for `key`: kept and fresh, in flight for another render, or `load`ed now. */
  get: (key: string, load: () => Promise<Response>) => Promise<Response>;
  /** What is kept (for tests). */
  size: () => { answers: number; chars: number };
}

function isSuccess(answer: Answer): boolean {
  if (answer.status !== 200 || !/\bjson\b/i.test(answer.type)) return false;
  try {
    return (JSON.parse(answer.body) as { code?: unknown } | null)?.code === 200;
  } catch {
    return false;
  }
}

/** A new Response for each reader (a body is read once); statuses that carry no body get none. */
const toResponse = ({ status, type, body }: Answer): Response =>
  new Response([204, 205, 304].includes(status) ? null : body, { status, headers: { 'content-type': type } });

export function sharedAnswers({ ttlMs, maxChars, now = Date.now }: SharedAnswersOptions): SharedAnswers {
  const kept = new Map<string, Answer>();
  const inFlight = new Map<string, Promise<Answer>>();
  let chars = 0;
  const drop = (key: string) => {
    const old = kept.get(key);
    if (!old) return;
    chars -= old.body.length;
    kept.delete(key);
  };
  const keep = (key: string, answer: Answer) => {
    if (answer.body.length > maxChars / 16) return;
    drop(key);
    kept.set(key, answer);
    chars += answer.body.length;
    // A Map iterates in insertion order: the first key is the oldest answer.
    for (const oldest of kept.keys()) {
      if (chars <= maxChars) break;
      drop(oldest);
    }
  };
  return {
    async get(key, load) {
      const hit = kept.get(key);
      if (hit && now() - hit.at < ttlMs) return toResponse(hit);
      if (hit) drop(key);
      let pending = inFlight.get(key);
      if (!pending) {
        const loading = load().then(async (response) => ({
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          body: await response.text(),
          at: now(),
        }));
        pending = loading;
        inFlight.set(key, loading);
        loading
          .then(
            (answer) => isSuccess(answer) && keep(key, answer),
            () => undefined,
          )
          .finally(() => {
            if (inFlight.get(key) === loading) inFlight.delete(key);
          });
      }
      return toResponse(await pending);
    },
    size: () => ({ answers: kept.size, chars }),
  };
}
