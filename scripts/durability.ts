// MOCK_STATE_FILE crash test (no answered write is lost: mock-server/README.md, "MOCK_STATE_FILE"): a burst of
// answered writes against a mock child process, `kill -9` while more are in flight, a restart on the same file, and
// a check that every answered write is still there.
// `npm run test:durability` runs it 20 times (DURABILITY_RUNS to change); scripts/durability.test.ts runs it once.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Mock {
  url: string;
  child: ChildProcess;
  stderr: () => string;
}

async function startMock(stateFile: string): Promise<Mock> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: '0',
      MOCK_HOST: '127.0.0.1',
      MOCK_PRODUCTS: '40',
      MOCK_STATE_FILE: stateFile,
      MOCK_CLOCK: '2026-06-01T00:00:00Z',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start:\n${out}${err}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock exited with ${code}:\n${out}${err}`));
    });
  });
  return { url, child, stderr: () => err };
}

interface Envelope<T> {
  code: number;
  data: T;
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope<T>;
}

export interface CrashResult {
  answered: number;
  lost: string[];
  /** Writes sent but not answered before the kill (they may or may not be kept). */
  inFlight: number;
  warnings: string;
}

/**
 * One run: `writes` answered guest sign-ins (each a new user record and a session), sent `concurrency` at a time;
 * the mock is killed with SIGKILL the moment the last of them is answered, with the next ones in flight.
 */
export async function crashRun({
  writes = 200,
  concurrency = 8,
  tag = 'run',
}: { writes?: number; concurrency?: number; tag?: string } = {}): Promise<CrashResult> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-durability-'));
  const stateFile = join(dir, 'state.json');
  try {
    const first = await startMock(stateFile);
    const answered: { email: string; token: string }[] = [];
    let sent = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const email = `${tag}-${sent++}@durability.example`;
        try {
          const res = await post<{ token: string }>(`${first.url}/api/front/login/register/visitor`, { email });
          if (killed) return;
          if (res.code !== 200) throw new Error(`write refused: ${JSON.stringify(res)}`);
          answered.push({ email, token: res.data.token });
          if (answered.length >= writes) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (error) {
          if (killed) return;
          throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (first.child.exitCode === null && first.child.signalCode === null) await once(first.child, 'exit');

    const second = await startMock(stateFile);
    try {
      const users = (await (await fetch(`${second.url}/__mock/db/users?limit=1000`)).json()) as Envelope<{
        list: { email: string | null }[];
      }>;
      const emails = new Set(users.data.list.map((u) => u.email));
      const lost: string[] = [];
      for (const { email, token } of answered.slice(0, writes)) {
        const live = await post<boolean>(`${second.url}/api/front/login/token/is/exist`, {}, { 'authori-zation': token });
        if (!emails.has(email)) lost.push(`user ${email}`);
        if (live.data !== true) lost.push(`session of ${email}`);
      }
      return { answered: Math.min(answered.length, writes), lost, inFlight: sent - answered.length, warnings: second.stderr() };
    } finally {
      second.child.kill('SIGTERM');
      await once(second.child, 'exit');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runs = Number(process.env.DURABILITY_RUNS ?? 20);
  let failed = 0;
  for (let i = 1; i <= runs; i += 1) {
    const started = Date.now();
    const result = await crashRun({ tag: `run${i}` });
    const ok = result.lost.length === 0 && result.answered === 200;
    if (!ok) failed += 1;
    console.log(
      `run ${i}/${runs}: ${result.answered} answered, ${result.inFlight} in flight at kill -9, ${result.lost.length} lost ${ok ? 'PASS' : `FAIL ${result.lost.slice(0, 5).join(', ')}`} (${Date.now() - started} ms)`,
    );
  }
  console.log(`${runs - failed} of ${runs} runs lost no answered write`);
  process.exit(failed === 0 ? 0 : 1);
}
