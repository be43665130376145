/** USIM's registry entry: parses through the parse service; the parser and the score load on first use. */
import { defineMetric, type MetricEntry } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import { SOURCE_BASED } from '../segment-entry.js';
import { USIM_CONFIG, type UsimEntryOptions } from './options.js';

export type { UsimEntryOptions };

export const usimMetricEntry: MetricEntry<UsimEntryOptions> = defineMetric({
  name: 'usim',
  description: 'USIM (Choshen & Abend 2018): semantic faithfulness of the hypothesis to the source, on UCCA graphs from the bundled parser (reference-less)',
  reads: SOURCE_BASED,
  config: USIM_CONFIG,
  higherIsBetter: true,
  async create(options) {
    const { resolveParserModel } = await import('../../ucca/parser/index.js');
    const { createTextUsim } = await import('./metric.js');
    return createTextUsim({
      variant: options.variant,
      tokenized: options.tokenized,
      ...(options.model !== '' ? { model: resolveParserModel(options.model) } : {}),
      ...(options.cacheDir !== '' ? { cacheDir: options.cacheDir } : {}),
    });
  },
  async scoreFiles(request, options, context) {
    return scoreSegments(await usimMetricEntry.create!(options, context), readSegments(request, { needsReferences: false }), context.progress);
  },
  // Each distinct sentence is parsed once per worker (in-memory cache). Opt-in: parsing ~17k distinct sentences
  // dominates a full run's time.
  maege: [{ name: 'usim', paperName: 'USIM', table2: 12, reads: 'source+hypothesis', optIn: true, options: { variant: 'code' } }],
});
