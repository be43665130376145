/**
 * Registry entries for CLEME and CLEME2.0 (the lead adds them to the registry's list). Both read the source, the
 * hypothesis and the gold M2 (every annotator is a reference): the hypothesis edits come from gecval's ERRANT-style
 * extraction, as the original takes them from ERRANT's M2.
 */
import { makeSignature } from '../../core/signature.js';
import { GecvalInputError } from '../../core/errors.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { makeEdit, readM2, type M2Sentence } from '../../formats/m2.js';
import { tokenize } from '../../text/tokens.js';
import { extractSpans } from '../gotoscorer/metric.js';
import { defineMetric, type ScoreRequest } from '../metric-entry.js';
import type { MetricResult } from '../metric.js';
import { partitionChunks, targetsFromM2, type ClemeChunk } from './chunks.js';
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

export interface ClemeOptions {
  readonly assumption: Assumption;
  readonly beta: number;
  /** Length-weighted chunk counts (CLEME's reported score) or plain counts. */
  readonly weighted: boolean;
}

export interface Cleme2Options {
  readonly assumption: Assumption;
}

export const DEFAULT_CLEME_OPTIONS: ClemeOptions = { assumption: 'dependent', beta: 0.5, weighted: true };
export const DEFAULT_CLEME2_OPTIONS: Cleme2Options = { assumption: 'dependent' };

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

function readInputs(request: ScoreRequest, metric: string) {
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

const assumptionOption = { key: 'assumption', type: 'choice', choices: ['dependent', 'independent'], description: 'references judged one by one (dependent) or chunk by chunk across references (independent)' } as const;

export const clemeMetricEntry = defineMetric<ClemeOptions>({
  name: 'cleme',
  description: 'CLEME (Ye et al. 2023): chunk-level F0.5 against the gold M2 references, length-weighted, dependent or independent assumption (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  defaults: DEFAULT_CLEME_OPTIONS,
  options: [
    assumptionOption,
    { key: 'beta', type: 'number', min: 0, description: 'β of the F-score' },
    { key: 'weighted', type: 'boolean', description: 'length-weighted chunk counts (the published CLEME) or plain counts' },
  ],
  scoreFiles: async (request, options) => {
    const result = clemeResult(clemeCounts(readInputs(request, 'cleme'), options.assumption), options);
    return { ...result, signature: makeSignature('cleme', { assumption: options.assumption, beta: options.beta, weights: options.weighted ? 'length' : 'none', edits: 'errant-wink' }) };
  },
});

export const cleme2MetricEntry = defineMetric<Cleme2Options>({
  name: 'cleme2',
  aliases: ['cleme2.0'],
  description: 'CLEME2.0 (Ye et al. 2025): hit, wrong, under- and over-correction of chunks combined into one score, unweighted (THUKElab/CLEME)',
  reads: { required: ['source', 'hypothesis', 'm2'] },
  higherIsBetter: true,
  defaults: DEFAULT_CLEME2_OPTIONS,
  options: [assumptionOption],
  scoreFiles: async (request, options) => {
    const result = cleme2Result(clemeCounts(readInputs(request, 'cleme2'), options.assumption));
    return { ...result, signature: makeSignature('cleme2', { assumption: options.assumption, weights: 'none', corpus: '0.45/0.35/0.15/0.05', sentence: '0.35/0.25/0.20/0.20', edits: 'errant-wink' }) };
  },
});
