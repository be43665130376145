/** The MAEGE items of the CoNLL-2014 data (random-source chains, seed 1) that the I-measure benches read. */
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';

export function maegeRandomChains() {
  const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
  const data = resolve(shared, 'data/conll14');
  const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
  const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
  const { table } = prepareRun(m2, refs, { plan: { settings: ['random'] } });
  return { table, chains: table.nodes.random! };
}
