/**
 * Scores every system of a meta-evaluation dataset with one metric: registry metrics through their entry's
 * `scoreFiles` (corpus score as the metric defines it, plus sentence scores), user metrics (`module:PATH`,
 * `cmd:NAME=COMMAND`, as MAEGE takes them) through MAEGE's scorer adapters (corpus = mean sentence score).
 * A metric that returns a non-finite score for any sentence is an error naming metric, system and sentence.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { userFixable, writeFileAtomic } from '../../core/write.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError, isInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { formatM2, type M2Sentence } from '../../formats/m2.js';
import type { Segment } from '../../metrics/metric.js';
import { scoreSegments } from '../../metrics/segment-scoring.js';
import { findMetric, resolveOptions, type AnyMetricEntry } from '../../metrics/registry.js';
import { createScorer, parseScorerSpec } from '../maege/scorer-spec.js';

/** One test set as the metrics see it: sources, references (per reference set), gold M2, and each system's output. */
export interface ScoringInput {
  readonly sources: readonly string[];
  /** Reference sets, each parallel to `sources`. */
  readonly references: readonly (readonly string[])[];
  /** Gold M2 blocks parallel to `sources` (for M2-based metrics). */
  readonly m2?: readonly M2Sentence[];
  /** System → output lines, parallel to `sources`. */
  readonly outputs: ReadonlyMap<string, readonly string[]>;
}

export interface SystemScores {
  readonly metric: string;
  readonly higherIsBetter: boolean;
  readonly signature: string;
  /** System → corpus score. */
  readonly corpus: ReadonlyMap<string, number>;
  /** System → sentence scores, parallel to the sources. */
  readonly sentences: ReadonlyMap<string, readonly number[]>;
  /**
   * An ensemble's members: system → member → sentence scores (`details.memberSentences` of its result). Pairwise
   * comparisons of an ensemble are its members' majority vote (gec-metrics `MetricEnsemble.score_pairwise`).
   */
  readonly members?: ReadonlyMap<string, readonly (readonly number[])[]>;
}

/** The member sentence scores an ensemble metric returns in its details, if the result has them. */
function memberSentences(details: Record<string, unknown> | undefined): readonly (readonly number[])[] | undefined {
  const m = details?.['memberSentences'];
  return Array.isArray(m) ? (m as number[][]) : undefined;
}

/** A `--metric` entry: registry name with optional `:key=value,…` options is not supported here; options come separately. */
export interface MetricRequest {
  readonly spec: string;
  /** The metric's name in result rows (default: its registry name; e.g. to tell two ensembles apart). */
  readonly name?: string;
  readonly options?: Readonly<Record<string, string>>;
}

function checkFinite(metric: string, system: string, corpus: number, sentences: readonly number[], expected: number): void {
  if (sentences.length !== expected) {
    throw new GecvalInputError(`metric '${metric}' returned ${sentences.length} sentence scores for system '${system}', expected ${expected}`);
  }
  const bad = sentences.findIndex((s) => !Number.isFinite(s));
  if (bad >= 0) {
    throw new GecvalInputError(`metric '${metric}' failed on system '${system}', sentence ${bad + 1}: score ${String(sentences[bad])}`);
  }
  if (!Number.isFinite(corpus)) throw new GecvalInputError(`metric '${metric}' failed on system '${system}': corpus score ${String(corpus)}`);
}

/** The registry entry for a name (one registry: every metric gecval has is found here). */
export function findMetaEvalMetric(name: string): AnyMetricEntry {
  return findMetric(name);
}

const isUserSpec = (spec: string) => spec.startsWith('module:') || spec.startsWith('cmd:') || /\.(m?js|ts)$/u.test(spec);

/**
 * Reference-less registry metrics (the grammar checker, USIM, faithfulness) read source and hypothesis only, and
 * their file form is their segment form (`scoreSegments(create(options))`). Scoring every system with one metric
 * instance, prepared once with all systems' sentences, lets it check or parse each distinct sentence once: the 13
 * CoNLL-2014 outputs have 7,432 distinct lines among 17,056, SEEDA's 15 have 2,861 among 5,865.
 */
function isReferenceLess(entry: AnyMetricEntry): boolean {
  const required: readonly string[] = entry.reads.required;
  return entry.create !== undefined && required.length === 2 && required.includes('source') && required.includes('hypothesis') && entry.reads.anyOf === undefined;
}

async function scoreReferenceLess(input: ScoringInput, entry: AnyMetricEntry, options: Record<string, unknown>, progress?: Progress): Promise<SystemScores> {
  const metric = await entry.create!(options, { progress });
  try {
    const bySystem = new Map([...input.outputs].map(([system, hyps]) => [system, input.sources.map((source, i): Segment => ({ source, hypothesis: hyps[i]!, references: [] }))]));
    await metric.prepare?.([...bySystem.values()].flat(), progress);
    const corpus = new Map<string, number>();
    const sentences = new Map<string, readonly number[]>();
    let signature = '';
    for (const [system, segments] of bySystem) {
      let result;
      try {
        result = await scoreSegments(metric, segments);
      } catch (error) {
        if (isInputError(error)) throw new GecvalInputError(`metric '${entry.name}' failed on system '${system}': ${error.message}`);
        throw error;
      }
      checkFinite(entry.name, system, result.corpus, result.sentences, input.sources.length);
      corpus.set(system, result.corpus);
      sentences.set(system, result.sentences);
      signature = result.signature;
    }
    return { metric: entry.name, higherIsBetter: entry.higherIsBetter ?? true, signature, corpus, sentences };
  } finally {
    await metric.close?.();
  }
}

/** Scores all systems; the files a registry metric reads are written to a private temporary folder and removed after. */
export async function scoreSystems(input: ScoringInput, request: MetricRequest, progress?: Progress): Promise<SystemScores> {
  const systems = [...input.outputs.keys()];
  if (isUserSpec(request.spec)) {
    const scorer = await createScorer(parseScorerSpec(request.spec));
    try {
      const corpus = new Map<string, number>();
      const sentences = new Map<string, readonly number[]>();
      for (const system of systems) {
        const hyps = input.outputs.get(system)!;
        const items: Segment[] = input.sources.map((source, i) => ({ source, hypothesis: hyps[i]!, references: input.references.map((r) => r[i]!) }));
        const scores = await scorer.score(items);
        const mean = scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length);
        checkFinite(scorer.name, system, mean, scores, items.length);
        corpus.set(system, mean);
        sentences.set(system, scores);
      }
      return { metric: scorer.name, higherIsBetter: scorer.higherIsBetter, signature: `${scorer.signature}|corpus:mean`, corpus, sentences };
    } finally {
      await scorer.close?.();
    }
  }
  const entry = findMetaEvalMetric(request.spec);
  const options = resolveOptions(entry, request.options ?? {});
  if (isReferenceLess(entry)) return scoreReferenceLess(input, entry, options, progress);
  const dir = userFixable(tmpdir(), 'a temporary folder', () => mkdtempSync(join(tmpdir(), 'gecval-meta-eval-')));
  try {
    const write = (name: string, lines: readonly string[]) => {
      const path = join(dir, name);
      writeFileAtomic(path, lines.map((l) => `${l}\n`).join(''), 'a temporary file (in the system temporary folder)', { durable: false });
      return path;
    };
    const source = write('source.txt', input.sources);
    const references = input.references.map((r, k) => write(`ref${k}.txt`, r));
    let m2: string | undefined;
    if (input.m2 !== undefined) {
      m2 = join(dir, 'gold.m2');
      writeFileAtomic(m2, formatM2(input.m2), 'a temporary file (in the system temporary folder)', { durable: false });
    }
    const hypotheses = systems.map((system, k) => write(`hyp-${k}.txt`, input.outputs.get(system)!));
    // Metrics whose score depends on the whole set of systems (GoToScorer's difficulty weights) take the others
    // as a `systems` list file: the dataset's systems, unless the user gave one.
    if (entry.options.some((o) => o.key === 'systems') && (options['systems'] ?? '') === '') options['systems'] = write('systems.txt', hypotheses);
    const corpus = new Map<string, number>();
    const sentences = new Map<string, readonly number[]>();
    const members = new Map<string, readonly (readonly number[])[]>();
    let signature = '';
    for (const [k, system] of systems.entries()) {
      const hypothesis = hypotheses[k]!;
      let result;
      try {
        result = await entry.scoreFiles({ source, references, hypothesis, m2 }, options, { progress });
      } catch (error) {
        if (isInputError(error)) throw new GecvalInputError(`metric '${entry.name}' failed on system '${system}': ${error.message.replace(dir, '<tmp>')}`);
        throw error;
      }
      checkFinite(entry.name, system, result.corpus, result.sentences, input.sources.length);
      corpus.set(system, result.corpus);
      sentences.set(system, result.sentences);
      const m = memberSentences(result.details);
      if (m !== undefined) members.set(system, m);
      signature = result.signature;
    }
    // `higherIsBetter` joins the entry shape with the single registry (contract point 2); until then, true.
    const higherIsBetter = (entry as { higherIsBetter?: boolean }).higherIsBetter ?? true;
    return { metric: entry.name, higherIsBetter, signature, corpus, sentences, ...(members.size === systems.length ? { members } : {}) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
