/**
 * USIM as a `Metric` (reference-less: reads source and hypothesis, ignores references). Graphs come either
 * pre-parsed — `UsimGraphMetric` scores `{source, hypothesis}` graph pairs — or from a parser function:
 * `UsimMetric` scores text `Segment`s, parsing each distinct sentence once (cached by text; call `prefetch`
 * with all sentences first to give a batch parser the whole corpus in one call). Corpus USIM is the plain mean
 * of sentence scores, as in the paper. `createTextUsim` is USIM from text with the bundled parser: the `usim`
 * registry entry (so `gecval score`, MAEGE, meta-eval and the report) builds it; it parses through the parse service
 * (src/ucca/parser/service.ts: checked cache, workers in `prepare`) and carries the same signature as
 * `gecval usim --source` (src/ucca/usim/text.ts).
 */
import { GecvalInputError } from '../../core/errors.js';
import type { UccaGraph } from '../../ucca/graph.js';
import { scoreUsim, usimSignature, type UsimVariant } from '../../ucca/usim/score.js';
import type { ParseServiceOptions } from '../../ucca/parser/service.js';
import type { Progress } from '../../core/progress.js';

export type { UsimVariant };
import type { Metric, Segment } from '../metric.js';

export interface UsimStats {
  readonly usim: number;
  readonly precision: number;
  readonly recall: number;
}

export interface UsimGraphPair {
  readonly source: UccaGraph;
  readonly hypothesis: UccaGraph;
}

/** Parses sentences (whitespace-tokenized) into one graph each, in order. */
export type UccaParseFunction = (sentences: string[]) => UccaGraph[];

/** Parses sentences on worker threads (the parse service), for `prepare`. */
export type UccaBatchParseFunction = (sentences: string[], progress?: Progress) => Promise<UccaGraph[]>;

export interface UsimMetricOptions {
  variant?: UsimVariant;
  /** Text → graph, for text input. */
  parser?: UccaParseFunction;
  /** Text → graphs on several threads: `prepare` parses every distinct sentence with it before scoring. */
  batchParser?: UccaBatchParseFunction;
  /** Name of the parser (model and version), for the signature. */
  parserName?: string;
  /** Graphs already parsed, by sentence text (used before `parser`). */
  graphs?: ReadonlyMap<string, UccaGraph>;
}

function meanOf(stats: readonly UsimStats[]): number {
  return stats.length === 0 ? 0 : stats.reduce((s, x) => s + x.usim, 0) / stats.length;
}

export class UsimGraphMetric implements Metric<UsimGraphPair, UsimStats> {
  readonly name = 'usim';
  readonly higherIsBetter = true;
  constructor(protected readonly options: UsimMetricOptions = {}) {}

  signature(): string {
    return usimSignature({ variant: this.options.variant, graphs: this.options.parserName ?? 'given' });
  }

  statistics(item: UsimGraphPair): UsimStats {
    const r = scoreUsim(item.source, item.hypothesis, { variant: this.options.variant });
    return { usim: r.usim, precision: r.precision, recall: r.recall };
  }

  sentenceScore(stats: UsimStats): number {
    return stats.usim;
  }

  corpusScore(stats: readonly UsimStats[]): number {
    return meanOf(stats);
  }
}

export class UsimMetric implements Metric<Segment, UsimStats> {
  readonly name = 'usim';
  readonly higherIsBetter = true;
  private readonly cache = new Map<string, UccaGraph>();
  private readonly graphMetric: UsimGraphMetric;

  constructor(private readonly options: UsimMetricOptions = {}) {
    if (!options.parser && !options.graphs) throw new Error('UsimMetric needs a parser function or pre-parsed graphs');
    for (const [text, graph] of options.graphs ?? []) this.cache.set(text, graph);
    this.graphMetric = new UsimGraphMetric(options);
  }

  /** Parses, in one parser call, every sentence not parsed yet. */
  prefetch(sentences: readonly string[]): void {
    const missing = [...new Set(sentences)].filter((s) => !this.cache.has(s));
    if (missing.length === 0) return;
    if (!this.options.parser) throw new GecvalInputError(`no UCCA graph for ${missing.length} sentence(s) (first: "${missing[0]}") and no parser given`);
    const graphs = this.options.parser(missing);
    if (graphs.length !== missing.length) throw new Error(`the parser returned ${graphs.length} graphs for ${missing.length} sentences`);
    missing.forEach((s, i) => this.cache.set(s, graphs[i]!));
  }

  /** Parses every distinct sentence of the items in one batch (on worker threads with a batch parser). */
  async prepare(items: readonly Segment[], progress?: Progress): Promise<void> {
    if (!this.options.batchParser) return;
    const missing = [...new Set(items.flatMap((item) => [item.source, item.hypothesis]))].filter((s) => !this.cache.has(s));
    if (missing.length === 0) return;
    const graphs = await this.options.batchParser(missing, progress);
    missing.forEach((s, i) => this.cache.set(s, graphs[i]!));
  }

  /** The graph of a sentence, parsing it if it was not parsed yet. */
  graphOf(sentence: string): UccaGraph {
    this.prefetch([sentence]);
    return this.cache.get(sentence)!;
  }

  signature(): string {
    return this.graphMetric.signature();
  }

  statistics(item: Segment): UsimStats {
    return this.graphMetric.statistics({ source: this.graphOf(item.source), hypothesis: this.graphOf(item.hypothesis) });
  }

  sentenceScore(stats: UsimStats): number {
    return stats.usim;
  }

  corpusScore(stats: readonly UsimStats[]): number {
    return meanOf(stats);
  }
}

export interface TextUsimOptions extends Pick<ParseServiceOptions, 'model' | 'tokenized' | 'cacheDir' | 'parsesDir' | 'jobs'> {
  readonly variant?: UsimVariant;
}

/**
 * USIM on text: each distinct sentence parsed once by the parse service (cached on disk with `cacheDir`; on `jobs`
 * worker threads when the caller runs `prepare`, as `scoreSegments` does).
 */
export async function createTextUsim(options: TextUsimOptions = {}): Promise<UsimMetric> {
  const { parseLines, parseLinesSync } = await import('../../ucca/parser/service.js');
  const { resolveModel } = await import('../../ucca/parser/catalogue.js');
  const { textUsimGraphs } = await import('../../ucca/usim/text.js');
  const { variant, ...parse } = options;
  const parseOptions = { ...parse, model: resolveModel(parse.model), tokenized: parse.tokenized ?? true };
  return new UsimMetric({
    variant: variant ?? 'code',
    parser: (sentences) => parseLinesSync(sentences, parseOptions).graphs,
    ...((parse.jobs ?? 1) > 1 ? { batchParser: async (sentences: string[], progress?: Progress) => (await parseLines(sentences, { ...parseOptions, ...(progress === undefined ? {} : { progress }) })).graphs } : {}),
    // The signature embeds the parser's, as `textUsimSignature` (what `gecval usim --source` prints) does.
    parserName: textUsimGraphs(parseOptions),
  });
}
