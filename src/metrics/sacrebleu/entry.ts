/** Registry entry for sacreBLEU-compatible BLEU (docs/metrics.md#sacrebleu). */
import { defineMetric } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import { SACREBLEU_CONFIG } from './options.js';

export const sacreBleuMetricEntry = defineMetric({
  name: 'sacrebleu',
  description: "BLEU as sacreBLEU 2.x computes it (13a tokenization, exp smoothing, 0–100; sacreBLEU's signature in details)",
  reads: { required: ['source', 'references', 'hypothesis'] },
  higherIsBetter: true,
  config: SACREBLEU_CONFIG,
  create: async (options) => (await import('./metric.js')).createSacreBleu(options),
  scoreFiles: async (request, options, context) => {
    const { createSacreBleu } = await import('./metric.js');
    return scoreSegments(createSacreBleu(options), readSegments(request, { needsReferences: true }), context.progress);
  },
});
