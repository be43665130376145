/**
 * One meta-evaluation, one output shape: for a dataset (SEEDA, GJG15, NSPT15, MAEGE) and a list of metrics, rows of
 * (dataset, metric, human yardstick, system set, level, statistic, value, interval). System level correlates corpus
 * scores with human system scores; sentence level compares sentence scores with the humans' pairwise rankings.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeSignature } from '../../core/signature.js';
import { GecvalInputError } from '../../core/errors.js';
import { editsOf, applyEdits, readM2, type M2Sentence } from '../../formats/m2.js';
import { readAppraiseRankings, type SentenceRanking } from '../../formats/appraise.js';
import { readSentenceFile } from '../../formats/parallel.js';
import { readLines, readTextFile } from '../../formats/text-file.js';
import { prepareRaw, type RawTextOptions } from '../../text/raw.js';
import { expectedWins, readPairwiseJudgments, restrictToSystems, type PairwiseJudgment } from '../maege/chr.js';
import { readSeeda, seedaSystemSet, SEEDA_SYSTEM_SETS, SEEDA_YARDSTICKS, type SeedaData } from './seeda.js';
import { scoreSystems, type MetricRequest, type ScoringInput, type SystemScores } from './scoring.js';
import { aggregateSystems, GEC_METRICS_TRUESKILL, type Aggregation } from './aggregate.js';
import {
  DEFAULT_BOOTSTRAP,
  pairCounts,
  pairedCorrelationBootstrap,
  systemPairwiseAccuracy,
  sentenceLevel,
  systemCorrelation,
  williamsTest,
  windowAnalysis,
  correlate,
  type BootstrapSettings,
  type PairCounts,
} from './stats.js';

export type MetaEvalDataset = 'seeda' | 'gjg15' | 'nspt15' | 'maege';
export const META_EVAL_DATASETS: readonly MetaEvalDataset[] = ['seeda', 'gjg15', 'nspt15', 'maege'];

export interface MetaEvalRow {
  readonly dataset: string;
  readonly metric: string;
  /** e.g. `SEEDA-E/TrueSkill`, `GJG15/ExpectedWins`, `SEEDA-S/rankings`. */
  readonly yardstick: string;
  readonly systemSet: string;
  readonly level: 'system' | 'sentence' | 'window' | 'corpus';
  /** `pearson`, `spearman`, `accuracy` (system level: pairwise accuracy over system pairs), `kendall`, `pearson@FROM-TO`… */
  readonly statistic: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** Systems (system level) or human pairs (sentence level) the statistic is over. */
  readonly n: number;
  /**
   * How the metric's system scores were made (system and window levels): `corpus` (its corpus score), `trueskill` or
   * `expected-wins` (its sentence-level comparisons aggregated like the humans'; src/analyses/meta-eval/aggregate.ts).
   * Absent at the sentence level and for MAEGE.
   */
  readonly aggregation?: Aggregation;
}

export interface MetricComparison {
  readonly dataset: string;
  readonly yardstick: string;
  readonly systemSet: string;
  readonly statistic: 'pearson' | 'spearman';
  readonly a: string;
  readonly b: string;
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /** Paired bootstrap over systems, two-sided. */
  readonly pBootstrap: number;
  /** Williams' test, one-sided for a > b (Pearson only). */
  readonly williams?: { readonly t: number; readonly dof: number; readonly p: number };
}

export interface MetaEvalResult {
  readonly dataset: MetaEvalDataset;
  readonly signature: string;
  readonly rows: readonly MetaEvalRow[];
  readonly comparisons: readonly MetricComparison[];
  /** Per metric: its signature and system scores (so the correlations can be checked by hand). */
  readonly metrics: readonly {
    readonly metric: string;
    readonly signature: string;
    readonly corpus: Record<string, number>;
    /** TrueSkill / Expected Wins system scores per system set (when asked for), higher = better. */
    readonly aggregated?: Partial<Record<Aggregation, Record<string, Record<string, number>>>>;
    readonly seconds?: number;
  }[];
  /** Human system scores per yardstick. */
  readonly human: Record<string, Record<string, number>>;
  readonly notes: readonly string[];
}

export interface MetaEvalOptions {
  /** Data root in the shared layout: `seeda/`, `conll14/`, `human/`. */
  readonly data: string;
  readonly bootstrap?: Partial<BootstrapSettings>;
  /** Window size of SEEDA's window analysis (default 8; 0 = none). */
  readonly window?: number;
  /** How metric system scores are made (default `corpus`); several give rows for each. */
  readonly aggregate?: readonly Aggregation[];
  /** Restrict to these system sets (default: all of the dataset's). */
  readonly systemSets?: readonly string[];
  /** SEEDA: read this file as LM-Critic's subset outputs instead of `outputs/subset/LM-Critic.txt`. */
  readonly lmCriticSubset?: string;
  /**
   * Only these systems of the dataset (e.g. a report's systems matched by name): scored alone, as one system set
   * named `selected` (the window analysis runs on it). An unknown name is an error.
   */
  readonly systems?: readonly string[];
  /** Outputs of the dataset's own systems read from the user's files instead (see SystemOutputFile). */
  readonly systemOutputs?: readonly SystemOutputFile[];
  readonly onMetric?: (metric: string) => void;
}

/**
 * A user's file standing in for one of the dataset's systems: the same system's output in another form (its raw or
 * detokenised text, another tokenisation, a re-run), scored against the dataset's references and compared with the
 * human judgments of that system. One line per dataset sentence (SEEDA: its subset sentences, as
 * `outputs/subset/NAME.txt`; GJG15, NSPT15: the CoNLL-2014 test set); with `raw`, raw text tokenised (and with
 * `raw.segment` re-segmented) onto the dataset's source sentences first. A new system has no human judgments and so no
 * place here: score it with `gecval score` or `gecval m2` (raw with --tokenize).
 */
export interface SystemOutputFile {
  readonly system: string;
  readonly file: string;
  readonly raw?: RawTextOptions;
}

/** One reference set per annotator of the gold M2 (annotator k's edits applied, first alternative). */
export function referencesFromM2(m2: readonly M2Sentence[], annotators: readonly number[], file = '<m2>'): string[][] {
  return annotators.map((k) => m2.map((s) => applyEdits(s.tokens, editsOf(s, k), file).join(' ')));
}

interface Prepared {
  readonly scoring: ScoringInput;
  readonly systemSets: Readonly<Record<string, readonly string[]>>;
  /** Yardstick → system → human score. */
  readonly human: Record<string, ReadonlyMap<string, number>>;
  /** Sentence-level yardsticks: name → rankings over `scoring.sources` lines. */
  readonly rankings: Record<string, readonly SentenceRanking[]>;
  /** Sentence-level yardsticks from pairwise CSV judgments (NSPT15). */
  readonly pairwise: Record<string, readonly PairwiseJudgment[]>;
  readonly windowSet?: string;
  /**
   * The order in which TrueSkill aggregation rates the systems' pairs (it is sequential, so the order matters):
   * gec-metrics' order of the dataset's systems. Absent: the order of `scoring.outputs` (alphabetical).
   */
  readonly aggregationOrder?: readonly string[];
  /** Signature fields that pin the data version (SEEDA's LM-Critic subset file). */
  readonly dataVersion?: Record<string, string>;
  readonly notes: string[];
  /** Scores shared with the other datasets on the same outputs (GJG15, NSPT15). */
  readonly shared?: ConllScoring;
}

/**
 * GJG15 and NSPT15 score the same CoNLL-2014 outputs against the same references: within one process the scoring
 * input is built once per data folder and its files' modification times, and each metric's system scores are
 * kept with it, so `--dataset gjg15,nspt15` scores every metric once (USIM and the grammar checker take minutes).
 */
interface ConllScoring {
  readonly input: ScoringInput;
  readonly scores: Map<string, Promise<SystemScores>>;
}
const conllScoringCache = new Map<string, ConllScoring>();

function conllScoring(data: string, build: () => ScoringInput): ConllScoring {
  const files = [join(data, 'conll14', 'official-2014.combined.m2'), join(data, 'conll14', 'source.txt'), ...CONLL_TEAMS.map((s) => join(data, 'conll14', 'systems', `${s}.txt`))];
  const key = [resolve(data), ...files.map((f) => (existsSync(f) ? statSync(f).mtimeMs : -1))].join('\u001f');
  let cached = conllScoringCache.get(key);
  if (cached === undefined) {
    cached = { input: build(), scores: new Map() };
    conllScoringCache.set(key, cached);
  }
  return cached;
}

/** A metric's system scores, shared between datasets that share the scoring input (GJG15, NSPT15). */
function scoreOnce(prepared: Prepared, request: MetricRequest): Promise<SystemScores> {
  const shared = prepared.shared;
  if (shared === undefined) return scoreSystems(prepared.scoring, request);
  const key = JSON.stringify([request.spec, Object.entries(request.options ?? {}).sort()]);
  let scores = shared.scores.get(key);
  if (scores === undefined) {
    scores = scoreSystems(prepared.scoring, request);
    shared.scores.set(key, scores);
    // A failure is not cached: the next call tries again (and reports the error again).
    scores.catch(() => shared.scores.delete(key));
  }
  return scores;
}

function conllGold(data: string) {
  const file = join(data, 'conll14', 'official-2014.combined.m2');
  const m2 = readM2(file);
  return { file, m2, references: referencesFromM2(m2, [0, 1], file) };
}

function prepareSeeda(data: string, lmCriticSubset?: string): Prepared {
  const seeda: SeedaData = readSeeda(join(data, 'seeda'), { lmCriticSubset });
  const gold = conllGold(data);
  const m2 = seeda.subsetToFull.map((i) => gold.m2[i]!);
  m2.forEach((s, i) => {
    if (s.tokens.join(' ') !== seeda.sources[i]!.trim().split(/\s+/u).join(' ')) {
      throw new GecvalInputError(`SEEDA subset sentence ${i + 1} differs from the gold M2 sentence ${seeda.subsetToFull[i]! + 1}`, { file: gold.file, line: s.line });
    }
  });
  const references = gold.references.map((r) => seeda.subsetToFull.map((i) => r[i]!));
  return {
    scoring: { sources: seeda.sources, references, m2, outputs: seeda.outputs },
    systemSets: Object.fromEntries(Object.keys(SEEDA_SYSTEM_SETS).map((k) => [k, seedaSystemSet(k)])),
    human: Object.fromEntries(SEEDA_YARDSTICKS.map((y) => [y, seeda.human[y]!])),
    rankings: { 'SEEDA-S/rankings': seeda.rankings.sentence.rankings, 'SEEDA-E/rankings': seeda.rankings.edit.rankings },
    pairwise: {},
    windowSet: 'base',
    dataVersion: { 'seeda-lm-critic': seeda.lmCriticVersion },
    notes: [
      `SEEDA: ${seeda.sources.length} subset sentences; references = CoNLL-2014 official annotators 0 and 1; src-id proven ${seeda.rankings.sentence.proof.base}-based against outputs/all`,
      `SEEDA outputs/subset/LM-Critic.txt: version ${seeda.lmCriticVersion}; ${seeda.lmCriticMismatches} of ${seeda.sources.length} lines differ from LM-Critic's outputs/all at the subset's positions (the version of 2024-12-14 has 0, earlier ones 295)`,
      'SEEDA human system scores: the published scores/human files (Expected Wins recomputed from the XML agrees within 0.001)',
    ],
  };
}

const CONLL_TEAMS = ['AMU', 'CAMB', 'CUUI', 'IITB', 'IPN', 'NTHU', 'PKU', 'POST', 'RAC', 'SJTU', 'UFC', 'UMC'] as const;

/** Grundkiewicz et al. (2015), Table 3 (b) Expected Wins and (c) TrueSkill, 12 teams + INPUT. */
export const GJG15_PUBLISHED: Record<string, Record<string, number>> = {
  'GJG15/ExpectedWins': { AMU: 0.628, RAC: 0.566, CAMB: 0.561, CUUI: 0.55, POST: 0.539, UFC: 0.513, PKU: 0.506, UMC: 0.495, IITB: 0.485, SJTU: 0.463, INPUT: 0.456, NTHU: 0.437, IPN: 0.3 },
  'GJG15/TrueSkill': { AMU: 0.273, CAMB: 0.182, RAC: 0.114, CUUI: 0.105, POST: 0.08, PKU: -0.001, UMC: -0.022, UFC: -0.041, IITB: -0.055, INPUT: -0.062, SJTU: -0.074, NTHU: -0.142, IPN: -0.358 },
};

function conllOutputs(data: string): Map<string, readonly string[]> {
  const outputs = new Map<string, readonly string[]>();
  for (const s of CONLL_TEAMS) outputs.set(s, readSentenceFile(join(data, 'conll14', 'systems', `${s}.txt`)).lines);
  outputs.set('INPUT', readSentenceFile(join(data, 'conll14', 'source.txt')).lines);
  return new Map([...outputs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** gec-metrics' order of GJG15's systems (its `MetaEvalGJG.MODELS`, Table 3 (b)): TrueSkill aggregation rates pairs in this order. */
export const GEC_METRICS_GJG15_ORDER = ['AMU', 'RAC', 'CAMB', 'CUUI', 'POST', 'UFC', 'PKU', 'UMC', 'IITB', 'SJTU', 'INPUT', 'NTHU', 'IPN'] as const;

const conllSets = { all: [...CONLL_TEAMS, 'INPUT'].sort(), teams: [...CONLL_TEAMS] };

function conllInput(data: string): ConllScoring {
  return conllScoring(data, () => {
    const gold = conllGold(data);
    const outputs = conllOutputs(data);
    return { sources: outputs.get('INPUT')!, references: gold.references, m2: gold.m2, outputs };
  });
}

function prepareGjg15(data: string): Prepared {
  const shared = conllInput(data);
  const outputs = shared.input.outputs;
  const file = join(data, 'human', 'grundkiewicz2015', '8judgments.xml');
  const { rankings, proof } = readAppraiseRankings(file, outputs);
  return {
    scoring: shared.input,
    shared,
    systemSets: conllSets,
    human: Object.fromEntries(Object.entries(GJG15_PUBLISHED).map(([k, v]) => [k, new Map(Object.entries(v))])),
    rankings: { 'GJG15/rankings': rankings },
    aggregationOrder: GEC_METRICS_GJG15_ORDER,
    pairwise: {},
    notes: [
      `GJG15: metric scores on the whole CoNLL-2014 test set (${outputs.get('INPUT')!.length} sentences); human scores as published (Table 3); src-id proven ${proof.base}-based (${proof.evidence[proof.base].agreeing} of ${proof.evidence[proof.base].shared} shared elements agree)`,
    ],
  };
}

function prepareNspt15(data: string): Prepared {
  const shared = conllInput(data);
  const outputs = shared.input.outputs;
  const file = join(data, 'human', 'napoles2015', 'all_judgments.csv');
  const judgments = readPairwiseJudgments(file, { indexColumn: 'segmentId', sentences: outputs.get('INPUT')!.length }).map((j) => ({
    ...j,
    first: j.first === 'src' ? 'INPUT' : j.first,
    second: j.second === 'src' ? 'INPUT' : j.second,
  }));
  const restricted = restrictToSystems(judgments, new Set(outputs.keys()));
  return {
    scoring: shared.input,
    shared,
    systemSets: conllSets,
    human: { 'NSPT15/ExpectedWins': expectedWins(restricted) },
    rankings: {},
    pairwise: { 'NSPT15/judgments': restricted },
    notes: [
      `NSPT15: metric scores on the whole CoNLL-2014 test set; Expected Wins recomputed from all_judgments.csv (${restricted.length} pairwise judgments among the 12 teams and the source, 'src' read as INPUT; refmix1 left out); no published TrueSkill scores are available to gecval`,
    ],
  };
}

/** Pairwise CSV judgments counted like SEEDA's rankings: one unit per judgment, human ties skipped. */
function pairCountsFromJudgments(
  judgments: readonly PairwiseJudgment[],
  systems: ReadonlySet<string>,
  scores: ReadonlyMap<string, readonly number[]>,
  higherIsBetter: boolean,
  members?: ReadonlyMap<string, readonly (readonly number[])[]>,
): PairCounts {
  const used = judgments.filter((j) => systems.has(j.first) && systems.has(j.second) && j.firstRank !== j.secondRank);
  const pairs = new Int32Array(used.length).fill(1);
  const agree = new Int32Array(used.length);
  used.forEach((j, k) => {
    let a = scores.get(j.first)![j.sentence]!;
    let b = scores.get(j.second)![j.sentence]!;
    if (members !== undefined) {
      // An ensemble's verdict: its members' majority vote (a tied vote is a metric tie).
      const mb = members.get(j.second)!;
      a = members.get(j.first)!.reduce((votes, m, k) => votes + Math.sign(m[j.sentence]! - mb[k]![j.sentence]!), 0);
      b = 0;
    }
    const metricFirstBetter = higherIsBetter ? a > b : !(a > b);
    if (metricFirstBetter === j.firstRank < j.secondRank) agree[k] = 1;
  });
  return { pairs, agree };
}

export function prepareDataset(
  dataset: MetaEvalDataset,
  data: string,
  options: { readonly lmCriticSubset?: string; readonly systems?: readonly string[]; readonly systemOutputs?: readonly SystemOutputFile[] } = {},
): Prepared {
  let prepared: Prepared;
  if (dataset === 'seeda') prepared = prepareSeeda(data, options.lmCriticSubset);
  else if (dataset === 'gjg15') prepared = prepareGjg15(data);
  else if (dataset === 'nspt15') prepared = prepareNspt15(data);
  else throw new GecvalInputError(`dataset '${dataset}' is not a human-judgment dataset`);
  if (options.systemOutputs !== undefined && options.systemOutputs.length > 0) prepared = replaceOutputs(prepared, DATASET_LABEL[dataset], options.systemOutputs);
  return options.systems === undefined ? prepared : selectSystems(prepared, DATASET_LABEL[dataset], options.systems);
}

/** The dataset with some systems' outputs read from the user's files (SystemOutputFile); signed `user-outputs:A+B` (and the raw step's fields). */
function replaceOutputs(prepared: Prepared, label: string, files: readonly SystemOutputFile[]): Prepared {
  const outputs = new Map(prepared.scoring.outputs);
  const judged = Object.values(prepared.human);
  const sources = prepared.scoring.sources;
  let rawFields: Record<string, string> = {};
  const notes: string[] = [];
  for (const f of files) {
    if (!outputs.has(f.system) || judged.some((h) => !h.has(f.system))) {
      throw new GecvalInputError(`--system-output: '${f.system}' is not a system with human judgments in ${label} (its systems: ${[...outputs.keys()].filter((k) => judged.every((h) => h.has(k))).join(', ')})`);
    }
    if (files.filter((g) => g.system === f.system).length > 1) throw new GecvalInputError(`--system-output: '${f.system}' is given twice`);
    let lines: string[];
    if (f.raw !== undefined) {
      const raw = prepareRaw(readTextFile(f.file), f.raw, sources, f.file);
      lines = raw.lines;
      rawFields = raw.signatureFields;
    } else {
      lines = readLines(f.file);
    }
    if (lines.length !== sources.length) {
      throw new GecvalInputError(`has ${lines.length} lines but ${label} has ${sources.length} sentences (one line each${label === 'SEEDA' ? ", as SEEDA's outputs/subset files" : ''})`, { file: f.file });
    }
    outputs.set(f.system, lines);
    notes.push(`${label}: ${f.system}'s outputs read from ${f.file}${f.raw !== undefined ? ` (raw text: ${Object.entries(rawFields).map(([k, v]) => `${k}:${v}`).join('|')})` : ''}`);
  }
  // Not `shared`: the GJG15/NSPT15 cache holds the scores of the dataset's own outputs.
  const { shared: _shared, ...rest } = prepared;
  return {
    ...rest,
    scoring: { ...prepared.scoring, outputs },
    dataVersion: { ...prepared.dataVersion, 'user-outputs': files.map((f) => f.system).join('+'), ...rawFields },
    notes: [...prepared.notes, ...notes],
  };
}

/** The dataset restricted to some of its systems: only they are scored, as one system set `selected`. */
function selectSystems(prepared: Prepared, label: string, systems: readonly string[]): Prepared {
  const outputs = prepared.scoring.outputs;
  const judged = Object.values(prepared.human);
  for (const s of systems) {
    if (!outputs.has(s) || judged.some((h) => !h.has(s))) {
      throw new GecvalInputError(`system '${s}' has no human judgments in ${label} (its systems: ${[...outputs.keys()].filter((k) => judged.every((h) => h.has(k))).join(', ')})`);
    }
  }
  if (new Set(systems).size !== systems.length) throw new GecvalInputError(`a system is named twice in the selection ${systems.join(', ')}`);
  const selected = new Map([...outputs].filter(([name]) => systems.includes(name)));
  // Not `shared`: the GJG15/NSPT15 cache holds scores of every system.
  const { shared: _shared, ...rest } = prepared;
  return {
    ...rest,
    scoring: { ...prepared.scoring, outputs: selected },
    systemSets: { selected: [...selected.keys()] },
    windowSet: 'selected',
    notes: [...prepared.notes, `${label}: only the systems ${[...selected.keys()].join(', ')} (the set 'selected')`],
  };
}

/** TrueSkill's settings and rating order, for the signature (the aggregation draws nothing at random: no seed). */
function trueSkillSignature(prepared: Prepared): string {
  const t = GEC_METRICS_TRUESKILL;
  return `mu=${t.mu},sigma=${t.sigma},beta=${t.beta},tau=${t.tau},draw=${t.drawProbability},order=${prepared.aggregationOrder === undefined ? 'alphabetical' : 'gec-metrics'}`;
}

/**
 * A metric's system scores over `systems` (in their order), higher = better: its corpus scores (times `sign`), or
 * TrueSkill / Expected Wins of its sentence-level comparisons, the systems compared in the dataset's aggregation order.
 */
function metricSystemScores(prepared: Prepared, scores: SystemScores, systems: readonly string[], aggregation: Aggregation, sign: number): number[] {
  if (aggregation === 'corpus') return systems.map((s) => sign * scores.corpus.get(s)!);
  const inSet = new Set(systems);
  const order = prepared.aggregationOrder === undefined ? [...systems] : prepared.aggregationOrder.filter((s) => inSet.has(s));
  const aggregated = aggregateSystems(aggregation, order, scores.sentences, scores.higherIsBetter, scores.members);
  const bySystem = new Map(order.map((s, i) => [s, aggregated[i]!]));
  return systems.map((s) => bySystem.get(s)!);
}

const DATASET_LABEL: Record<MetaEvalDataset, string> = { seeda: 'SEEDA', gjg15: 'GJG15', nspt15: 'NSPT15', maege: 'MAEGE' };

export async function runHumanMetaEval(dataset: Exclude<MetaEvalDataset, 'maege'>, metrics: readonly MetricRequest[], options: MetaEvalOptions): Promise<MetaEvalResult> {
  const bootstrap = { ...DEFAULT_BOOTSTRAP, ...options.bootstrap };
  const prepared = prepareDataset(dataset, options.data, { lmCriticSubset: options.lmCriticSubset, systems: options.systems, systemOutputs: options.systemOutputs });
  const aggregations: readonly Aggregation[] = options.aggregate ?? ['corpus'];
  const label = DATASET_LABEL[dataset];
  const sets = Object.entries(prepared.systemSets).filter(([name]) => options.systemSets === undefined || options.systemSets.includes(name));
  if (sets.length === 0) throw new GecvalInputError(`no system set of ${label} matches (known: ${Object.keys(prepared.systemSets).join(', ')})`);
  const window = options.window ?? 8;
  const rows: MetaEvalRow[] = [];
  const scored: SystemScores[] = [];
  const names: string[] = [];
  const aggregatedOf = new Map<SystemScores, Partial<Record<Aggregation, Record<string, Record<string, number>>>>>();
  for (const request of metrics) {
    options.onMetric?.(request.spec);
    const scores = await scoreOnce(prepared, request);
    scored.push(scores);
    const name = request.name ?? scores.metric;
    names.push(name);
    const sign = scores.higherIsBetter ? 1 : -1;
    for (const aggregation of aggregations) {
      for (const [setName, systems] of sets) {
        const m = metricSystemScores(prepared, scores, systems, aggregation, sign);
        if (aggregation !== 'corpus') {
          let byAggregation = aggregatedOf.get(scores);
          if (byAggregation === undefined) aggregatedOf.set(scores, (byAggregation = {}));
          (byAggregation[aggregation] ??= {})[setName] = Object.fromEntries(systems.map((s, i) => [s, m[i]!]));
        }
        for (const [yardstick, human] of Object.entries(prepared.human)) {
          const h = systems.map((s) => human.get(s)!);
          const base = { dataset: label, metric: name, yardstick, systemSet: setName, aggregation };
          for (const kind of ['pearson', 'spearman'] as const) {
            const c = systemCorrelation(kind, h, m, bootstrap);
            rows.push({ ...base, level: 'system', statistic: kind, value: c.value, low: c.low, high: c.high, n: systems.length });
          }
          const acc = systemPairwiseAccuracy(h, m, bootstrap);
          rows.push({ ...base, level: 'system', statistic: 'accuracy', value: acc.value, low: acc.low, high: acc.high, n: systems.length });
          if (setName === prepared.windowSet && window > 0 && window < systems.length) {
            for (const w of windowAnalysis(h, m, window, bootstrap)) {
              for (const kind of ['pearson', 'spearman'] as const) {
                rows.push({ ...base, level: 'window', statistic: `${kind}@${w.from}-${w.to}`, value: w[kind].value, low: w[kind].low, high: w[kind].high, n: window });
              }
            }
          }
        }
      }
    }
    for (const [setName, systems] of sets) {
      const counted: [string, PairCounts][] = [
        ...Object.entries(prepared.rankings).map(([y, r]) => [y, pairCounts(r, systems, scores.sentences, scores.higherIsBetter, scores.members)] as [string, PairCounts]),
        ...Object.entries(prepared.pairwise).map(([y, j]) => [y, pairCountsFromJudgments(j, new Set(systems), scores.sentences, scores.higherIsBetter, scores.members)] as [string, PairCounts]),
      ];
      for (const [yardstick, counts] of counted) {
        const s = sentenceLevel(counts, bootstrap);
        rows.push({ dataset: label, metric: name, yardstick, systemSet: setName, level: 'sentence', statistic: 'accuracy', value: s.accuracy.value, low: s.accuracy.low, high: s.accuracy.high, n: s.pairs });
        rows.push({ dataset: label, metric: name, yardstick, systemSet: setName, level: 'sentence', statistic: 'kendall', value: s.kendall.value, low: s.kendall.low, high: s.kendall.high, n: s.pairs });
      }
    }
  }
  const comparisons: MetricComparison[] = [];
  for (let a = 0; a < scored.length; a++) {
    for (let b = a + 1; b < scored.length; b++) {
      const A = scored[a]!;
      const B = scored[b]!;
      for (const [yardstick, human] of Object.entries(prepared.human)) {
        for (const [setName, systems] of sets) {
          const h = systems.map((s) => human.get(s)!);
          const ma = systems.map((s) => (A.higherIsBetter ? 1 : -1) * A.corpus.get(s)!);
          const mb = systems.map((s) => (B.higherIsBetter ? 1 : -1) * B.corpus.get(s)!);
          for (const kind of ['pearson', 'spearman'] as const) {
            const d = pairedCorrelationBootstrap(kind, h, ma, mb, bootstrap);
            const williams = kind === 'pearson' ? williamsTest(correlate(kind, h, ma), correlate(kind, h, mb), correlate(kind, ma, mb), systems.length) : undefined;
            comparisons.push({ dataset: label, yardstick, systemSet: setName, statistic: kind, a: names[a]!, b: names[b]!, difference: d.difference, low: d.low, high: d.high, pBootstrap: d.p, williams });
          }
        }
      }
    }
  }
  return {
    dataset,
    signature: makeSignature('meta-eval', {
      dataset,
      resamples: bootstrap.resamples,
      seed: bootstrap.seed,
      alpha: bootstrap.alpha,
      bootstrap: 'percentile',
      window,
      aggregate: aggregations.join('+'),
      ...(aggregations.includes('trueskill') ? { trueskill: trueSkillSignature(prepared) } : {}),
      ...prepared.dataVersion,
    }),
    rows,
    comparisons,
    metrics: scored.map((s, k) => ({ metric: names[k]!, signature: s.signature, corpus: Object.fromEntries(s.corpus), ...(aggregatedOf.has(s) ? { aggregated: aggregatedOf.get(s)! } : {}) })),
    human: Object.fromEntries(Object.entries(prepared.human).map(([k, v]) => [k, Object.fromEntries(v)])),
    notes: prepared.notes,
  };
}
