import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { sanitise } from './sanitise';

/**
 * The server's cleaner of server HTML: the rules of lib/sanitise/sanitise.ts with DOMPurify over a jsdom window (DOMPurify
 * needs a DOM; jsdom parses HTML as the specification says, as browsers do). One window for the process: DOMPurify
 * takes its settings per call. Only the server build loads this module (lib/sanitise/use-sanitised-html.ts, loadSanitiser);
 * docs/adr/0019-server-rendering.md, "Deferred parts".
 */
const purifier = createDOMPurify(new JSDOM('').window);

/** Recent results: a page renders in up to three passes, and the same products come back. */
const cleaned = new Map<string, string>();
const KEPT = 100;

export function clean(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const result = sanitise(purifier, html);
  // The oldest first: a Map iterates in insertion order.
  if (cleaned.size >= KEPT) cleaned.delete(cleaned.keys().next().value ?? '');
  cleaned.set(html, result);
  return result;
}
