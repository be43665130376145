import { defineMetric } from '../metric-entry.js';
import type { Metric, Segment } from '../metric.js';
import { M2_CONFIG } from './options.js';

/**
 * MaxMatch as a `gecval score` registry entry (reads `--m2 GOLD` and the hypothesis). Sentence scores choose
 * the annotator as if each sentence were the whole corpus; the corpus score is the official one.
 */
export const m2MetricEntry = defineMetric({
  name: 'm2',
  aliases: ['maxmatch', 'm2scorer'],
  description: 'MaxMatch (M2) F_beta against gold M2 edits, equal to nusnlp/m2scorer 3.2',
  reads: { required: ['m2', 'hypothesis'] },
  config: M2_CONFIG,
  higherIsBetter: true,
  // MAEGE: sources vary per chain, so gold edits are extracted from each item's (source, references) instead of
  // read from the M2 file; each reference is one annotator; whitespace/case-only edits are ignored (NUS 3.2 -ws).
  maege: [
    {
      name: 'm2',
      paperName: 'M²',
      table2: 2,
      reads: 'all',
      options: { beta: 0.5, maxUnchangedWords: 2, ignoreWhitespaceCasing: true },
      async create(options) {
        const { m2WithExtractedGold } = await import('../extracted-gold.js');
        return m2WithExtractedGold(options) as Metric<Segment, unknown>;
      },
    },
  ],
  // The leaderboard's first column; the report scores it itself (BCa, annotator choice replayed per resample).
  report: { label: 'M² F0.5', column: 0 },
  async scoreFiles(request, options, context) {
    // The scorer loads on first use: the registry lists every metric, and `gecval score --metric sari` needs none of it.
    const [{ chooseAnnotators, m2Scores }, { scoreM2Files }] = await Promise.all([import('./corpus.js'), import('./files.js')]);
    const result = scoreM2Files(request.hypothesis!, request.m2!, options, context.progress);
    return {
      metric: 'm2',
      ...(result.goldWarnings.length > 0 ? { warnings: result.goldWarnings.map((w) => ({ file: request.m2!, ...w })) } : {}),
      corpus: result.f,
      sentences: result.sentences.map((s) => m2Scores(chooseAnnotators([s.annotators], options.beta).totals, options.beta).f),
      signature: result.signature,
      details: { precision: result.precision, recall: result.recall, correct: result.correct, proposed: result.proposed, gold: result.gold, beta: result.beta },
    };
  },
});
