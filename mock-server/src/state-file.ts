import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { collectionNames, type SeedData } from './db/schema';
import { type Session } from './domain/sessions';
import { type MockState } from './state';

/** MOCK_STATE_FILE: the db and sessions across restarts, written atomically (tmp + rename). */
interface StateFileContent {
  version: 1;
  seed: number;
  db: SeedData;
  sessions: Session[];
}

export type LoadResult = 'loaded' | 'absent' | 'corrupt';

export async function loadStateFile(state: MockState, path: string, now: () => number = Date.now): Promise<LoadResult> {
  if (!existsSync(path)) return 'absent';
  try {
    const content = JSON.parse(readFileSync(path, 'utf8')) as Partial<StateFileContent>;
    if (content.version !== 1 || typeof content.db !== 'object' || content.db === null) throw new Error('unknown state file format');
    // A file written before a collection existed lacks it: that collection starts empty instead of the whole
    // file being refused (records are still validated against today's schemas).
    const db = { ...Object.fromEntries(collectionNames.map((name) => [name, []])), ...content.db } as SeedData;
    await state.db.load(db);
    state.sessions.load(Array.isArray(content.sessions) ? content.sessions : []);
    if (typeof content.seed === 'number') state.seed = content.seed;
    return 'loaded';
  } catch (error) {
    const aside = `${path}.corrupt-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(path, aside);
    process.stderr.write(`[mock] MOCK_STATE_FILE ${path} could not be loaded (${error instanceof Error ? error.message : String(error)}); moved it to ${aside} and started from the seed\n`);
    return 'corrupt';
  }
}

export function writeStateFile(state: MockState, path: string): void {
  // Built from the db's own JSON dump: no intermediate copy of a large catalog.
  const content = `{"version":1,"seed":${JSON.stringify(state.seed)},"db":${state.db.dumpJson()},"sessions":${JSON.stringify(state.sessions.dump())}}`;
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, content);
  renameSync(tmp, path);
}

/** Debounced writer: many changes in a burst give one write. */
export function createStateWriter(state: MockState, path: string, delayMs = 250) {
  let timer: NodeJS.Timeout | null = null;
  return {
    schedule(): void {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        try {
          writeStateFile(state, path);
        } catch (error) {
          process.stderr.write(`[mock] could not write ${path}: ${String(error)}\n`);
        }
      }, delayMs);
      timer.unref();
    },
    flush(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      writeStateFile(state, path);
    },
  };
}
