/**
 * The file-reading and dispatching part of `gecval usim --source SRC HYP` and `gecval faithfulness`, shared by those
 * commands and by `gecval serve`, so that both read, check and score a pair of files the same way (one thread or
 * `jobs` workers, a shard or all of it).
 */
import type { Progress } from '../core/progress.js';
import { GecvalInputError } from '../core/errors.js';
import type { AutoUsimResult } from '../ucca/usim/text.js';
import type { FaithfulnessResult, FaithfulnessParser, FaithfulnessScorer, VectorKind } from '../metrics/faithfulness/index.js';
import type { Shard } from './parse-io.js';

export interface TextUsimRun {
  readonly raw?: boolean;
  /** A model name or path (the parse service resolves it once). */
  readonly model?: string;
  /** `code` (default) or `code-aligned-end` (src/ucca/usim/score.ts); text mode has no `paper` variant. */
  readonly variant?: 'code' | 'code-aligned-end';
  /** The parse cache folder; none when undefined (the CLI passes gecval's cache root unless --no-cache). */
  readonly cache?: string;
  readonly parses?: string;
  readonly jobs: number;
  readonly shard?: Shard;
  readonly progress?: Progress;
  /** What `cache` is called in an error about it (`--cache`, `params.cache`). */
  readonly cacheName?: string;
}

/** USIM of a source file and a hypothesis file, both parsed by the bundled parser; `lines` is the files' length. */
export async function textUsimFiles(source: string, hypothesis: string, run: TextUsimRun): Promise<{ result: AutoUsimResult; lines: number; sources: readonly string[]; hypotheses: readonly string[] }> {
  const { readParallel } = await import('../formats/parallel.js');
  const { scoreTextUsim } = await import('../ucca/usim/text.js');
  const { resolveModel } = await import('../ucca/parser/catalogue.js');
  const { shardSlice } = await import('./parse-io.js');
  const [sources, hypotheses] = readParallel([source, hypothesis]);
  // A mean of 0 pairs is not a score; readParallel has already made both files the same length.
  if (sources!.lines.length === 0) throw new GecvalInputError('has no lines: no sentence pair to score', { file: source });
  if (run.cache !== undefined) (await import('../report/write/index.js')).checkOutputDir(run.cache, run.cacheName ?? '--cache', { cache: true });
  const result = await scoreTextUsim(shardSlice(sources!.lines, run.shard), shardSlice(hypotheses!.lines, run.shard), {
    files: { source, hypothesis },
    tokenized: !run.raw,
    model: resolveModel(run.model),
    ...(run.variant === undefined ? {} : { variant: run.variant }),
    jobs: run.jobs,
    ...(run.progress === undefined ? {} : { progress: run.progress }),
    ...(run.cache === undefined ? {} : { cacheDir: run.cache }),
    ...(run.parses === undefined ? {} : { parsesDir: run.parses }),
  });
  return { result, lines: sources!.lines.length, sources: sources!.lines, hypotheses: hypotheses!.lines };
}

export interface FaithfulnessRun {
  readonly raw?: boolean;
  readonly parser: string;
  /** Word vectors (`compact`, shipped, by default; `full`: the optional package). */
  readonly vectors?: VectorKind;
  readonly jobs: number;
  readonly shard?: Shard;
  readonly progress?: Progress;
  /** What `parser` is called in an error about it (`--parser`, `params.parser`). */
  readonly parserName?: string;
  /** A scorer kept across runs with the same `raw` and `parser` (one thread only; see scoreFaithfulness). */
  readonly scorer?: (options: { tokenized: boolean; parser: FaithfulnessParser; vectors?: VectorKind }) => FaithfulnessScorer;
}

/** Faithfulness of a hypothesis file against its source file; `lines` is the files' length. */
export async function faithfulnessFiles(source: string, hypothesis: string, run: FaithfulnessRun): Promise<{ result: FaithfulnessResult; lines: number }> {
  const { readFaithfulnessFiles, scoreFaithfulness, faithfulnessTokens, FAITHFULNESS_PARSERS } = await import('../metrics/faithfulness/index.js');
  const { shardSlice } = await import('./parse-io.js');
  if (!(FAITHFULNESS_PARSERS as readonly string[]).includes(run.parser)) {
    throw new GecvalInputError(`${run.parserName ?? '--parser'} must be one of ${FAITHFULNESS_PARSERS.join(', ')}, got '${run.parser}'`);
  }
  // Raw text is checked against the length limit as the measure will tokenize it.
  const { sources, hypotheses } = readFaithfulnessFiles(source, hypothesis, run.raw ? (line) => faithfulnessTokens(line, false).length : undefined);
  const scoring = { tokenized: !run.raw, parser: run.parser as FaithfulnessParser, ...(run.vectors === undefined ? {} : { vectors: run.vectors }) };
  const result = run.jobs > 1 || run.shard
    ? await (await import('../metrics/faithfulness/batch.js')).scoreFaithfulnessParallel(shardSlice(sources, run.shard), shardSlice(hypotheses, run.shard), scoring, run.jobs, run.progress)
    : scoreFaithfulness(sources, hypotheses, scoring, run.progress, run.scorer?.(scoring));
  return { result, lines: sources.length };
}
