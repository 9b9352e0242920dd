import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { CLOCK, freePort, listen, loadBuildServer } from './server';

// One server of the API bench in a process of its own, so its CPU time (process.cpuUsage) is its own: the mock, or
// a bare Fastify route per body. The parent (api.ts) asks for the CPU time used so far before and after a load
// run: CPU microseconds per request do not depend on how busy the machine is, requests per second do.

const SCRIPT = fileURLToPath(import.meta.url);

/**
 * `picturesOnItsOrigin`: absolute picture URLs on the mock's own address (MOCK_PUBLIC_URL), as the real backend's
 * point at its own image host, whatever origin the request names; the pages' measures then load pictures from an
 * origin of their own, as shoppers do.
 */
type Start = { kind: 'start'; mode: 'mock'; picturesOnItsOrigin?: boolean } | { kind: 'start'; mode: 'bare'; bodies: string[] };
type Ask = Start | { kind: 'cpu' } | { kind: 'inject'; path: string; body: string; blocks: number; per: number } | { kind: 'close' };
type Tell = { kind: 'listening'; base: string } | { kind: 'cpu'; micros: number } | { kind: 'inject'; bare: number[]; mock: number[] };

function isTell(value: unknown): value is Tell {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'listening' || value.kind === 'cpu' || value.kind === 'inject')
  );
}

/** The parent's handle on a server process. */
export class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
  ) {}

  /** Forks this file (tsx's loader comes with process.execArgv) and starts the server in it. */
  static async start(start: Start): Promise<ServerProcess> {
    const child = fork(SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const told = await ServerProcess.ask(child, start);
    if (told.kind !== 'listening') throw new Error('the bench server process did not start');
    return new ServerProcess(child, told.base);
  }

  private static async ask(child: ChildProcess, ask: Ask): Promise<Tell> {
    const answer = once(child, 'message');
    child.send(ask);
    const [message] = (await answer) as unknown[];
    if (!isTell(message)) throw new Error('unexpected message from the bench server process');
    return message;
  }

  /** User + system CPU time the server process has used so far, in microseconds. */
  async cpuMicros(): Promise<number> {
    const told = await ServerProcess.ask(this.child, { kind: 'cpu' });
    if (told.kind !== 'cpu') throw new Error('unexpected answer from the bench server process');
    return told.micros;
  }

  /**
   * The mock process only: CPU microseconds per request of `app.inject` requests (no socket, no event-loop
   * batching) to the mock's `path` and to a bare Fastify route serving `body` in the same process, in `blocks`
   * alternating blocks of `per` requests made one after another; one figure per block and side.
   */
  async injectMicros(path: string, body: string, blocks: number, per: number): Promise<{ bare: number[]; mock: number[] }> {
    const told = await ServerProcess.ask(this.child, { kind: 'inject', path, body, blocks, per });
    if (told.kind !== 'inject') throw new Error('unexpected answer from the bench server process');
    return told;
  }

  async close(): Promise<void> {
    const exited = once(this.child, 'exit');
    this.child.send({ kind: 'close' } satisfies Ask);
    await exited;
  }
}

async function serve(): Promise<void> {
  let app: FastifyInstance | null = null;
  const tell = (message: Tell) => process.send?.(message);
  process.on('message', (message: Ask) => {
    void (async () => {
      if (message.kind === 'start') {
        if (message.mode === 'mock' && message.picturesOnItsOrigin) {
          const port = await freePort();
          const origin = `http://127.0.0.1:${port}`;
          app = await (await loadBuildServer())({ seed: 1, clock: CLOCK, publicUrl: origin });
          await app.listen({ port, host: '127.0.0.1' });
          tell({ kind: 'listening', base: origin });
          return;
        }
        if (message.mode === 'mock') {
          app = await (await loadBuildServer())({ seed: 1, clock: CLOCK });
        } else {
          const bare = Fastify({ logger: false });
          for (const [index, body] of message.bodies.entries()) {
            bare.get(`/bare/${index}`, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
          }
          app = bare;
        }
        tell({ kind: 'listening', base: await listen(app) });
      } else if (message.kind === 'inject' && app) {
        const bare = Fastify({ logger: false });
        bare.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(message.body));
        const sides = [
          [bare, '/bare'],
          [app, message.path],
        ] as const;
        const headers = { 'form-type': 'pc', accept: 'application/json' };
        const block = async ([server, url]: (typeof sides)[number]): Promise<number> => {
          const before = process.cpuUsage();
          for (let i = 0; i < message.per; i += 1) await server.inject({ method: 'GET', url, headers });
          const { user, system } = process.cpuUsage(before);
          return (user + system) / message.per;
        };
        for (const side of sides) await block(side);
        const out = { bare: [] as number[], mock: [] as number[] };
        for (let i = 0; i < message.blocks; i += 1) {
          out.bare.push(await block(sides[0]));
          out.mock.push(await block(sides[1]));
        }
        await bare.close();
        tell({ kind: 'inject', ...out });
      } else if (message.kind === 'cpu') {
        const { user, system } = process.cpuUsage();
        tell({ kind: 'cpu', micros: user + system });
      } else {
        await app?.close();
        process.disconnect();
      }
    })();
  });
}

if (process.argv[1] === SCRIPT && process.send) void serve();
