/**
 * The baselines the faithfulness measure is compared with, all scoring (source, hypothesis) text pairs:
 * character and token Levenshtein similarity, USIM (code and paper variants, both sides parsed by the bundled
 * default parser, parses cached on disk), and a least-squares regression on surface features fitted to the same
 * TMU-GFM dev ratings.
 */
import { charDistance, sequenceDistance } from '../../src/metrics/levenshtein/metric.js';
import { AnnotationCache, extractEdits } from '../../src/text/errant/index.js';
import { parseLinesCached } from '../../src/ucca/parser/service.js';
import { scoreUsim } from '../../src/ucca/usim/score.js';
import { isContent } from '../../src/metrics/faithfulness/lexicon.js';

export interface TokenPair {
  readonly source: readonly string[];
  readonly hypothesis: readonly string[];
}

export function charSimilarity(p: TokenPair): number {
  const a = p.source.join(' ');
  const b = p.hypothesis.join(' ');
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - charDistance(a, b) / longest;
}

export function tokenSimilarity(p: TokenPair): number {
  const longest = Math.max(p.source.length, p.hypothesis.length);
  return longest === 0 ? 1 : 1 - sequenceDistance(p.source, p.hypothesis) / longest;
}

/** USIM code and paper variants of every pair; both sides parsed (tokens given) with the given parser model (default: the bundled default). */
export function usimScores(pairs: readonly TokenPair[], cacheDir: string, model?: string): { code: number[]; paper: number[] } {
  const sources = parseLinesCached(pairs.map((p) => p.source.join(' ')), { tokenized: true, cacheDir, model });
  const hypotheses = parseLinesCached(pairs.map((p) => p.hypothesis.join(' ')), { tokenized: true, cacheDir, model });
  return {
    code: pairs.map((_, i) => scoreUsim(sources[i]!, hypotheses[i]!, { variant: 'code' }).usim),
    paper: pairs.map((_, i) => scoreUsim(sources[i]!, hypotheses[i]!, { variant: 'paper' }).usim),
  };
}

const annotations = new AnnotationCache();

/** Surface features: changed at all, number of edits, content words changed, length ratio, token edit rate. */
export function surfaceFeatures(p: TokenPair): number[] {
  const same = p.source.join(' ') === p.hypothesis.join(' ');
  if (same) return [0, 0, 0, 0, 0];
  const edits = extractEdits(p.source, p.hypothesis, { cache: annotations });
  const orig = annotations.annotate(p.source);
  const cor = annotations.annotate(p.hypothesis);
  let content = 0;
  for (const e of edits) {
    content += orig.slice(e.oStart, e.oEnd).filter(isContent).length + cor.slice(e.cStart, e.cEnd).filter(isContent).length;
  }
  const ratio = Math.abs(1 - p.hypothesis.length / Math.max(1, p.source.length));
  return [1, edits.length, content, ratio, 1 - tokenSimilarity(p)];
}

/** Ordinary least squares with an intercept (normal equations, Gaussian elimination with partial pivoting). */
export function leastSquares(x: readonly (readonly number[])[], y: readonly number[]): number[] {
  const d = x[0]!.length + 1;
  const a = Array.from({ length: d }, () => new Array<number>(d + 1).fill(0));
  x.forEach((row, i) => {
    const r = [1, ...row];
    for (let j = 0; j < d; j++) {
      for (let k = 0; k < d; k++) a[j]![k]! += r[j]! * r[k]!;
      a[j]![d]! += r[j]! * y[i]!;
    }
  });
  for (let j = 0; j < d; j++) a[j]![j]! += 1e-9; // keeps a constant column solvable
  for (let c = 0; c < d; c++) {
    let pivot = c;
    for (let r = c + 1; r < d; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    for (let r = 0; r < d; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k <= d; k++) a[r]![k]! -= f * a[c]![k]!;
    }
  }
  return a.map((row, j) => row[d]! / row[j]!);
}

export function linearPredict(beta: readonly number[], x: readonly number[]): number {
  return beta[0]! + x.reduce((s, v, i) => s + v * beta[i + 1]!, 0);
}
