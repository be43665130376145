/**
 * Tables and files of the coverage analysis (spec §15.3): summary.csv, coverage.csv, accuracy.csv,
 * accuracy_pmf.json, per-sentence histograms and fingerprints, and the JSON document of `gecval coverage --json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHistogram } from './histogram.js';
import type { CoverageResult } from './pipeline.js';

export function summaryCsv(result: CoverageResult): string {
  const rows = ['classType,gamma,variants,mass'];
  for (const c of result.classes) for (const [gamma, s] of Object.entries(c.summary)) rows.push(`${c.classType},${gamma},${s.variants.toFixed(4)},${s.mass.toFixed(4)}`);
  return `${rows.join('\n')}\n`;
}

export function accuracyCsv(result: CoverageResult): string {
  const rows = ['classType,sampling,M,accuracy,ciLow,ciHigh'];
  for (const c of result.classes) {
    for (const [kind, points] of Object.entries(c.curves)) {
      for (const p of points ?? []) rows.push(`${c.classType},${kind},${p.M},${p.accuracy.toFixed(6)},${p.ciLow?.toFixed(6) ?? ''},${p.ciHigh?.toFixed(6) ?? ''}`);
    }
  }
  return `${rows.join('\n')}\n`;
}

export function coverageCsv(result: CoverageResult): string {
  const rows = ['sentenceId,classType,sampling,M,coverage'];
  for (const c of result.classes) {
    for (const s of c.sentences) {
      for (const [kind, values] of Object.entries(s.coverage)) values?.forEach((v, k) => rows.push(`${s.id},${c.classType},${kind},${k + 1},${v.toFixed(6)}`));
    }
  }
  return `${rows.join('\n')}\n`;
}

/** The `--json` document; `summary` is the exact-class table keyed by γ (the paper's Table), `summaryByClass` both. */
export function coverageJson(result: CoverageResult): object {
  const exact = result.classes.find((c) => c.classType === 'exact') ?? result.classes[0];
  return {
    signature: result.signature,
    sentences: exact?.sentences.length ?? 0,
    summary: exact?.summary,
    summaryByClass: Object.fromEntries(result.classes.map((c) => [c.classType, c.summary])),
    accuracy: Object.fromEntries(result.classes.map((c) => [c.classType, c.curves])),
    coveredDistribution: Object.fromEntries(
      result.classes.map((c) => [c.classType, c.coveredDistribution.map((d) => ({ M: d.M, mean: d.mean, variance: d.variance, pmf: d.pmf.map((p) => Math.max(0, p)) }))]),
    ),
    perSentence: Object.fromEntries(
      result.classes.map((c) => [c.classType, c.sentences.map((s) => ({ id: s.id, objective: s.objective, coverage: s.coverage }))]),
    ),
    warnings: result.warnings,
  };
}

export async function writeCoverageFiles(result: CoverageResult, dir: string): Promise<void> {
  mkdirSync(join(dir, 'unseen'), { recursive: true });
  writeFileSync(join(dir, 'summary.csv'), summaryCsv(result));
  writeFileSync(join(dir, 'accuracy.csv'), accuracyCsv(result));
  writeFileSync(join(dir, 'coverage.csv'), coverageCsv(result));
  writeFileSync(join(dir, 'accuracy_pmf.json'), `${JSON.stringify((coverageJson(result) as { coveredDistribution: unknown }).coveredDistribution)}\n`);
  for (const c of result.classes) {
    for (const s of c.sentences) writeFileSync(join(dir, 'unseen', `${s.id.replace(/[^\w.-]+/gu, '_')}_${c.classType}.txt`), formatHistogram(s.histogram));
  }
  const { writePlot } = await import('../../report/plots/render.js');
  const plots = await import('../../report/plots/coverage.js');
  await writePlot(plots.accuracyVsMSpec(result), join(dir, 'accuracy-vs-m'));
  await writePlot(plots.coveredSentencesSpec(result, 'exact'), join(dir, 'covered-sentences-exact'));
}
