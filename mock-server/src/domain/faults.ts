import { FAULT_PATH_MAX_LENGTH, type Fault } from '@contract';
import { badRequest } from './errors';

/** One piece of a compiled glob: a character, `?` (any one), `*` (a run without a slash), `**` (any run). */
type GlobToken = { kind: 'char'; ch: string } | { kind: 'one' } | { kind: 'segment' } | { kind: 'any' };

/**
 * A path glob: `**` matches anything (slashes included), `*` anything but a slash, `?` one character; a run of
 * stars longer than one is `**`. Matched by walking every token position at once (a set of states, as a regular
 * expression engine without backtracking does): at most (glob length + 1) x (path length + 1) steps, whatever the
 * glob. A RegExp built from the glob backtracks exponentially on `**a**a**a...b` against a long path, and the event
 * loop (the control API included) hung (mock-server/README.md, Limits).
 */
export class Glob {
  private readonly tokens: GlobToken[] = [];

  constructor(readonly source: string) {
    if (source.length > FAULT_PATH_MAX_LENGTH) throw badRequest('path: This value is too long');
    for (let i = 0; i < source.length; i += 1) {
      const ch = source[i] as string;
      if (ch === '*') {
        let end = i;
        while (source[end + 1] === '*') end += 1;
        this.tokens.push({ kind: end > i ? 'any' : 'segment' });
        i = end;
      } else if (ch === '?') this.tokens.push({ kind: 'one' });
      else this.tokens.push({ kind: 'char', ch });
    }
  }

  /** Whether the whole path matches; `steps`, when given, counts the state visits (the bound above). */
  test(path: string, steps?: { count: number }): boolean {
    const tokens = this.tokens;
    const width = tokens.length + 1;
    let active = new Uint8Array(width);
    let next = new Uint8Array(width);
    let visits = 0;
    // Stars match the empty run: a state before one is also the state after it.
    const close = (states: Uint8Array) => {
      for (let j = 0; j < tokens.length; j += 1) {
        const kind = tokens[j]?.kind;
        if (states[j] === 1 && (kind === 'segment' || kind === 'any')) states[j + 1] = 1;
      }
    };
    active[0] = 1;
    close(active);
    for (let i = 0; i < path.length; i += 1) {
      const ch = path[i];
      next.fill(0);
      let any = false;
      for (let j = 0; j < tokens.length; j += 1) {
        if (active[j] !== 1) continue;
        visits += 1;
        const token = tokens[j] as GlobToken;
        if (token.kind === 'any' || (token.kind === 'segment' && ch !== '/')) {
          next[j] = 1;
          any = true;
        } else if (token.kind === 'one' || (token.kind === 'char' && token.ch === ch)) {
          next[j + 1] = 1;
          any = true;
        }
      }
      if (!any) {
        if (steps) steps.count += visits;
        return false;
      }
      close(next);
      [active, next] = [next, active];
    }
    if (steps) steps.count += visits;
    return active[tokens.length] === 1;
  }
}

export interface ActiveFault extends Fault {
  id: number;
  glob: Glob;
  remaining: number | null;
}

/** How many faults may be in force at once: each is tried on every /api request (mock-server/README.md, Limits). */
const MAX_FAULTS = 50;

export class FaultList {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(fault: Fault): number {
    const glob = new Glob(fault.path);
    if (this.faults.length >= MAX_FAULTS)
      throw badRequest(`faults: At most ${MAX_FAULTS} faults can be in force (DELETE /__mock/faults removes them)`);
    const id = this.nextId;
    this.nextId += 1;
    this.faults.push({ ...fault, id, glob, remaining: fault.count ?? null });
    return id;
  }

  clear(): void {
    this.faults = [];
  }

  /** How many faults are in force. */
  get size(): number {
    return this.faults.length;
  }

  /** The faults in force, as added, with their ids and remaining counts. */
  list(): {
    id: number;
    method: string;
    path: string;
    delayMs?: number;
    code?: number;
    message?: string;
    drop?: boolean;
    probability: number;
    remaining: number | null;
  }[] {
    return this.faults.map(({ glob: _glob, count: _count, ...fault }) => ({ ...fault }));
  }

  /** The first fault that applies to this request; consumes one of its `count`. */
  match(method: string, path: string, random: () => number = Math.random): ActiveFault | null {
    for (const fault of this.faults) {
      if (fault.method !== '*' && fault.method !== method.toUpperCase()) continue;
      if (!fault.glob.test(path)) continue;
      if (fault.probability < 1 && random() >= fault.probability) continue;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f.id !== fault.id);
      }
      return fault;
    }
    return null;
  }
}
