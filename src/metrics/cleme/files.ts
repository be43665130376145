/**
 * CLEME and CLEME2.0 on files: chunks of the hypothesis (edits from gecval's ERRANT-style extraction) and of each
 * gold M2 annotator, counted under an assumption, and the two scores. Loaded by the registry entries (entry.ts) on
 * first use.
 */
import { GecvalInputError } from '../../core/errors.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { makeEdit, readM2, type M2Sentence } from '../../formats/m2.js';
import { tokenize } from '../../text/tokens.js';
import { extractSpans } from '../gotoscorer/metric.js';
import type { ScoreRequest } from '../metric-entry.js';
import type { MetricResult } from '../metric.js';
import { partitionChunks, targetsFromM2, type ClemeChunk } from './chunks.js';
import type { ClemeOptions } from './entry.js';
import {
  bestSentence,
  clemeAcc,
  clemePrf,
  corpusCounts,
  countSentence,
  heuo,
  HEUO_CORPUS,
  HEUO_SENTENCE,
  lengthBias,
  type Assumption,
  type ChunkCounts,
  type SentenceCounts,
} from './metric.js';

/** The hypothesis as a one-target M2 block, its edits extracted against the source. */
function hypothesisBlock(source: string, hypothesis: string): M2Sentence {
  const s = tokenize(source);
  // Edits are cached per (source, hypothesis): cleme, cleme2 and gotoscorer in one run extract each pair once.
  const edits = extractSpans(source, hypothesis).map((e) => makeEdit(e.start, e.end, 'EDIT', e.correction, 0));
  return { source: s.join(' '), tokens: s, edits, line: 0 };
}

/** Per sentence, the hypothesis chunks and each reference's chunks (empty references dropped, as the original does). */
export function clemeChunks(sources: readonly string[], hypotheses: readonly string[], gold: readonly M2Sentence[], file = '<m2>'): { hyp: ClemeChunk[]; refs: ClemeChunk[][] }[] {
  return sources.map((source, i) => {
    const block = gold[i]!;
    if (block.tokens.join(' ') !== tokenize(source).join(' ')) {
      throw new GecvalInputError(`gold M2 sentence ${i + 1} differs from source line ${i + 1}`, { file, line: block.line });
    }
    let refs = targetsFromM2(block, file);
    const nonEmpty = refs.filter((r) => r.tokens.length > 0);
    refs = nonEmpty.length === refs.length ? refs : nonEmpty.length > 0 ? nonEmpty : [refs[0]!];
    const [hyp] = targetsFromM2(hypothesisBlock(source, hypotheses[i]!), file);
    const [hypChunks, ...refChunks] = partitionChunks(block.tokens, [hyp!, ...refs]);
    return { hyp: hypChunks!, refs: refChunks };
  });
}

/** The chunks of every sentence of a request's source, hypothesis and gold M2. */
export function readInputs(request: ScoreRequest, metric: string) {
  if (request.source === undefined || request.hypothesis === undefined) throw new GecvalInputError(`${metric} needs --source and a hypothesis file`);
  if (request.m2 === undefined) throw new GecvalInputError(`${metric} needs the gold M2 (--m2): its annotators are the references`);
  const source = readSentenceFile(request.source);
  const hypothesis = readSentenceFile(request.hypothesis);
  checkParallel([hypothesis], { count: source.lines.length, what: `the source ${source.path}` });
  const gold = readM2(request.m2);
  if (gold.length !== source.lines.length) throw new GecvalInputError(`the gold M2 has ${gold.length} sentences but the source has ${source.lines.length}`, { file: request.m2 });
  return clemeChunks(source.lines, hypothesis.lines, gold, request.m2);
}

/** Counts of every sentence under an assumption, with the corpus-wide length bias. */
export function clemeCounts(chunks: ReturnType<typeof clemeChunks>, assumption: Assumption): SentenceCounts[] {
  const bias = lengthBias(chunks.map((c) => c.refs));
  return chunks.map((c) => countSentence(c.hyp, c.refs, assumption, bias));
}

/** CLEME from sentence counts: corpus P/R/F (4 decimals, as the original) and each sentence's best-reference F. */
export function clemeResult(counts: readonly SentenceCounts[], options: ClemeOptions): Omit<MetricResult, 'signature'> {
  const pick = (s: SentenceCounts) => (options.weighted ? s.weighted : s.plain);
  const fOf = (c: ChunkCounts) => clemePrf(c.tp, c.fp, c.fn, options.beta).f;
  const total = corpusCounts(counts.map(pick), fOf);
  const prf = clemePrf(total.tp, total.fp, total.fn, options.beta);
  const sentences = counts.map((s) => {
    const best = bestSentence(pick(s), (c) => {
      const x = clemePrf(c.tp, c.fp, c.fn, options.beta);
      return [x.f, x.p, x.r, clemeAcc(c)];
    })!;
    return fOf(best);
  });
  return {
    metric: 'cleme',
    corpus: prf.f,
    sentences,
    details: { p: prf.p, r: prf.r, tp: total.tp, fp: total.fp, fn: total.fn, tn: total.tn, acc: clemeAcc(total), sentenceMean: sentences.reduce((a, b) => a + b, 0) / Math.max(1, sentences.length) },
  };
}

/** CLEME2.0 from sentence counts (unweighted): corpus HEUO score with the corpus factors, sentence scores with the sentence factors. */
export function cleme2Result(counts: readonly SentenceCounts[]): Omit<MetricResult, 'signature'> {
  const total = corpusCounts(counts.map((s) => s.plain), (c) => heuo(c, HEUO_CORPUS).score);
  const corpus = heuo(total, HEUO_CORPUS);
  const sentences = counts.map((s) => {
    const best = bestSentence(s.plain, (c) => {
      const h = heuo(c, HEUO_SENTENCE);
      return [h.score, h.hit, -h.wrong, -h.under, -h.over];
    })!;
    return heuo(best, HEUO_SENTENCE).score;
  });
  return {
    metric: 'cleme2',
    corpus: corpus.score,
    sentences,
    details: { hit: corpus.hit, wrong: corpus.wrong, under: corpus.under, over: corpus.over, tp: total.tp, fpNecessary: total.fpNe, fpUnnecessary: total.fpUn, fn: total.fn, tn: total.tn, sentenceMean: sentences.reduce((a, b) => a + b, 0) / Math.max(1, sentences.length) },
  };
}
