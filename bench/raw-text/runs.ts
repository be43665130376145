/** The paragraphs of bench/raw-text (run.ts's tables, speed.ts's inputs): runs of consecutive sentences. */
import type { SeededRandom } from '../../src/core/random.js';

/** Runs of 3–8 consecutive sentence indices covering 0..n-1, as [from, to) pairs. */
export function paragraphRuns(n: number, random: SeededRandom): [number, number][] {
  const out: [number, number][] = [];
  for (let start = 0; start < n; ) {
    const len = 3 + Math.floor(random.float() * 6);
    out.push([start, Math.min(n, start + len)]);
    start += len;
  }
  return out;
}
