import { describe, expect, it, vi } from 'vitest';
import { dropKnownBuildLogs } from './vite-build-log';

const directive = (file: string) => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  message: `[MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use client" in "${file}" may not be preserved when bundling.`,
});

describe('dropKnownBuildLogs', () => {
  it('drops the "use client" directive warning of a library module', () => {
    const handler = vi.fn();
    dropKnownBuildLogs('warn', directive('node_modules/@tanstack/react-query/build/modern/useQuery.js'), handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes on the same warning for the app’s own code and every other log', () => {
    const handler = vi.fn();
    const own = directive('web/src/app/app.tsx');
    const other = { code: 'CIRCULAR_DEPENDENCY', message: 'node_modules/a.js -> node_modules/b.js' };
    dropKnownBuildLogs('warn', own, handler);
    dropKnownBuildLogs('warn', other, handler);
    expect(handler.mock.calls).toEqual([
      ['warn', own],
      ['warn', other],
    ]);
  });

  const timings = (lines: string[]) => ({
    code: 'PLUGIN_TIMINGS',
    message: [
      '[PLUGIN_TIMINGS] JavaScript callbacks ran for 4.4s of this 4.9s build (91%).',
      'The slowest callbacks, timed inside each callback (the wait before a callback starts is excluded, the time it awaits is included):',
      ...lines,
      '1 callback is listed without a time. Its calls overlapped, so the time inside one call includes work from other calls.',
      '  - plugin vite:asset load (271 calls)',
    ].join('\n'),
  });

  it('drops the timing report when the only plugin it times is the one writing the compressed copies', () => {
    const handler = vi.fn();
    dropKnownBuildLogs('warn', timings(['  - plugin mall:precompress writeBundle (60%, 2.9s, 1 call)']), handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes on a timing report that times any other plugin', () => {
    const handler = vi.fn();
    const report = timings([
      '  - plugin mall:precompress writeBundle (40%, 2.9s, 1 call)',
      '  - plugin vite:css transform (30%, 2.1s, 40 calls)',
    ]);
    dropKnownBuildLogs('warn', report, handler);
    expect(handler.mock.calls).toEqual([['warn', report]]);
  });
});
