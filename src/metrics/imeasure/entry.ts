import { defineMetric, type MaegePreset } from '../metric-entry.js';
import type { OptionsOf } from '../metric-options.js';
import { IMEASURE_CONFIG } from './options.js';
import type { Metric, Segment } from '../metric.js';

type IMeasureEntryOptions = OptionsOf<typeof IMEASURE_CONFIG>;

/**
 * MAEGE's I-measure: correction aspect, sentence-level reference choice, against gold edits extracted per (source,
 * reference). Without mixing, each reference is one whole candidate (ieval -nomix), as M² chooses among whole
 * annotators. The paper's I-measure never finished; mixing the references' edits (ieval's default) makes 10^4–10^6
 * candidate references per item, so that exact variant is opt-in as `imeasure-mix` (≈ 1 CPU-hour on the full run).
 */
function maegePreset(name: string, paperName: string, table2: number, mix: boolean): MaegePreset<IMeasureEntryOptions> {
  return {
    name,
    paperName,
    table2,
    reads: 'all',
    ...(mix ? { optIn: true } : {}),
    options: { mix },
    async create(options) {
      const { imeasureWithExtractedGold } = await import('../extracted-gold.js');
      return imeasureWithExtractedGold(options) as Metric<Segment, unknown>;
    },
  };
}

/**
 * The I-measure as a `gecval score` registry entry (reads `--m2 GOLD` or `--ixml GOLD` and the hypothesis).
 * The number in `corpus` is I for correction; `details` carries the full detection/correction table, which
 * `gecval score --json` prints as `corpus` (the shape `gecval imeasure --json` gives).
 */
export const imeasureMetricEntry = defineMetric({
  name: 'imeasure',
  aliases: ['i-measure', 'ieval'],
  description: 'I-measure (Felice & Briscoe 2015): improvement over doing nothing, weighted accuracy; equal to imeasure ieval.py',
  reads: { required: ['hypothesis'], anyOf: ['m2', 'ixml'] },
  config: IMEASURE_CONFIG,
  higherIsBetter: true,
  maege: [maegePreset('imeasure', 'I-measure', 10, false), maegePreset('imeasure-mix', 'I-measure (mix)', 11, true)],
  async scoreFiles(request, options, context) {
    // The I-measure loads on first use: the registry lists every metric, and most runs score another one.
    const [{ parseMaximise }, { runIMeasureCommand }] = await Promise.all([import('./options.js'), import('./run.js')]);
    const json = runIMeasureCommand(
      {
        m2: request.m2,
        ixml: request.m2 === undefined ? request.ixml : undefined,
        hypothesis: request.hypothesis!,
        mix: options.mix,
        maximise: parseMaximise(options.max),
        optimise: options.opt === 'corpus' ? 'corpus' : 'sentence',
        beta: options.beta,
        weight: options.weight,
        method: options.method === 'enumerate' ? 'enumerate' : 'fast',
      },
      context.progress,
    );
    return {
      metric: 'imeasure',
      corpus: json.corpus.correction.i,
      sentences: json.sentences,
      signature: json.signature,
      details: { structuredCorpus: json.corpus },
    };
  },
});
