import { GecvalInputError } from '../core/errors.js';
import { parseBoundedNumber } from '../core/numbers.js';
import type { Progress } from '../core/progress.js';
import type { Metric, MetricResult, Segment } from './metric.js';
import { configDefaults, configSpecs, type MetricConfig, type OptionSpec, type OptionsOf } from './metric-options.js';

export * from './metric-options.js';

/**
 * What a registry entry is: a metric's name, description, the input files it reads, its typed options with
 * their defaults, and a scorer. Entries say which files they read, so `gecval score` can check the command
 * line and dispatch without knowing the metric: reference-based metrics read `source`, `references` and
 * `hypothesis`; M2-based ones (MaxMatch, I-measure) read `m2` (or `ixml`) and `hypothesis`; a new kind of
 * input adds a name to `ScoreInputName`.
 */
export type ScoreInputName = 'source' | 'references' | 'hypothesis' | 'm2' | 'ixml';

/** File paths from the command line (or a library caller); which are needed depends on the metric. */
export interface ScoreRequest {
  readonly source?: string;
  readonly references?: readonly string[];
  readonly hypothesis?: string;
  readonly m2?: string;
  readonly ixml?: string;
}

export type OptionValue = string | number | boolean;

export interface ScoreContext {
  readonly progress?: Progress;
}

/** What a segment metric's score depends on: items that agree on it share one score (MAEGE scores each key once). */
export type SegmentReads = 'hypothesis' | 'source+hypothesis' | 'hypothesis+references' | 'all';

/**
 * How MAEGE runs a metric: the variant options the paper's code used, the name and label in its tables, what the
 * score depends on (for sharing scores between lattice items). An entry may have several presets (the I-measure
 * with and without mixing annotators' edits) or none (not in MAEGE's set, but still usable by name).
 */
export interface MaegePreset<Options extends object = Record<string, unknown>> {
  /** Name on MAEGE's command line and in its tables (may differ from the registry name: `minld`, `ld`). */
  readonly name: string;
  /** Other names MAEGE accepts for this preset. */
  readonly aliases?: readonly string[];
  /** Label in the paper's tables. */
  readonly paperName: string;
  /** Position in the paper's Table 2: the order of MAEGE's tables and of `--metrics all`. */
  readonly table2: number;
  readonly reads: SegmentReads;
  /**
   * The variant options, merged over the entry's defaults and under the caller's options when the entry's own
   * `create` builds the metric; passed (under the caller's options) to `create` below when the preset has one.
   */
  readonly options: Partial<Options>;
  /** Left out of `--metrics all` (run only when named): too slow for the paper's full run. */
  readonly optIn?: boolean;
  /** Cheaper than handing items to a worker thread (character Levenshtein): score in the calling thread. */
  readonly inThread?: boolean;
  /** Builds the segment metric when the entry has no `create` of its own (M² and I-measure against gold edits extracted from the references). */
  create?(options: Record<string, unknown>): Promise<Metric<Segment, unknown>>;
}

/** How the report's leaderboard shows a segment metric. */
export interface ReportPreset {
  /** Column label. */
  readonly label: string;
  /** Position among the leaderboard's columns. */
  readonly column: number;
  /**
   * A cheaper corpus score for bootstrap replicates, where the full one is too slow to run per resample
   * (GLEU averages 500 reference samples; replicates use fewer). Named in the column's `ci` text.
   */
  replicateScore?(): Promise<{ score: (stats: readonly unknown[]) => number; label: string }>;
}

export interface MetricEntry<Options extends object = Record<string, OptionValue>> {
  readonly name: string;
  readonly aliases?: readonly string[];
  /** One line for `gecval score --list`. */
  readonly description: string;
  /** Required inputs; `anyOf` lists alternatives of which one must be given (e.g. `m2` or `ixml`). */
  readonly reads: { readonly required: readonly ScoreInputName[]; readonly anyOf?: readonly ScoreInputName[] };
  /** The options, declared once (metric-options.ts): key, type, default, bounds, help. */
  readonly config: MetricConfig;
  /** Derived from `config` by `defineMetric`: the defaults object. */
  readonly defaults: Options;
  /** Derived from `config` by `defineMetric`: the option list `-O`, `score --list` and config files are checked against. */
  readonly options: readonly OptionSpec[];
  /** Whether a higher score means a better correction. */
  readonly higherIsBetter: boolean;
  /** Scores files; `options` already has the defaults filled in. This is how `score`, the leaderboard and meta-evaluation score one system's file. */
  scoreFiles(request: ScoreRequest, options: Options, context: ScoreContext): Promise<MetricResult>;
  /**
   * The metric on `Segment`s, for metrics that score a (source, hypothesis, references) triple on their own (not
   * the M2-gold metrics): MAEGE lattices, bootstrap and significance use it. `options` has the defaults filled in.
   * Call `prepare` (if any) before `statistics`, and `close` when done.
   */
  create?(options: Options, context: ScoreContext): Promise<Metric<Segment, unknown>>;
  /** MAEGE's variants of this metric (none: not in MAEGE's set). */
  readonly maege?: readonly MaegePreset<Options>[];
  /** The report leaderboard's column (absent: not a leaderboard column, or one the report computes itself). */
  readonly report?: ReportPreset;
}

/** What a metric module writes: an entry without the parts derived from its config (`defaults`, `options`). */
export type MetricDefinition<Config extends MetricConfig> = Omit<MetricEntry<OptionsOf<Config>>, 'defaults' | 'options' | 'config'> & { readonly config: Config };

/** A registry entry from its definition: the defaults and the option list are derived from the one config. */
export function defineMetric<const Config extends MetricConfig>(definition: MetricDefinition<Config>): MetricEntry<OptionsOf<Config>> {
  return { ...definition, defaults: configDefaults(definition.config), options: configSpecs(definition.config) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMetricEntry = MetricEntry<any>;

/** Parses `key=value` strings against an entry's option specs and fills in its defaults. */
export function resolveOptions(entry: AnyMetricEntry, raw: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...entry.defaults };
  for (const [key, value] of Object.entries(raw)) {
    const spec = entry.options.find((o) => o.key === key);
    if (spec === undefined) {
      const known = entry.options.map((o) => o.key).join(', ') || 'none';
      throw new GecvalInputError(`metric '${entry.name}' has no option '${key}' (its options: ${known})`);
    }
    out[key] = parseOptionValue(entry.name, spec, value);
  }
  return out;
}

function parseOptionValue(metric: string, spec: OptionSpec, raw: string): OptionValue {
  const what = `option ${spec.key} of ${metric}`;
  switch (spec.type) {
    case 'boolean':
      if (['true', 'yes', '1'].includes(raw)) return true;
      if (['false', 'no', '0'].includes(raw)) return false;
      throw new GecvalInputError(`${what} expects true or false, got '${raw}'`);
    case 'choice':
      if (!spec.choices?.includes(raw)) throw new GecvalInputError(`${what} expects one of ${spec.choices?.join(', ')}, got '${raw}'`);
      return raw;
    case 'string':
      return raw;
    default:
      return parseBoundedNumber(what, raw, { integer: spec.type === 'integer', min: spec.min, max: spec.max });
  }
}

/** Checks that a request names every file the metric reads, with an error that says which is missing. */
export function checkRequest(entry: AnyMetricEntry, request: ScoreRequest): void {
  const flag: Record<ScoreInputName, string> = { source: '--source', references: '--refs', hypothesis: 'HYP', m2: '--m2', ixml: '--ixml' };
  for (const input of entry.reads.required) {
    const value = request[input];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      throw new GecvalInputError(`metric '${entry.name}' needs ${flag[input]}`);
    }
  }
  const anyOf = entry.reads.anyOf ?? [];
  if (anyOf.length > 0 && !anyOf.some((input) => request[input] !== undefined)) {
    throw new GecvalInputError(`metric '${entry.name}' needs one of ${anyOf.map((i) => flag[i]).join(', ')}`);
  }
}

