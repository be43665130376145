/**
 * Seeded samples of heavy parity loops (#39 point 5): `npm test` checks a sample, `npm run test:full` every item.
 * The seed is GECVAL_SWEEP_SEED (default 1, as for the bad-input sweeps); a failure message should name
 * `SAMPLE_NOTE` so that the same sample can be rerun.
 */
import { createHash } from 'node:crypto';
import { FULL_TESTS } from './timeouts.js';

export const SAMPLE_SEED = Number(process.env.GECVAL_SWEEP_SEED ?? 1);

export const SAMPLE_NOTE = FULL_TESTS ? 'every item (test:full)' : `seeded sample (GECVAL_SWEEP_SEED=${SAMPLE_SEED}; npm run test:full checks every item)`;

/**
 * The items to check: all of them under test:full; otherwise every item `always` keeps, plus the `extra` others whose
 * seeded hash of `label:item` is smallest. Order is kept.
 */
export function seededSample<T>(label: string, items: readonly T[], name: (item: T) => string, extra: number, always: (item: T) => boolean = () => false): T[] {
  if (FULL_TESTS) return [...items];
  const rank = (item: T) => createHash('sha256').update(`${SAMPLE_SEED}:${label}:${name(item)}`).digest('hex');
  const others = items.filter((item) => !always(item)).sort((a, b) => (rank(a) < rank(b) ? -1 : 1)).slice(0, extra);
  return items.filter((item) => always(item) || others.includes(item));
}
