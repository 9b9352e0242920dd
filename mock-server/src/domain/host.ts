// The Host rule is the contract's, shared with the production server (contract/src/common/host.ts).
export { hostProblem } from '@contract';

/**
 * MOCK_PUBLIC_URL as absolute URLs in answers start with: an http(s) URL without credentials, query or fragment,
 * serialised by the URL parser (a quote or a space in its path percent-escaped, so it can go into JSON as it is),
 * without a trailing slash. Throws a one-line message naming the variable otherwise.
 */
export function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MOCK_PUBLIC_URL: "${value}" is not a URL (e.g. https://mock.example.com)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    throw new Error(`MOCK_PUBLIC_URL: "${value}" must be an http or https URL without credentials, query or fragment`);
  return url.href.replace(/\/+$/, '');
}
