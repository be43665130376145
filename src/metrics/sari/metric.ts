import { makeSignature } from '../../core/signature.js';
import type { Metric, Segment } from '../metric.js';
import { mean } from '../numerics/mean.js';
import { prepareSari, sariOfCandidate, type PreparedSari, type SariMode } from './js-engine.js';
import { WasmSariEngine } from './wasm-engine.js';

/**
 * SARI (Xu et al. 2016) exactly as `SARIsent` in cocoxu/simplification `SARI.py`: lowercase, split on single
 * spaces (so doubled spaces give empty tokens), orders 1–4; keep F1 (counts), deletion *precision only*,
 * addition F1 (sets); any ratio with an empty denominator is 0. MAX-SARI is the maximum of single-reference
 * SARI over the references.
 */
export interface SariOptions {
  /** `sari` scores against all references at once; `max` is MAX-SARI. */
  readonly mode: 'sari' | 'max';
}

export const DEFAULT_SARI_OPTIONS: SariOptions = { mode: 'sari' };

const SARI_ORDER = 4;

/** The original reads lines with `strip()`, then splits on single spaces (inner double spaces give empty tokens). */
export function sariTokens(text: string): string[] {
  return text.trim().toLowerCase().split(' ');
}

/** Token → number (≥ 1), shared by all sentences; cleared (with everything prepared) when it grows past the bound. */
const tokenIds = new Map<string, number>();
const TOKEN_ID_LIMIT = 1 << 20;

function tokenId(token: string): number {
  let id = tokenIds.get(token);
  if (id === undefined) {
    id = tokenIds.size + 1;
    tokenIds.set(token, id);
  }
  return id;
}

/** Token numbers of the lines being counted. */
let lineIds = new Int32Array(1024);
let lineStarts = new Int32Array(64);

/** Numbers the tokens of `text` into lineIds from `at` (growing it as needed); returns how many there are. */
function numberLine(text: string, at: number): number {
  const tokens = sariTokens(text);
  if (lineIds.length < at + tokens.length) {
    const grown = new Int32Array(2 * (at + tokens.length));
    grown.set(lineIds.subarray(0, at));
    lineIds = grown;
  }
  for (let i = 0; i < tokens.length; i++) lineIds[at + i] = tokenId(tokens[i]!);
  return tokens.length;
}

/**
 * What counts n-grams and sums ratios: WebAssembly (sari/wasm-engine.ts) where the runtime has it, else the same
 * computation in JavaScript (sari/js-engine.ts). Both give the same numbers bit for bit (tested); WebAssembly is
 * used because a whole `gecval score` process otherwise spends most of its SARI time compiling the JavaScript.
 */
interface SariEngine<Pair> {
  prepare(all: Int32Array, starts: Int32Array, lines: number): Pair;
  score(pair: Pair, ids: Int32Array, length: number, mode: SariMode): number;
  /** True when the engine wants its prepared pairs forgotten (reset) before it prepares more. */
  readonly full: boolean;
  reset(): void;
}

const jsEngine: SariEngine<PreparedSari> = { prepare: prepareSari, score: sariOfCandidate, full: false, reset: () => {} };

let engine: SariEngine<unknown> | undefined;

function currentEngine(): SariEngine<unknown> {
  if (engine === undefined) {
    try {
      engine = new WasmSariEngine() as SariEngine<unknown>;
    } catch {
      engine = jsEngine as SariEngine<unknown>;
    }
  }
  return engine;
}

/** Which engine scores from now on (the tests compare them); forgets everything prepared. */
export function useSariEngine(kind: 'wasm' | 'js'): void {
  preparedCache.clear();
  engine = kind === 'js' ? (jsEngine as SariEngine<unknown>) : (new WasmSariEngine() as SariEngine<unknown>);
}

/**
 * A prepared pair and the candidates already scored against it. Systems of one leaderboard often write the same
 * line (a third of the 3,770 JFLEG-dev lines of five systems repeat an earlier system's); a candidate equal to one
 * scored before gets that score, which is the same number (the computation is a pure function of the strings).
 */
interface PreparedEntry {
  readonly references: readonly string[];
  readonly prepared: unknown;
  readonly candidates: string[];
  /** Candidate k's SARI at 2k and MAX-SARI at 2k + 1, NaN until computed. */
  readonly scores: number[];
}

/**
 * Prepared pairs by source line, then by references: every system scored against the same sentence reuses them.
 * Batch scoring shares the line strings between systems, so the source's hash is computed once and the
 * references compare by identity. Bounded: a corpus larger than the bound only loses the reuse.
 */
const preparedCache = new Map<string, PreparedEntry[]>();
const PREPARED_CACHE_LIMIT = 10_000;
/** Candidates remembered per pair (beyond it, later ones are scored each time). */
const CANDIDATES_PER_PAIR = 32;

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function entryFor(source: string, references: readonly string[]): PreparedEntry {
  const counter = currentEngine();
  if (tokenIds.size > TOKEN_ID_LIMIT || counter.full) {
    // Token numbers restart, or the engine's memory for pairs is full: nothing prepared before may be used again.
    if (tokenIds.size > TOKEN_ID_LIMIT) tokenIds.clear();
    preparedCache.clear();
    counter.reset();
  }
  let entries = preparedCache.get(source);
  if (entries !== undefined) for (const entry of entries) if (sameLines(entry.references, references)) return entry;
  // The source's then each reference's token numbers, line g from lineStarts[g].
  if (lineStarts.length <= references.length + 1) lineStarts = new Int32Array(2 * references.length + 4);
  let total = numberLine(source, 0);
  for (let r = 0; r < references.length; r++) {
    lineStarts[r + 1] = total;
    total += numberLine(references[r]!, total);
  }
  lineStarts[references.length + 1] = total;
  if (preparedCache.size >= PREPARED_CACHE_LIMIT) {
    // Forget the pairs before counting the new one: the engine may then reuse their memory.
    preparedCache.clear();
    counter.reset();
    entries = undefined;
  }
  const entry: PreparedEntry = { references: references.slice(), prepared: counter.prepare(lineIds, lineStarts, references.length + 1), candidates: [], scores: [] };
  if (entries === undefined) preparedCache.set(source, (entries = []));
  entries.push(entry);
  return entry;
}

function scoreCandidate(source: string, candidate: string, references: readonly string[], mode: SariOptions['mode']): number {
  if (references.length === 0) throw new RangeError(`${mode === 'max' ? 'MAX-SARI' : 'SARI'} needs at least one reference`);
  const entry = entryFor(source, references);
  const which = mode === 'max' ? 1 : 0;
  let k = entry.candidates.indexOf(candidate);
  if (k >= 0 && !Number.isNaN(entry.scores[2 * k + which]!)) return entry.scores[2 * k + which]!;
  const score = currentEngine().score(entry.prepared, lineIds, numberLine(candidate, 0), mode);
  if (k < 0 && entry.candidates.length < CANDIDATES_PER_PAIR) {
    k = entry.candidates.push(candidate) - 1;
    entry.scores.push(NaN, NaN);
  }
  if (k >= 0) entry.scores[2 * k + which] = score;
  return score;
}

/**
 * Forgets every prepared pair and remembered score (token numbers stay). For timing a fresh scoring inside a warm
 * process (bench/metrics): without it a repeat only looks stored scores up.
 */
export function forgetPreparedSari(): void {
  preparedCache.clear();
  currentEngine().reset();
}

/** `SARIsent(source, candidate, references)`. */
export function sariSentence(source: string, candidate: string, references: readonly string[]): number {
  return scoreCandidate(source, candidate, references, 'sari');
}

/** MAX-SARI: the best single-reference SARI; all n-grams are counted once for all references. */
export function maxSariSentence(source: string, candidate: string, references: readonly string[]): number {
  return scoreCandidate(source, candidate, references, 'max');
}

/** SARI has no additive statistics; the "statistics" of a sentence are its score, and a corpus is their mean. */
export function createSari(partial: Partial<SariOptions> = {}): Metric<Segment, number> {
  const options: SariOptions = { ...DEFAULT_SARI_OPTIONS, ...partial };
  const name = options.mode === 'max' ? 'max-sari' : 'sari';
  return {
    name,
    higherIsBetter: true,
    signature: () => makeSignature(name, { order: SARI_ORDER, tok: 'lower-split-space', corpus: 'mean' }),
    statistics: (segment) => scoreCandidate(segment.source, segment.hypothesis, segment.references, options.mode),
    statisticsOfAll: (segments) => {
      const scores = new Array<number>(segments.length);
      for (let i = 0; i < segments.length; i++) scores[i] = scoreCandidate(segments[i]!.source, segments[i]!.hypothesis, segments[i]!.references, options.mode);
      return scores;
    },
    sentenceScore: (score) => score,
    corpusScore: (scores) => mean(scores),
  };
}
