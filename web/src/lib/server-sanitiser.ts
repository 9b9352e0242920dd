import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * The server's DOMPurify, over a jsdom window (DOMPurify needs a DOM; jsdom parses HTML as the specification says,
 * as browsers do). One window for the process: DOMPurify takes its settings per call. Only the server build loads
 * this module (lib/use-sanitised-html.ts, loadSanitiser); docs/adr/0019-server-rendering.md, "Deferred parts".
 */
export function serverPurifier(): typeof createDOMPurify {
  return createDOMPurify(new JSDOM('').window);
}
