// How the bench prints a figure against its budget, and counts those OVER.

export const KB = 1024;
let over = 0;
/** How many figures were OVER budget so far. */
export const overBudget = (): number => over;
const rows: string[] = [];
export function report(label: string, value: string, budget: string, ok: boolean | null): void {
  if (ok === false) over += 1;
  const verdict = ok === null ? '' : ok ? 'PASS' : 'OVER';
  const line = `${label.padEnd(56)} ${value.padStart(19)}   ${budget.padEnd(26)} ${verdict}`;
  rows.push(line);
  console.log(line);
}
export function note(text: string): void {
  console.log(`  ${text}`);
}
export const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
export const ms = (value: number): string => `${value.toFixed(2)} ms`;

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
