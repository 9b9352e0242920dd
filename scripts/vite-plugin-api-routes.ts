import type { Plugin } from 'vite';
import { apiContract } from '../contract/src/contract.ts';
import { routeTable } from '../contract/src/route-specs.ts';
import type { RouteSpec, RouteTree } from '../contract/src/index.ts';

/** The part of `tree` holding only the dotted route keys `only` names. */
function pick(tree: RouteTree, only: readonly string[]): RouteTree {
  const out: RouteTree = {};
  for (const key of only) {
    const parts = key.split('.');
    let from: RouteTree | RouteSpec | undefined = tree;
    let to = out;
    for (const [index, part] of parts.entries()) {
      from = (from as RouteTree | undefined)?.[part];
      if (!from) throw new Error(`api routes: no route ${key} in the contract`);
      if (index === parts.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as RouteTree;
    }
  }
  return out;
}

/**
 * The whole table travels in the first load of every page, so each route is written as one string, "METHOD body
 * path" (no method, body kind or path has a space), and `EXPAND` turns the strings back into RouteSpecs when the
 * module is evaluated: about 80 bytes gzip less than the objects (docs/performance.md, First-load JS). The inline
 * early script's few routes (`only`) stay objects: there the decoder would cost more than it saves.
 */
function compact(tree: RouteTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) out[key] = isSpec(node) ? `${node.method} ${node.body} ${node.path}` : compact(node);
  return out;
}

const isSpec = (node: RouteSpec | RouteTree): node is RouteSpec => typeof node.method === 'string';

const EXPAND = `function expand(tree) {
  for (const key in tree) {
    if (typeof tree[key] !== 'string') expand(tree[key]);
    else {
      const [method, body, path] = tree[key].split(' ');
      tree[key] = { method, body, path };
    }
  }
  return tree;
}`;

/**
 * Serves the contract's route table (contract/src/route-specs.ts) to the web as `virtual:api-routes`; `only` (dotted
 * route keys) serves just those routes (the page's inline early script, scripts/vite-plugin-early-requests.ts).
 */
const VIRTUAL_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function apiRoutesPlugin(only?: readonly string[]): Plugin {
  return {
    name: 'api-routes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const table = routeTable(apiContract);
      if (only) return `export default ${JSON.stringify(pick(table, only))};`;
      return `${EXPAND}\nexport default expand(${JSON.stringify(compact(table))});`;
    },
  };
}
