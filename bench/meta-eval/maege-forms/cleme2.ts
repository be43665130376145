// CLEME2.0 for MAEGE's lattices as a user-metric module: the gold of each item is extracted from its source and
// references (as MAEGE's M², every reference one annotator), then chunked and counted exactly as the registry's
// `cleme2` does (dependent assumption, unweighted counts; sentence score with the sentence factors and the best
// reference, corpus score with the corpus factors and the running-best reference). The registry entry has no
// MAEGE preset because it reads the gold M2. CLEME (length-weighted) has no such form: its weights depend on a
// corpus-wide mean chunk length, which MAEGE's per-item scores cannot see.
import { clemeChunks } from '../../../src/metrics/cleme/files.js';
import { bestSentence, corpusCounts, countSentence, heuo, HEUO_CORPUS, HEUO_SENTENCE, type ChunkCounts } from '../../../src/metrics/cleme/metric.js';
import type { Metric, Segment } from '../../../src/metrics/metric.js';
import { makeSignature } from '../../../src/core/signature.js';
import { extractM2Sentence } from '../../../src/text/errant/extract.js';

const goldCache = new Map<string, ReturnType<typeof extractM2Sentence>>();
const goldOf = (segment: Segment) => {
  const key = [segment.source, ...segment.references].join('\u001f');
  let gold = goldCache.get(key);
  if (gold === undefined) goldCache.set(key, (gold = extractM2Sentence(segment.source, segment.references, { classify: false })));
  return gold;
};
const sentenceKey = (c: ChunkCounts) => {
  const h = heuo(c, HEUO_SENTENCE);
  return [h.score, h.hit, -h.wrong, -h.under, -h.over];
};

const metric: Metric<Segment, readonly ChunkCounts[]> = {
  name: 'cleme2',
  higherIsBetter: true,
  signature: () => makeSignature('cleme2', { assumption: 'dependent', gold: 'extracted', weighted: false }),
  statistics: (segment) => {
    // One MAEGE chain's random source is an annotation that deletes the whole sentence; CLEME cannot chunk an
    // empty source. Such an item has no chunk: no counts (its sentence score is that of all-zero counts).
    if (segment.source.trim() === '') return [];
    const [chunks] = clemeChunks([segment.source], [segment.hypothesis], [goldOf(segment)]);
    // The length bias only matters for weighted counts; CLEME2.0 reads the plain ones.
    return countSentence(chunks!.hyp, chunks!.refs, 'dependent', 0).plain;
  },
  sentenceScore: (stats) => heuo(bestSentence(stats, sentenceKey) ?? { tp: 0, fp: 0, fn: 0, tn: 0, fpNe: 0, fpUn: 0 }, HEUO_SENTENCE).score,
  corpusScore: (stats) => heuo(corpusCounts(stats, (c) => heuo(c, HEUO_CORPUS).score), HEUO_CORPUS).score,
};
export default metric;
