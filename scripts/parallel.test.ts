import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const script = resolve(import.meta.dirname, 'parallel.mjs');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Runs parallel.mjs in a folder whose package.json has these scripts; its exit code and output. */
async function runIn(scripts: Record<string, string>, names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'parallel-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'parallel-test', private: true, scripts }));
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...names], { cwd: dir });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const node = (code: string) => `node -e "${code}"`;

describe('scripts/parallel.mjs', () => {
  it('runs every script to its end, prints each one whole under its name, and exits 1 naming the ones that failed', async () => {
    const result = await runIn(
      {
        slow: node("setTimeout(() => { console.log('slow one'); console.log('slow two'); }, 300)"),
        bad: node("console.error('broken'); process.exit(3)"),
        fast: node("console.log('fast one'); console.log('fast two')"),
      },
      ['slow', 'bad', 'fast'],
    );
    expect(result.stdout).toMatch(/> slow: passed in [\d.]+ s\nslow one\nslow two\n/);
    expect(result.stdout).toMatch(/> fast: passed in [\d.]+ s\nfast one\nfast two\n/);
    expect(result.stdout).toMatch(/> bad: FAILED \(exit 3\) in [\d.]+ s\nbroken\n/);
    expect(result.stderr).toContain('failed: bad');
    expect(result.code).toBe(1);
  });

  it('says how to call it when no script is named', async () => {
    const result = await runIn({}, []);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('usage: node scripts/parallel.mjs');
  });
});
