/**
 * The JSON documents that `--json` prints, built in one place so that the commands and `gecval serve` (which
 * answers with the same documents) cannot drift apart: a number or signature a client reads from the service is the
 * one the command line prints for the same input.
 */
import type { MetricResult } from '../metrics/metric.js';
import type { AnyMetricEntry } from '../metrics/metric-entry.js';
import type { M2FileResult } from '../metrics/m2/files.js';
import type { AutoUsimResult } from '../ucca/usim/text.js';
import type { FaithfulnessResult } from '../metrics/faithfulness/index.js';

interface ShardInfo {
  readonly index: number;
  readonly count: number;
}

/** `gecval score --list --json`: one object per registry entry. */
export function metricListView(entries: readonly AnyMetricEntry[]): unknown[] {
  // Alphabetical by name, as `score --list` prints them (the registry's own order is MAEGE's table order).
  return [...entries].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((entry) => ({
    name: entry.name,
    ...(entry.aliases && entry.aliases.length > 0 ? { aliases: entry.aliases } : {}),
    description: entry.description,
    reads: entry.reads,
    higherIsBetter: entry.higherIsBetter,
    options: entry.options.map((spec) => ({ ...spec, default: (entry.defaults as Record<string, unknown>)[spec.key] ?? null })),
  }));
}

/** `gecval score --metric M … HYP --json` (one hypothesis file). */
export function scoreView(result: MetricResult): Record<string, unknown> {
  // Metrics with a table of corpus results (the I-measure's detection/correction) print it as `corpus`.
  const { structuredCorpus, ...details } = (result.details ?? {}) as Record<string, unknown>;
  return {
    metric: result.metric,
    corpus: structuredCorpus ?? result.corpus,
    sentences: result.sentences,
    signature: result.signature,
    ...(Object.keys(details).length > 0 ? { details } : {}),
  };
}

/** `gecval m2 HYP GOLD --json`. */
export function m2View(result: M2FileResult, beta: number): Record<string, unknown> {
  const { precision, recall, f, correct, proposed, gold, signature } = result;
  return { precision, recall, f, beta, correct, proposed, gold, signature };
}

/** One line of `gecval m2 --verbose`: a sentence's chosen annotator, edits and counts. */
export function m2SentenceView(s: M2FileResult['sentences'][number]): Record<string, unknown> {
  return {
    line: s.index + 1,
    annotator: s.annotator,
    correct: s.correct,
    proposed: s.proposed,
    gold: s.gold,
    systemEdits: s.systemEdits,
    goldEdits: s.goldEdits.map(({ start, end, original, corrections }) => ({ start, end, original, corrections })),
    correctEdits: s.correctEdits,
    annotators: s.annotators,
  };
}

/** `gecval usim --source SRC HYP --json` (text mode). */
export function usimTextView(result: AutoUsimResult, shard?: ShardInfo & { lines: number }): Record<string, unknown> {
  return {
    ...(shard ? { shard: `${shard.index}/${shard.count}`, lines: shard.lines } : {}),
    mean: result.mean,
    variant: result.variant,
    sentences: result.sentences.map((s) => ({ usim: s.usim, precision: s.precision, recall: s.recall })),
    parsed: result.parsed,
    reused: result.reused,
    signature: result.signature,
  };
}

/** `gecval faithfulness --source SRC HYP --json`. */
export function faithfulnessView(result: FaithfulnessResult, shard?: ShardInfo & { lines: number }): Record<string, unknown> {
  return {
    ...(shard ? { shard: `${shard.index}/${shard.count}`, lines: shard.lines } : {}),
    mean: result.mean,
    sentences: result.sentences.map((s) => ({ score: s.score, explanation: s.explanation })),
    signature: result.signature,
  };
}

/** One system of `gecval score … SYS1 SYS2 …`: its name (file stem), the hypothesis path as given, its result. */
export interface ScoredSystem {
  readonly system: string;
  readonly hypothesis: string;
  readonly result: MetricResult;
}

const tableStd = (details: Record<string, unknown> | undefined) => (typeof details?.std === 'number' ? details.std : undefined);
const tableScore = (value: number) => (Number.isNaN(value) ? 'nan' : value.toFixed(4));

/**
 * `gecval score --metric M … SYS1 SYS2 … --json` (several systems): `{metric, results, signature}`. `signature` is
 * the table's (signed as the command signs it); a row carries its own only when the systems' signatures differ.
 * The browser app (src/web) downloads this same document.
 */
export function scoreTableView(systems: readonly ScoredSystem[], signature: string): Record<string, unknown> {
  const oneSignature = systems.every((s) => s.result.signature === systems[0]!.result.signature);
  return {
    metric: systems[0]!.result.metric,
    results: systems.map(({ system, hypothesis, result: r }) => {
      const { structuredCorpus, ...details } = (r.details ?? {}) as Record<string, unknown>;
      return {
        system,
        hypothesis,
        corpus: structuredCorpus ?? r.corpus,
        ...(Object.keys(details).length > 0 ? { details } : {}),
        ...(oneSignature ? {} : { signature: r.signature }),
      };
    }),
    ...(oneSignature ? { signature } : {}),
  };
}

/** The table of `gecval score … SYS1 SYS2 …` (text and `--tsv`): header, rows, and whether one signature serves all. */
export function scoreTableRows(systems: readonly ScoredSystem[]): { header: string[]; rows: string[][]; oneSignature: boolean } {
  const results = systems.map((s) => s.result);
  const oneSignature = results.every((r) => r.signature === results[0]!.signature);
  const hasStd = results.some((r) => tableStd(r.details) !== undefined);
  const header = ['system', results[0]!.metric, ...(hasStd ? ['std'] : []), ...(oneSignature ? [] : ['signature'])];
  const rows = systems.map(({ system, result: r }) => {
    const s = tableStd(r.details);
    return [system, tableScore(r.corpus), ...(hasStd ? [s === undefined ? '' : tableScore(s)] : []), ...(oneSignature ? [] : [r.signature])];
  });
  return { header, rows, oneSignature };
}

/** `gecval score … SYS1 SYS2 … --tsv`. */
export function scoreTableTsv(systems: readonly ScoredSystem[], signature: string): string {
  const { header, rows, oneSignature } = scoreTableRows(systems);
  return [header, ...rows].map((row) => row.join('\t')).join('\n') + (oneSignature ? `\n# ${signature}\n` : '\n');
}
