/**
 * CHR — correlation of metric system rankings with human rankings (paper §3), for comparison with MAEGE. Human
 * system scores come from pairwise judgments by Expected Wins (Bojar et al. 2013); metric system scores are the mean
 * sentence score over the same sentences the humans judged (the paper's proposed protocol). Datasets: Grundkiewicz
 * et al. 2015 (GJG15), Napoles et al. 2015 (NSPT15), and both combined.
 */
import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';
import { pearson, spearman, type Correlation } from '../stats/correlation.js';

export interface PairwiseJudgment {
  /** 0-based sentence index in the CoNLL-2014 test set. */
  readonly sentence: number;
  readonly judge: string;
  readonly first: string;
  readonly second: string;
  /** Ranks: lower is better, equal is a tie. */
  readonly firstRank: number;
  readonly secondRank: number;
}

export interface JudgmentReadOptions {
  /** Column holding the sentence index (`srcIndex` for GJG15, `segmentId` for NSPT15). */
  readonly indexColumn: string;
  /** Base of that index: both datasets are 0-based (checked: see docs/maege.md). */
  readonly indexBase?: number;
  /** Number of sentences in the test set; judgments of other sentences are dropped. */
  readonly sentences?: number;
}

/** Reads WMT-style pairwise ranking CSV (header names the columns; system ids contain no commas). */
export function readPairwiseJudgments(path: string, options: JudgmentReadOptions): PairwiseJudgment[] {
  const lines = readLines(path).filter((l) => l.trim() !== '');
  const header = (lines[0] ?? '').split(',');
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new GecvalInputError(`judgment CSV has no column '${name}' (header: ${header.join(',')})`, { file: path, line: 1 });
    return i;
  };
  const [s1, s2, r1, r2, idx, judge] = [col('system1Id'), col('system2Id'), col('system1rank'), col('system2rank'), col(options.indexColumn), col('judgeID')];
  const out: PairwiseJudgment[] = [];
  lines.slice(1).forEach((line, i) => {
    const cells = line.split(',');
    if (cells.length !== header.length) throw new GecvalInputError(`expected ${header.length} comma-separated cells, got ${cells.length}`, { file: path, line: i + 2 });
    const sentence = Number(cells[idx]) - (options.indexBase ?? 0);
    const firstRank = Number(cells[r1]);
    const secondRank = Number(cells[r2]);
    if (!Number.isInteger(sentence) || !Number.isFinite(firstRank) || !Number.isFinite(secondRank)) {
      throw new GecvalInputError('sentence index and ranks must be numbers', { file: path, line: i + 2 });
    }
    if (options.sentences !== undefined && (sentence < 0 || sentence >= options.sentences)) return;
    out.push({ sentence, judge: cells[judge]!, first: cells[s1]!, second: cells[s2]!, firstRank, secondRank });
  });
  return out;
}

/** Keeps judgments between the given systems only (e.g. drop the unchanged input and reference mixtures). */
export function restrictToSystems(judgments: readonly PairwiseJudgment[], systems: ReadonlySet<string>): PairwiseJudgment[] {
  return judgments.filter((j) => systems.has(j.first) && systems.has(j.second) && j.first !== j.second);
}

/**
 * Expected Wins: for each system, the mean over the other systems of wins/(wins + losses) in their head-to-head
 * comparisons (ties ignored; a pair never compared is left out of the mean).
 */
export function expectedWins(judgments: readonly PairwiseJudgment[]): Map<string, number> {
  const wins = new Map<string, number>();
  const key = (a: string, b: string) => `${a}\u0000${b}`;
  const systems = new Set<string>();
  for (const j of judgments) {
    systems.add(j.first);
    systems.add(j.second);
    if (j.firstRank === j.secondRank) continue;
    const [winner, loser] = j.firstRank < j.secondRank ? [j.first, j.second] : [j.second, j.first];
    wins.set(key(winner, loser), (wins.get(key(winner, loser)) ?? 0) + 1);
  }
  const scores = new Map<string, number>();
  for (const s of systems) {
    let sum = 0;
    let opponents = 0;
    for (const o of systems) {
      if (o === s) continue;
      const w = wins.get(key(s, o)) ?? 0;
      const l = wins.get(key(o, s)) ?? 0;
      if (w + l === 0) continue;
      sum += w / (w + l);
      opponents++;
    }
    scores.set(s, opponents === 0 ? Number.NaN : sum / opponents);
  }
  return scores;
}

/** Sentences judged, sorted. */
export function judgedSentences(judgments: readonly PairwiseJudgment[]): number[] {
  return [...new Set(judgments.map((j) => j.sentence))].sort((a, b) => a - b);
}

export interface ChrCorrelation {
  readonly systems: readonly string[];
  readonly spearman: Correlation;
  readonly pearson: Correlation;
}

/** Correlation of metric system scores with human system scores over the systems both know. */
export function chrCorrelation(human: ReadonlyMap<string, number>, metric: ReadonlyMap<string, number>, higherIsBetter = true): ChrCorrelation {
  const systems = [...human.keys()].filter((s) => metric.has(s)).sort();
  const h = systems.map((s) => human.get(s)!);
  const m = systems.map((s) => (higherIsBetter ? 1 : -1) * metric.get(s)!);
  return { systems, spearman: spearman(h, m), pearson: pearson(h, m) };
}
