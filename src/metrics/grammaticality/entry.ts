/** Grammaticality's registry entry; the checker and the score load on first use. */
import { defineMetric, type MetricEntry } from '../metric-entry.js';
import { readSegments, scoreSegments } from '../segment-scoring.js';
import type { GrammarChecker } from './checker.js';
import { GRAMMATICALITY_CONFIG, type GrammaticalityEntryOptions } from './options.js';

export type { GrammaticalityEntryOptions };

/** The checker the options ask for: a counts file, else a LanguageTool server, else the embedded Harper. */
export async function createGrammarChecker(
  options: Pick<GrammaticalityEntryOptions, 'ltUrl' | 'ignoreKinds'> & { readonly counts?: string },
): Promise<GrammarChecker> {
  if (options.counts !== undefined && options.counts !== '') {
    const { readErrorCounts } = await import('./counts-file.js');
    return readErrorCounts(options.counts);
  }
  if (options.ltUrl !== '') {
    const { LanguageToolChecker } = await import('./languagetool.js');
    return new LanguageToolChecker({ url: options.ltUrl });
  }
  const { HarperChecker } = await import('./harper.js');
  return new HarperChecker({ ignoreKinds: options.ignoreKinds.split(',').map((k) => k.trim()).filter((k) => k !== '') });
}

export const grammaticalityMetricEntry: MetricEntry<GrammaticalityEntryOptions> = defineMetric({
  name: 'grammaticality',
  aliases: ['lt'],
  description: "1 − #errors/#tokens of the hypothesis by a grammar checker (the MAEGE paper's LT; Harper offline, or LanguageTool via ltUrl)",
  reads: { required: ['hypothesis'] },
  config: GRAMMATICALITY_CONFIG,
  higherIsBetter: true,
  async create(options) {
    const { createGrammaticality } = await import('./metric.js');
    const checker = await createGrammarChecker(options);
    const metric = createGrammaticality(checker, options);
    // The metric owns its checker: closing the metric stops the checker (Harper's worker, a LanguageTool session).
    return Object.assign(metric, { close: async () => checker.close?.() });
  },
  async scoreFiles(request, options, context) {
    // Reference-less: the hypothesis alone is enough; a source, if given, only checks line counts.
    const segments = readSegments({ ...request, source: request.source ?? request.hypothesis }, { needsReferences: false });
    const metric = await grammaticalityMetricEntry.create!(options, context);
    try {
      return await scoreSegments(metric, segments, context.progress);
    } finally {
      await metric.close?.();
    }
  },
  // LT's denominator in the paper's code: spaces of the normalised sentence. The score reads the candidate only.
  maege: [{ name: 'grammaticality', aliases: ['lt'], paperName: 'LT', table2: 3, reads: 'hypothesis', options: { denominator: 'spaces', clip: false } }],
  report: { label: 'Grammaticality', column: 8 },
});
