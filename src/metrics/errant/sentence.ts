/**
 * ERRANT at the sentence level and as a gecval `Metric`: per-sentence statistics are the counts against every
 * reference coder, so that the corpus score can redo ERRANT's running choice of reference on any resample, and a
 * sentence score is ERRANT's F of the best coder for that sentence alone (SentERRANT, as in the SEEDA paper).
 */
import type { Metric, Segment } from '../metric.js';
import { makeSignature } from '../../core/signature.js';
import { tokenize } from '../../text/tokens.js';
import { AnnotationCache, extractionSignature, extractM2Sentence } from '../../text/errant/index.js';
import { compareGroups, comparisonSignatureFields, roundedF, type Counts, DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, errantF, groupEdits } from './compare.js';
import type { ErrantBlock, ErrantEdit } from './m2-blocks.js';

/** Counts of one sentence against each (hypothesis coder, reference coder) pair, in ERRANT's visiting order. */
export interface ErrantSentenceStats {
  readonly pairs: readonly Counts[];
}

/** The statistics of one hypothesis block against one reference block. */
export function errantSentenceStats(hyp: ErrantBlock, ref: ErrantBlock, options: ErrantCompareOptions): ErrantSentenceStats {
  // The corpus scorer's representation (coders in order of appearance, as compare_m2.py's dictionaries).
  const hypCoders = groupEdits(hyp.edits, options);
  const refCoders = groupEdits(ref.edits, options);
  const pairs: Counts[] = [];
  for (const h of hypCoders) for (const r of refCoders) {
    const { tp, fp, fn } = compareGroups(h, r);
    pairs.push({ tp, fp, fn });
  }
  return { pairs };
}

/**
 * ERRANT's choice among a sentence's pairs given the running counts: the highest F of running + pair, rounded to
 * 4 decimals as compare_m2.py compares it; ties to more TP, fewer FP, fewer FN, then the first pair.
 */
export function bestPair(stats: ErrantSentenceStats, running: Counts, beta: number): Counts {
  let best: Counts = { tp: 0, fp: 0, fn: 0 };
  let bestF = -1;
  for (const pair of stats.pairs) {
    // computeFScore's F alone (the same rounded value, without rounding P and R and making a triple): a bootstrap
    // calls this for every pair of every sentence of every replicate.
    const f = roundedF(pair.tp + running.tp, pair.fp + running.fp, pair.fn + running.fn, beta);
    if (f > bestF || (f === bestF && pair.tp > best.tp) || (f === bestF && pair.tp === best.tp && pair.fp < best.fp)
      || (f === bestF && pair.tp === best.tp && pair.fp === best.fp && pair.fn < best.fn)) {
      best = pair;
      bestF = f;
    }
  }
  return best;
}

/** Corpus counts with ERRANT's running choice of reference per sentence. */
export function errantCorpusCounts(stats: readonly ErrantSentenceStats[], beta: number): Counts {
  let running: Counts = { tp: 0, fp: 0, fn: 0 };
  for (const s of stats) {
    const b = bestPair(s, running, beta);
    running = { tp: running.tp + b.tp, fp: running.fp + b.fp, fn: running.fn + b.fn };
  }
  return running;
}

/** A sentence's own F: the best pair for the sentence alone (no running counts), unrounded. */
export function errantSentenceF(stats: ErrantSentenceStats, beta: number): number {
  const b = bestPair(stats, { tp: 0, fp: 0, fn: 0 }, beta);
  return errantF(b.tp, b.fp, b.fn, beta);
}

export interface ErrantMetricOptions {
  readonly compare: ErrantCompareOptions;
  /** `corpus`: F of the summed counts (ERRANT); `sentence-mean`: mean of sentence F (SentERRANT). */
  readonly aggregate: 'corpus' | 'sentence-mean';
}

/**
 * ERRANT on `Segment`s: hypothesis and references are corrected texts; the edits of each are extracted from the
 * source by gecval's ERRANT-style extractor (each reference is one reference coder, as parallel_to_m2 writes
 * them). Used by bootstrap, significance tests and MAEGE.
 */
export function errantMetric(options: Partial<ErrantMetricOptions> = {}): Metric<Segment, ErrantSentenceStats> {
  const compare = options.compare ?? DEFAULT_ERRANT_COMPARE;
  const aggregate = options.aggregate ?? 'corpus';
  const cache = new AnnotationCache();
  const toBlock = (source: string, targets: readonly string[]): ErrantBlock => {
    const sentence = extractM2Sentence(source, targets, { cache });
    const edits: ErrantEdit[] = sentence.edits.map((e) => ({ start: e.start, end: e.end, type: e.type, correction: e.correction, coder: e.annotator }));
    return { original: tokenize(source).join(' '), edits, line: 0 };
  };
  // The references' edits depend on the source and references alone: extracted once per sentence, not once per
  // system (a 15-system leaderboard with 10 references extracted every reference 15 times), nor per lattice node.
  const referenceBlocks = new Map<string, ErrantBlock>();
  const referenceBlock = (source: string, references: readonly string[]): ErrantBlock => {
    const key = `${source}\u0000${references.join('\u0001')}`;
    let block = referenceBlocks.get(key);
    if (block === undefined) {
      block = toBlock(source, references);
      referenceBlocks.set(key, block);
    }
    return block;
  };
  return {
    name: aggregate === 'corpus' ? 'errant' : 'sent-errant',
    higherIsBetter: true,
    signature: () => makeSignature(aggregate === 'corpus' ? 'errant' : 'sent-errant', {
      ...comparisonSignatureFields(compare), refs: 'text', extract: extractionSignature({}).replace(/\|version:.*$/u, '').replace(/\|/g, ';'),
    }),
    statistics: (segment) => errantSentenceStats(toBlock(segment.source, [segment.hypothesis]), referenceBlock(segment.source, segment.references), compare),
    sentenceScore: (stats) => errantSentenceF(stats, compare.beta),
    corpusScore: (stats) => {
      if (aggregate === 'sentence-mean') return stats.length === 0 ? 0 : stats.reduce((sum, s) => sum + errantSentenceF(s, compare.beta), 0) / stats.length;
      const c = errantCorpusCounts(stats, compare.beta);
      return errantF(c.tp, c.fp, c.fn, compare.beta);
    },
  };
}
