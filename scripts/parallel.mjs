// Runs npm scripts side by side, as many at a time as the machine has cores, in the order given (put the longest
// first): `node scripts/parallel.mjs typecheck lint:eslint lint:format lint:unused`. Each script's output is held and
// printed whole when it ends, so that two never interleave; every script runs to its end, and the exit code is 1
// when any failed. The static checks are single-threaded: side by side on 2 cores they take the time of the longest
// pair instead of the sum (docs/testing.md).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

/** Runs one npm script with its output held; resolves to its name, exit code, seconds and output. */
function run(name) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const held = [];
  child.stdout.on('data', (chunk) => held.push(chunk));
  child.stderr.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => held.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (Date.now() - started) / 1000, output: Buffer.concat(held) }));
  });
}

const queue = [...names];
const results = [];
async function lane() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const result = await run(name);
    results.push(result);
    const status = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
    console.log(`> ${name}: ${status} in ${result.seconds.toFixed(1)} s`);
    if (result.output.length > 0) process.stdout.write(result.output);
  }
}

await Promise.all(Array.from({ length: Math.min(names.length, Math.max(1, availableParallelism())) }, lane));
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) console.error(`failed: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
