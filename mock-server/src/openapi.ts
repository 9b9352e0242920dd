import { contract, type RouteMeta } from '@contract';
import { generateOpenApi } from '@ts-rest/open-api';
import { asDocument, upgradeTo31, type OpenApiDocument } from './openapi-31';

/** The contract (API + /__mock control) as OpenAPI 3.1; served at /api-docs and written by `npm run openapi`. */
export function buildOpenApi(): OpenApiDocument {
  const generated = generateOpenApi(
    contract,
    {
      info: {
        title: 'Mall storefront API',
        version: '0.1.0',
        description:
          'Every answer is HTTP 200 with {code, message, data}; application errors use code 400/401/403/404/500. ' +
          'Send the raw token in the Authori-zation header. Routes marked x-extension are not in the real overseas backend.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authori-zation' } },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const meta = route.metadata as RouteMeta | undefined;
        return {
          ...operation,
          ...(meta?.auth === 'user' ? { security: [{ token: [] }] } : {}),
          ...(meta?.extension ? { 'x-extension': true } : {}),
          ...(meta?.bareString ? { 'x-bare-string-body': true } : {}),
        };
      },
    },
  );
  return upgradeTo31(asDocument(generated));
}

interface OperationLike {
  summary?: string;
  security?: unknown[];
  'x-extension'?: boolean;
}

/** A small offline HTML page listing every route (no CDN). */
export function renderApiDocsHtml(doc: object): string {
  const esc = (t: string): string => t.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const paths = (doc as { paths?: Record<string, Record<string, OperationLike>> }).paths ?? {};
  const rows: string[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      rows.push(
        `<tr><td><code>${esc(method.toUpperCase())}</code></td><td><code>${esc(path)}</code></td><td>${esc(op.summary ?? '')}</td>` +
          `<td>${op.security ? 'token' : 'public'}</td><td>${op['x-extension'] ? 'extension' : ''}</td></tr>`,
      );
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mall storefront API</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f5f5f5}</style></head>
<body><h1>Mall storefront API</h1><p>${rows.length} routes. Machine-readable: <a href="/api-docs">/api-docs</a> (OpenAPI JSON).
Every answer is <code>{code, message, data}</code> with HTTP 200; send the token in <code>Authori-zation</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Auth</th><th>Note</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
}
