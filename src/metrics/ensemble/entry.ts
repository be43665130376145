/**
 * A metric ensemble as one registry metric (gec-metrics `MetricEnsemble`): the sentence score is the mean of the
 * member metrics' sentence scores, the corpus score the mean of those sentence scores. Where systems are compared
 * pairwise (meta-evaluation's TrueSkill / Expected Wins aggregation and sentence-level accuracy), the ensemble's
 * verdict on a pair is its members' majority vote, as gec-metrics' `score_pairwise` does; the member sentence scores
 * travel in the result's `details.memberSentences` for that. Members are registry names with their defaults.
 */
import { GecvalInputError } from '../../core/errors.js';
import { defineMetric } from '../metric-entry.js';
import { configDefaults, defineConfig, type OptionsOf } from '../metric-options.js';
import type { Metric, MetricResult, Segment } from '../metric.js';

/** The ensemble's option, declared once: its members. */
const ENSEMBLE_CONFIG = defineConfig({
  metrics: { type: 'string', default: '', description: 'member metrics, comma-separated registry names (two or more; their default options)' },
});

export type EnsembleOptions = OptionsOf<typeof ENSEMBLE_CONFIG>;

export const DEFAULT_ENSEMBLE_OPTIONS: EnsembleOptions = configDefaults(ENSEMBLE_CONFIG);

/** The member names of an options object, checked: registered, distinct, higher-is-better, no nested ensemble. */
export async function ensembleMembers(options: EnsembleOptions): Promise<string[]> {
  const { findMetric } = await import('../registry.js');
  const names = options.metrics.split(',').map((m) => m.trim()).filter((m) => m !== '');
  if (names.length < 2) throw new GecvalInputError(`metric 'ensemble' needs option metrics=NAME,NAME[,…] (two or more registry metrics), got '${options.metrics}'`);
  const resolved = names.map((n) => findMetric(n));
  for (const e of resolved) {
    if (e.name === 'ensemble') throw new GecvalInputError("metric 'ensemble' cannot contain an ensemble");
    if (!e.higherIsBetter) throw new GecvalInputError(`metric 'ensemble': member '${e.name}' is lower-is-better; averaging it with the others would mix directions`);
  }
  const canonical = resolved.map((e) => e.name);
  const dup = canonical.find((n, i) => canonical.indexOf(n) !== i);
  if (dup !== undefined) throw new GecvalInputError(`metric 'ensemble': member '${dup}' is named twice`);
  return canonical;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function signatureOf(members: readonly string[], signatures: readonly string[]): string {
  return `ensemble|combine:mean|pairwise:majority|members:${members.join('+')}|${signatures.map((s, i) => `[${members[i]}: ${s}]`).join('')}`;
}

/** Sentence scores: per sentence the mean over members; corpus: mean of those. */
export function combineMemberResults(members: readonly string[], results: readonly MetricResult[]): MetricResult {
  const n = results[0]!.sentences.length;
  for (const [i, r] of results.entries()) {
    if (r.sentences.length !== n) throw new GecvalInputError(`metric 'ensemble': member '${members[i]}' returned ${r.sentences.length} sentence scores, '${members[0]}' ${n}`);
  }
  const sentences = Array.from({ length: n }, (_, k) => mean(results.map((r) => r.sentences[k]!)));
  return {
    metric: 'ensemble',
    corpus: n === 0 ? Number.NaN : mean(sentences),
    sentences,
    signature: signatureOf(members, results.map((r) => r.signature)),
    details: {
      members,
      memberCorpus: Object.fromEntries(members.map((m, i) => [m, results[i]!.corpus])),
      memberSentences: results.map((r) => r.sentences),
    },
  };
}

async function createEnsemble(options: EnsembleOptions): Promise<Metric<Segment, unknown[]>> {
  const members = await ensembleMembers(options);
  const { createMetric } = await import('../registry.js');
  const metrics: Metric<Segment, unknown>[] = [];
  for (const m of members) metrics.push(await createMetric(m));
  return {
    name: 'ensemble',
    higherIsBetter: true,
    signature: () => signatureOf(members, metrics.map((m) => m.signature())),
    statistics: (item) => metrics.map((m) => m.statistics(item)),
    sentenceScore: (stats) => mean(metrics.map((m, i) => m.sentenceScore(stats[i]))),
    corpusScore: (stats) => (stats.length === 0 ? Number.NaN : mean(stats.map((s) => mean(metrics.map((m, i) => m.sentenceScore(s[i])))))),
    async prepare(items, progress) {
      for (const m of metrics) await m.prepare?.(items, progress);
    },
    async close() {
      for (const m of metrics) await m.close?.();
    },
  };
}

export const ensembleMetricEntry = defineMetric({
  name: 'ensemble',
  description: 'ensemble of registry metrics (gec-metrics MetricEnsemble): mean of member sentence scores; pairwise = majority vote',
  // Members check their own inputs: an M2-based member needs --m2, a reference-based one --refs.
  reads: { required: ['hypothesis'] },
  higherIsBetter: true,
  config: ENSEMBLE_CONFIG,
  create: (options) => createEnsemble(options),
  async scoreFiles(request, options, context) {
    const members = await ensembleMembers(options);
    const { scoreFiles } = await import('../registry.js');
    const results: MetricResult[] = [];
    for (const m of members) results.push(await scoreFiles(m, request, {}, context));
    return combineMemberResults(members, results);
  },
  // Opt-in for MAEGE (not in the paper's set); its items are scored by each member's segment form.
  maege: [{ name: 'ensemble', paperName: 'Ensemble', table2: 100, reads: 'all', optIn: true, options: {} }],
});
