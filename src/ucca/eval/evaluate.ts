/**
 * DAG F-score, the ucca evaluator (docs/ucca-usim.md#dag-f-score): normalise both passages,
 * move common functions to the root, collect primary / remote / implicit candidate edges, merge candidates
 * by non-punctuation yield, and count matched / guessed / reference yields — labelled, unlabelled and
 * weak-labelled. Counts sum over passages (micro average).
 */
import { GecvalInputError } from '../../core/errors.js';
import type { UccaGraph } from '../graph.js';
import { expandEquivalents } from '../usim/units.js';
import { moveCommonFunctions, normalizePassage, yieldKey } from './normalize.js';
import { EvalPassage, type ENode } from './passage.js';

export type EdgeClass = 'primary' | 'remote' | 'implicit';
export type EvalType = 'labeled' | 'unlabeled' | 'weak';
export const EDGE_CLASSES: readonly EdgeClass[] = ['primary', 'remote', 'implicit'];
export const EVAL_TYPES: readonly EvalType[] = ['labeled', 'unlabeled', 'weak'];

export interface Counts {
  matched: number;
  guessed: number;
  ref: number;
}

export interface PrfCounts extends Counts {
  p: number;
  r: number;
  f: number;
}

/** counts[evalType][edgeClass] */
export type DagCounts = Record<EvalType, Record<EdgeClass, Counts>>;
export type DagScores = Record<EvalType, Record<EdgeClass, PrfCounts>>;

export interface EvaluateOptions {
  /** Normalise and move common functions first, as the evaluator does by default (default true). */
  normalize?: boolean;
}

type YieldMap = Map<string, Set<string>>;

function candidates(p: EvalPassage): Record<EdgeClass, YieldMap> {
  const maps: Record<EdgeClass, YieldMap> = { primary: new Map(), remote: new Map(), implicit: new Map() };
  const yieldCache = new Map<ENode, string>();
  const yieldOf = (n: ENode): string => {
    let y = yieldCache.get(n);
    if (y === undefined) yieldCache.set(n, (y = yieldKey(n)));
    return y;
  };
  for (const node of p.layer1) {
    for (const edge of node.outgoing) {
      const tags = edge.tags;
      if (tags.includes('LA') || tags.includes('LR') || tags.includes('Terminal')) continue;
      const child = edge.child;
      if (child.tag === 'LKG' || child.tag === 'Word' || child.tag === 'Punct') continue;
      const punct = tags.includes('U') || child.tag === 'PNCT';
      let cls: EdgeClass | null = null;
      if (!edge.remote && !child.implicit && !punct) cls = 'primary';
      else if (edge.remote && !child.implicit && !punct) cls = 'remote';
      else if (child.implicit && !edge.remote) cls = 'implicit';
      if (!cls) continue;
      const key = yieldOf(cls === 'implicit' ? node : child);
      let set = maps[cls].get(key);
      if (!set) maps[cls].set(key, (set = new Set()));
      for (const t of tags) set.add(t);
    }
  }
  return maps;
}

function countClass(guessed: YieldMap, ref: YieldMap): Record<EvalType, Counts> {
  let labeled = 0;
  let unlabeled = 0;
  let weak = 0;
  for (const [key, g] of guessed) {
    const r = ref.get(key);
    if (!r) continue;
    unlabeled++;
    if ([...g].some((t) => r.has(t))) labeled++;
    if ([...expandEquivalents(g)].some((t) => r.has(t))) weak++;
  }
  const base = { guessed: guessed.size, ref: ref.size };
  return { labeled: { matched: labeled, ...base }, unlabeled: { matched: unlabeled, ...base }, weak: { matched: weak, ...base } };
}

/** Counts for one guessed/reference pair over the same terminals. The inputs are not modified. */
export function dagCounts(guessed: UccaGraph, ref: UccaGraph, opts: EvaluateOptions = {}): DagCounts {
  const ids = (g: UccaGraph): string => g.terminals.map((t) => t.id).join(' ');
  if (ids(guessed) !== ids(ref)) {
    throw new GecvalInputError(`passages ${guessed.id} and ${ref.id} do not have the same terminals (${guessed.terminals.length} vs ${ref.terminals.length})`);
  }
  const p1 = new EvalPassage(guessed);
  const p2 = new EvalPassage(ref);
  if (opts.normalize ?? true) {
    normalizePassage(p1);
    normalizePassage(p2);
    moveCommonFunctions(p1, p2);
  }
  const c1 = candidates(p1);
  const c2 = candidates(p2);
  const out = { labeled: {}, unlabeled: {}, weak: {} } as DagCounts;
  for (const cls of EDGE_CLASSES) {
    const counts = countClass(c1[cls], c2[cls]);
    for (const t of EVAL_TYPES) out[t][cls] = counts[t];
  }
  return out;
}

export function emptyCounts(): DagCounts {
  const zero = (): Record<EdgeClass, Counts> => ({ primary: { matched: 0, guessed: 0, ref: 0 }, remote: { matched: 0, guessed: 0, ref: 0 }, implicit: { matched: 0, guessed: 0, ref: 0 } });
  return { labeled: zero(), unlabeled: zero(), weak: zero() };
}

/** Sums counts (micro average over passages). */
export function addCounts(total: DagCounts, more: DagCounts): DagCounts {
  for (const t of EVAL_TYPES) {
    for (const c of EDGE_CLASSES) {
      total[t][c].matched += more[t][c].matched;
      total[t][c].guessed += more[t][c].guessed;
      total[t][c].ref += more[t][c].ref;
    }
  }
  return total;
}

/** P = matched/guessed (1 if none guessed), R = matched/ref (1 if no reference), F = 2PR/(P+R) (0 if P or R is 0). */
export function prf(c: Counts): PrfCounts {
  const p = c.guessed === 0 ? 1 : c.matched / c.guessed;
  const r = c.ref === 0 ? 1 : c.matched / c.ref;
  const f = p === 0 || r === 0 ? 0 : (2 * p * r) / (p + r);
  return { ...c, p, r, f };
}

export function dagScores(counts: DagCounts): DagScores {
  const out = { labeled: {}, unlabeled: {}, weak: {} } as DagScores;
  for (const t of EVAL_TYPES) for (const c of EDGE_CLASSES) out[t][c] = prf(counts[t][c]);
  return out;
}
