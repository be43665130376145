/**
 * The USIM entry points: one pair of graphs, a batch of pairs, the signature. `variant: 'code'` (default) is
 * the original code's USIM (docs/ucca-usim.md#usim-definitions); `'paper'` the paper's directional definition (see paper.ts).
 */
import { makeSignature } from '../../core/signature.js';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import type { UccaGraph } from '../graph.js';
import { usimPaper, type DirectionScore } from './paper.js';
import { usimCode } from './usim.js';

export type UsimVariant = 'code' | 'code-aligned-end' | 'paper';

/** Every variant, with its one-line description (for help texts and option lists). */
export const USIM_VARIANTS: ReadonlyArray<{ name: UsimVariant; description: string }> = [
  { name: 'code', description: 'the original implementation (default; reproduces the paper and the golden files)' },
  { name: 'code-aligned-end', description: 'the original, with the tokens after the last chunk end (a final full stop) aligned too, so identical graphs score 1' },
  { name: 'paper', description: "the paper's directional definition (graph files only)" },
];

/** True for the variants that follow the original code (the code's unit set and single F). */
export const isCodeVariant = (variant: UsimVariant): boolean => variant !== 'paper';

export interface UsimOptions {
  variant?: UsimVariant;
  /** Where the graphs came from (`given` files, or a parser name), for the signature. */
  graphs?: string;
  /** Set when the JFLEG driver's file pairing was emulated (paper reproduction only). */
  emulatePaperPairing?: boolean;
}

export interface UsimScore {
  usim: number;
  precision: number;
  recall: number;
  variant: UsimVariant;
  /** code variant: matched and comparable unit counts. */
  counts?: { matchedSource: number; matchedCorrection: number; sourceUnits: number; correctionUnits: number };
  /** paper variant: both directions. */
  directions?: { sourceToCorrection: DirectionScore; correctionToSource: DirectionScore };
}

export const USIM_DEFAULTS: Required<Omit<UsimOptions, 'emulatePaperPairing'>> = { variant: 'code', graphs: 'given' };

export function usimSignature(opts: UsimOptions = {}): string {
  const variant = opts.variant ?? USIM_DEFAULTS.variant;
  return makeSignature('usim', {
    variant,
    align: variant === 'code-aligned-end' ? 'munkres-1.1.4+lev+pos+end' : 'munkres-1.1.4+lev+pos',
    units: isCodeVariant(variant) ? 'fn>=2tok' : 'fn',
    graphs: opts.graphs ?? USIM_DEFAULTS.graphs,
    pairing: opts.emulatePaperPairing ? 'paper-driver-bug' : undefined,
  });
}

/** USIM of a correction against its source (source first: the score is not symmetric in rare cases). */
export function scoreUsim(source: UccaGraph, correction: UccaGraph, opts: UsimOptions = {}): UsimScore {
  const variant = opts.variant ?? USIM_DEFAULTS.variant;
  if (variant === 'paper') {
    const r = usimPaper(source, correction);
    return { usim: r.usim, precision: r.precision, recall: r.recall, variant, directions: { sourceToCorrection: r.sourceToCorrection, correctionToSource: r.correctionToSource } };
  }
  const r = usimCode(source, correction, { alignEnd: variant === 'code-aligned-end' });
  return {
    usim: r.usim,
    precision: r.precision,
    recall: r.recall,
    variant,
    counts: { matchedSource: r.count1, matchedCorrection: r.count2, sourceUnits: r.n1, correctionUnits: r.n2 },
  };
}

export interface UsimBatchResult {
  mean: number;
  sentences: Array<{ usim: number; precision: number; recall: number }>;
  signature: string;
}

/** Sentence scores and their plain mean (the paper's corpus-level USIM). */
export function scoreUsimBatch(
  pairs: ReadonlyArray<readonly [UccaGraph, UccaGraph]>,
  opts: UsimOptions = {},
  /** The graph files of each pair, so that a pair too long to align names the file of its longer graph. */
  paths?: ReadonlyArray<readonly [string, string]>,
): UsimBatchResult {
  const sentences = pairs.map(([s, c], i) => {
    const r = withGraphFile(() => scoreUsim(s, c, opts), s, c, paths?.[i]);
    return { usim: r.usim, precision: r.precision, recall: r.recall };
  });
  const mean = sentences.length === 0 ? 0 : sentences.reduce((sum, x) => sum + x.usim, 0) / sentences.length;
  return { mean, sentences, signature: usimSignature(opts) };
}

/** Runs `score`; an input error without a file (a graph too long to align) gets the file of the longer graph. */
export function withGraphFile<T>(score: () => T, source: UccaGraph, correction: UccaGraph, paths: readonly [string, string] | undefined): T {
  try {
    return score();
  } catch (error) {
    if (!isInputError(error) || error.file !== undefined || paths === undefined) throw error;
    throw new GecvalInputError(error.message, { file: source.terminals.length >= correction.terminals.length ? paths[0] : paths[1] });
  }
}

/**
 * The authors' JFLEG driver (`distance_main.py`) found the source parse of `<file><i>.xml` by taking the FIRST
 * run of digits in the file name — `3` in `mle_3.txt17.xml` — and using `dev.src<digits>.xml` if it exists,
 * else the digits without their first one. Returns the source file name that driver would have used, or null.
 * `exists(name)` says whether a source file of that name exists.
 */
export function paperDriverSourceName(fileName: string, exists: (name: string) => boolean): string | null {
  const digits = /\d+/.exec(fileName)?.[0];
  if (digits === undefined) return null;
  const first = `dev.src${digits}.xml`;
  if (exists(first)) return first;
  const second = `dev.src${digits.slice(1)}.xml`;
  return exists(second) ? second : null;
}
