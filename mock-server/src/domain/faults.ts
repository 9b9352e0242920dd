import { FAULT_PATH_MAX_LENGTH, type Fault } from '@contract';
import { badRequest } from './errors';

/**
 * A path glob: `**` matches anything (slashes included), `*` anything but a slash, `?` one character; a run of
 * stars longer than one is `**`. Matched without backtracking: every position in the glob the path could have
 * reached is tracked at once, one bit each (a bit-parallel automaton), so a path costs one pass of
 * (glob length / 32 + 1) word operations per character, whatever the glob. A RegExp built from the glob backtracked
 * exponentially on `**a**a**a...b` against a long path, and the event loop (the control API included) hung
 * (mock-server/README.md, Limits).
 */
export class Glob {
  /** 32-bit words per state set: bit j is "the first j pieces of the glob are matched". */
  private readonly words: number;
  /** Bits j whose piece j is this character (or `?`): a state that moves on to j + 1. */
  private readonly advanceOn = new Map<string, Uint32Array>();
  /** The same for a character the glob does not name: the `?` pieces only. */
  private readonly advanceOther: Uint32Array;
  /** Bits j whose piece j is `*` or `**`: a state that stays on any character but `/`, and is also j + 1 (an empty run). */
  private readonly star: Uint32Array;
  /** Bits j whose piece j is `**`: the states that stay on `/`. */
  private readonly globstar: Uint32Array;
  private readonly pieces: number;

  constructor(readonly source: string) {
    if (source.length > FAULT_PATH_MAX_LENGTH) throw badRequest('path: This value is too long');
    const pieces: ('*' | '**' | '?' | { ch: string })[] = [];
    for (let i = 0; i < source.length; i += 1) {
      const ch = source[i] as string;
      if (ch === '*') {
        let end = i;
        while (source[end + 1] === '*') end += 1;
        pieces.push(end > i ? '**' : '*');
        i = end;
      } else if (ch === '?') pieces.push('?');
      else pieces.push({ ch });
    }
    this.pieces = pieces.length;
    this.words = Math.floor(pieces.length / 32) + 1;
    const set = (bits: Uint32Array, j: number) => {
      bits[j >>> 5] = ((bits[j >>> 5] ?? 0) | (1 << (j & 31))) >>> 0;
    };
    this.advanceOther = new Uint32Array(this.words);
    this.star = new Uint32Array(this.words);
    this.globstar = new Uint32Array(this.words);
    for (const [j, piece] of pieces.entries()) {
      if (piece === '?') set(this.advanceOther, j);
      else if (piece === '*' || piece === '**') {
        set(this.star, j);
        if (piece === '**') set(this.globstar, j);
      }
    }
    for (const [j, piece] of pieces.entries()) {
      if (typeof piece !== 'object') continue;
      let bits = this.advanceOn.get(piece.ch);
      if (!bits) {
        bits = Uint32Array.from(this.advanceOther);
        this.advanceOn.set(piece.ch, bits);
      }
      set(bits, j);
    }
  }

  /** Whether the whole path matches; `steps`, when given, counts the word operations (path length x words). */
  test(path: string, steps?: { count: number }): boolean {
    const words = this.words;
    let state = new Uint32Array(words);
    let next = new Uint32Array(words);
    state[0] = 1;
    this.closeOverStars(state);
    let done = 0;
    for (let i = 0; i < path.length; i += 1) {
      const ch = path[i] as string;
      const advance = this.advanceOn.get(ch) ?? this.advanceOther;
      const stay = ch === '/' ? this.globstar : this.star;
      let carry = 0;
      let alive = 0;
      for (let w = 0; w < words; w += 1) {
        const current = state[w] ?? 0;
        const moving = current & (advance[w] ?? 0);
        const word = ((moving << 1) | carry | (current & (stay[w] ?? 0))) >>> 0;
        carry = moving >>> 31;
        next[w] = word;
        alive |= word;
      }
      done += words;
      if (alive === 0) {
        if (steps) steps.count += done;
        return false;
      }
      this.closeOverStars(next);
      [state, next] = [next, state];
    }
    if (steps) steps.count += done;
    return (((state[this.pieces >>> 5] ?? 0) >>> (this.pieces & 31)) & 1) === 1;
  }

  /**
   * A state before a star is also the state after it (the empty run). One step is enough: a run of stars is one
   * piece, so a star never follows a star.
   */
  private closeOverStars(bits: Uint32Array): void {
    let carry = 0;
    for (let w = 0; w < this.words; w += 1) {
      const word = bits[w] ?? 0;
      const starting = word & (this.star[w] ?? 0);
      bits[w] = (word | (starting << 1) | carry) >>> 0;
      carry = starting >>> 31;
    }
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

  /** Puts back faults `list` gave (a snapshot, core/snapshots.ts): their ids, globs and remaining counts. */
  load(saved: readonly ReturnType<FaultList['list']>[number][]): void {
    if (saved.length > MAX_FAULTS) throw badRequest(`faults: At most ${MAX_FAULTS} faults can be in force`);
    const faults = saved.map((fault): ActiveFault => ({
      ...fault,
      glob: new Glob(fault.path),
      ...(fault.remaining === null ? {} : { count: fault.remaining }),
    }));
    this.faults = faults;
    this.nextId = Math.max(this.nextId, ...faults.map((f) => f.id + 1));
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
