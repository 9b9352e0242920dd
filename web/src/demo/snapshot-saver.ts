/**
 * When the demo's worker writes the mock's state to IndexedDB (docs/adr/0014-zero-server-demo.md): after a change,
 * once the request that made it has been answered, and once per burst of changes.
 *
 * The snapshot is the whole state as JSON (about 1 MB), serialised on the worker's only thread, which also answers
 * every request of every tab. Written at the first change of a request (a microtask later), it delayed that very
 * answer, and a request that changes several records (an order: the order, its lines, the cart, the stock) wrote it
 * twice. Here a change only marks the state dirty; the write runs on a later task (the answer is on its way by
 * then), writes never overlap, and changes made during a write give one more write after it.
 */
export interface SnapshotSaver {
  /** The state changed: a write follows on a later task (one for all changes until then). */
  changed(): void;
  /** Settles once every change so far is written (or its write failed): what a fetch event keeps the worker alive for. */
  settled(): Promise<void>;
}

export function createSnapshotSaver(
  write: () => Promise<void>,
  later: (run: () => void) => void = (run) => void setTimeout(run, 0),
): SnapshotSaver {
  let dirty = false;
  /** The write in progress or scheduled; null when nothing is left to write. */
  let pending: Promise<void> | null = null;

  const drain = async (): Promise<void> => {
    await new Promise<void>((resolve) => later(resolve));
    while (dirty) {
      dirty = false;
      try {
        await write();
      } catch (error) {
        // A full or blocked IndexedDB costs persistence across restarts only; the running state stays right.
        console.warn('demo: could not save the mock state', error);
      }
    }
    pending = null;
  };

  return {
    changed() {
      dirty = true;
      pending ??= drain();
    },
    settled() {
      return pending ?? Promise.resolve();
    },
  };
}
