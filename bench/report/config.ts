/**
 * The full CoNLL-2014 report configuration the report benches build (1,312 sentences, all 15 systems, the ten
 * Bryant & Ng references, official gold M2; MAEGE on the with-alternatives M2 with the paper's eight references;
 * coverage on all 52 crowd sentences; USIM through the bundled parser). BENCH_REPORT_METRICS and
 * BENCH_REPORT_RESAMPLES override the metrics and resamples; BENCH_REPORT_PARSE_CACHE sets a parse cache.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';

export function fullConfigJson(shared: string, out: string): Record<string, unknown> {
  const D = join(shared, 'data', 'conll14');
  const systems = readdirSync(join(D, 'systems')).filter((f) => f.endsWith('.txt')).sort();
  const metrics = (process.env.BENCH_REPORT_METRICS ?? 'm2,gleu,bleu,ibleu,sari,max-sari,minld-or,ld-so,usim').split(',');
  return {
    title: 'CoNLL-2014 test set: all systems',
    out,
    dataset: {
      name: 'CoNLL-2014 test',
      source: join(D, 'source.txt'),
      m2: join(D, 'official-2014.combined.m2'),
      references: Array.from({ length: 10 }, (_, k) => join(D, 'bn10', `A${k + 1}.m2`)),
      systems: systems.map((f) => ({ name: f.replace(/\.txt$/u, ''), path: join(D, 'systems', f) })),
    },
    metrics,
    bootstrap: { resamples: Number(process.env.BENCH_REPORT_RESAMPLES ?? 1000), seed: 1 },
    parser: { use: true, ...(process.env.BENCH_REPORT_PARSE_CACHE ? { cacheDir: process.env.BENCH_REPORT_PARSE_CACHE } : {}) },
    coverage: { crowd: join(shared, 'data', 'crowd', 'corrections.tsv'), maxM: 20, repetitions: 1000, bootstrap: 1000 },
    maege: { m2: join(D, 'official-2014.combined-withalt.m2'), references: PAPER_REFERENCE_FILES.map((f) => join(D, 'bn10', f)), metrics: metrics.includes('grammaticality') ? 'all' : ['ibleu', 'bleu', 'minld', 'gleu', 'max-sari', 'sari', 'ld'], seed: 1, chains: 1 },
    explorer: { maxSentences: 1312, maxDrawings: 150 },
  };
}

