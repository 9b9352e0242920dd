import type { Plugin } from 'vite';
import { apiContract } from '../contract/src/contract.ts';
import { routeTable } from '../contract/src/route-specs.ts';

/** Serves the contract's route table (contract/src/route-specs.ts) to the web as `virtual:api-routes`. */
const VIRTUAL_ID = 'virtual:api-routes';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function apiRoutesPlugin(): Plugin {
  return {
    name: 'api-routes',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? `export default ${JSON.stringify(routeTable(apiContract))};` : undefined;
    },
  };
}
