/**
 * USIM from plain text: the source and hypothesis lines go through the parse service (src/ucca/parser/service.ts:
 * model, checked cache, workers) and each pair is scored with USIM's code variant. `scoreTextUsim` is what
 * `gecval usim --source` runs; the `usim` metric (src/metrics/usim/metric.ts, for `gecval score`, MAEGE, meta-eval and the
 * report) parses through the same service and carries the same signature (`textUsimSignature`).
 */
import { GecvalInputError, isInputError } from '../../core/errors.js';
import { silentProgress } from '../../core/progress.js';
import type { UccaGraph } from '../graph.js';
import { parserSignature } from '../parser/parser.js';
import { parseLines, parseLinesSync, type ParsedLines, type ParseServiceOptions } from '../parser/service.js';
import type { ModelRef } from '../parser/catalogue.js';
import { usimSignature, type UsimVariant } from './score.js';
import { usimCode, type UsimResult } from './usim.js';

export interface AutoUsimOptions extends Omit<ParseServiceOptions, 'ids' | 'label'> {
  /** The files the lines come from, so that an error in one sentence pair names the file and line. */
  readonly files?: { readonly source: string; readonly hypothesis: string };
  /** `code` (default) or `code-aligned-end` (src/ucca/usim/score.ts); text mode has no `paper` variant. */
  readonly variant?: 'code' | 'code-aligned-end';
}

export interface AutoUsimResult {
  /** One result per line pair. */
  sentences: UsimResult[];
  /** Mean USIM over the pairs. */
  mean: number;
  /** Parses computed / read from the cache or parses folder. */
  parsed: number;
  reused: number;
  /** The USIM variant computed (`code` unless `code-aligned-end` was asked for). */
  variant: 'code' | 'code-aligned-end';
  signature: string;
}

/** Where text USIM's graphs come from: the parser's signature, its `|` turned into `;` so it nests in USIM's. */
export function textUsimGraphs(opts: { model?: ModelRef | string; tokenized?: boolean } = {}): string {
  // the parser's own `version:` field is dropped: it is gecval's version, which the outer signature ends with
  return parserSignature({ tokenized: opts.tokenized ?? true, ...(opts.model ? { model: opts.model } : {}) })
    .replace(/\|version:[^|]*$/, '')
    .replace(/\|/g, ';');
}

/** The signature of USIM computed from text with the bundled parser (one string wherever gecval prints it). */
export function textUsimSignature(opts: { model?: ModelRef | string; tokenized?: boolean; variant?: UsimVariant } = {}): string {
  return usimSignature({ variant: opts.variant ?? 'code', graphs: textUsimGraphs(opts) });
}

function checkPairs(sources: readonly string[], hypotheses: readonly string[]): void {
  if (sources.length !== hypotheses.length) {
    throw new GecvalInputError(`source has ${sources.length} lines but the hypothesis has ${hypotheses.length}`);
  }
}

/** Graph ids as each side's line number: sources, then hypotheses, parsed as one list. */
function pairIds(count: number): string[] {
  const ids = Array.from({ length: count }, (_, i) => String(i + 1));
  return [...ids, ...ids];
}

/** USIM of each pair from graphs already parsed (`parsed.graphs`: the sources' graphs, then the hypotheses'); the browser app parses the source once for every system. */
export function scorePairs(sources: readonly string[], parsed: ParsedLines, options: AutoUsimOptions): AutoUsimResult {
  const n = sources.length;
  const graphs: readonly UccaGraph[] = parsed.graphs;
  const sentences = sources.map((_, i) => {
    const [source, hypothesis] = [graphs[i]!, graphs[n + i]!];
    try {
      return usimCode(source, hypothesis, { alignEnd: options.variant === 'code-aligned-end' });
    } catch (error) {
      // A pair too long to align: name the line, in the file whose sentence is the longer one.
      if (!isInputError(error) || error.file !== undefined || options.files === undefined) throw error;
      const file = source.terminals.length >= hypothesis.terminals.length ? options.files.source : options.files.hypothesis;
      throw new GecvalInputError(error.message, { file, line: i + 1 });
    }
  });
  const mean = sentences.length === 0 ? 0 : sentences.reduce((s, r) => s + r.usim, 0) / sentences.length;
  return { sentences, mean, parsed: parsed.parsed, reused: parsed.reused, variant: options.variant ?? 'code', signature: textUsimSignature(options) };
}

/** USIM of every (source, hypothesis) line pair, both sides parsed by the parse service (on `jobs` threads). */
export async function scoreTextUsim(sources: readonly string[], hypotheses: readonly string[], options: AutoUsimOptions = {}): Promise<AutoUsimResult> {
  checkPairs(sources, hypotheses);
  const lines = [...sources, ...hypotheses];
  const parsed = await parseLines(lines, { ...options, ids: pairIds(sources.length), label: 'parsing sources and hypotheses', progress: options.progress ?? silentProgress });
  return scorePairs(sources, parsed, options);
}

/** `scoreTextUsim` in this thread, synchronously (the library's original entry point). */
export function autoUsim(sources: readonly string[], hypotheses: readonly string[], options: AutoUsimOptions = {}): AutoUsimResult {
  checkPairs(sources, hypotheses);
  const parsed = parseLinesSync([...sources, ...hypotheses], { ...options, ids: pairIds(sources.length), label: 'parsing sources and hypotheses' });
  return scorePairs(sources, parsed, options);
}
