import { describe, expect, it, vi } from 'vitest';
import { dropUseClientWarnings } from './vite-use-client-log';

const directive = (file: string) => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  message: `[MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use client" in "${file}" may not be preserved when bundling.`,
});

describe('dropUseClientWarnings', () => {
  it('drops the "use client" directive warning of a library module', () => {
    const handler = vi.fn();
    dropUseClientWarnings('warn', directive('node_modules/@tanstack/react-query/build/modern/useQuery.js'), handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('passes on the same warning for the app’s own code and every other log', () => {
    const handler = vi.fn();
    const own = directive('web/src/app/app.tsx');
    const other = { code: 'CIRCULAR_DEPENDENCY', message: 'node_modules/a.js -> node_modules/b.js' };
    dropUseClientWarnings('warn', own, handler);
    dropUseClientWarnings('warn', other, handler);
    expect(handler.mock.calls).toEqual([
      ['warn', own],
      ['warn', other],
    ]);
  });
});
