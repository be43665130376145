/**
 * `gecval errant-compare` on M2 files, as compare_m2.py runs: the options, the scoring and the output (ERRANT's
 * text or JSON). Kept apart from run.ts, which adds the one-step workflow from corrected text, so that scoring two
 * M2 files does not load (and compile) gecval's edit extractor.
 */
import { GecvalInputError } from '../../core/errors.js';
import { makeSignature } from '../../core/signature.js';
import { type CompareHooks, comparisonSignatureFields, compareErrant, compareErrantSources, groupCategories, errantF, DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, type ErrantCorpusResult, type ErrantMode } from './compare.js';
import { readTextFile } from '../../formats/text-file.js';
import { type ErrantBlock, ErrantM2Reader, parseErrantM2, python3Strip, readErrantM2 } from './m2-blocks.js';
import { formatResults, verboseHooks } from './report.js';

/** Options as compare_m2.py's command line gives them (strings from the CLI, or typed values). */
export interface ErrantCompareRequest {
  readonly hyp?: string;
  readonly ref: string;
  readonly source?: string;
  readonly hypText?: string;
  readonly beta?: string | number;
  readonly verbose?: boolean;
  readonly dt?: boolean;
  readonly ds?: boolean;
  readonly cs?: boolean;
  readonly cse?: boolean;
  readonly single?: boolean;
  readonly multi?: boolean;
  readonly filt?: readonly string[];
  readonly cat?: string | number;
  readonly json?: boolean;
}

export interface ErrantCompareRun {
  /** What to print: ERRANT's text (byte-identical to compare_m2.py) or JSON. */
  readonly output: string;
  /** Notes for standard error (ignored input lines, the signature in text mode). */
  readonly notes: readonly string[];
  readonly result: ErrantCorpusResult;
  readonly options: ErrantCompareOptions;
  readonly signature: string;
  /** The extracted hypothesis M2, with --hyp-text. */
  readonly hypothesisM2?: string;
}

/** Python's float() for the forms a command line gives. */
function parseBeta(raw: string | number): number {
  if (typeof raw === 'number') return raw;
  const text = python3Strip(raw).replace(/_/g, '');
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/u.test(text)) return Number(text);
  const special = /^([+-]?)(inf|infinity|nan)$/iu.exec(text);
  if (special) return special[2]!.toLowerCase() === 'nan' ? NaN : special[1] === '-' ? -Infinity : Infinity;
  throw new GecvalInputError(`-b/--beta: invalid float value: '${raw}'`);
}

export function resolveErrantOptions(request: ErrantCompareRequest): { options: ErrantCompareOptions; category?: 1 | 2 | 3 } {
  const modes = (['dt', 'ds', 'cs', 'cse'] as const).filter((m) => request[m]);
  if (modes.length > 1) throw new GecvalInputError(`--${modes[0]} and --${modes[1]} cannot be combined (choose one evaluation mode, as in ERRANT)`);
  const mode: ErrantMode = modes[0] ?? 'cs';
  let category: 1 | 2 | 3 | undefined;
  if (request.cat !== undefined) {
    const level = Number(request.cat);
    if (level !== 1 && level !== 2 && level !== 3) throw new GecvalInputError(`--cat must be 1, 2 or 3, got '${request.cat}'`);
    category = level;
  }
  const options: ErrantCompareOptions = {
    ...DEFAULT_ERRANT_COMPARE,
    beta: parseBeta(request.beta ?? DEFAULT_ERRANT_COMPARE.beta),
    mode,
    single: request.single ?? false,
    multi: request.multi ?? false,
    filter: request.filt ?? [],
  };
  return { options, category };
}

/** The request's checks that come before any file is read (options, then which hypothesis form was given). */
export function checkErrantRequest(request: ErrantCompareRequest): { options: ErrantCompareOptions; category?: 1 | 2 | 3 } {
  const resolved = resolveErrantOptions(request);
  if ((request.hyp === undefined) === (request.hypText === undefined)) {
    throw new GecvalInputError('give the hypothesis either as M2 (--hyp) or as corrected text (--hyp-text with --source)');
  }
  if (request.hypText !== undefined && request.source === undefined) throw new GecvalInputError('--hyp-text needs --source (the original sentences)');
  return resolved;
}

export function errantCompareSignature(options: ErrantCompareOptions, extraction?: string): string {
  return makeSignature('errant', {
    ...comparisonSignatureFields(options),
    scorer: 'errant-compare_m2-3.0.2',
    hyp_edits: extraction === undefined ? undefined : extraction.replace(/\|version:.*$/u, '').replace(/\|/g, ';'),
  });
}

/** What the hypothesis was read from, beside its blocks. */
export interface ErrantHypothesis {
  readonly blocks: readonly ErrantBlock[];
  readonly notes: readonly string[];
  /** The extraction's signature, when the edits were extracted from corrected text. */
  readonly extraction?: string;
  readonly hypothesisM2?: string;
}

/** Scores parsed blocks and formats the output as compare_m2.py prints it (or as JSON). */
export function errantCompareOutput(request: ErrantCompareRequest, resolved: { options: ErrantCompareOptions; category?: 1 | 2 | 3 }, hypothesis: ErrantHypothesis, ref: readonly ErrantBlock[]): ErrantCompareRun {
  return formatComparison(request, resolved, hypothesis, (hooks) => compareErrant(hypothesis.blocks, ref, resolved.options, hooks));
}

/** Runs the comparison (with verbose mode's hooks when asked for) and formats its output. */
function formatComparison(
  request: ErrantCompareRequest,
  resolved: { options: ErrantCompareOptions; category?: 1 | 2 | 3 },
  hypothesis: Omit<ErrantHypothesis, 'blocks'>,
  compare: (hooks: CompareHooks) => ErrantCorpusResult,
): ErrantCompareRun {
  const { options, category } = resolved;
  const { extraction, hypothesisM2 } = hypothesis;
  const notes = [...hypothesis.notes];
  const verbose: string[] = [];
  const result = compare(request.verbose && !request.json ? verboseHooks(verbose, options) : {});
  const signature = errantCompareSignature(options, extraction);
  if (request.json) {
    const categories = category === undefined ? undefined : Object.fromEntries(
      [...groupCategories(result.cats, category)].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([cat, [tp, fp, fn]]) => [cat, { tp, fp, fn }]),
    );
    // Full precision from the counts (as `m2 --json` gives); ERRANT's text rounds to 4 decimals, kept in `printed`.
    const precision = result.fp ? result.tp / (result.tp + result.fp) : 1.0;
    const recall = result.fn ? result.tp / (result.tp + result.fn) : 1.0;
    const json = {
      metric: 'errant',
      tp: result.tp, fp: result.fp, fn: result.fn,
      precision, recall, f: errantF(result.tp, result.fp, result.fn, options.beta),
      printed: { precision: result.precision, recall: result.recall, f: result.f },
      beta: options.beta, mode: options.mode,
      ...(categories ? { categories } : {}),
      ...(request.verbose ? { sentences: result.sentences.map((s) => ({ hypCoder: s.hypCoder, refCoder: s.refCoder, tp: s.tp, fp: s.fp, fn: s.fn })) } : {}),
      signature,
    };
    return { output: `${JSON.stringify(json, null, 2)}\n`, notes, result, options, signature, hypothesisM2 };
  }
  verbose.push(...formatResults(result, options, category));
  notes.push(signature);
  return { output: `${verbose.join('\n')}\n`, notes, result, options, signature, hypothesisM2 };
}

/** `errant-compare --hyp HYP.m2 --ref REF.m2`: compare_m2.py on two M2 files (run.ts also takes corrected text). */
export function runErrantCompareM2(request: ErrantCompareRequest): ErrantCompareRun {
  const resolved = checkErrantRequest(request);
  const hypFile = request.hyp;
  if (hypFile === undefined) throw new Error('runErrantCompareM2 takes an M2 hypothesis (--hyp); use runErrantCompare for --hyp-text');
  // What is wrong with the input is reported as reading both files whole would find it first: the reference's
  // reading and parsing, then the hypothesis', then their lengths. The common case, two good files of equal length,
  // is read block by block while it is scored; anything else goes the whole-file way, which throws that error.
  const checkWholeFiles = (): void => {
    const ref = readErrantM2(request.ref);
    const hyp = readErrantM2(hypFile);
    if (hyp.length !== ref.length) throw new GecvalInputError(`has ${hyp.length} sentences but ${request.ref} has ${ref.length} (ERRANT requires equal counts)`, { file: hypFile });
  };
  const refText = readTextFile(request.ref);
  let hypText: string;
  try {
    hypText = readTextFile(hypFile);
  } catch (error) {
    parseErrantM2(refText, request.ref);
    throw error;
  }
  const refReader = new ErrantM2Reader(refText, request.ref);
  const hypReader = new ErrantM2Reader(hypText, hypFile);
  if (refReader.count() !== hypReader.count()) {
    checkWholeFiles();
    throw new Error('errant-compare: the files have different numbers of blocks, yet read whole they have the same');
  }
  try {
    return formatComparison(request, resolved, { notes: [] }, (hooks) => compareErrantSources(hypReader, refReader, resolved.options, hooks));
  } catch (error) {
    // A faulty block, or a number ERRANT cannot compute (beta 0): report what reading the files whole finds first.
    if (error instanceof GecvalInputError) checkWholeFiles();
    throw error;
  }
}
