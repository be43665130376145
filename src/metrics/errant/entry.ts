/**
 * Registry entries (see src/metrics/metric-entry.ts) for ERRANT and the sentence-level means SentERRANT and SentM²
 * (Kobayashi et al. 2024, SEEDA). The lead adds them to the registry's list.
 */
import { defineMetric, type MetricEntry } from '../metric-entry.js';
import type { M2FileOptions } from '../m2/files.js';
import { DEFAULT_M2_OPTIONS } from '../m2/options.js';
import { M2_OPTION_SPECS } from '../m2/entry.js';
import { makeSignature } from '../../core/signature.js';
import type { ErrantCompareOptions, ErrantMode } from './compare.js';

export type ContractEntry<O extends object> = MetricEntry<O>;

const defineEntry = defineMetric;

export interface ErrantEntryOptions {
  readonly beta: number;
  readonly mode: ErrantMode;
  readonly single: boolean;
  readonly multi: boolean;
  /** Comma-separated error types not evaluated (ERRANT's -filt). */
  readonly filter: string;
  /** The hypothesis file: corrected text (edits extracted by gecval) or M2. */
  readonly hypothesis: 'text' | 'm2';
}

const ERRANT_DEFAULTS: ErrantEntryOptions = { beta: 0.5, mode: 'cs', single: false, multi: false, filter: '', hypothesis: 'text' };

const ERRANT_OPTIONS = [
  { key: 'beta', type: 'number', min: 0, description: 'beta of F_beta' },
  { key: 'mode', type: 'choice', choices: ['cs', 'cse', 'ds', 'dt'], description: "ERRANT's evaluation: cs span correction, cse with types, ds span detection, dt token detection" },
  { key: 'single', type: 'boolean', description: 'only single-token edits (ERRANT -single)' },
  { key: 'multi', type: 'boolean', description: 'only multi-token edits (ERRANT -multi)' },
  { key: 'filter', type: 'string', description: 'comma-separated error types not evaluated (ERRANT -filt)' },
  { key: 'hypothesis', type: 'choice', choices: ['text', 'm2'], description: "hypothesis file format: corrected text (edits extracted as ERRANT's parallel_to_m2) or M2" },
] as const;

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
  return defineEntry<ErrantEntryOptions>({
    name,
    aliases: sentenceMean ? ['senterrant'] : ['errant-compare'],
    description: sentenceMean
      ? 'SentERRANT: mean over sentences of ERRANT F_beta, each sentence scored alone (SEEDA)'
      : "ERRANT span-level F_beta against reference M2, as ERRANT 3.0.x's compare_m2.py (hypothesis edits extracted by gecval)",
    reads: { required: ['m2', 'hypothesis'] },
    defaults: ERRANT_DEFAULTS,
    options: ERRANT_OPTIONS,
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
export const sentM2MetricEntry = defineEntry<M2FileOptions>({
  name: 'sent-m2',
  aliases: ['sentm2'],
  description: 'SentM2: mean over sentences of MaxMatch F_beta, each sentence scored alone (SEEDA)',
  reads: { required: ['m2', 'hypothesis'] },
  defaults: { ...DEFAULT_M2_OPTIONS, strictGold: false },
  options: M2_OPTION_SPECS,
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
