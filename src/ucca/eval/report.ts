/**
 * Report shapes of the DAG F-score / ucca evaluator, as the CLI prints them:
 * `{primary: {labeled: {matched, guessed, ref, p, r, f}, unlabeled, weak}, remote: …, implicit: …}`.
 */
import { makeSignature } from '../../core/signature.js';
import { EDGE_CLASSES, EVAL_TYPES, addCounts, dagScores, emptyCounts, type DagCounts, type EdgeClass, type EvalType, type PrfCounts } from './evaluate.js';

export type DagReport = Record<EdgeClass, Record<EvalType, PrfCounts>> & { average: { labeled: PrfCounts; unlabeled: PrfCounts } };

export function dagfSignature(normalize = true): string {
  return makeSignature('dagf', { evaluator: 'ucca-ecf0c0d', normalize, average: 'micro' });
}

/** Class-major report; `average` is primary+remote summed (SemEval-2019's average), implicit kept apart. */
export function dagReport(counts: DagCounts): DagReport {
  const scores = dagScores(counts);
  const out = {} as DagReport;
  for (const c of EDGE_CLASSES) {
    out[c] = {} as Record<EvalType, PrfCounts>;
    for (const t of EVAL_TYPES) out[c][t] = scores[t][c];
  }
  const both = addCounts(emptyCounts(), counts);
  const average = (t: EvalType): PrfCounts => {
    const m = both[t].primary.matched + both[t].remote.matched;
    const g = both[t].primary.guessed + both[t].remote.guessed;
    const r = both[t].primary.ref + both[t].remote.ref;
    const p = g === 0 ? 1 : m / g;
    const rr = r === 0 ? 1 : m / r;
    return { matched: m, guessed: g, ref: r, p, r: rr, f: p === 0 || rr === 0 ? 0 : (2 * p * rr) / (p + rr) };
  };
  out.average = { labeled: average('labeled'), unlabeled: average('unlabeled') };
  return out;
}

export function formatDagReport(report: DagReport): string {
  const lines = ['class     type        matched  guessed      ref       P       R       F'];
  for (const c of EDGE_CLASSES) {
    for (const t of EVAL_TYPES) {
      const x = report[c][t];
      lines.push(`${c.padEnd(9)} ${t.padEnd(10)} ${String(x.matched).padStart(8)} ${String(x.guessed).padStart(8)} ${String(x.ref).padStart(8)} ${x.p.toFixed(4).padStart(7)} ${x.r.toFixed(4).padStart(7)} ${x.f.toFixed(4).padStart(7)}`);
    }
  }
  return lines.join('\n') + '\n';
}
