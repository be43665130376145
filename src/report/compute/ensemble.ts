/**
 * Ensembles on the leaderboard: a metric entry `ensemble:A+B[+…]` is the registry's `ensemble` metric with members
 * A, B, … (gec-metrics `MetricEnsemble`: sentence score = mean of the members' sentence scores, corpus score = mean
 * of those). Its column is that mean with a percentile interval over the report's shared resamples (`meanColumn`,
 * the bootstrap of a corpus score that is a mean of sentence scores).
 */
import { GecvalInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import type { Dataset } from '../dataset.js';
import type { MetricColumn } from './leaderboard.js';

export const ENSEMBLE_PREFIX = 'ensemble:';

/** Whether a leaderboard metric entry names an ensemble (`ensemble:gleu+sari`). */
export function isEnsembleSpec(name: string): boolean {
  return name.startsWith(ENSEMBLE_PREFIX);
}

/** The member names of `ensemble:A+B…`, checked by the ensemble metric itself (registered, two or more, distinct…). */
export async function ensembleSpecMembers(name: string): Promise<string[]> {
  if (!isEnsembleSpec(name)) throw new GecvalInputError(`'${name}' is not an ensemble entry (ensemble:A+B…)`);
  const { ensembleMembers } = await import('../../metrics/ensemble/entry.js');
  return ensembleMembers({ metrics: name.slice(ENSEMBLE_PREFIX.length).split('+').join(',') });
}

/** The ensemble entries of a leaderboard metric list ('all' and 'fast' name none: an ensemble needs its members). */
export function ensembleSpecs(metrics: readonly string[] | 'all' | 'fast'): string[] {
  return metrics === 'all' || metrics === 'fast' ? [] : metrics.filter(isEnsembleSpec);
}

/** The column of `ensemble:A+B…` on the dataset, under the report's resamples (`resamples`, `seed`). */
export async function ensembleColumn(dataset: Dataset, name: string, resamples: number, seed: number, progress: Progress = silentProgress): Promise<MetricColumn> {
  const members = await ensembleSpecMembers(name);
  const { findMetric, createMetric } = await import('../../metrics/registry.js');
  const needsReferences = members.filter((m) => findMetric(m).reads.required.includes('references'));
  if (needsReferences.length > 0 && dataset.references.length === 0) throw new GecvalInputError(`${needsReferences.join(', ')} need references (dataset.references)`);
  const metric = await createMetric('ensemble', { metrics: members.join(',') });
  try {
    const perSystem = dataset.systems.map((s) => s.lines.map((hypothesis, i) => ({ source: dataset.source[i]!, hypothesis, references: dataset.references.map((r) => r.lines[i]!) })));
    await metric.prepare?.(perSystem.flat(), progress);
    const label = `Ensemble (${members.map((m) => findMetric(m).report?.label ?? m).join(' + ')})`;
    progress.start(perSystem.length, label);
    const systems = dataset.systems.map((s, k) => {
      const sentences = perSystem[k]!.map((segment) => metric.sentenceScore(metric.statistics(segment)));
      progress.increment();
      return { name: s.name, sentences };
    });
    progress.stop();
    const { meanColumn } = await import('./leaderboard.js');
    return { ...meanColumn(name, label, metric.signature(), systems, resamples, seed), higherIsBetter: metric.higherIsBetter };
  } finally {
    await metric.close?.();
  }
}
