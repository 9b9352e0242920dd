/**
 * Route keys of the contract (`<resource>.<routeKey>`) that the web does not call, each with the reason; every other
 * route key has its web call in a file `<r>-<k>.ts` (docs/conventions.md, "One vocabulary"). Read by
 * `web/src/app/vocabulary.test.ts`, which fails on an entry that is not a route of the contract or whose file
 * appears (docs/adding-a-route.md, A.6).
 */
export const UNCALLED_ROUTES: Readonly<Record<string, string>> = {
  'home.payCurrency': 'the currency also arrives in home.pcIndex (shopPayCurrency), which the frame already reads',
  'products.skuDetail': 'the product page and the SKU dialog read the SKUs from products.detail',
  'reviews.latest': "the product page's review section pages reviews.list and reads the counts from reviews.config",
  'orders.visitorMasterDetail': 'a visitor lookup by order number and identity; the storefront has no such page',
  'orders.visitorDetail': 'as orders.visitorMasterDetail',
  'collections.batchAddProducts': 'no page favourites several products at once',
  'merchants.customerService': "the contact panel is the platform's (home.pcIndex consumer* fields); no page shows a shop's own",
  'addresses.getDefault': 'checkout picks from addresses.listAll, whose rows mark the default',
  'addresses.detail': 'the edit dialog is filled from the row of addresses.list',
};
