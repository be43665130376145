import { applyEdits, correctionAlternatives, editsOf, type M2Sentence } from '../../src/formats/m2.js';
import { extractEdits, type ExtractOptions } from '../../src/text/errant/index.js';

/**
 * Span recovery: apply one annotator's gold edits to the source, re-extract edits from (source, corrected)
 * and count the gold edits whose (start, end, correction) comes back exactly.
 */
export interface RecoveryResult {
  readonly goldEdits: number;
  readonly recovered: number;
  readonly extracted: number;
  readonly sentences: number;
  /** Sentences skipped because the annotator's gold edits overlap (their application is undefined). */
  readonly skippedOverlapping: number;
  readonly rate: number;
  /**
   * Gold edits whose whole region is recovered: touching gold edits (one ends where the next starts) are joined
   * into one region, touching extracted edits likewise, and a region counts when both sides have the same span
   * and correction. This forgives only where the boundary between adjacent edits is put.
   */
  readonly regionRecovered: number;
  readonly regionRate: number;
  /** Recovered gold edits whose ERRANT type was also extracted for that span (meaningless for NUCLE types). */
  readonly misses: { sentence: number; gold: string; extracted: string[] }[];
  /** For exactly recovered edits: gold (NUCLE) type → extracted ERRANT category (without M:/U:/R:) → count. */
  readonly typeTable: Record<string, Record<string, number>>;
}

/** Share of the recovered edits of a gold type whose ERRANT category is one of `categories`. */
export function typeAgreement(result: RecoveryResult, goldType: string, categories: readonly string[]): { agree: number; total: number; rate: number } {
  const row = result.typeTable[goldType] ?? {};
  const total = Object.values(row).reduce((a, b) => a + b, 0);
  const agree = categories.reduce((a, c) => a + (row[c] ?? 0), 0);
  return { agree, total, rate: total === 0 ? 0 : agree / total };
}

const key = (start: number, end: number, correction: string) => `${start} ${end} ${correction}`;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly correction: string;
}

/** Joins touching spans (sorted by position) into regions; returns each region's key and how many spans it holds. */
function regions(spans: readonly Span[]): { key: string; size: number }[] {
  const sorted = spans.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const out: { start: number; end: number; parts: string[]; size: number }[] = [];
  for (const span of sorted) {
    const last = out[out.length - 1];
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      if (span.correction !== '') last.parts.push(span.correction);
      last.size++;
    } else {
      out.push({ start: span.start, end: span.end, parts: span.correction === '' ? [] : [span.correction], size: 1 });
    }
  }
  return out.map((r) => ({ key: key(r.start, r.end, r.parts.join(' ')), size: r.size }));
}

export function measureRecovery(sentences: readonly M2Sentence[], annotator: number, options: ExtractOptions = {}, limit = Infinity): RecoveryResult {
  let goldEdits = 0;
  let recovered = 0;
  let extracted = 0;
  let skippedOverlapping = 0;
  let counted = 0;
  let regionRecovered = 0;
  const misses: RecoveryResult['misses'] = [];
  const typeTable: Record<string, Record<string, number>> = {};
  sentences.slice(0, limit).forEach((sentence, index) => {
    const gold = editsOf(sentence, annotator);
    let corrected: string[];
    try {
      corrected = applyEdits(sentence.tokens, gold);
    } catch {
      skippedOverlapping++;
      return;
    }
    counted++;
    const found = extractEdits(sentence.tokens, corrected, options);
    const foundTypes = new Map(found.map((e) => [key(e.oStart, e.oEnd, e.correction.join(' ')), e.type.replace(/^[MUR]:/u, '')]));
    const foundKeys = new Set(foundTypes.keys());
    extracted += found.length;
    const goldSpans = gold.map((e) => ({ start: e.start, end: e.end, correction: (correctionAlternatives(e)[0] ?? '').split(/\s+/u).filter(Boolean).join(' ') }));
    const foundRegions = new Set(regions(found.map((e) => ({ start: e.oStart, end: e.oEnd, correction: e.correction.join(' ') }))).map((r) => r.key));
    for (const region of regions(goldSpans)) if (foundRegions.has(region.key)) regionRecovered += region.size;
    for (const edit of gold) {
      goldEdits++;
      const goldKey = key(edit.start, edit.end, (correctionAlternatives(edit)[0] ?? '').split(/\s+/u).filter(Boolean).join(' '));
      if (foundKeys.has(goldKey)) {
        recovered++;
        const row = (typeTable[edit.type] ??= {});
        const category = foundTypes.get(goldKey)!;
        row[category] = (row[category] ?? 0) + 1;
      }
      else if (misses.length < 2000) misses.push({ sentence: index, gold: goldKey, extracted: [...foundKeys] });
    }
  });
  return { goldEdits, recovered, extracted, sentences: counted, skippedOverlapping, rate: goldEdits === 0 ? 1 : recovered / goldEdits, regionRecovered, regionRate: goldEdits === 0 ? 1 : regionRecovered / goldEdits, misses, typeTable };
}
