/**
 * A whole MAEGE run: plan (chains, corpora), the distinct items, scores per metric (worker threads), analyses.
 */
import { makeSignature } from '../../core/signature.js';
import type { Progress } from '../../core/progress.js';
import type { M2Sentence } from '../../formats/m2.js';
import { analyseSetting, DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions, type SettingResult } from './analysis.js';
import { collectItems, type ItemTable } from './items.js';
import { buildPlan, planCounts, STREAM_DERIVATION, type MaegePlan, type PlanOptions, type SourceSetting } from './plan.js';
import { scoreItems } from './pool.js';
import { maegeMetricEntry } from './registry-adapter.js';
import type { ScorerSpec } from './scorer-spec.js';

export interface MaegeRunOptions {
  readonly plan?: Partial<PlanOptions>;
  readonly analysis?: Partial<AnalysisOptions>;
  readonly threads?: number;
  /** Called with a fresh progress reporter per metric (the CLI shows one bar per metric). */
  readonly progress?: Progress;
  readonly file?: string;
}

export interface MetricRun {
  readonly name: string;
  readonly paperName: string;
  readonly signature: string;
  readonly higherIsBetter: boolean;
  readonly seconds: number;
  readonly items: number;
  readonly settings: Partial<Record<SourceSetting, SettingResult>>;
}

export interface MaegeRun {
  readonly plan: MaegePlan;
  readonly table: ItemTable;
  readonly counts: ReturnType<typeof planCounts>;
  readonly signature: string;
  readonly metrics: readonly MetricRun[];
  /** Metrics that could not be run, with the reason. */
  readonly failed: readonly { name: string; reason: string }[];
}

export function maegeSignature(plan: MaegePlan, analysis: AnalysisOptions): string {
  const o = plan.options;
  return makeSignature('maege', {
    seed: o.seed,
    streams: STREAM_DERIVATION,
    chains: o.chains,
    sampling: o.sampling,
    source: o.settings.join('+'),
    corpusSource: o.corpusSource,
    corpusSeeds: o.corpusSeeds,
    models: `${o.models[0]}..${o.models[o.models.length - 1]}`,
    binomial: o.binomialMode,
    variance: o.variance,
    human: o.humanScore,
    ties: analysis.ties,
    delta: analysis.deltaModes.join('+'),
    nan: analysis.nan,
    trim: o.trim,
    longFilter: o.skipLongMultiSentence,
  });
}

/** Builds the plan and the item table once (shared by all metrics). */
export function prepareRun(m2: readonly M2Sentence[], references: readonly (readonly string[])[], options: MaegeRunOptions = {}) {
  const plan = buildPlan(m2, options.plan, options.file);
  const table = collectItems(plan, references);
  return { plan, table };
}

export async function runMaege(
  m2: readonly M2Sentence[],
  references: readonly (readonly string[])[],
  specs: readonly ScorerSpec[],
  options: MaegeRunOptions = {},
): Promise<MaegeRun> {
  const analysis: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, ...options.analysis };
  const { plan, table } = prepareRun(m2, references, options);
  const metrics: MetricRun[] = [];
  const failed: { name: string; reason: string }[] = [];
  for (const spec of specs) {
    const started = performance.now();
    let result;
    try {
      result = await scoreItems(spec, table.items, { threads: options.threads, progress: options.progress, label: specLabel(spec) });
    } catch (error) {
      if (specs.length === 1 || spec.kind !== 'registry') throw error;
      failed.push({ name: specLabel(spec), reason: (error as Error).message });
      continue;
    }
    const settings: MetricRun['settings'] = {};
    for (const setting of plan.options.settings) settings[setting] = analyseSetting(plan, table, result.scores, setting, analysis);
    const entry = spec.kind === 'registry' ? maegeMetricEntry(spec.name) : undefined;
    metrics.push({
      name: spec.kind === 'registry' ? spec.name : result.scorer.name,
      paperName: entry?.paperName ?? result.scorer.name,
      signature: result.scorer.signature,
      higherIsBetter: result.scorer.higherIsBetter,
      seconds: (performance.now() - started) / 1000,
      items: table.items.length,
      settings,
    });
  }
  return { plan, table, counts: planCounts(plan), signature: maegeSignature(plan, analysis), metrics, failed };
}

export function specLabel(spec: ScorerSpec): string {
  if (spec.kind === 'registry') return spec.name;
  if (spec.kind === 'command') return spec.name;
  return spec.path.replace(/^.*\//u, '').replace(/\.[cm]?[jt]s$/u, '');
}
