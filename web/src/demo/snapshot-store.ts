/**
 * The demo's state in the browser: one IndexedDB record holding the mock's state snapshot (the JSON of
 * core.state.toSnapshot()), written after each change and read when the service worker starts again
 * (docs/adr/0014-zero-server-demo.md). IndexedDB because a service worker has no localStorage.
 */
const DB_NAME = 'mall-demo';
const STORE = 'state';
const KEY = 'snapshot';

/** A saved snapshot with the build's state version, so a new demo build never loads an older build's state. */
export interface StoredSnapshot {
  version: string;
  json: string;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

function isStored(value: unknown): value is StoredSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as StoredSnapshot).version === 'string' &&
    typeof (value as StoredSnapshot).json === 'string'
  );
}

export async function readSnapshot(version: string): Promise<string | null> {
  const value = await run('readonly', (store) => store.get(KEY) as IDBRequest<unknown>);
  return isStored(value) && value.version === version ? value.json : null;
}

export async function writeSnapshot(version: string, json: string): Promise<void> {
  const record: StoredSnapshot = { version, json };
  await run('readwrite', (store) => store.put(record, KEY));
}
