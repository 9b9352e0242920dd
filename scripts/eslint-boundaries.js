// The import boundaries of the repository as one ESLint rule (docs/conventions.md, "Boundaries").
// Relative imports are resolved against the importing file, so `../../site/api/x` inside a feature is seen as the
// feature `site`; a glob on the import string (no-restricted-imports) cannot tell that from a folder of its own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Packages the contract may import: it is shared by the web, the mock and the tests, so it stays dependency-free. */
const CONTRACT_PACKAGES = [/^zod$/, /^@ts-rest\//];
/** Contract tests may also use the test runner and Node's file access. */
const CONTRACT_TEST_PACKAGES = [/^vitest$/, /^node:/];

/** Where a repository-relative path sits, as one of the layers below (undefined: no rule applies). */
export function layerOf(relative) {
  const p = relative.split(path.sep).join('/');
  if (p.startsWith('contract/')) return { layer: 'contract' };
  if (p.startsWith('mock-server/')) return { layer: 'mock-server' };
  if (p.startsWith('scripts/')) return { layer: 'scripts' };
  if (p.startsWith('e2e/')) return { layer: 'e2e' };
  if (p.startsWith('server/')) return { layer: 'server' };
  if (!p.startsWith('web/')) return undefined;
  const feature = /^web\/src\/features\/([^/]+)\//.exec(p);
  if (feature) return { layer: 'feature', feature: feature[1] };
  const folder = /^web\/src\/(components|lib|shell|app|boot|testing|demo)\//.exec(p);
  return { layer: folder ? folder[1] : 'web' };
}

/** Repository-relative path an import specifier points at, or undefined for a package. */
function targetOf(specifier, filename) {
  if (specifier === '@contract' || specifier.startsWith('@contract/')) return 'contract/src/index.ts';
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return undefined;
  return path.relative(ROOT, path.resolve(path.dirname(filename), specifier));
}

/** Why `from` may not import `to` (both results of layerOf), or undefined when it may. */
function violation(from, to, target = '') {
  const web = ['feature', 'components', 'lib', 'shell', 'app', 'boot', 'testing', 'demo', 'web'];
  if (web.includes(from.layer)) {
    if (to.layer === 'scripts') return 'web/ never imports scripts/: move what both need into web/src/lib or the contract';
    if (to.layer === 'e2e') return 'web/ never imports e2e/';
    if (to.layer === 'server') return 'web/ never imports server/: the server loads the server build of web/, not the other way round';
    if (to.layer === 'mock-server' && from.layer !== 'testing' && from.layer !== 'demo') {
      return 'web/ never imports mock-server/ (only web/src/testing and web/src/demo may)';
    }
  }
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.feature !== from.feature) {
      return `features never import other features (${from.feature} -> ${to.feature}): move the shared piece to shell/, components/ or lib/, or compose both in app/`;
    }
    if (to.layer === 'app') return 'features never import app/: the routes in app/ compose features, not the other way round';
  }
  if (from.layer === 'components' || from.layer === 'lib' || from.layer === 'shell') {
    if (to.layer === 'feature') return `${from.layer}/ never imports features: move the piece down to shell/, components/ or lib/`;
    if (to.layer === 'app') return `${from.layer}/ never imports app/`;
  }
  // boot/ is the early script inlined into every page (docs/adr/0017): no React, nothing of the app but the
  // first-view declarations (app/first-view/, plain data) and lib/. Only app/ reads boot/ (its route keys).
  if (from.layer === 'boot') {
    const declarations = to.layer === 'app' && /^web\/src\/app\/first-view(\/(index|calls)(\.ts)?)?$/.test(target);
    if (['feature', 'components', 'shell', 'app', 'testing', 'demo'].includes(to.layer) && !declarations)
      return 'boot/ imports only lib/ and the first-view declarations (web/src/app/first-view/index.ts, calls.ts)';
  }
  if (to.layer === 'boot' && ['feature', 'components', 'lib', 'shell'].includes(from.layer))
    return `${from.layer}/ never imports boot/: the early script sits above them, beside app/`;
  if (from.layer === 'lib' && (to.layer === 'components' || to.layer === 'shell'))
    return `lib/ never imports ${to.layer}/: lib/ is the bottom layer`;
  if (from.layer === 'shell' && to.layer === 'components') return 'shell/ never imports components/: it holds data, the layout renders it';
  if (from.layer === 'contract' && to.layer !== 'contract') return 'the contract imports only zod, ts-rest and itself';
  // The production server (docs/adr/0019-server-rendering.md) runs the web's server build; from web/ it may read only
  // that entry's types and the plain libraries of web/src/lib.
  if (from.layer === 'server') {
    if (to.layer === 'mock-server' || to.layer === 'scripts' || to.layer === 'e2e') return `server/ never imports ${to.layer}/`;
    const allowed = to.layer === 'lib' || (to.layer === 'app' && /^web\/src\/app\/ssr\/entry-server(\.tsx?)?$/.test(target));
    if (['feature', 'components', 'shell', 'app', 'testing', 'demo', 'web'].includes(to.layer) && !allowed) {
      return 'server/ imports from web/ only web/src/lib and the types of web/src/app/ssr/entry-server.tsx';
    }
  }
  return undefined;
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforces the layer boundaries written in docs/conventions.md' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    const from = layerOf(path.relative(ROOT, filename));
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(filename);
    function check(node, source) {
      if (!source || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = targetOf(specifier, filename);
      if (target === undefined) {
        if (from.layer !== 'contract') return;
        const allowed = isTest ? [...CONTRACT_PACKAGES, ...CONTRACT_TEST_PACKAGES] : CONTRACT_PACKAGES;
        if (!allowed.some((pattern) => pattern.test(specifier))) {
          context.report({ node, message: `the contract imports only zod, ts-rest and itself, not '${specifier}'` });
        }
        return;
      }
      const to = layerOf(target);
      const message = to
        ? violation(from, to, target.split(path.sep).join('/'))
        : from.layer === 'contract'
          ? 'the contract imports only zod, ts-rest and itself'
          : undefined;
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
      TSImportType: (node) => check(node, node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};

export default { rules: { boundaries } };
