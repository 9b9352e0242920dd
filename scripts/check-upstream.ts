// `npm run check:upstream -- <url>` (or MOCK_UPSTREAM=<url>): sends the fixed list of public reads
// (mock-server/src/upstream/check-requests.json) to a real backend, checks every request and answer against the
// contract, prints each drift once and a summary, and exits 1 when there is any drift (2 for a usage error).
// For a nightly job against staging (mock-server/README.md, "check:upstream").
import { checkUpstream } from '../mock-server/src/upstream/check';
import { upstreamBase, UpstreamConfigError, upstreamTimeout } from '../mock-server/src/upstream/main-options';

const given = process.argv[2] ?? process.env.MOCK_UPSTREAM;
if (!given) {
  process.stderr.write('usage: npm run check:upstream -- https://api.example.com   (or MOCK_UPSTREAM=https://api.example.com)\n');
  process.exit(2);
}
let url: string;
let timeoutMs: number;
try {
  url = upstreamBase(given);
  timeoutMs = upstreamTimeout(process.env.MOCK_UPSTREAM_TIMEOUT_MS);
} catch (error) {
  if (!(error instanceof UpstreamConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
process.stdout.write(`check:upstream: ${url}\n`);
const result = await checkUpstream({ url, timeoutMs, write: (line) => process.stdout.write(`${line}\n`) });
for (const line of result.summary) process.stdout.write(`${line}\n`);
process.exit(result.drifts.length > 0 ? 1 : 0);
