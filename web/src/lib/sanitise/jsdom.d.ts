/**
 * The part of jsdom's API the server's sanitiser uses (lib/sanitise/server-sanitiser.ts); jsdom ships no types of its own and
 * @types/jsdom is not a dependency.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
