import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { apiContract } from '../contract/src/contract.ts';
import { routeTable } from '../contract/src/route-specs.ts';
import { apiRoutesPlugin } from './vite-plugin-api-routes.ts';

/** The module the plugin serves for `virtual:api-routes`, evaluated. */
async function served(plugin: Plugin): Promise<unknown> {
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const id = resolve('virtual:api-routes');
  if (!id) throw new Error('virtual:api-routes not resolved');
  const code = load(id);
  if (!code) throw new Error('virtual:api-routes not loaded');
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: unknown };
  return module.default;
}

describe('virtual:api-routes', () => {
  it('serves the contract’s whole route table, written compactly and expanded back to the same specs', async () => {
    const plugin = apiRoutesPlugin();
    const table = routeTable(apiContract);
    expect(await served(plugin)).toEqual(table);
    const code = (plugin.load as (id: string) => string)('\0virtual:api-routes');
    // Written as strings: the objects' keys are not repeated route by route.
    expect(code).not.toContain('"path":');
    expect(code.length).toBeLessThan(JSON.stringify(table).length);
  });

  it('serves only the routes named, as objects, for the inline early script', async () => {
    const table = await served(apiRoutesPlugin(['home.pcIndex']));
    expect(table).toEqual({ home: { pcIndex: { method: 'GET', path: '/api/pc/home/index', body: 'none' } } });
  });
});
