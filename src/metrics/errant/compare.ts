/**
 * ERRANT's scorer (compare_m2.py of chrisjbryant/errant 2.x–3.0.x), with its semantics kept exactly; docs/errant.md
 * ("The ERRANT scorer") lists the quirks. Hypothesis and reference edits are grouped per coder into dictionaries
 * keyed by what the evaluation mode compares; for every sentence the (hypothesis coder, reference coder) pair is
 * chosen that maximises the F of the RUNNING corpus counts plus this sentence (rounded to 4 decimals), ties broken
 * by more TP, then fewer FP, then fewer FN, then the first pair in file order.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { ErrantBlock, ErrantEdit } from './m2-blocks.js';
import { python3WordCount } from './m2-blocks.js';
import { pythonRound } from './python-format.js';

export type ErrantMode = 'cs' | 'cse' | 'ds' | 'dt';

export interface ErrantCompareOptions {
  readonly beta: number;
  /** `cs` span-based correction (default), `cse` with error types, `ds` span-based detection, `dt` token-based detection. */
  readonly mode: ErrantMode;
  /** Only edits of one token or fewer on both sides (`-single`). */
  readonly single: boolean;
  /** Only edits of two or more tokens on a side (`-multi`). */
  readonly multi: boolean;
  /** Error types not evaluated (`-filt`). */
  readonly filter: readonly string[];
}

export const DEFAULT_ERRANT_COMPARE: ErrantCompareOptions = { beta: 0.5, mode: 'cs', single: false, multi: false, filter: [] };

/** A compared unit: the span (and, in correction modes, the correction / type) as a Python tuple. */
export type EditKey = readonly (number | string)[];

/** One coder's edits: key → the types of every edit with that key (duplicates keep every type). */
export type CoderEdits = Map<string, { readonly key: EditKey; readonly types: string[] }>;

/** Counts per category: [TP, FP, FN]. */
export type CategoryCounts = Map<string, [number, number, number]>;

export interface Counts {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

/** Adds an edit under its key (`id` identifies the key; `key` makes the tuple the first time the key is seen). */
function addKey(edits: CoderEdits, id: string, type: string, start: number, end: number, type4?: string, correction?: string): void {
  const entry = edits.get(id);
  if (entry) entry.types.push(type);
  else {
    const key: EditKey = correction === undefined ? [start, end] : type4 === undefined ? [start, end, correction] : [start, end, type4, correction];
    edits.set(id, { key, types: [type] });
  }
}

/** compare_m2.py's `process_edits`: filters, then groups a sentence's edits by coder (in order of appearance). */
export function processEdits(edits: readonly ErrantEdit[], options: ErrantCompareOptions): Map<number, CoderEdits> {
  const coders = new Map<number, CoderEdits>();
  const list = edits.length > 0 ? edits : [{ start: -1, end: -1, type: 'noop', correction: '-NONE-', coder: 0 }];
  const detection = options.mode === 'ds' || options.mode === 'dt';
  for (const { start, end, type, correction, coder } of list) {
    let dict = coders.get(coder);
    if (!dict) coders.set(coder, (dict = new Map()));
    // UNK edits only count for detection; the coder stays (with possibly no edits).
    if (!detection && type === 'UNK') continue;
    if (options.single || options.multi) {
      const corLength = python3WordCount(correction);
      if (options.single && (end - start >= 2 || corLength >= 2)) continue;
      if (options.multi && end - start < 2 && corLength < 2) continue;
    }
    if (options.filter.length > 0 && options.filter.includes(type)) continue;
    // Keys are Python tuples; here a string with the fields joined by NUL (which no M2 field holds) identifies one.
    if (options.mode === 'dt') {
      if (start === -1) addKey(dict, `${start}\u0000${start}`, type, start, start);
      else if (start === end && start >= 0) addKey(dict, `${start}\u0000${start + 1}`, type, start, start + 1);
      else for (let t = start; t < end; t++) addKey(dict, `${t}\u0000${t + 1}`, type, t, t + 1);
    } else if (options.mode === 'ds') addKey(dict, `${start}\u0000${end}`, type, start, end);
    else if (options.mode === 'cse') addKey(dict, `${start}\u0000${end}\u0000${type}\u0000${correction}`, type, start, end, type, correction);
    else addKey(dict, `${start}\u0000${end}\u0000${correction}`, type, start, end, undefined, correction);
  }
  return coders;
}

function bump(cats: CategoryCounts, type: string, slot: 0 | 1 | 2): void {
  const counts = cats.get(type);
  if (counts) counts[slot]++;
  else {
    const fresh: [number, number, number] = [0, 0, 0];
    fresh[slot] = 1;
    cats.set(type, fresh);
  }
}

/**
 * compare_m2.py's `compareEdits`. A hypothesis key found among the reference keys counts one TP per REFERENCE
 * edit with that key (typed with the reference's types); otherwise one FP per hypothesis edit. Noop keys are
 * skipped (only the first type of a key is looked at).
 */
export function compareEdits(hyp: CoderEdits, ref: CoderEdits): Counts & { cats: CategoryCounts } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const cats: CategoryCounts = new Map();
  for (const [id, h] of hyp) {
    if (h.types[0] === 'noop') continue;
    const r = ref.get(id);
    if (r) for (const type of r.types) { tp++; bump(cats, type, 0); }
    else for (const type of h.types) { fp++; bump(cats, type, 1); }
  }
  for (const [id, r] of ref) {
    if (r.types[0] === 'noop') continue;
    if (!hyp.has(id)) for (const type of r.types) { fn++; bump(cats, type, 2); }
  }
  return { tp, fp, fn, cats };
}

/**
 * compare_m2.py's `computeFScore`: P = 1 without FP, R = 1 without FN (even with no TP), F = 0 when P + R = 0;
 * each rounded to 4 decimals as Python's `round` does.
 */
export function computeFScore(tp: number, fp: number, fn: number, beta: number): [number, number, number] {
  const p = fp ? tp / (tp + fp) : 1.0;
  const r = fn ? tp / (tp + fn) : 1.0;
  const b2 = beta * beta;
  let f: number;
  if (p + r) {
    const denominator = b2 * p + r;
    if (denominator === 0) throw new GecvalInputError(`F-score undefined for beta ${beta} (division by zero, as in ERRANT)`);
    f = ((1 + b2) * p * r) / denominator;
  } else f = 0.0;
  return [pythonRound(p, 4), pythonRound(r, 4), pythonRound(f, 4)];
}

/** What verbose mode prints about one (hypothesis coder, reference coder) combination. */
export interface CombinationTrace {
  readonly hypCoder: number;
  readonly refCoder: number;
  readonly hyp: CoderEdits;
  readonly ref: CoderEdits;
  readonly local: Counts;
  readonly global: Counts;
}

export interface SentenceChoice extends Counts {
  readonly hypCoder: number;
  readonly refCoder: number;
  readonly cats: CategoryCounts;
}

/**
 * compare_m2.py's `evaluate_edits`: the best combination for one sentence given the running corpus counts
 * (`running`; pass zeros to judge a sentence on its own, as sentence-level ERRANT does).
 */
export function chooseCombination(
  hyp: Map<number, CoderEdits>,
  ref: Map<number, CoderEdits>,
  running: Counts,
  beta: number,
  trace?: (combination: CombinationTrace) => void,
): SentenceChoice {
  let best: SentenceChoice = { tp: 0, fp: 0, fn: 0, hypCoder: 0, refCoder: 0, cats: new Map() };
  let bestF = -1;
  for (const [hypCoder, h] of hyp) {
    for (const [refCoder, r] of ref) {
      const { tp, fp, fn, cats } = compareEdits(h, r);
      const f = computeFScore(tp + running.tp, fp + running.fp, fn + running.fn, beta)[2];
      if (f > bestF || (f === bestF && tp > best.tp) || (f === bestF && tp === best.tp && fp < best.fp)
        || (f === bestF && tp === best.tp && fp === best.fp && fn < best.fn)) {
        best = { tp, fp, fn, hypCoder, refCoder, cats };
        bestF = f;
      }
      trace?.({ hypCoder, refCoder, hyp: h, ref: r, local: { tp, fp, fn }, global: { tp: tp + running.tp, fp: fp + running.fp, fn: fn + running.fn } });
    }
  }
  return best;
}

/** compare_m2.py's `merge_dict`: adds a sentence's category counts into the corpus's. */
export function mergeCategories(into: CategoryCounts, from: CategoryCounts): CategoryCounts {
  for (const [type, counts] of from) {
    const have = into.get(type);
    into.set(type, have ? [have[0] + counts[0], have[1] + counts[1], have[2] + counts[2]] : [...counts]);
  }
  return into;
}

/** compare_m2.py's `processCategories`: 1 = operation (M/R/U), 2 = main category (text after `X:`), 3 = full type. UNK stays UNK. */
export function groupCategories(cats: CategoryCounts, level: 1 | 2 | 3): CategoryCounts {
  if (level === 3) return cats;
  const out: CategoryCounts = new Map();
  for (const [type, counts] of cats) {
    const chars = Array.from(type);
    const group = type === 'UNK' ? type : level === 1 ? (chars[0] ?? '') : chars.slice(2).join('');
    const have = out.get(group);
    out.set(group, have ? [have[0] + counts[0], have[1] + counts[1], have[2] + counts[2]] : counts);
  }
  return out;
}

export interface ErrantSentenceResult extends SentenceChoice {
  readonly index: number;
}

export interface ErrantCorpusResult extends Counts {
  readonly precision: number;
  readonly recall: number;
  readonly f: number;
  readonly cats: CategoryCounts;
  readonly sentences: readonly ErrantSentenceResult[];
}

export interface CompareHooks {
  /** Called before a sentence's combinations are compared (verbose output). */
  readonly sentenceStart?: (index: number, block: ErrantBlock) => void;
  readonly combination?: (index: number, trace: CombinationTrace) => void;
  readonly sentenceEnd?: (index: number, choice: SentenceChoice) => void;
}

/** The whole of compare_m2.py's `main` on parsed files: corpus counts and the choice made for every sentence. */
export function compareErrant(hyp: readonly ErrantBlock[], ref: readonly ErrantBlock[], options: ErrantCompareOptions, hooks: CompareHooks = {}): ErrantCorpusResult {
  if (hyp.length !== ref.length) {
    throw new GecvalInputError(`the hypothesis has ${hyp.length} sentences but the reference has ${ref.length} (ERRANT asserts they are equal)`);
  }
  let running: Counts = { tp: 0, fp: 0, fn: 0 };
  const cats: CategoryCounts = new Map();
  const sentences: ErrantSentenceResult[] = [];
  hyp.forEach((block, index) => {
    hooks.sentenceStart?.(index, block);
    const choice = chooseCombination(
      processEdits(block.edits, options),
      processEdits(ref[index]!.edits, options),
      running,
      options.beta,
      hooks.combination && ((trace) => hooks.combination!(index, trace)),
    );
    hooks.sentenceEnd?.(index, choice);
    running = { tp: running.tp + choice.tp, fp: running.fp + choice.fp, fn: running.fn + choice.fn };
    mergeCategories(cats, choice.cats);
    sentences.push({ index, ...choice });
  });
  const [precision, recall, f] = computeFScore(running.tp, running.fp, running.fn, options.beta);
  return { ...running, precision, recall, f, cats, sentences };
}

/** The unrounded F of counts under ERRANT's conventions (for sentence-level means and resampling). */
export function errantF(tp: number, fp: number, fn: number, beta: number): number {
  const p = fp ? tp / (tp + fp) : 1.0;
  const r = fn ? tp / (tp + fn) : 1.0;
  const b2 = beta * beta;
  return p + r ? ((1 + b2) * p * r) / (b2 * p + r) : 0.0;
}
