/**
 * Imported first by sw.ts: msw's request handlers keep the cookies of mocked answers in `localStorage` and fail to
 * load where there is none, as in a service worker. An in-memory stand-in is enough: the mock's sessions travel in
 * a header, not in cookies (docs/adr/0014-zero-server-demo.md).
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

export {};
