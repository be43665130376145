/**
 * The over-conservatism comparison (docs/conservatism.md#conservatism-comparison, line mode docs/conservatism.md#split-merge): every output (corrector or reference) is compared
 * line by line with the learner source; per line WordChange, ρ and split/merge; per output the heat-map row,
 * mean ρ and split/merge totals.
 */
import { makeSignature } from '../../core/signature.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { GecvalInputError } from '../../core/errors.js';
import { WordAligner } from './align.js';
import { countSplitMerge, ruleSegmenter, type AlignmentKind, type SentenceSegmenter } from './segment.js';
import { wordChange, wordOrderRho, type WordChangeMode } from './word-change.js';
import { alignmentTokens, nounSuffixLemmatizer, type Lemmatizer } from './words.js';

/** Heat-map bins of the paper's figure; the original labels the last one "20+" although it starts at 21. */
export const WORD_CHANGE_BINS = ['0', '1', '2', '3', '4', '5', '6-10', '11-20', '21+'] as const;
export type WordChangeBin = (typeof WORD_CHANGE_BINS)[number];

export function wordChangeBin(changed: number): WordChangeBin {
  if (changed <= 5) return WORD_CHANGE_BINS[changed]!;
  if (changed <= 10) return '6-10';
  if (changed <= 20) return '11-20';
  return '21+';
}

export interface NamedOutput {
  readonly name: string;
  readonly lines: readonly string[];
  /** References are drawn differently in the figures. */
  readonly isReference: boolean;
  /** For error messages. */
  readonly path?: string;
}

export interface SentenceRecord {
  readonly line: number;
  readonly wordChange: number;
  readonly rho: number | null;
  readonly kind: AlignmentKind;
  readonly splits: number;
  readonly merges: number;
}

export interface OutputSummary {
  readonly name: string;
  readonly isReference: boolean;
  readonly pairs: number;
  readonly heatMap: Record<WordChangeBin, number>;
  readonly changedSentences: number;
  readonly meanWordChange: number;
  readonly meanRho: number | null;
  readonly undefinedRho: number;
  /** Share of defined ρ below 1 (word order changed). */
  readonly reorderedShare: number | null;
  readonly splits: number;
  readonly merges: number;
}

export interface OutputResult {
  readonly summary: OutputSummary;
  readonly sentences: readonly SentenceRecord[];
}

export interface ConservatismOptions {
  readonly wordChange?: WordChangeMode;
  readonly lemmatizer?: Lemmatizer;
  readonly segmenter?: SentenceSegmenter;
  readonly progress?: Progress;
  /** The source's file name, for error messages. */
  readonly sourcePath?: string;
}

export interface ConservatismResult {
  readonly signature: string;
  readonly outputs: readonly OutputResult[];
}

export function conservatismSignature(options: ConservatismOptions = {}): string {
  return makeSignature('conservatism', {
    mode: 'line',
    wc: options.wordChange ?? 'code',
    lemma: (options.lemmatizer ?? nounSuffixLemmatizer).name,
    align: 'munkres+lev+pos',
    seg: options.segmenter === undefined ? 'rules' : 'custom',
  });
}

export function compareOutputs(source: readonly string[], outputs: readonly NamedOutput[], options: ConservatismOptions = {}): ConservatismResult {
  const sourceName = options.sourcePath === undefined ? '' : ` (${options.sourcePath})`;
  if (source.length === 0) throw new GecvalInputError('the source has no lines', options.sourcePath === undefined ? {} : { file: options.sourcePath });
  const segmenter = options.segmenter ?? ruleSegmenter();
  const lemmatizer = options.lemmatizer ?? nounSuffixLemmatizer;
  const aligner = new WordAligner();
  const progress = options.progress ?? silentProgress;
  progress.start(outputs.length * source.length, 'conservatism');
  const results: OutputResult[] = [];
  for (const output of outputs) {
    if (output.lines.length !== source.length) {
      throw new GecvalInputError(`has ${output.lines.length} lines but the source has ${source.length}${sourceName}; outputs must be line-aligned with the source`, {
        file: output.path ?? output.name,
        line: Math.min(output.lines.length, source.length) + 1,
      });
    }
    const sentences: SentenceRecord[] = [];
    source.forEach((src, i) => {
      let alignment;
      try {
        alignment = aligner.align(src, output.lines[i]!);
      } catch (error) {
        // A sentence too long to align: name the file whose line is the longer one.
        if (!(error instanceof GecvalInputError) || error.file !== undefined) throw error;
        const sourceLonger = alignmentTokens(src).length > alignmentTokens(output.lines[i]!).length;
        const file = sourceLonger ? options.sourcePath : (output.path ?? output.name);
        throw new GecvalInputError(error.message, file === undefined ? {} : { file, line: i + 1 });
      }
      const sm = countSplitMerge(src, output.lines[i]!, segmenter);
      sentences.push({
        line: i + 1,
        wordChange: wordChange(alignment, { mode: options.wordChange, lemmatizer }),
        rho: wordOrderRho(alignment),
        kind: sm.kind,
        splits: sm.splits,
        merges: sm.merges,
      });
    });
    progress.increment(source.length);
    results.push({ summary: summarise(output, sentences), sentences });
  }
  progress.stop();
  return { signature: conservatismSignature(options), outputs: results };
}

function summarise(output: NamedOutput, sentences: readonly SentenceRecord[]): OutputSummary {
  const heatMap = Object.fromEntries(WORD_CHANGE_BINS.map((bin) => [bin, 0])) as Record<WordChangeBin, number>;
  let totalChange = 0;
  let rhoSum = 0;
  let rhoCount = 0;
  let reordered = 0;
  for (const s of sentences) {
    heatMap[wordChangeBin(s.wordChange)]++;
    totalChange += s.wordChange;
    if (s.rho !== null) {
      rhoSum += s.rho;
      rhoCount++;
      if (s.rho < 1) reordered++;
    }
  }
  return {
    name: output.name,
    isReference: output.isReference,
    pairs: sentences.length,
    heatMap,
    changedSentences: sentences.filter((s) => s.wordChange > 0).length,
    meanWordChange: totalChange / sentences.length,
    meanRho: rhoCount === 0 ? null : rhoSum / rhoCount,
    undefinedRho: sentences.length - rhoCount,
    reorderedShare: rhoCount === 0 ? null : reordered / rhoCount,
    splits: sentences.reduce((a, s) => a + s.splits, 0),
    merges: sentences.reduce((a, s) => a + s.merges, 0),
  };
}

