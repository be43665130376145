/** GLEU's registry entry; the implementation (metric.ts) loads on first use. */
import { segmentEntry } from '../segment-entry.js';
import { GLEU_CONFIG } from './options.js';

/**
 * GLEU's corpus score averages 500 corpus scores, each from one randomly drawn reference per sentence — too slow to
 * repeat for every bootstrap replicate. A replicate instead scores the expected statistics: per sentence, the mean of
 * its reference rows (what the sampled sums concentrate on), summed over the resampled sentences. Cached per stats
 * object, so a sentence's mean is computed once for all replicates.
 */
const meanRows = new WeakMap<object, number[]>();
export function gleuExpectedStats(stats: readonly (readonly (readonly number[])[])[], fromStats: (row: readonly number[], smooth: boolean) => number): number {
  let total: number[] | undefined;
  for (const rows of stats) {
    let mean = meanRows.get(rows);
    if (mean === undefined) {
      mean = rows[0]!.map((_, j) => rows.reduce((sum, row) => sum + row[j]!, 0) / rows.length);
      meanRows.set(rows, mean);
    }
    if (total === undefined) total = [...mean];
    else for (let j = 0; j < mean.length; j++) total[j]! += mean[j]!;
  }
  return total === undefined ? Number.NaN : fromStats(total, false);
}

export const gleuMetricEntry = segmentEntry({
  name: 'gleu',
  description: 'GLEU (Napoles et al. 2016 update): sentence = mean over references; corpus = mean over reference samples',
  config: GLEU_CONFIG,
  create: async (options) => (await import('./metric.js')).createGleu(options),
  maege: [{ name: 'gleu', paperName: 'GLEU', table2: 6, reads: 'all', options: {} }],
  report: {
    label: 'GLEU',
    column: 1,
    replicateScore: async () => {
      const { gleuFromStats } = await import('./metric.js');
      return { score: (stats) => gleuExpectedStats(stats as readonly (readonly (readonly number[])[])[], gleuFromStats), label: 'replicates use reference-averaged statistics' };
    },
  },
});
