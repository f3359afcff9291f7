/** What one benchmark module reports: a name, the lines to print, and whether its budget held. */
export interface BenchResult {
  name: string;
  lines: string[];
  ok: boolean;
}

/** The default export of every bench/*.ts module that bench/run.ts runs. */
export type Bench = () => Promise<BenchResult>;

/** The value at a quantile (0..1) of already sorted samples. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Times each call of `run` in milliseconds and returns the samples sorted. */
export async function timeCalls(count: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

export const ms = (value: number) => `${value.toFixed(2)} мс`;
