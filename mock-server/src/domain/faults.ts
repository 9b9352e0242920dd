import { type Fault } from '@contract';

/** Path glob: `**` matches anything (slashes included), `*` anything but a slash, `?` one character. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i += 1) {
    const ch = glob[i] as string;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        re += '.*';
        i += 1;
      } else re += '[^/]*';
    } else if (ch === '?') re += '.';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export interface ActiveFault extends Fault {
  id: number;
  regex: RegExp;
  remaining: number | null;
}

export class FaultList {
  private faults: ActiveFault[] = [];
  private nextId = 1;

  add(fault: Fault): number {
    const id = this.nextId;
    this.nextId += 1;
    this.faults.push({ ...fault, id, regex: globToRegExp(fault.path), remaining: fault.count ?? null });
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
    return this.faults.map(({ regex: _regex, count: _count, ...fault }) => ({ ...fault }));
  }

  /** The first fault that applies to this request; consumes one of its `count`. */
  match(method: string, path: string, random: () => number = Math.random): ActiveFault | null {
    for (const fault of this.faults) {
      if (fault.method !== '*' && fault.method !== method.toUpperCase()) continue;
      if (!fault.regex.test(path)) continue;
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
