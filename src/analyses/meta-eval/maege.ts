/**
 * MAEGE under meta-eval's output shape: runs the existing MAEGE analysis (src/analyses/maege) on the CoNLL-2014
 * lattices with the paper's data (gold with alternatives, the 8 Bryant & Ng references) and turns its corpus-level
 * ρ/r and sentence-level r/τ into rows, so one table shows a metric under human and lattice yardsticks.
 */
import { join } from 'node:path';
import type { Progress } from '../../core/progress.js';
import { readM2 } from '../../formats/m2.js';
import { makeSignature } from '../../core/signature.js';
import { GecvalInputError } from '../../core/errors.js';
import { listMetrics, resolveOptions, type AnyMetricEntry } from '../../metrics/registry.js';
import { PAPER_REFERENCE_FILES, readReferences } from '../maege/references.js';
import { runMaege } from '../maege/run.js';
import { parseScorerSpec, type ScorerSpec } from '../maege/scorer-spec.js';
import type { MetricRequest } from './scoring.js';
import type { MetaEvalResult, MetaEvalRow } from './run.js';

export interface MaegeMetaEvalOptions {
  readonly data: string;
  readonly seed?: number;
  /** Corpus-level draws averaged (MAEGE's `--seeds`). */
  readonly corpusSeeds?: number;
  readonly threads?: number;
  readonly progress?: Progress;
}

/** The registry entry of a name, if it has one (MAEGE-only presets such as `imeasure-mix` have none). */
function registryEntryOf(name: string): AnyMetricEntry | undefined {
  return listMetrics().find((m) => m.name === name.toLowerCase() || (m.aliases ?? []).includes(name.toLowerCase()));
}

/** The MAEGE scorer of a request; a registry metric's options (`-O`) go over MAEGE's variant options. */
function scorerSpecOf(request: MetricRequest): ScorerSpec {
  const spec = parseScorerSpec(request.spec);
  if (spec.kind !== 'registry' || request.options === undefined || Object.keys(request.options).length === 0) return spec;
  // Typed as the registry parses `-O` values; only the keys given, so MAEGE's variant options stay under them.
  const entry = registryEntryOf(request.spec);
  if (entry === undefined) throw new GecvalInputError(`MAEGE metric '${request.spec}' takes no registry options`);
  const typed = resolveOptions(entry, request.options);
  const given = Object.fromEntries(Object.keys(request.options).map((key) => [key, typed[key]]));
  return { ...spec, options: { ...spec.options, ...given } };
}

export async function runMaegeMetaEval(metrics: readonly MetricRequest[], options: MaegeMetaEvalOptions): Promise<MetaEvalResult> {
  const goldFile = join(options.data, 'conll14', 'official-2014.combined-withalt.m2');
  const m2 = readM2(goldFile);
  const references = readReferences(PAPER_REFERENCE_FILES.map((f) => join(options.data, 'conll14', 'bn10', f)), m2.map((s) => s.source), { collisions: 'merge' });
  const seed = options.seed ?? 1;
  const corpusSeeds = options.corpusSeeds ?? 1;
  const specs = metrics.map(scorerSpecOf);
  // Rows carry the registry's name (`ld-so`), as the human datasets' rows do, not the MAEGE preset's (`ld`).
  const registryName = new Map(specs.flatMap((spec, i) => (spec.kind === 'registry' ? [[spec.name, registryEntryOf(metrics[i]!.spec)?.name ?? spec.name] as const] : [])));
  const nameOf = (name: string) => registryName.get(name) ?? name;
  const run = await runMaege(m2, references, specs, {
    file: goldFile,
    threads: options.threads,
    progress: options.progress,
    plan: { seed, corpusSeeds, settings: ['random'] },
  });
  const rows: MetaEvalRow[] = [];
  for (const metric of run.metrics) {
    const r = metric.settings.random;
    if (r === undefined) continue;
    const base = { dataset: 'MAEGE', metric: nameOf(metric.name), yardstick: 'MAEGE/lattice', systemSet: 'random-source', low: Number.NaN, high: Number.NaN } as const;
    const draws = r.corpus.draws.length;
    rows.push({ ...base, level: 'corpus', statistic: 'spearman', value: r.corpus.rho, n: draws });
    rows.push({ ...base, level: 'corpus', statistic: 'pearson', value: r.corpus.r, n: draws });
    rows.push({ ...base, level: 'sentence', statistic: 'pearson', value: r.sentence.pearson.value, n: r.sentence.pearson.n });
    rows.push({ ...base, level: 'sentence', statistic: 'kendall', value: r.sentence.kendall.tau, n: r.sentence.kendall.pairs });
  }
  return {
    dataset: 'maege',
    signature: makeSignature('meta-eval', { dataset: 'maege', maege: run.signature }),
    rows,
    comparisons: [],
    metrics: run.metrics.map((m) => ({ metric: nameOf(m.name), signature: m.signature, corpus: {}, seconds: m.seconds })),
    human: {},
    notes: [
      `MAEGE: random-source lattices of ${goldFile} with the 8 Bryant & Ng references; corpus ρ/r averaged over ${corpusSeeds} draw(s) (no interval: see gecval maege --seeds for the spread)`,
      ...run.failed.map((f) => `MAEGE: metric ${f.name} skipped: ${f.reason}`),
    ],
  };
}
