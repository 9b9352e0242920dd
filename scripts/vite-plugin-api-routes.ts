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
      return `export default ${JSON.stringify(only ? pick(table, only) : table)};`;
    },
  };
}
