// `npm run openapi [out]`: writes the contract as OpenAPI 3.1 JSON (default dist/openapi.json), the same
// document the mock serves at /api-docs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildOpenApi } from '../mock-server/src/openapi';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const document = buildOpenApi();
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
console.log(`OpenAPI ${document.openapi}: ${Object.keys(document.paths).length} paths, ${operations} operations -> ${out}`);
