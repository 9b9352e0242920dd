/**
 * GET routes of the contract without a real-wire fixture (contract/fixtures/real-wire), each with the reason: a
 * route the web does not render. Every other GET route must have a fixture. Read by `contract/src/real-wire.test.ts`,
 * which also fails on an entry that is not a GET route of the contract or that has a fixture now
 * (docs/adding-a-route.md, A.4).
 */
export const NOT_RENDERED: Readonly<Record<string, string>> = {
  // The web only follows its answer (the consent page address) to leave for Twitter; nothing is rendered from it.
  'auth.twitterRequestToken': 'redirect only',
  // The web never reads these: tourists find their orders through the signed-in pages.
  'orders.visitorMasterDetail': 'not called by the web',
  'orders.visitorDetail': 'not called by the web',
};
