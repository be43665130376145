/** Registry entry for sacreBLEU-compatible BLEU (docs/metrics.md#sacrebleu). */
import { defineMetric } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import type { SacreBleuOptions } from './metric.js';

const DEFAULTS: SacreBleuOptions = { tokenize: '13a', lowercase: false, smooth: 'exp', smoothValue: -1, order: 4 };

export const sacreBleuMetricEntry = defineMetric<SacreBleuOptions>({
  name: 'sacrebleu',
  description: "BLEU as sacreBLEU 2.x computes it (13a tokenization, exp smoothing, 0–100; sacreBLEU's signature in details)",
  reads: { required: ['source', 'references', 'hypothesis'] },
  higherIsBetter: true,
  defaults: DEFAULTS,
  options: [
    { key: 'tokenize', type: 'choice', choices: ['13a', 'none'], description: "sacreBLEU's tokenizer: 13a (mteval-v13a, the default) or none" },
    { key: 'lowercase', type: 'boolean', description: 'lowercase hypothesis and references (sacreBLEU -lc)' },
    { key: 'smooth', type: 'choice', choices: ['exp', 'floor', 'add-k', 'none'], description: 'smoothing method (sacreBLEU -s)' },
    { key: 'smoothValue', type: 'number', description: 'value for floor/add-k; -1 = sacreBLEU default (floor 0.1, add-k 1)' },
    { key: 'order', type: 'integer', min: 1, max: 9, description: 'maximum n-gram order' },
  ],
  create: async (options) => (await import('./metric.js')).createSacreBleu(options),
  scoreFiles: async (request, options, context) => {
    const { createSacreBleu } = await import('./metric.js');
    return scoreSegments(createSacreBleu(options), readSegments(request, { needsReferences: true }), context.progress);
  },
});
