/**
 * Edit-based metrics on `Segment`s, as MAEGE runs them (docs/maege.md): the gold edits of each item are extracted automatically from its
 * (source, references) with the ERRANT-style extractor — sources vary per chain, so gold cannot come from the M2
 * file — then the item is scored by the M2 scorer (NUS 3.2 semantics, one sentence at a time) or the I-measure.
 * Extraction is cached per (source, references): all nodes of a chain share it.
 */
import { makeSignature, parseSignature } from '../core/signature.js';
import type { M2Sentence } from '../formats/m2.js';
import type { Metric, Segment } from './metric.js';
import { m2Metric } from './m2/metric.js';
import type { M2Options } from './m2/options.js';
import type { AnnotatorCounts } from './m2/sentence.js';
import type { CountVector } from './imeasure/scores.js';
import { imeasureItemFromM2, imeasureMetric, type IMeasureMetricOptions } from './imeasure/index.js';
import { extractM2Sentence, extractionSignature } from '../text/errant/extract.js';

/** One flat signature: the scorer's fields plus how the gold edits were extracted. */
function extractedGoldSignature(name: string, scorerSignature: string): string {
  const { version: _scorerVersion, ...scorer } = parseSignature(scorerSignature).fields;
  const { version: _extractorVersion, ...extractor } = parseSignature(extractionSignature({ classify: false })).fields;
  const gold = Object.entries(extractor).map(([k, v]) => `${k}=${v}`).join(',');
  return makeSignature(name, { ...scorer, gold: `extracted(${gold})` });
}

function goldExtractor(): (segment: Segment) => M2Sentence {
  const cache = new Map<string, M2Sentence>();
  return (segment) => {
    const key = [segment.source, ...segment.references].join('\u001f');
    let gold = cache.get(key);
    if (gold === undefined) {
      // Type labels are not used by either scorer, so classification is skipped (spans and corrections only).
      gold = extractM2Sentence(segment.source, segment.references, { classify: false });
      cache.set(key, gold);
    }
    return gold;
  };
}

/** M² F0.5 against gold edits extracted from (source, reference) pairs; each reference is one annotator. */
export function m2WithExtractedGold(options: Partial<M2Options> = {}): Metric<Segment, readonly AnnotatorCounts[]> {
  const inner = m2Metric({ beta: 0.5, maxUnchangedWords: 2, ignoreWhitespaceCasing: true, ...options });
  const goldOf = goldExtractor();
  return {
    name: 'm2',
    higherIsBetter: true,
    signature: () => extractedGoldSignature('m2', inner.signature()),
    statistics: (segment) => inner.statistics({ hypothesis: segment.hypothesis.trim(), gold: goldOf(segment) }),
    sentenceScore: (stats) => inner.sentenceScore(stats),
    corpusScore: (stats) => inner.corpusScore(stats),
  };
}

/** I-measure (correction aspect, sentence-level reference choice) against extracted gold edits. */
export function imeasureWithExtractedGold(options: Partial<IMeasureMetricOptions> = {}): Metric<Segment, CountVector> {
  const inner = imeasureMetric(options);
  const goldOf = goldExtractor();
  return {
    name: 'imeasure',
    higherIsBetter: true,
    signature: () => extractedGoldSignature('imeasure', inner.signature()),
    statistics: (segment) => {
      const gold = goldOf(segment);
      return inner.statistics({ ...imeasureItemFromM2(gold, segment.hypothesis.trim()), source: undefined });
    },
    sentenceScore: (stats) => inner.sentenceScore(stats),
    corpusScore: (stats) => inner.corpusScore(stats),
  };
}
