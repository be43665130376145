import { makeEdit, makeNoop, type M2Edit, type M2Sentence } from '../../formats/m2.js';
import { makeSignature } from '../../core/signature.js';
import { sharedMemo } from '../../core/shared-work.js';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { checkExtractionLength } from './limits.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { tokenize } from '../tokens.js';
import { alignTokens } from './align.js';
import { AnnotationCache } from './annotate.js';
import { classifyEdit } from './classify.js';
import { disambiguate, type EditContext } from './disambiguate.js';
import { disambiguatorWeights } from './disambiguator-weights.js';
import { mergeAlignment } from './merge.js';
import type { Alignment, AlignmentOp, Edit, MergeStrategy } from './types.js';

/**
 * The ERRANT pipeline on pre-tokenized text: annotate both sides, align, merge into edit spans, classify.
 * Each step is exported on its own (annotateTokens, alignTokens, mergeAlignment, classifyEdit); this module
 * wires them together and writes M2 the way ERRANT's parallel_to_m2 does (one annotator per target).
 */

export interface ExtractOptions {
  /** Merge strategy (ERRANT's `-merge`). Default `rules`. */
  readonly merge?: MergeStrategy;
  /** Plain Levenshtein alignment instead of linguistic costs (ERRANT's `-lev`). Default false. */
  readonly levenshtein?: boolean;
  /** Assign ERRANT error types; false gives spans only, typed `NA` (MAEGE needs spans and corrections only). */
  readonly classify?: boolean;
  /**
   * Let the learned disambiguator re-choose among confusable inflection types (NOUN:NUM, VERB:FORM, MORPH, ...;
   * src/text/errant/disambiguate.ts); false keeps the rule-based types only. Default true.
   */
  readonly learnedTypes?: boolean;
  /** Annotation cache to share across calls (a fresh module-wide one by default). */
  readonly cache?: AnnotationCache;
}

export const EXTRACT_DEFAULTS = { merge: 'rules', levenshtein: false, classify: true, learnedTypes: true } as const;

/**
 * The ERRANT type of the edit `orig[oStart:oEnd] → cor[cStart:cEnd]`: ERRANT's rules (classifyEdit), then, unless
 * `learned` is false, the learned disambiguator for the confusable inflection types, which reads the context.
 */
export function typeEdit(ctx: EditContext, learned: boolean = EXTRACT_DEFAULTS.learnedTypes): string {
  const type = classifyEdit(ctx.orig.slice(ctx.oStart, ctx.oEnd), ctx.cor.slice(ctx.cStart, ctx.cEnd));
  return learned ? disambiguate(disambiguatorWeights(), ctx, type) : type;
}

const sharedCache = new AnnotationCache();

/** Turns merged spans into typed edits. */
export function spansToEdits(alignment: Alignment, spans: readonly AlignmentOp[], classify = true, learnedTypes: boolean = EXTRACT_DEFAULTS.learnedTypes): Edit[] {
  return spans.map((span) => {
    const o = alignment.orig.slice(span.oStart, span.oEnd);
    const c = alignment.cor.slice(span.cStart, span.cEnd);
    return {
      oStart: span.oStart,
      oEnd: span.oEnd,
      cStart: span.cStart,
      cEnd: span.cEnd,
      original: o.map((t) => t.text),
      correction: c.map((t) => t.text),
      type: classify ? typeEdit({ orig: alignment.orig, cor: alignment.cor, ...span }, learnedTypes) : 'NA',
    };
  });
}

/** Extracts the edits that turn `source` into `target` (both given as tokens). */
export function extractEdits(source: readonly string[], target: readonly string[], options: ExtractOptions = {}): Edit[] {
  checkExtractionLength(Math.max(source.length, target.length));
  const cache = options.cache ?? sharedCache;
  const orig = cache.annotate(source);
  const cor = cache.annotate(target);
  const alignment: Alignment = { orig, cor, ops: alignTokens(orig, cor, { levenshtein: options.levenshtein ?? EXTRACT_DEFAULTS.levenshtein }) };
  const spans = mergeAlignment(alignment, options.merge ?? EXTRACT_DEFAULTS.merge);
  return spansToEdits(alignment, spans, options.classify ?? EXTRACT_DEFAULTS.classify, options.learnedTypes ?? EXTRACT_DEFAULTS.learnedTypes);
}

/** An edit as an M2 `A` line of the given annotator (deletions get an empty correction, as ERRANT writes them). */
export function editToM2(edit: Edit, annotator: number): M2Edit {
  return makeEdit(edit.oStart, edit.oEnd, edit.type, edit.correction.join(' '), annotator);
}

/**
 * One M2 sentence for a source line and its corrections: a `noop` line for a correction identical to the
 * source, otherwise the extracted edits; annotator ids follow the order of `targets`.
 */
export function extractM2Sentence(source: string, targets: readonly string[], options: ExtractOptions = {}): M2Sentence {
  const sourceTokens = tokenize(source);
  const edits: M2Edit[] = [];
  targets.forEach((target, annotator) => {
    const targetTokens = tokenize(target);
    if (sourceTokens.join(' ') === targetTokens.join(' ')) {
      edits.push(makeNoop(annotator));
      return;
    }
    for (const edit of extractEdits(sourceTokens, targetTokens, options)) edits.push(editToM2(edit, annotator));
  });
  return { source: sourceTokens.join(' '), tokens: sourceTokens, edits, line: 0 };
}

/** M2 for a whole corpus: `targets[k][i]` is annotator k's correction of `sources[i]`. */
export function extractM2(
  sources: readonly string[],
  targets: readonly (readonly string[])[],
  options: ExtractOptions = {},
  progress: Progress = silentProgress,
  /** The files the lines come from, so that a sentence too long to extract from names its file and line. */
  files?: { readonly source: string; readonly targets: readonly string[] },
): M2Sentence[] {
  // Inside `withSharedWork` (src/core/shared-work.ts) a corpus is extracted once however many callers ask (the
  // browser app's ERRANT score and its errant-compare document read one system's edits).
  const shared = sharedMemo<readonly M2Sentence[]>('errant-extractM2');
  if (shared !== undefined) {
    // the options that decide the edits, with their defaults (the annotation cache decides nothing)
    const { merge, levenshtein, classify, learnedTypes } = { ...EXTRACT_DEFAULTS, ...options };
    const key = JSON.stringify([sources, targets, merge, levenshtein, classify, learnedTypes]);
    const known = shared.get(key);
    if (known !== undefined) return [...known];
    const sentences = extractM2Once(sources, targets, options, progress, files);
    shared.set(key, sentences);
    return [...sentences];
  }
  return extractM2Once(sources, targets, options, progress, files);
}

function extractM2Once(
  sources: readonly string[],
  targets: readonly (readonly string[])[],
  options: ExtractOptions,
  progress: Progress,
  files: { readonly source: string; readonly targets: readonly string[] } | undefined,
): M2Sentence[] {
  progress.start(sources.length, 'extracting edits');
  const sentences = sources.map((source, i) => {
    let sentence: M2Sentence;
    try {
      sentence = extractM2Sentence(source, targets.map((t) => t[i] ?? ''), options);
    } catch (error) {
      if (!isInputError(error) || error.file !== undefined || files === undefined) throw error;
      // Name the longest of the line's sentences (the one over the limit).
      const lengths = [source, ...targets.map((t) => t[i] ?? '')].map((line) => tokenize(line).length);
      const longest = lengths.indexOf(Math.max(...lengths));
      throw new GecvalInputError(error.message, { file: longest === 0 ? files.source : files.targets[longest - 1], line: i + 1 });
    }
    progress.increment();
    return sentence;
  });
  progress.stop();
  return sentences;
}

/** The signature that says how edits were extracted. */
export function extractionSignature(options: ExtractOptions = {}): string {
  return makeSignature('errant-edits', {
    align: (options.levenshtein ?? EXTRACT_DEFAULTS.levenshtein) ? 'levenshtein' : 'linguistic',
    merge: options.merge ?? EXTRACT_DEFAULTS.merge,
    types: options.classify ?? EXTRACT_DEFAULTS.classify,
    tagger: 'wink-eng-lite-web-model',
    typing: (options.classify ?? EXTRACT_DEFAULTS.classify)
      ? (options.learnedTypes ?? EXTRACT_DEFAULTS.learnedTypes) ? `rules+${disambiguatorWeights().version}` : 'rules'
      : undefined,
  });
}

/**
 * What MAEGE and the reference-coverage analyses need from an extractor: one M2 sentence (one annotator per
 * target) for a source line, and a signature for reports. ERRANT's extractor is the built-in one; an
 * "external" extractor that reads M2 produced offline can implement the same interface.
 */
export interface EditExtractor {
  readonly signature: string;
  extract(source: string, targets: readonly string[]): M2Sentence;
}

export function errantExtractor(options: ExtractOptions = {}): EditExtractor {
  const cache = options.cache ?? new AnnotationCache();
  const resolved = { ...options, cache };
  return {
    signature: extractionSignature(options),
    extract: (source, targets) => extractM2Sentence(source, targets, resolved),
  };
}
