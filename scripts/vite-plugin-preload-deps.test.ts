import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadDepsPlugin } from './vite-plugin-preload-deps';

/** A bundle of chunks by file name, each with its static imports. */
function bundleOf(imports: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, list]) => [fileName, { type: 'chunk', fileName, imports: list }]),
  ) as unknown as Rolldown.OutputBundle;
}

function afterBundle(imports: Record<string, string[]>) {
  const { plugin, resolveDependencies } = preloadDepsPlugin();
  const hook = plugin.generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void;
  hook({}, bundleOf(imports));
  return resolveDependencies;
}

describe('preloadDepsPlugin', () => {
  const bundle = {
    'index.js': ['app.js', 'react.js', 'runtime.js'],
    'app.js': ['react.js', 'vendor.js', 'runtime.js'],
    'react.js': ['runtime.js'],
    'vendor.js': ['runtime.js'],
    'runtime.js': [],
    'page.js': ['app.js', 'shared.js', 'vendor.js'],
    'shared.js': ['react.js'],
    'part.js': ['shared.js', 'app.js'],
  };

  it('drops what the importing chunk loaded statically, transitively, and keeps the rest in order', () => {
    const resolve = afterBundle(bundle);
    expect(
      resolve('page.js', ['page.js', 'app.js', 'react.js', 'runtime.js', 'shared.js', 'vendor.js'], { hostId: 'app.js', hostType: 'js' }),
    ).toEqual(['page.js', 'shared.js']);
    // A lazy part of the page: the page and everything it imports are there already.
    expect(resolve('part.js', ['part.js', 'shared.js', 'app.js', 'vendor.js'], { hostId: 'page.js', hostType: 'js' })).toEqual(['part.js']);
  });

  it('leaves the HTML’s modulepreload links and an unknown host alone', () => {
    const resolve = afterBundle(bundle);
    const deps = ['app.js', 'react.js', 'runtime.js'];
    expect(resolve('index.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
    expect(resolve('page.js', ['page.js', 'app.js'], { hostId: 'other.js', hostType: 'js' })).toEqual(['page.js', 'app.js']);
  });

  it('changes nothing before a bundle is there', () => {
    const { resolveDependencies } = preloadDepsPlugin();
    expect(resolveDependencies('page.js', ['page.js', 'app.js'], { hostId: 'app.js', hostType: 'js' })).toEqual(['page.js', 'app.js']);
  });
});
