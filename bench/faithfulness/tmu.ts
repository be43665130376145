/** The TMU-GFM dev split (../shared/data/tmu-gfm/dev.tsv): source, output, the five meaning ratings and their mean. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TmuItem {
  readonly source: string;
  readonly output: string;
  readonly ratings: readonly number[];
  readonly meaning: number;
}

export function sharedDir(): string {
  return process.env.GECVAL_SHARED ?? join(import.meta.dirname, '../../../shared');
}

export function readTmuDev(path = join(sharedDir(), 'data/tmu-gfm/dev.tsv')): TmuItem[] {
  const [header, ...rows] = readFileSync(path, 'utf8').split('\n').filter((l) => l.length > 0);
  const cols = header!.split('\t');
  const at = (name: string): number => cols.indexOf(name);
  return rows.map((row) => {
    const f = row.split('\t');
    const ratings = f[at('meaning')]!.split(',').map(Number);
    return { source: f[at('source')]!, output: f[at('output')]!, ratings, meaning: Number(f[at('ave_m')]) };
  });
}
