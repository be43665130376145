/**
 * Runs CHR for a set of metrics: reads the human judgments and the system outputs, scores every judged sentence of
 * every system once per metric, and correlates per dataset (GJG15, NSPT15, combined) over the judged subset.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Progress } from '../../core/progress.js';
import { GecvalInputError } from '../../core/errors.js';
import { readSentenceFile } from '../../formats/parallel.js';
import type { Segment } from '../../metrics/metric.js';
import { chrCorrelation, expectedWins, judgedSentences, readPairwiseJudgments, restrictToSystems, type ChrCorrelation, type PairwiseJudgment } from './chr.js';
import { scoreItems } from './pool.js';
import type { ScorerSpec } from './scorer-spec.js';
import { specLabel } from './run.js';

export interface ChrDataset {
  readonly name: string;
  readonly judgments: readonly PairwiseJudgment[];
}

/** GJG15 and NSPT15 from the shared data layout (`human/grundkiewicz2015`, `human/napoles2015`), plus their union. */
export function readChrDatasets(humanDir: string, sentences: number): ChrDataset[] {
  const gjgPath = join(humanDir, 'grundkiewicz2015', 'corrected_8judgments.csv');
  const nsptPath = join(humanDir, 'napoles2015', 'all_judgments.csv');
  for (const p of [gjgPath, nsptPath]) if (!existsSync(p)) throw new GecvalInputError('human judgments not found', { file: p });
  const gjg = readPairwiseJudgments(gjgPath, { indexColumn: 'srcIndex', sentences });
  const nspt = readPairwiseJudgments(nsptPath, { indexColumn: 'segmentId', sentences });
  return [
    { name: 'GJG15', judgments: gjg },
    { name: 'NSPT15', judgments: nspt },
    { name: 'Combined', judgments: [...gjg, ...nspt] },
  ];
}

export interface ChrMetricResult {
  readonly metric: string;
  readonly datasets: Record<string, ChrCorrelation & { metricScores: Record<string, number>; sentences: number }>;
}

export interface ChrResult {
  readonly systems: readonly string[];
  readonly humanScores: Record<string, Record<string, number>>;
  readonly metrics: readonly ChrMetricResult[];
  readonly method: 'expected-wins';
}

export async function runChr(
  datasets: readonly ChrDataset[],
  systemsDir: string,
  sources: readonly string[],
  references: readonly (readonly string[])[],
  specs: readonly ScorerSpec[],
  options: { threads?: number; progress?: Progress } = {},
): Promise<ChrResult> {
  const judged = new Set(datasets.flatMap((d) => d.judgments.flatMap((j) => [j.first, j.second])));
  const systems = [...judged].filter((s) => existsSync(join(systemsDir, `${s}.txt`))).sort();
  const systemSet = new Set(systems);
  const outputs = new Map(systems.map((s) => [s, readSentenceFile(join(systemsDir, `${s}.txt`)).lines]));
  for (const [s, lines] of outputs) {
    if (lines.length !== sources.length) throw new GecvalInputError(`system output has ${lines.length} lines, expected ${sources.length}`, { file: join(systemsDir, `${s}.txt`) });
  }
  const restricted = datasets.map((d) => ({ name: d.name, judgments: restrictToSystems(d.judgments, systemSet) }));
  const allSentences = [...new Set(restricted.flatMap((d) => judgedSentences(d.judgments)))].sort((a, b) => a - b);
  const items: Segment[] = [];
  const itemIndex = new Map<string, number>();
  for (const s of systems) {
    for (const i of allSentences) {
      itemIndex.set(`${s}\u0000${i}`, items.length);
      items.push({ source: sources[i]!, hypothesis: outputs.get(s)![i]!, references: references[i]! });
    }
  }
  const humanScores = Object.fromEntries(restricted.map((d) => [d.name, Object.fromEntries(expectedWins(d.judgments))]));
  const metrics: ChrMetricResult[] = [];
  for (const spec of specs) {
    const { scores, scorer } = await scoreItems(spec, items, { threads: options.threads, progress: options.progress, label: `CHR ${specLabel(spec)}` });
    const result: ChrMetricResult['datasets'] = {};
    for (const d of restricted) {
      const subset = judgedSentences(d.judgments);
      const metricScores = new Map(
        systems.map((s) => [s, subset.reduce((sum, i) => sum + scores[itemIndex.get(`${s}\u0000${i}`)!]!, 0) / subset.length] as const),
      );
      const correlation = chrCorrelation(new Map(Object.entries(humanScores[d.name]!)), metricScores, scorer.higherIsBetter);
      result[d.name] = { ...correlation, metricScores: Object.fromEntries(metricScores), sentences: subset.length };
    }
    metrics.push({ metric: spec.kind === 'registry' ? spec.name : scorer.name, datasets: result });
  }
  return { systems, humanScores, metrics, method: 'expected-wins' };
}
