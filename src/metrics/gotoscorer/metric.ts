/**
 * GoToScorer (Gotou et al., COLING 2020): precision, recall and F-β over chunks weighted by how hard they were to
 * correct for a SET of systems. It scores several systems at once, because a chunk's weight is 1 − (systems that
 * got it right)/(systems). Behaviour as gotutiyan/GTS (`gotoscorer.py`, the authors' code): gold chunks from one
 * reference's edits, each system's chunks from its edits against the source (see chunks.ts and docs/meta-eval.md).
 */
import { tokenize } from '../../text/tokens.js';
import { extractEdits } from '../../text/errant/extract.js';
import { addJudgement, buildChunks, chunkWeight, judgeChunk, type Chunk, type EditSpan, type GotoCounts } from './chunks.js';

export interface GotoScorerOptions {
  /** β of the F-score (GoToScorer reports F0.5). */
  readonly beta: number;
  /** false: every chunk weighs 1 (the original's `-no_weight`). */
  readonly weighted: boolean;
}

/** One sentence as GoToScorer reads it: the source tokens and the gold edits. */
export interface GotoSentence {
  readonly tokens: readonly string[];
  readonly gold: readonly EditSpan[];
}

export interface GotoSystemResult {
  readonly corpus: GotoCounts;
  readonly sentences: readonly GotoCounts[];
}

const zero = (): GotoCounts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

/**
 * Scores every system on every sentence. `systems[k][i]` are system k's edits on sentence i. Counts are summed in
 * sentence and chunk order, as the original does, so corpus counts equal its numbers to the last bits.
 */
export function scoreGotoSystems(sentences: readonly GotoSentence[], systems: readonly (readonly (readonly EditSpan[])[])[], options: GotoScorerOptions): GotoSystemResult[] {
  const corpus = systems.map(zero);
  const perSentence: GotoCounts[][] = systems.map(() => []);
  sentences.forEach((sentence, i) => {
    const tokens = originalTokens(sentence.tokens);
    const goldChunks: Chunk[] = buildChunks(tokens, sentence.gold);
    const systemChunks = systems.map((edits) => buildChunks(tokens, edits[i]!));
    const judgements = goldChunks.map((gold) => systemChunks.map((chunks) => judgeChunk(gold, chunks)));
    const counts = systems.map(zero);
    goldChunks.forEach((gold, g) => {
      const row = judgements[g]!;
      const weight = options.weighted ? chunkWeight(row.filter((j) => j.correct).length, systems.length) : 1;
      row.forEach((judgement, k) => {
        addJudgement(corpus[k]!, gold, judgement, weight);
        addJudgement(counts[k]!, gold, judgement, weight);
      });
    });
    counts.forEach((c, k) => perSentence[k]!.push(c));
  });
  return corpus.map((c, k) => ({ corpus: c, sentences: perSentence[k]! }));
}

/** The original splits the `S` line on single spaces, so an empty sentence is one empty token. */
function originalTokens(tokens: readonly string[]): readonly string[] {
  return tokens.length === 0 ? [''] : tokens;
}

function fBeta(p: number, r: number, beta: number): number {
  const b2 = beta * beta;
  return p + r === 0 ? 0 : ((1 + b2) * p * r) / (b2 * p + r);
}

/** Corpus F-β as the original prints it: precision or recall with an empty denominator is 0. */
export function gotoCorpusScore(c: GotoCounts, beta: number): number {
  const p = c.tp + c.fp === 0 ? 0 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 0 : c.tp / (c.tp + c.fn);
  return fBeta(p, r, beta);
}

/**
 * Sentence F-β (the original has none; gec-metrics' convention): precision is 1 without false positives, recall
 * is 1 without false negatives, so a sentence with nothing to correct and nothing changed scores 1.
 */
export function gotoSentenceScore(c: GotoCounts, beta: number): number {
  const p = c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const r = c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  return fBeta(p, r, beta);
}

// Edits of (source, target) pairs, kept across calls: meta-evaluation scores each of N systems with the same N
// systems' edits as weights, and extraction is the expensive step.
const editCache = new Map<string, EditSpan[]>();
const EDIT_CACHE_LIMIT = 400_000;

/** The ERRANT-style edits that turn `source` into `target` (none when they are the same tokens), as spans. */
export function extractSpans(source: string, target: string): EditSpan[] {
  const key = `${source}\u0000${target}`;
  const cached = editCache.get(key);
  if (cached !== undefined) return cached;
  const s = tokenize(source);
  const t = tokenize(target);
  const spans = s.join(' ') === t.join(' ') ? [] : extractEdits(s, t, { classify: false }).map((e) => ({ start: e.oStart, end: e.oEnd, correction: e.correction.join(' ') }));
  if (editCache.size >= EDIT_CACHE_LIMIT) editCache.clear();
  editCache.set(key, spans);
  return spans;
}
