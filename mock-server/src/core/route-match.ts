/**
 * The one rule the mock matches a request's path to a contract route with (the core, core/route-table.ts, and the
 * upstream checker, upstream/routes.ts): same method, same number of segments, a parameter (':name') takes any
 * non-empty segment, and static segments win over parameters, left to right, as in Fastify's router. The
 * parameters come back raw (still %-encoded); `onParam` may refuse one by throwing.
 */
export interface RoutePattern {
  route: { method: string };
  segments: readonly string[];
}

export function matchRoute<E extends RoutePattern>(
  entries: Iterable<E>,
  method: string,
  path: string,
  onParam?: (raw: string) => void,
): { entry: E; params: Record<string, string> } | null {
  const parts = path.split('/');
  let best: { entry: E; params: Record<string, string>; rank: string } | null = null;
  for (const entry of entries) {
    if (entry.route.method !== method || entry.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let rank = '';
    let fits = true;
    for (const [i, segment] of entry.segments.entries()) {
      const part = parts[i] ?? '';
      if (segment.startsWith(':')) {
        if (part === '') {
          fits = false;
          break;
        }
        onParam?.(part);
        params[segment.slice(1)] = part;
        rank += '1';
      } else if (segment === part) rank += '0';
      else {
        fits = false;
        break;
      }
    }
    if (fits && (!best || rank < best.rank)) best = { entry, params, rank };
  }
  return best && { entry: best.entry, params: best.params };
}
