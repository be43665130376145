/**
 * Tables, documents and figures of `gecval significance`: the perfect corrector's P/R/F0.5 intervals against the
 * number of references M (fscore.csv/json), the correctors' intervals (significance.csv), pairwise paired-bootstrap
 * tests (pairs.csv) and the figures. Built as output values (src/core/outputs.ts); the writer renders them.
 */
import { fixedColumn, outputs, table, type OutputFile, type Table, type TableColumn } from '../../core/outputs.js';
import { perfectCorrectorSpec, teamScoresSpec } from './figures.js';
import type { PerfectCorrectorPoint, PerfectCorrectorResult } from './perfect-corrector.js';
import type { PairwiseTest, SignificanceResult, SystemInterval } from './significance.js';
import { formatPValue } from '../stats/p-format.js';

const MEASURES = ['P', 'R', 'F'] as const;
const FIGURE_MEASURES = ['precision', 'recall', 'F0.5'] as const;

/** Per M: the BCa interval of P, R and F0.5, the F0.5 midpoint and the F0.5 on the full data. */
export function fscoreTable(perfect: PerfectCorrectorResult): Table<PerfectCorrectorPoint> {
  const bounds = MEASURES.flatMap((m, d) => [fixedColumn<PerfectCorrectorPoint>(`${m}_low`, (p) => p.interval.low[d], 4), fixedColumn<PerfectCorrectorPoint>(`${m}_high`, (p) => p.interval.high[d], 4)]);
  return table<PerfectCorrectorPoint>(
    [{ name: 'M', value: (p) => p.M }, ...bounds, fixedColumn('F_mid', (p) => p.interval.midpoint[2], 4), fixedColumn('F_full', (p) => p.fullData[2], 4)],
    perfect.points,
  );
}

/** Per corrector: estimate and BCa interval of P, R and F0.5, and the F0.5 midpoint. */
export function significanceTable(teams: SignificanceResult): Table<SystemInterval> {
  const measures = MEASURES.flatMap((m, d): TableColumn<SystemInterval>[] => [
    fixedColumn(m, (s) => s.interval.estimate[d], 4),
    fixedColumn(`${m}_low`, (s) => s.interval.low[d], 4),
    fixedColumn(`${m}_high`, (s) => s.interval.high[d], 4),
  ]);
  return table<SystemInterval>([{ name: 'system', value: (s) => s.name }, ...measures, fixedColumn('F_mid', (s) => s.interval.midpoint[2], 4)], teams.systems);
}

/** Per pair of correctors: the F0.5 difference, its interval and the paired-bootstrap p-value. */
export function pairsTable(teams: SignificanceResult): Table<PairwiseTest> {
  return table<PairwiseTest>(
    [
      { name: 'a', value: (p) => p.a },
      { name: 'b', value: (p) => p.b },
      fixedColumn('F_difference', (p) => p.difference, 4),
      fixedColumn('low', (p) => p.low, 4),
      fixedColumn('high', (p) => p.high, 4),
      // 4 decimals from 0.001 up, two significant digits below (never 0.0000 for a p of 1e-5).
      { name: 'p_value', value: (p) => p.pValue, text: (p) => formatPValue(p.pValue) },
    ],
    teams.pairs,
  );
}

/** The perfect corrector's F0.5 midpoint at M = 2 (the line the correctors are compared with), if computed. */
export function perfectAtTwo(perfect: PerfectCorrectorResult | undefined, measure = 2): number | undefined {
  return perfect?.points.find((p) => p.M === 2)?.interval.midpoint[measure];
}

/** fscore.json (and the `perfectCorrector` part of `--json`). */
export function fscoreJson(perfect: PerfectCorrectorResult, seed: number): object {
  return {
    signature: perfect.signature,
    sentences: perfect.sentences,
    uncorrected: perfect.uncorrected,
    points: perfect.points.map((p) => ({ M: p.M, P: [p.interval.low[0], p.interval.high[0]], R: [p.interval.low[1], p.interval.high[1]], F: [p.interval.low[2], p.interval.high[2]], midpoint: p.interval.midpoint[2], fullDataF: p.fullData[2], seed, warnings: p.interval.warnings })),
  };
}

/** The `systems` part of `--json`, with each corrector's F0.5 midpoint as a share of the perfect corrector's. */
export function teamsJson(teams: SignificanceResult, perfect?: PerfectCorrectorResult): object {
  const perfectM2 = perfectAtTwo(perfect);
  return {
    signature: teams.signature,
    systems: teams.systems.map((s) => ({ name: s.name, estimate: s.interval.estimate, P: [s.interval.low[0], s.interval.high[0]], R: [s.interval.low[1], s.interval.high[1]], F: [s.interval.low[2], s.interval.high[2]], midpoint: s.interval.midpoint[2], ratioToPerfect: perfectM2 ? s.interval.midpoint[2]! / perfectM2 : undefined })),
    pairs: teams.pairs,
  };
}

/** Every file of `gecval significance --out`, in writing order. */
export function significanceOutputFiles(results: { perfect?: PerfectCorrectorResult; teams?: SignificanceResult; seed: number }): OutputFile[] {
  const { perfect, teams } = results;
  const files: OutputFile[] = [];
  if (perfect) {
    files.push(outputs.json('fscore.json', fscoreJson(perfect, results.seed)));
    files.push(outputs.table('fscore.csv', fscoreTable(perfect)));
    files.push(outputs.figure('perfect-corrector-f', perfectCorrectorSpec(perfect)));
  }
  if (teams) {
    files.push(outputs.table('significance.csv', significanceTable(teams)));
    files.push(outputs.table('pairs.csv', pairsTable(teams)));
    FIGURE_MEASURES.forEach((measure, d) => {
      const bars = teams.systems.map((s) => ({ name: s.name, low: s.interval.low[d]!, high: s.interval.high[d]! }));
      files.push(outputs.figure(`teams-${measure.toLowerCase().replace('.', '')}`, teamScoresSpec(bars, perfectAtTwo(perfect, d), teams.signature, measure)));
    });
  }
  return files;
}
