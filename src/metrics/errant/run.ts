/**
 * `gecval errant-compare` as a library call: reads the files, optionally extracts the hypothesis edits from
 * corrected text first, scores as compare_m2.py does and formats the output (ERRANT's text or JSON).
 */
import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { makeSignature } from '../../core/signature.js';
import { formatM2 } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { dropTrailingBlankLines } from '../../text/errant/input.js';
import { extractionSignature, extractM2 } from '../../text/errant/index.js';
import { compareErrant, groupCategories, DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, type ErrantCorpusResult, type ErrantMode } from './compare.js';
import { type ErrantBlock, parseErrantM2, python3Strip, readErrantM2 } from './m2-blocks.js';
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

export function errantCompareSignature(options: ErrantCompareOptions, extraction?: string): string {
  return makeSignature('errant', {
    mode: options.mode,
    beta: options.beta,
    single: options.single || undefined,
    multi: options.multi || undefined,
    filter: options.filter.length > 0 ? options.filter.join(',') : undefined,
    scorer: 'errant-compare_m2-3.0.2',
    hyp_edits: extraction === undefined ? undefined : extraction.replace(/\|version:.*$/u, '').replace(/\|/g, ';'),
  });
}

/** Extracts hypothesis edits (`gecval edits`) from a source and corrected text, as ERRANT's parallel_to_m2 would. */
export function extractHypothesis(source: string, hypText: string, progress?: Progress): { blocks: ErrantBlock[]; m2: string; notes: string[]; signature: string } {
  const { files, notes } = dropTrailingBlankLines([readSentenceFile(source), readSentenceFile(hypText)]);
  checkParallel(files);
  const m2 = formatM2(extractM2(files[0]!.lines, [files[1]!.lines], {}, progress));
  return { blocks: parseErrantM2(m2, `${hypText} (extracted edits)`), m2, notes, signature: extractionSignature({}) };
}

export function runErrantCompare(request: ErrantCompareRequest, progress?: Progress): ErrantCompareRun {
  const { options, category } = resolveErrantOptions(request);
  if ((request.hyp === undefined) === (request.hypText === undefined)) {
    throw new GecvalInputError('give the hypothesis either as M2 (--hyp) or as corrected text (--hyp-text with --source)');
  }
  if (request.hypText !== undefined && request.source === undefined) throw new GecvalInputError('--hyp-text needs --source (the original sentences)');
  const ref = readErrantM2(request.ref);
  const notes: string[] = [];
  let hyp: ErrantBlock[];
  let hypothesisM2: string | undefined;
  let extraction: string | undefined;
  if (request.hypText !== undefined) {
    const extracted = extractHypothesis(request.source!, request.hypText, progress);
    hyp = extracted.blocks;
    hypothesisM2 = extracted.m2;
    extraction = extracted.signature;
    notes.push(...extracted.notes);
    if (hyp.length !== ref.length) {
      throw new GecvalInputError(`has ${hyp.length} sentences but ${request.ref} has ${ref.length}`, { file: request.hypText });
    }
  } else {
    hyp = readErrantM2(request.hyp!);
    if (hyp.length !== ref.length) throw new GecvalInputError(`has ${hyp.length} sentences but ${request.ref} has ${ref.length} (ERRANT requires equal counts)`, { file: request.hyp });
  }
  const verbose: string[] = [];
  const result = compareErrant(hyp, ref, options, request.verbose && !request.json ? verboseHooks(verbose, options) : {});
  const signature = errantCompareSignature(options, extraction);
  if (request.json) {
    const categories = category === undefined ? undefined : Object.fromEntries(
      [...groupCategories(result.cats, category)].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .map(([cat, [tp, fp, fn]]) => [cat, { tp, fp, fn }]),
    );
    const json = {
      metric: 'errant',
      tp: result.tp, fp: result.fp, fn: result.fn,
      precision: result.precision, recall: result.recall, f: result.f,
      beta: options.beta, mode: options.mode,
      ...(categories ? { categories } : {}),
      ...(request.verbose ? { sentences: result.sentences.map((s) => ({ hypCoder: s.hypCoder, refCoder: s.refCoder, tp: s.tp, fp: s.fp, fn: s.fn })) } : {}),
      signature,
    };
    return { output: `${JSON.stringify(json, null, 2)}\n`, notes, result, options, signature, hypothesisM2 };
  }
  const lines = [...verbose, ...formatResults(result, options, category)];
  notes.push(signature);
  return { output: `${lines.join('\n')}\n`, notes, result, options, signature, hypothesisM2 };
}
