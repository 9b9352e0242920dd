import { beforeAll } from 'vitest';

/**
 * The web test files of a worker share its globals (vitest.config.ts: one module graph and one DOM per worker, not
 * per file): each file starts with the storage and cookies a first visit has, and a bare `<html>` (no session mark,
 * `data-app` or `lang` the app set), whatever the file before it left.
 */
beforeAll(() => {
  if (typeof window === 'undefined') return;
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
