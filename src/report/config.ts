/**
 * The report configuration (docs/report.md describes it field by field). A JSON file; relative paths are
 * resolved against the file's folder. Every field has its default here and nowhere else.
 */
import { PARSER_CATALOGUE } from '../ucca/parser/catalogue.js';
import { resolveMetricName } from '../metrics/registry.js';
import { basename, dirname, resolve } from 'node:path';
import { GecvalInputError } from '../core/errors.js';
import { readJsonFile } from '../formats/json-text.js';

export const SECTION_IDS = ['leaderboard', 'usim', 'conservatism', 'coverage', 'maege', 'meta-eval', 'explorer'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface NamedFile {
  readonly name: string;
  readonly path: string;
}

/** A pre-parsed UCCA dataset: text files plus one JSONL/XML-list of graphs per file, line-aligned. */
export interface UccaDatasetConfig {
  readonly name: string;
  readonly source: string;
  readonly references: readonly string[];
  readonly systems: readonly NamedFile[];
  /** Graphs of the source (a .jsonl file, one graph per line) and of each system, by system name. */
  readonly sourceGraphs: string;
  readonly systemGraphs: Readonly<Record<string, string>>;
  readonly note?: string;
}

export interface ReportConfig {
  readonly title: string;
  readonly out: string;
  readonly dataset: {
    readonly name: string;
    readonly source: string;
    /** Gold M2 (MaxMatch, I-measure-free leaderboard columns, MAEGE). */
    readonly m2?: string;
    /** References: text files (one sentence per line) or M2 files (one reference per annotator). */
    readonly references: readonly string[];
    readonly systems: readonly NamedFile[];
  };
  /**
   * Leaderboard metrics: registry names, plus `m2` and `usim`; 'all' = every one the inputs allow; 'fast' (the
   * default) = all but grammaticality (Harper checks ~10 sentences/s: 15 minutes on CoNLL-2014's distinct sentences).
   */
  readonly metrics: readonly string[] | 'all' | 'fast';
  readonly bootstrap: { readonly resamples: number; readonly seed: number };
  readonly sections: Readonly<Record<SectionId, boolean>>;
  /** USIM: parse the dataset with the bundled UCCA parser when its model exists. */
  readonly parser: { readonly use: boolean; readonly cacheDir?: string; readonly threads?: number; /** Parser model: a catalogue name or a model file (default: the default model). */ readonly model?: string };
  /** Pre-parsed UCCA data used when the dataset itself has no graphs. */
  readonly ucca?: UccaDatasetConfig;
  readonly coverage?: { readonly crowd: string; readonly maxM: number; readonly repetitions: number; readonly bootstrap: number };
  /** MAEGE metrics: 'fast' (the default: the metrics that score a lattice in seconds), 'all', or a list. */
  readonly maege: { readonly m2?: string; readonly references?: readonly string[]; readonly metrics: readonly string[] | 'all' | 'fast'; readonly seed: number; readonly chains: number; readonly threads?: number };
  /**
   * `compressAbove`: explorer data (sentences and drawings) larger than this many bytes of JSON is embedded gzip-
   * compressed (base64) and unpacked by the page (DecompressionStream; no network), so that the full CoNLL-2014
   * report stays a few MB; 0 always compresses.
   */
  readonly explorer: { readonly maxSentences: number; readonly maxDrawings: number; readonly compressAbove: number };
  /** Human judgments of the report's systems (the meta-evaluation section; absent: no such section). */
  readonly metaEval?: MetaEvalReportConfig;
}

export const META_EVAL_REPORT_DATASETS = ['gjg15', 'seeda', 'nspt15'] as const;

/**
 * The meta-evaluation section's input: a data folder in the shared layout (`conll14/`, `human/`, `seeda/`) and which
 * human judgments to read; the report's systems are matched to the dataset's by name.
 */
export interface MetaEvalReportConfig {
  readonly data: string;
  readonly dataset: (typeof META_EVAL_REPORT_DATASETS)[number];
  /** Window size of the window analysis over the best systems by human score (0 = none). */
  readonly window: number;
}

export const REPORT_DEFAULTS = {
  title: 'gecval report',
  out: 'report',
  metrics: 'fast' as const,
  bootstrap: { resamples: 1000, seed: 1 },
  parser: { use: true },
  coverage: { maxM: 20, repetitions: 1000, bootstrap: 1000 },
  maege: { metrics: 'fast' as const, seed: 1, chains: 1 },
  explorer: { maxSentences: 2000, maxDrawings: 150, compressAbove: 1_000_000 },
  metaEval: { dataset: 'gjg15' as const, window: 4 },
};

type Json = Record<string, unknown>;

function fail(message: string, file?: string): never {
  throw new GecvalInputError(message, file === undefined ? {} : { file });
}

function obj(value: unknown, what: string, file?: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail(`${what} must be an object`, file);
  return value as Json;
}

/** A catalogued model's name as it is; anything else is a model file, relative like every path of the configuration. */
function modelName(model: string, path: (p: string) => string): string {
  return Object.hasOwn(PARSER_CATALOGUE, model) ? model : path(model);
}

function str(value: unknown, what: string, file?: string): string {
  if (typeof value !== 'string' || value === '') fail(`${what} must be a non-empty string`, file);
  return value;
}

/** An integer setting within [min, max] (the same bounds as the command-line options; exact, so at most 2^53 − 1). */
function num(value: unknown, fallback: number, what: string, file?: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) fail(`${what} must be an integer >= ${min}`, file);
  if ((value as number) > max) fail(`${what} must be <= ${max}, got ${value as number}`, file);
  return value as number;
}

function strings(value: unknown, what: string, file?: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) fail(`${what} must be an array of strings`, file);
  return value as string[];
}

/** `NAME=PATH` or `PATH` (name = file name without extension), or {name, path}. */
export function namedFile(value: unknown, what: string, base: string, file?: string): NamedFile {
  if (typeof value === 'string') {
    const eq = value.indexOf('=');
    const path = eq > 0 ? value.slice(eq + 1) : value;
    return { name: eq > 0 ? value.slice(0, eq) : basename(path).replace(/\.[^.]*$/u, ''), path: resolve(base, path) };
  }
  const o = obj(value, what, file);
  return { name: str(o.name, `${what}.name`, file), path: resolve(base, str(o.path, `${what}.path`, file)) };
}

function metricList(value: unknown, what: string, file?: string): readonly string[] | 'all' {
  if (value === undefined || value === 'all') return 'all';
  return strings(value, what, file);
}

/** Leaderboard metric names, each resolved by the registry's one name resolver (`ld` → `ld-so`); unknown names stay as typed, for the check. */
function leaderboardMetrics(value: unknown, file?: string): readonly string[] | 'all' {
  const list = metricList(value, 'metrics', file);
  return list === 'all' ? list : list.map((name) => resolveMetricName(name) ?? name);
}

/** Whether a MAEGE `--metrics` entry executes code: a `cmd:` shell command, a `module:` or a script path. */
export function isCodeMetric(entry: string): boolean {
  return entry.startsWith('cmd:') || entry.startsWith('module:') || /\.(c|m)?(j|t)s$/iu.test(entry);
}

/**
 * MAEGE metrics from a configuration file. A configuration is data that people share; an entry that runs a shell
 * command or imports a module would run someone else's code, so such entries need an explicit `allowCode`
 * (`gecval report --allow-code`). Module paths are resolved against the configuration's folder, like every other
 * path in it.
 */
function maegeMetricList(value: unknown, base: string, allowCode: boolean, file?: string): readonly string[] | 'all' {
  const list = metricList(value, 'maege.metrics', file);
  if (list === 'all') return list;
  return list.map((entry, i) => {
    if (!isCodeMetric(entry)) return entry;
    if (!allowCode) {
      fail(`maege.metrics[${i}] '${entry}' runs code (a shell command or a module) named by the configuration; pass --allow-code to run it`, file);
    }
    if (entry.startsWith('cmd:')) return entry;
    const path = entry.startsWith('module:') ? entry.slice('module:'.length) : entry;
    return `module:${resolve(base, path)}`;
  });
}

export interface ReportConfigOptions {
  /** Let `maege.metrics` run `cmd:`/`module:` metrics named in the file (off by default: configs are shared data). */
  readonly allowCode?: boolean;
}

/** Validates a parsed configuration object; `base` resolves relative paths, `file` names the file in errors. */
export function parseReportConfig(raw: unknown, base: string, file?: string, options: ReportConfigOptions = {}): ReportConfig {
  const o = obj(raw, 'the report configuration', file);
  const known = new Set(['title', 'out', 'dataset', 'metrics', 'bootstrap', 'sections', 'parser', 'ucca', 'coverage', 'maege', 'explorer', 'metaEval', '$comment']);
  for (const key of Object.keys(o)) if (!known.has(key)) fail(`unknown field '${key}' (known: ${[...known].join(', ')})`, file);
  const p = (path: string) => resolve(base, path);
  const d = obj(o.dataset, 'dataset', file);
  const systems = (Array.isArray(d.systems) ? d.systems : fail('dataset.systems must be an array', file)).map((s, i) => namedFile(s, `dataset.systems[${i}]`, base, file));
  if (systems.length === 0) fail('dataset.systems names no system output', file);
  const names = new Set<string>();
  for (const s of systems) {
    if (names.has(s.name)) fail(`two systems are named '${s.name}'`, file);
    names.add(s.name);
  }
  const sections = { ...Object.fromEntries(SECTION_IDS.map((id) => [id, true])) } as Record<SectionId, boolean>;
  if (o.sections !== undefined) {
    for (const [key, value] of Object.entries(obj(o.sections, 'sections', file))) {
      if (!(SECTION_IDS as readonly string[]).includes(key)) fail(`sections.${key}: unknown section (known: ${SECTION_IDS.join(', ')})`, file);
      if (typeof value !== 'boolean') fail(`sections.${key} must be true or false`, file);
      sections[key as SectionId] = value;
    }
  }
  const boot = o.bootstrap === undefined ? {} : obj(o.bootstrap, 'bootstrap', file);
  const parser = o.parser === undefined ? {} : obj(o.parser, 'parser', file);
  const explorer = o.explorer === undefined ? {} : obj(o.explorer, 'explorer', file);
  const maege = o.maege === undefined ? {} : obj(o.maege, 'maege', file);
  let ucca: UccaDatasetConfig | undefined;
  if (o.ucca !== undefined) {
    const u = obj(o.ucca, 'ucca', file);
    const graphs = obj(u.systemGraphs, 'ucca.systemGraphs', file);
    ucca = {
      name: str(u.name ?? 'UCCA sample', 'ucca.name', file),
      source: p(str(u.source, 'ucca.source', file)),
      references: strings(u.references, 'ucca.references', file).map(p),
      systems: (Array.isArray(u.systems) ? u.systems : fail('ucca.systems must be an array', file)).map((s, i) => namedFile(s, `ucca.systems[${i}]`, base, file)),
      sourceGraphs: p(str(u.sourceGraphs, 'ucca.sourceGraphs', file)),
      systemGraphs: Object.fromEntries(Object.entries(graphs).map(([k, v]) => [k, p(str(v, `ucca.systemGraphs.${k}`, file))])),
      note: u.note === undefined ? undefined : str(u.note, 'ucca.note', file),
    };
    for (const s of ucca.systems) if (ucca.systemGraphs[s.name] === undefined) fail(`ucca.systemGraphs has no graphs for system '${s.name}'`, file);
  }
  let coverage: ReportConfig['coverage'];
  if (o.coverage !== undefined) {
    const c = obj(o.coverage, 'coverage', file);
    const def = REPORT_DEFAULTS.coverage;
    coverage = {
      crowd: p(str(c.crowd, 'coverage.crowd', file)),
      maxM: num(c.maxM, def.maxM, 'coverage.maxM', file, 1, 1000),
      repetitions: num(c.repetitions, def.repetitions, 'coverage.repetitions', file, 1, 1_000_000),
      bootstrap: num(c.bootstrap, def.bootstrap, 'coverage.bootstrap', file, 0, 1_000_000),
    };
  }
  let metaEval: MetaEvalReportConfig | undefined;
  if (o.metaEval !== undefined) {
    const m = obj(o.metaEval, 'metaEval', file);
    const dataset = m.dataset === undefined ? REPORT_DEFAULTS.metaEval.dataset : str(m.dataset, 'metaEval.dataset', file);
    if (!(META_EVAL_REPORT_DATASETS as readonly string[]).includes(dataset)) fail(`metaEval.dataset must be one of ${META_EVAL_REPORT_DATASETS.join(', ')}, not '${dataset}'`, file);
    metaEval = {
      data: p(str(m.data, 'metaEval.data', file)),
      dataset: dataset as MetaEvalReportConfig['dataset'],
      window: num(m.window, REPORT_DEFAULTS.metaEval.window, 'metaEval.window', file),
    };
  }
  return {
    title: o.title === undefined ? REPORT_DEFAULTS.title : str(o.title, 'title', file),
    out: p(o.out === undefined ? REPORT_DEFAULTS.out : str(o.out, 'out', file)),
    dataset: {
      name: d.name === undefined ? basename(str(d.source, 'dataset.source', file)) : str(d.name, 'dataset.name', file),
      source: p(str(d.source, 'dataset.source', file)),
      m2: d.m2 === undefined ? undefined : p(str(d.m2, 'dataset.m2', file)),
      references: strings(d.references, 'dataset.references', file).map(p),
      systems,
    },
    metrics: o.metrics === undefined || o.metrics === 'fast' ? REPORT_DEFAULTS.metrics : leaderboardMetrics(o.metrics, file),
    bootstrap: { resamples: num(boot.resamples, REPORT_DEFAULTS.bootstrap.resamples, 'bootstrap.resamples', file, 10, 1_000_000), seed: num(boot.seed, REPORT_DEFAULTS.bootstrap.seed, 'bootstrap.seed', file) },
    sections,
    parser: {
      use: parser.use === undefined ? REPORT_DEFAULTS.parser.use : parser.use === true,
      cacheDir: parser.cacheDir === undefined ? undefined : p(str(parser.cacheDir, 'parser.cacheDir', file)),
      threads: parser.threads === undefined ? undefined : num(parser.threads, 1, 'parser.threads', file, 1, 256),
      ...(parser.model === undefined ? {} : { model: modelName(str(parser.model, 'parser.model', file), p) }),
    },
    ucca,
    coverage,
    maege: {
      m2: maege.m2 === undefined ? undefined : p(str(maege.m2, 'maege.m2', file)),
      references: maege.references === undefined ? undefined : strings(maege.references, 'maege.references', file).map(p),
      metrics: maege.metrics === undefined || maege.metrics === 'fast' ? REPORT_DEFAULTS.maege.metrics : maegeMetricList(maege.metrics, base, options.allowCode === true, file),
      seed: num(maege.seed, REPORT_DEFAULTS.maege.seed, 'maege.seed', file),
      chains: num(maege.chains, REPORT_DEFAULTS.maege.chains, 'maege.chains', file, 1, 1_000_000),
      threads: maege.threads === undefined ? undefined : num(maege.threads, 1, 'maege.threads', file, 1, 256),
    },
    explorer: {
      maxSentences: num(explorer.maxSentences, REPORT_DEFAULTS.explorer.maxSentences, 'explorer.maxSentences', file, 1),
      maxDrawings: num(explorer.maxDrawings, REPORT_DEFAULTS.explorer.maxDrawings, 'explorer.maxDrawings', file),
      compressAbove: num(explorer.compressAbove, REPORT_DEFAULTS.explorer.compressAbove, 'explorer.compressAbove', file),
    },
    ...(metaEval === undefined ? {} : { metaEval }),
  };
}

export function readReportConfig(path: string, options: ReportConfigOptions = {}): ReportConfig {
  return parseReportConfig(readJsonFile(path), dirname(resolve(path)), path, options);
}
