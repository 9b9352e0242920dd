/**
 * The contract's schema for the profile the mock's Facebook consent page sends back, in a module of its own: the
 * callback page imports it only when such a profile arrives, so zod stays off that page's first load
 * (docs/adr/0012).
 */
export { FacebookLoginSchema } from '@contract';
