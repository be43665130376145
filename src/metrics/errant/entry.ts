/**
 * Registry entries (see src/metrics/metric-entry.ts) for ERRANT and the sentence-level means SentERRANT and SentM²
 * (Kobayashi et al. 2024, SEEDA). The lead adds them to the registry's list.
 */
import { defineMetric, type MetricEntry } from '../metric-entry.js';
import type { OptionsOf } from '../metric-options.js';
import { ERRANT_CONFIG } from './options.js';
import { M2_CONFIG } from '../m2/options.js';
import { makeSignature } from '../../core/signature.js';
import type { ErrantCompareOptions } from './compare.js';

export type ContractEntry<O extends object> = MetricEntry<O>;

const defineEntry = defineMetric;

/** `filter`: comma-separated error types not evaluated (ERRANT's -filt); `hypothesis`: corrected text (edits extracted by gecval) or M2. */
export type ErrantEntryOptions = OptionsOf<typeof ERRANT_CONFIG>;

/** The comparison options; loads compare.ts (ERRANT's defaults live with the comparison). */
async function compareOptions(options: ErrantEntryOptions): Promise<ErrantCompareOptions> {
  const { DEFAULT_ERRANT_COMPARE } = await import('./compare.js');
  return {
    ...DEFAULT_ERRANT_COMPARE,
    beta: options.beta,
    mode: options.mode,
    single: options.single,
    multi: options.multi,
    filter: options.filter === '' ? [] : options.filter.split(',').map((t) => t.trim()).filter((t) => t !== ''),
  };
}

function errantEntry(name: 'errant' | 'sent-errant') {
  const sentenceMean = name === 'sent-errant';
  return defineEntry({
    name,
    aliases: sentenceMean ? ['senterrant'] : ['errant-compare'],
    description: sentenceMean
      ? 'SentERRANT: mean over sentences of ERRANT F_beta, each sentence scored alone (SEEDA)'
      : "ERRANT span-level F_beta against reference M2, as ERRANT 3.0.x's compare_m2.py (hypothesis edits extracted by gecval)",
    reads: { required: ['m2', 'hypothesis'] },
    config: ERRANT_CONFIG,
    higherIsBetter: true,
    // ERRANT is what GEC papers report since BEA-2019: the report's leaderboard shows it next to M² (against the
    // dataset's references, edits extracted by gecval; the column's signature says so).
    ...(sentenceMean ? {} : { report: { label: 'ERRANT F0.5', column: 0.5 } }),
    async scoreFiles(request, options, context) {
      // Loaded on first use: hypothesis edits come from the ERRANT-style extraction (wink tagger, spell checker).
      const { scoreErrantFiles } = await import('./files.js');
      const compare = await compareOptions(options);
      const result = scoreErrantFiles(
        { ref: request.m2!, hypothesis: request.hypothesis!, hypothesisFormat: options.hypothesis, source: request.source },
        compare,
        context.progress,
      );
      const signature = sentenceMean ? result.signature.replace(/^errant\|/u, 'sent-errant|') : result.signature;
      return {
        metric: name,
        corpus: sentenceMean ? result.sentenceMean : result.f,
        sentences: result.sentenceF,
        signature,
        details: { tp: result.tp, fp: result.fp, fn: result.fn, precision: result.precision, recall: result.recall, f: result.f, sentenceMean: result.sentenceMean, beta: compare.beta, notes: result.notes },
      };
    },
    async create(options) {
      const { errantMetric } = await import('./sentence.js');
      return errantMetric({ compare: await compareOptions(options), aggregate: sentenceMean ? 'sentence-mean' : 'corpus' });
    },
  });
}

/** ERRANT (corpus F, errant_compare's number). */
export const errantMetricEntry = errantEntry('errant');
/** SentERRANT (mean of sentence-level ERRANT F). */
export const sentErrantMetricEntry = errantEntry('sent-errant');

/**
 * SentM²: the mean over sentences of M² F_beta, each sentence scored alone with its own best annotator (m2scorer's
 * conventions: a sentence where neither the system nor the chosen annotator has an edit scores 1).
 */
export const sentM2MetricEntry = defineEntry({
  name: 'sent-m2',
  aliases: ['sentm2'],
  description: 'SentM2: mean over sentences of MaxMatch F_beta, each sentence scored alone (SEEDA)',
  reads: { required: ['m2', 'hypothesis'] },
  config: M2_CONFIG,
  higherIsBetter: true,
  async scoreFiles(request, options, context) {
    const [{ chooseAnnotators, m2Scores }, { scoreM2Files }] = await Promise.all([import('../m2/corpus.js'), import('../m2/files.js')]);
    const result = scoreM2Files(request.hypothesis!, request.m2!, options, context.progress);
    const sentences = result.sentences.map((s) => m2Scores(chooseAnnotators([s.annotators], options.beta).totals, options.beta).f);
    return {
      metric: 'sent-m2',
      ...(result.goldWarnings.length > 0 ? { warnings: result.goldWarnings.map((w) => ({ file: request.m2!, ...w })) } : {}),
      corpus: sentences.length === 0 ? 0 : sentences.reduce((a, b) => a + b, 0) / sentences.length,
      sentences,
      signature: makeSignature('sent-m2', { beta: options.beta, of: result.signature.replace(/\|version:.*$/u, '').replace(/\|/g, ';') }),
      details: { corpusM2: result.f, beta: options.beta },
    };
  },
});

export const ERRANT_METRIC_ENTRIES = [errantMetricEntry, sentErrantMetricEntry, sentM2MetricEntry] as const;
