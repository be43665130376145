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
import { ERRANT_CONFIG } from './options.js';

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

export const DEFAULT_ERRANT_COMPARE: ErrantCompareOptions = {
  beta: ERRANT_CONFIG.beta.default,
  mode: ERRANT_CONFIG.mode.default,
  single: ERRANT_CONFIG.single.default,
  multi: ERRANT_CONFIG.multi.default,
  filter: [],
};

/**
 * The signature fields of the comparison options, in one place for both ERRANT signatures (against reference M2
 * files, and on segments: MAEGE, bootstrap, meta-evaluation, the leaderboard): `-single`, `-multi` and `-filt`
 * change the number, so a signature that left them out would sign two different scores alike. ERRANT's defaults
 * add no field.
 */
export function comparisonSignatureFields(options: ErrantCompareOptions): Record<string, string | number | undefined> {
  return {
    mode: options.mode,
    beta: options.beta,
    single: options.single ? 'yes' : undefined,
    multi: options.multi ? 'yes' : undefined,
    filter: options.filter.length > 0 ? options.filter.join(',') : undefined,
  };
}

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

/**
 * One key of compare_m2.py's per-coder dictionary (span; with the correction in correction modes; with the type
 * too in `cse`) and the types of every edit under it, in order (duplicates keep every type): the first in
 * `type`, any further ones in `more` (made only for a duplicate key, which is rare).
 */
export interface KeyedEdit {
  readonly start: number;
  readonly end: number;
  /** Part of the key only in `cse` mode. */
  readonly keyType: string | undefined;
  /** Part of the key only in the correction modes (`cs`, `cse`). */
  readonly correction: string | undefined;
  readonly type: string;
  more: string[] | undefined;
}

/** Every type of a keyed edit, in order. */
export function keyedTypes(edit: KeyedEdit): string[] {
  return edit.more === undefined ? [edit.type] : [edit.type, ...edit.more];
}

/**
 * One coder's keyed edits in order of first appearance (Python's dict order). Sentences have a handful of edits,
 * so a key is looked up by comparing fields, which makes no strings and no hash table; a coder with many keys gets
 * a map from the key's text as well.
 */
export interface CoderGroup {
  readonly coder: number;
  readonly edits: KeyedEdit[];
  index: Map<string, KeyedEdit> | undefined;
}

const LINEAR_LOOKUP_LIMIT = 24;

function keyId(start: number, end: number, keyType: string | undefined, correction: string | undefined): string {
  return correction === undefined ? `${start}\u0000${end}` : keyType === undefined ? `${start}\u0000${end}\u0000${correction}` : `${start}\u0000${end}\u0000${keyType}\u0000${correction}`;
}

function findKey(group: CoderGroup, start: number, end: number, keyType: string | undefined, correction: string | undefined): KeyedEdit | undefined {
  if (group.index !== undefined) return group.index.get(keyId(start, end, keyType, correction));
  const edits = group.edits;
  for (let i = 0; i < edits.length; i++) {
    const e = edits[i]!;
    if (e.start === start && e.end === end && e.correction === correction && e.keyType === keyType) return e;
  }
  return undefined;
}

function addKey(group: CoderGroup, type: string, start: number, end: number, keyType: string | undefined, correction: string | undefined): void {
  const found = findKey(group, start, end, keyType, correction);
  if (found) {
    if (found.more === undefined) found.more = [type];
    else found.more.push(type);
    return;
  }
  const edit: KeyedEdit = { start, end, keyType, correction, type, more: undefined };
  group.edits.push(edit);
  if (group.index !== undefined) group.index.set(keyId(start, end, keyType, correction), edit);
  else if (group.edits.length > LINEAR_LOOKUP_LIMIT) {
    group.index = new Map();
    for (const e of group.edits) group.index.set(keyId(e.start, e.end, e.keyType, e.correction), e);
  }
}

const NOOP_EDITS: readonly ErrantEdit[] = [{ start: -1, end: -1, type: 'noop', correction: '-NONE-', coder: 0 }];

/**
 * compare_m2.py's `process_edits`: filters, then groups a sentence's edits by coder (coders in order of
 * appearance). A coder whose edits are all filtered out stays, with no keys.
 */
export function groupEdits(edits: readonly ErrantEdit[], options: ErrantCompareOptions): CoderGroup[] {
  const groups: CoderGroup[] = [];
  const list = edits.length > 0 ? edits : NOOP_EDITS;
  const { mode, single, multi, filter } = options;
  const detection = mode === 'ds' || mode === 'dt';
  // Indexed loops, not for-of, here and below: a run of errant-compare is short enough that much of it executes
  // in V8's interpreter, where every for-of step (and [key, value] destructuring) goes through the iterator protocol.
  for (let i = 0; i < list.length; i++) {
    const { start, end, type, correction, coder } = list[i]!;
    let group: CoderGroup | undefined;
    for (let g = 0; g < groups.length; g++) if (groups[g]!.coder === coder) group = groups[g];
    if (group === undefined) groups.push((group = { coder, edits: [], index: undefined }));
    // UNK edits only count for detection; the coder stays (with possibly no edits).
    if (!detection && type === 'UNK') continue;
    if (single || multi) {
      const corLength = python3WordCount(correction);
      if (single && (end - start >= 2 || corLength >= 2)) continue;
      if (multi && end - start < 2 && corLength < 2) continue;
    }
    if (filter.length > 0 && filter.includes(type)) continue;
    if (mode === 'dt') {
      if (start === -1) addKey(group, type, start, start, undefined, undefined);
      else if (start === end && start >= 0) addKey(group, type, start, start + 1, undefined, undefined);
      else for (let t = start; t < end; t++) addKey(group, type, t, t + 1, undefined, undefined);
    } else if (mode === 'ds') addKey(group, type, start, end, undefined, undefined);
    else if (mode === 'cse') addKey(group, type, start, end, type, correction);
    else addKey(group, type, start, end, undefined, correction);
  }
  return groups;
}

/** A coder's keyed edits as a dictionary from the key's text (processEdits' form, and verbose output's). */
export function coderEdits(group: CoderGroup): CoderEdits {
  const dict: CoderEdits = new Map();
  for (const e of group.edits) {
    const key: EditKey = e.correction === undefined ? [e.start, e.end] : e.keyType === undefined ? [e.start, e.end, e.correction] : [e.start, e.end, e.keyType, e.correction];
    dict.set(keyId(e.start, e.end, e.keyType, e.correction), { key, types: keyedTypes(e) });
  }
  return dict;
}

/** compare_m2.py's `process_edits`: filters, then groups a sentence's edits by coder (in order of appearance). */
export function processEdits(edits: readonly ErrantEdit[], options: ErrantCompareOptions): Map<number, CoderEdits> {
  const coders = new Map<number, CoderEdits>();
  for (const group of groupEdits(edits, options)) coders.set(group.coder, coderEdits(group));
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
  hyp.forEach((h, id) => {
    if (h.types[0] === 'noop') return;
    const r = ref.get(id);
    if (r) for (let i = 0; i < r.types.length; i++) { tp++; bump(cats, r.types[i]!, 0); }
    else for (let i = 0; i < h.types.length; i++) { fp++; bump(cats, h.types[i]!, 1); }
  });
  ref.forEach((r, id) => {
    if (r.types[0] === 'noop' || hyp.has(id)) return;
    for (let i = 0; i < r.types.length; i++) { fn++; bump(cats, r.types[i]!, 2); }
  });
  return { tp, fp, fn, cats };
}

/** Counts every type of a keyed edit in one slot of the categories; returns how many edits that was. */
function countTypes(cats: CategoryCounts, edit: KeyedEdit, slot: 0 | 1 | 2): number {
  bump(cats, edit.type, slot);
  const more = edit.more;
  if (more === undefined) return 1;
  for (let k = 0; k < more.length; k++) bump(cats, more[k]!, slot);
  return 1 + more.length;
}

/** compareEdits on two coders' groups (the same counts, categories in the same order). */
export function compareGroups(hyp: CoderGroup, ref: CoderGroup): Counts & { cats: CategoryCounts } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const cats: CategoryCounts = new Map();
  const hypEdits = hyp.edits;
  const refEdits = ref.edits;
  for (let i = 0; i < hypEdits.length; i++) {
    const h = hypEdits[i]!;
    if (h.type === 'noop') continue;
    const r = findKey(ref, h.start, h.end, h.keyType, h.correction);
    if (r) tp += countTypes(cats, r, 0);
    else fp += countTypes(cats, h, 1);
  }
  for (let i = 0; i < refEdits.length; i++) {
    const r = refEdits[i]!;
    if (r.type === 'noop' || findKey(hyp, r.start, r.end, r.keyType, r.correction)) continue;
    fn += countTypes(cats, r, 2);
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
  return [pythonRound(p, 4), pythonRound(r, 4), pythonRound(unroundedF(p, r, beta), 4)];
}

/** computeFScore's F before rounding, from unrounded P and R. */
function unroundedF(p: number, r: number, beta: number): number {
  if (!(p + r)) return 0.0;
  const b2 = beta * beta;
  const denominator = b2 * p + r;
  if (denominator === 0) throw new GecvalInputError(`F-score undefined for beta ${beta} (division by zero, as in ERRANT)`);
  return ((1 + b2) * p * r) / denominator;
}

/** computeFScore's F alone (what the choice of combination compares), without making the triple. */
export function roundedF(tp: number, fp: number, fn: number, beta: number): number {
  return pythonRound(unroundedF(fp ? tp / (tp + fp) : 1.0, fn ? tp / (tp + fn) : 1.0, beta), 4);
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
  hyp.forEach((h, hypCoder) => {
    ref.forEach((r, refCoder) => {
      const counts = compareEdits(h, r);
      const { tp, fp, fn } = counts;
      const f = roundedF(tp + running.tp, fp + running.fp, fn + running.fn, beta);
      if (isBetter(f, tp, fp, fn, bestF, best)) {
        best = { tp, fp, fn, hypCoder, refCoder, cats: counts.cats };
        bestF = f;
      }
      trace?.({ hypCoder, refCoder, hyp: h, ref: r, local: { tp, fp, fn }, global: { tp: tp + running.tp, fp: fp + running.fp, fn: fn + running.fn } });
    });
  });
  return best;
}

/** evaluate_edits' test: a higher F, then more TP, fewer FP, fewer FN; the first combination wins a full tie. */
function isBetter(f: number, tp: number, fp: number, fn: number, bestF: number, best: Counts): boolean {
  return f > bestF || (f === bestF && (tp > best.tp || (tp === best.tp && (fp < best.fp || (fp === best.fp && fn < best.fn)))));
}

/** chooseCombination on groups (compareErrant's path); the trace, when asked for, gets processEdits' dictionaries. */
function chooseGroups(hyp: readonly CoderGroup[], ref: readonly CoderGroup[], running: Counts, beta: number, trace?: (combination: CombinationTrace) => void): SentenceChoice {
  let best: SentenceChoice | undefined;
  let bestF = -1;
  for (let i = 0; i < hyp.length; i++) {
    const h = hyp[i]!;
    for (let j = 0; j < ref.length; j++) {
      const r = ref[j]!;
      const counts = compareGroups(h, r);
      const { tp, fp, fn } = counts;
      const f = roundedF(tp + running.tp, fp + running.fp, fn + running.fn, beta);
      if (best === undefined ? isBetter(f, tp, fp, fn, bestF, ZERO) : isBetter(f, tp, fp, fn, bestF, best)) {
        best = { tp, fp, fn, hypCoder: h.coder, refCoder: r.coder, cats: counts.cats };
        bestF = f;
      }
      trace?.({ hypCoder: h.coder, refCoder: r.coder, hyp: coderEdits(h), ref: coderEdits(r), local: { tp, fp, fn }, global: { tp: tp + running.tp, fp: fp + running.fp, fn: fn + running.fn } });
    }
  }
  return best ?? { tp: 0, fp: 0, fn: 0, hypCoder: 0, refCoder: 0, cats: new Map() };
}

const ZERO: Counts = { tp: 0, fp: 0, fn: 0 };

/** compare_m2.py's `merge_dict`: adds a sentence's category counts into the corpus's. */
export function mergeCategories(into: CategoryCounts, from: CategoryCounts): CategoryCounts {
  from.forEach((counts, type) => {
    const have = into.get(type);
    into.set(type, have ? [have[0] + counts[0], have[1] + counts[1], have[2] + counts[2]] : [counts[0], counts[1], counts[2]]);
  });
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

/** Blocks one after another (an ErrantM2Reader reading a file, or an array). */
export interface ErrantBlockSource {
  next(): ErrantBlock | undefined;
}

/** The whole of compare_m2.py's `main` on parsed files: corpus counts and the choice made for every sentence. */
export function compareErrant(hyp: readonly ErrantBlock[], ref: readonly ErrantBlock[], options: ErrantCompareOptions, hooks: CompareHooks = {}): ErrantCorpusResult {
  if (hyp.length !== ref.length) {
    throw new GecvalInputError(`the hypothesis has ${hyp.length} sentences but the reference has ${ref.length} (ERRANT asserts they are equal)`);
  }
  const cursor = (blocks: readonly ErrantBlock[]): ErrantBlockSource => {
    let i = 0;
    return { next: () => blocks[i++] };
  };
  return compareErrantSources(cursor(hyp), cursor(ref), options, hooks);
}

/**
 * compareErrant on blocks read as they are compared (the caller has checked that both sources have as many
 * blocks): a sentence's parsed edits are garbage as soon as it is scored, so the young generation V8 collects
 * often stays small, as it does not when whole files are parsed first.
 */
export function compareErrantSources(hyp: ErrantBlockSource, ref: ErrantBlockSource, options: ErrantCompareOptions, hooks: CompareHooks = {}): ErrantCorpusResult {
  let running: Counts = { tp: 0, fp: 0, fn: 0 };
  const cats: CategoryCounts = new Map();
  const sentences: ErrantSentenceResult[] = [];
  const { sentenceStart, combination, sentenceEnd } = hooks;
  let index = 0;
  const trace = combination && ((t: CombinationTrace) => combination(index, t));
  for (; ; index++) {
    const block = hyp.next();
    const refBlock = ref.next();
    if (block === undefined || refBlock === undefined) {
      if (block !== refBlock) throw new Error('compareErrantSources: the hypothesis and the reference have different numbers of blocks');
      break;
    }
    sentenceStart?.(index, block);
    const choice = chooseGroups(groupEdits(block.edits, options), groupEdits(refBlock.edits, options), running, options.beta, trace);
    sentenceEnd?.(index, choice);
    running = { tp: running.tp + choice.tp, fp: running.fp + choice.fp, fn: running.fn + choice.fn };
    mergeCategories(cats, choice.cats);
    sentences.push({ index, tp: choice.tp, fp: choice.fp, fn: choice.fn, hypCoder: choice.hypCoder, refCoder: choice.refCoder, cats: choice.cats });
  }
  const [precision, recall, f] = computeFScore(running.tp, running.fp, running.fn, options.beta);
  return { tp: running.tp, fp: running.fp, fn: running.fn, precision, recall, f, cats, sentences };
}

/** The unrounded F of counts under ERRANT's conventions (for sentence-level means and resampling). */
export function errantF(tp: number, fp: number, fn: number, beta: number): number {
  const p = fp ? tp / (tp + fp) : 1.0;
  const r = fn ? tp / (tp + fn) : 1.0;
  const b2 = beta * beta;
  return p + r ? ((1 + b2) * p * r) / (b2 * p + r) : 0.0;
}
