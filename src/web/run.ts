/**
 * The browser app's work, as library calls over in-memory files: the page reads the user's files as text, and this
 * runs the command line's own calls on them (`gecval score … SYS1 SYS2 … --json`, `gecval errant-compare --cat 3
 * --json`, the report's leaderboard), reading them through the one file reader (`withMemoryFiles`,
 * src/formats/text-file.ts) as `gecval serve` does. Nothing here is a second implementation of a metric: a number in
 * the page is the number the CLI prints for the same files.
 *
 * src/web is the top layer beside src/cli: it may import the CLI's document builders (src/cli/json-views.ts, which
 * imports types only), never a command.
 */
import { GecvalInputError, isInputError, oneLineSafe } from '../core/errors.js';
import type { Progress } from '../core/progress.js';
import { readLines, readTextFile, withMemoryFiles } from '../formats/text-file.js';
import { isNoop, parseM2, readM2, type M2Sentence } from '../formats/m2.js';
import { readSentenceFile } from '../formats/parallel.js';
import type { UccaGraph } from '../ucca/graph.js';
import type { ParsedSentences } from '../report/compute/usim.js';
import { withSharedWork } from '../core/shared-work.js';
import { findMetric, scoreFiles } from '../metrics/registry.js';
import { withSharedReads } from '../metrics/segment-scoring.js';
import type { MetricResult } from '../metrics/metric.js';
import { scoreTableTsv, scoreTableView, scoreView, type ScoredSystem } from '../cli/json-views.js';

/** One file the user chose, by its name (no folders) and its text. */
export interface WebFile {
  readonly name: string;
  readonly bytes: Uint8Array;
}

export interface WebRequest {
  readonly source: WebFile;
  /** Gold M2 (M², ERRANT, the I-measure, …). */
  readonly m2?: WebFile;
  /** Reference files, one corrected sentence per line (text), as `--refs`. */
  readonly references: readonly WebFile[];
  readonly systems: readonly WebFile[];
  /**
   * Pre-parsed UCCA graphs (JSON lines, one graph per line, as `gecval parse --format json` writes them): one file for
   * the source (named like the source file or `source.jsonl`) and one per system (named like the system's file).
   * They give the USIM column (as `gecval report` computes it from given graphs) and the explorer's drawings.
   */
  readonly graphs?: readonly WebFile[];
  /** Registry names, in the order the page lists them. */
  readonly metrics: readonly string[];
  /** Leaderboard bootstrap (the report's): resamples and seed. */
  readonly resamples: number;
  readonly seed: number;
  /**
   * The system outputs are raw text: tokenised like the gold (`--tokenize NAME [--normalize NAME]`, guided by the
   * source as the CLI is when it has one); signatures carry `tok|norm` as the CLI's do.
   */
  readonly raw?: { readonly tokenize: string; readonly normalize: string };
  /** The UCCA parser model for USIM from text (a catalogue name, as `--model`); default the CLI's default model. */
  readonly parser?: string;
  /**
   * Per-metric options, as `-O KEY=VALUE` gives them to `gecval score` (registry option names; the registry checks
   * them). The page sets the ensemble's `metrics`; GoToScorer's `systems` is always the chosen system outputs.
   */
  readonly options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** false: the per-metric scores only, no leaderboard (bench/web times the scores alone). Default true. */
  readonly leaderboard?: boolean;
  /** Faithfulness as `gecval faithfulness [--model M] [--raw]`: the parser model (v1, the default; v3; none) and raw-text input. */
  readonly faithfulness?: { readonly parser?: string; readonly raw?: boolean };
  /** Also compose the HTML report (`gecval report` on the same files; src/web/report.ts). */
  readonly report?: boolean;
}

/** One metric over every system: the CLI's `--json` and `--tsv` documents and the rows shown. */
export interface WebScore {
  readonly metric: string;
  readonly json: unknown;
  /** `--tsv` (several systems only; the CLI refuses --tsv for one). */
  readonly tsv?: string;
  readonly rows: readonly { system: string; corpus: number; details?: Record<string, unknown> }[];
  readonly signature: string;
}

/** `gecval errant-compare --source SRC --hyp-text SYS --ref GOLD --cat 3 --json`, per system. */
export interface WebErrantTypes {
  readonly system: string;
  readonly json: unknown;
}

/** An edit as the explorer shows it: token span of the source, type, correction (annotator for gold edits). */
export interface WebEdit {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly correction: string;
  readonly annotator?: number;
}

/** A sentence's faithfulness as the explorer shows it (`explanationView`: the report's rows). */
export interface WebExplanation {
  readonly score: number;
  readonly rows: readonly { readonly change: string; readonly type: string; readonly role: string; readonly drop: number; readonly reasons: string }[];
}

/** The sentence explorer's data: the lines, gold edits, and each system's extracted (typed) edits when ERRANT ran. */
export interface WebExplorer {
  readonly source: readonly string[];
  readonly gold?: readonly (readonly WebEdit[])[];
  readonly systems: readonly { readonly name: string; readonly lines: readonly string[]; readonly edits?: readonly (readonly WebEdit[])[]; readonly graphs?: readonly unknown[]; readonly faithfulness?: readonly WebExplanation[] }[];
  /** `ucca-json/1` graphs of the source, when graphs were given. */
  readonly sourceGraphs?: readonly unknown[];
}

/** USIM from text for one system: `gecval usim --source SRC SYS --no-cache --json`, and the parses it scored. */
export interface WebUsim {
  readonly system: string;
  readonly json: unknown;
}

/** Parses of one file as `gecval parse --tokenized --format json FILE` writes them (ucca-json/1, one line per sentence). */
export interface WebParses {
  readonly file: string;
  readonly jsonl: string;
}

export interface WebResult {
  readonly explorer: WebExplorer;
  /** USIM from text (the `usim` metric chosen, no graphs given), per system. */
  readonly usim?: readonly WebUsim[];
  /** `gecval faithfulness --source SRC SYS --json` per system (scores and explanations), when `faithfulness` was chosen. */
  readonly faithfulness?: readonly WebUsim[];
  /** The parses behind `usim`: the source's, then each system's. */
  readonly parses?: readonly WebParses[];
  readonly scores: readonly WebScore[];
  /** The report's leaderboard.json (intervals and pairwise tests), when a leaderboard metric was chosen. */
  readonly leaderboard?: unknown;
  readonly errantTypes: readonly WebErrantTypes[];
  /** `gecval: warning: …` lines, as the CLI prints them. */
  readonly warnings: readonly string[];
  /** The HTML report, when asked for (`request.report`). */
  readonly report?: import('./report.js').WebReport;
}

/**
 * The registry's metrics that run in a page: everything they read is text the page hands over and everything they
 * load is bundled (or fetched from the page's own origin: ERRANT's lexicon, the parser models, faithfulness's lexicon,
 * Harper's WebAssembly for grammaticality). `usim` and `faithfulness` run as their commands do (`gecval usim
 * --source`, `gecval faithfulness`), not through `gecval score`. GoToScorer's `systems` list is the chosen system
 * outputs (`webOptions`); the ensemble's members are `request.options.ensemble.metrics` (ENSEMBLE_DEFAULT_MEMBERS).
 */
export const BROWSER_METRICS: readonly string[] = ['usim', 'faithfulness', 'm2', 'errant', 'gleu', 'bleu', 'sacrebleu', 'ibleu', 'sari', 'max-sari', 'green', 'cleme', 'cleme2', 'minld-or', 'ld-so', 'sent-m2', 'sent-errant', 'imeasure', 'grammaticality', 'gotoscorer', 'ensemble'];

/** The page's default ensemble members (the example of README and docs/meta-eval.md): reference-based, fast, no download. */
export const ENSEMBLE_DEFAULT_MEMBERS = 'gleu,green,sari';

/**
 * The in-memory list file that gives GoToScorer every chosen system (`-O systems=LIST`). Its name has a folder, which
 * no chosen file's name has; it lists the outputs as /NAME (the library resolves a list's names against its folder).
 */
const SYSTEM_LIST = '/gecval/systems.list';

/**
 * The metrics a request runs, ensemble members included (the worker loads what they need: ERRANT's lexicon,
 * Harper's binary). An ensemble member must be a metric `gecval score` runs in the page.
 */
export function metricsToRun(request: Pick<WebRequest, 'metrics' | 'options'>): string[] {
  const names = new Set(request.metrics);
  if (names.has('ensemble')) {
    for (const member of (request.options?.ensemble?.metrics ?? ENSEMBLE_DEFAULT_MEMBERS).split(',').map((m) => m.trim()).filter((m) => m !== '')) {
      let canonical: string;
      try {
        canonical = findMetric(member).name;
      } catch {
        continue; // the ensemble itself says which name is unknown, in the CLI's words
      }
      if (!BROWSER_METRICS.includes(canonical) || canonical === 'usim' || canonical === 'faithfulness') {
        throw new GecvalInputError(`metric 'ensemble': member '${member}' does not run in the browser through gecval score (choose from ${BROWSER_METRICS.filter((m) => m !== 'usim' && m !== 'faithfulness' && m !== 'ensemble').join(', ')})`);
      }
      names.add(canonical);
    }
  }
  return [...names];
}

/** A metric's `-O` options in the page: the user's (`request.options`), GoToScorer's systems list, the ensemble's default members. */
function webOptions(metric: string, request: WebRequest): Record<string, string> {
  const given = { ...(request.options?.[metric] ?? {}) };
  if (metric === 'gotoscorer') given.systems = SYSTEM_LIST;
  if (metric === 'ensemble') given.metrics ??= ENSEMBLE_DEFAULT_MEMBERS;
  return given;
}

/** The CLI's one-line message for an error (`gecval: error: file:line: …`); other errors as internal errors. */
export function errorLine(error: unknown): string {
  if (isInputError(error)) return `gecval: error: ${oneLineSafe(error.format())}`;
  return `gecval: internal error (please report it): ${error instanceof Error ? error.message : String(error)}`;
}

/** Each sentence's edits (no-ops left out), with their annotator where the file has several. */
function editsOfM2(sentences: readonly M2Sentence[]): WebEdit[][] {
  return sentences.map((s) => s.edits.filter((e) => !isNoop(e)).map((e) => ({ start: e.start, end: e.end, type: e.type, correction: e.correction, annotator: e.annotator })));
}

const stem = (name: string) => name.replace(/\.[^.]*$/u, '');

/** A system's name as `gecval score` gives it: the file name without its extension. */
export function systemName(file: string): string {
  return stem(file.replace(/^.*[\\/]/u, ''));
}

/**
 * Runs `fn` with the request's files readable under their names (two files with one name are refused). A reference
 * given as M2 is applied to its source sentences as `gecval report` reads it (`readReferenceFiles`: one reference
 * per annotator) and handed on as text files named `NAME.txt` (or `NAME.ANNOTATOR.txt`).
 */
async function withRequestFiles<T>(request: WebRequest, fn: (references: string[], sign: (signature: string) => string) => Promise<T>): Promise<T> {
  const memory = new Map<string, Uint8Array>();
  const add = (name: string, bytes: Uint8Array) => {
    if (memory.has(name) && memory.get(name) !== bytes) throw new GecvalInputError('two of the chosen files have this name; rename one', { file: name });
    memory.set(name, bytes);
  };
  for (const file of [request.source, ...(request.m2 ? [request.m2] : []), ...request.references, ...request.systems, ...(request.graphs ?? [])]) add(file.name, file.bytes);
  return withMemoryFiles(memory, async () => {
    const references: string[] = [];
    for (const file of request.references) {
      if (!/\.m2$/iu.test(file.name)) {
        references.push(file.name);
        continue;
      }
      const { readReferenceFiles } = await import('../report/dataset.js');
      const read = readReferenceFiles([file.name]);
      for (const r of read) {
        const name = read.length === 1 ? `${file.name}.txt` : `${file.name}.${r.name}.txt`;
        add(name, new TextEncoder().encode(r.lines.map((l) => `${l}\n`).join('')));
        references.push(name);
      }
    }
    let sign = (signature: string) => signature;
    if (request.raw !== undefined) {
      const { prepareRaw, signRaw } = await import('../text/raw.js');
      const { normalizationNamed, RawBatch, tokenizerNamed } = await import('../text/tokenize/index.js');
      const tokenize = tokenizerNamed(request.raw.tokenize, '--tokenize');
      const normalize = normalizationNamed(request.raw.normalize, '--normalize');
      const source = readLines(request.source.name);
      let fields: Record<string, string> = {};
      // the systems share most sentences: each distinct one tokenised and guided once (src/text/tokenize/batch.ts)
      const batch = new RawBatch();
      for (const system of request.systems) {
        const prepared = prepareRaw(readTextFile(system.name), { tokenizer: tokenize, normalize, guide: true }, source, system.name, batch);
        fields = prepared.signatureFields;
        memory.set(system.name, new TextEncoder().encode(prepared.lines.map((l) => `${l}\n`).join('')));
      }
      sign = (signature) => signRaw(signature, fields);
    }
    // GoToScorer's -O systems=LIST: the chosen outputs, as /NAME; the library resolves the hypothesis's name to
    // /NAME too (the page's files sit in the root folder), so each output is readable under both names.
    memory.set(SYSTEM_LIST, new TextEncoder().encode(request.systems.map((s) => `/${s.name}\n`).join('')));
    for (const system of request.systems) memory.set(`/${system.name}`, memory.get(system.name)!);
    try {
      return await fn(references, sign);
    } catch (error) {
      // As the CLI says it: an error in a tokenised output names the user's file, "(after --tokenize)".
      if (request.raw !== undefined && isInputError(error) && request.systems.some((x) => x.name === error.file)) {
        throw new GecvalInputError(`${error.message} (after --tokenize)`, { file: error.file!, ...(error.line === undefined ? {} : { line: error.line }) });
      }
      throw error;
    }
  });
}

/** One metric over every system, as `gecval score --metric M --source S [--refs R…] [--m2 G] -- SYS…` does. */
async function scoreMetric(metric: string, request: WebRequest, references: readonly string[], sign: (signature: string) => string, progress: Progress, warnings: string[]): Promise<WebScore> {
  const base = {
    source: request.source.name,
    references: [...references],
    ...(request.m2 ? { m2: request.m2.name } : {}),
  };
  const results: MetricResult[] = await withSharedReads(async () => {
    const out: MetricResult[] = [];
    for (const [i, system] of request.systems.entries()) {
      const labelled: Progress = {
        start: (total, label) => progress.start(total, `${metric}: system ${i + 1}/${request.systems.length} (${system.name}): ${label}`),
        increment: (by) => progress.increment(by),
        stop: () => progress.stop(),
      };
      out.push(await scoreFiles(metric, { ...base, hypothesis: system.name }, webOptions(metric, request), { progress: labelled }));
    }
    return out;
  });
  for (const r of results) for (const w of r.warnings ?? []) warnings.push(`gecval: warning: ${oneLineSafe(`${w.file}:${w.line}: ${w.message}`)}`);
  const systems: ScoredSystem[] = results.map((result, i) => ({ system: systemName(request.systems[i]!.name), hypothesis: request.systems[i]!.name, result }));
  const signature = sign(results[0]!.signature);
  const several = systems.length > 1;
  return {
    metric: results[0]!.metric,
    json: several ? scoreTableView(systems, signature) : scoreView({ ...results[0]!, signature }),
    ...(several ? { tsv: scoreTableTsv(systems, signature) } : {}),
    rows: systems.map((s) => ({ system: s.system, corpus: s.result.corpus, ...(s.result.details ? { details: s.result.details as Record<string, unknown> } : {}) })),
    signature,
  };
}

/** The given graph file of the source: named like the source file (any extension) or `source.*`. */
function givenGraphFile(request: WebRequest): string | undefined {
  const byStem = new Map((request.graphs ?? []).map((g) => [stem(g.name), g.name] as const));
  return byStem.get(stem(request.source.name)) ?? byStem.get('source');
}

/** USIM from the given graphs (variant code, as `gecval report`'s USIM section on pre-parsed graphs) and the graphs. */
async function usimFromGraphs(request: WebRequest, progress: Progress): Promise<{ signature: string; sourceGraphs: UccaGraph[]; systems: { name: string; file: string; graphs: UccaGraph[]; usim: number[] }[] } | undefined> {
  const graphs = request.graphs ?? [];
  if (graphs.length === 0) return undefined;
  // the report's own reading and scoring of given graphs (src/report/compute/usim.ts)
  const { readGraphFile, scoreUsimSystems } = await import('../report/compute/usim.js');
  const { usimSignature } = await import('../ucca/usim/score.js');
  const byStem = new Map(graphs.map((g) => [stem(g.name), g.name] as const));
  const sourceFile = givenGraphFile(request);
  if (sourceFile === undefined) throw new GecvalInputError(`no graph file for the source: name it ${stem(request.source.name)}.jsonl or source.jsonl`, { file: graphs[0]!.name });
  const sourceGraphs = readGraphFile(sourceFile, readSentenceFile(request.source.name).lines.length);
  const withGraphs = request.systems.filter((s) => byStem.has(systemName(s.name)));
  const files = withGraphs.map((s) => byStem.get(systemName(s.name))!);
  const scored = scoreUsimSystems(sourceGraphs, withGraphs.map((s, k) => ({ name: systemName(s.name), graphs: readGraphFile(files[k]!, readSentenceFile(s.name).lines.length) })), progress);
  const systems = scored.map((s, k) => ({ name: s.name, file: files[k]!, graphs: [...s.graphs], usim: [...s.usim] }));
  return { signature: usimSignature({ variant: 'code', graphs: 'given' }), sourceGraphs, systems };
}

/**
 * USIM from text, as `gecval usim --source SRC SYS --json` computes it without a cache (whitespace tokens, the CLI's
 * default model unless `request.parser` names another): the parse service's in-process path (no cache, no worker
 * threads; the worker has provided the model's bytes), the source parsed once for every system.
 */
async function usimFromText(request: WebRequest, progress: Progress, warnings: string[]): Promise<{ signature: string; sourceGraphs: UccaGraph[]; systems: { name: string; file: string; graphs: UccaGraph[]; usim: number[]; json: unknown }[]; parses: WebParses[]; parsed: ParsedSentences }> {
  const { resolveModel } = await import('../ucca/parser/catalogue.js');
  const { parseLinesSync, serialiseGraph } = await import('../ucca/parser/service.js');
  const { scorePairs } = await import('../ucca/usim/text.js');
  const { readParallel } = await import('../formats/parallel.js');
  const { usimTextView } = await import('../cli/json-views.js');
  const model = resolveModel(request.parser);
  const source = request.source.name;
  const parse = (lines: readonly string[], file: string) => parseLinesSync(lines, { model, tokenized: true, label: `parsing ${file}`, progress }).graphs;
  let sourceGraphs: UccaGraph[] | undefined;
  let signature = '';
  const parses: WebParses[] = [];
  // every sentence's graph, which the HTML report's USIM then reuses instead of parsing again
  const parsed = new Map<string, UccaGraph>();
  const jsonl = (graphs: readonly UccaGraph[]) => graphs.map((g) => serialiseGraph(g, 'json')).join('');
  const systems = request.systems.map((system) => {
    const [src, hyp] = readParallel([source, system.name]);
    if (src!.lines.length === 0) throw new GecvalInputError('has no lines: no sentence pair to score', { file: source });
    if (sourceGraphs === undefined) {
      sourceGraphs = parse(src!.lines, source);
      parses.push({ file: source, jsonl: jsonl(sourceGraphs) });
    }
    const graphs = parse(hyp!.lines, system.name);
    parses.push({ file: system.name, jsonl: jsonl(graphs) });
    src!.lines.forEach((line, i) => parsed.set(line, sourceGraphs![i]!));
    hyp!.lines.forEach((line, i) => parsed.set(line, graphs[i]!));
    const n = src!.lines.length;
    const result = scorePairs(src!.lines, { graphs: [...sourceGraphs, ...graphs], parsed: 2 * n, reused: 0 }, { files: { source, hypothesis: system.name }, model, tokenized: true });
    const unchanged = result.sentences.filter((s, i) => s.usim < 1 && src!.lines[i] === hyp!.lines[i]).length;
    if (unchanged > 0) warnings.push(`gecval: warning: ${systemName(system.name)}: ${unchanged} unchanged sentence(s) score below 1, as in the original code (a final token after the last chunk is never aligned)`);
    signature = result.signature;
    return { name: systemName(system.name), file: system.name, graphs, usim: result.sentences.map((s) => s.usim), json: usimTextView(result) };
  });
  return { signature, sourceGraphs: sourceGraphs ?? [], systems, parses, parsed: { model: model.path, graphs: parsed } };
}

/** The faithfulness parser the request names (`--model`; default the measure's own, v1), checked as the CLI checks it. */
export async function faithfulnessParser(request: Pick<WebRequest, 'faithfulness'>): Promise<string> {
  const { FAITHFULNESS_DEFAULTS, FAITHFULNESS_PARSERS } = await import('../metrics/faithfulness/defaults.js');
  const parser = request.faithfulness?.parser ?? FAITHFULNESS_DEFAULTS.parser;
  if (!(FAITHFULNESS_PARSERS as readonly string[]).includes(parser)) throw new GecvalInputError(`--model must be one of ${FAITHFULNESS_PARSERS.join(', ')}, got '${parser}'`);
  return parser;
}

/**
 * `gecval faithfulness --source SRC SYS [--model M] [--raw] --json` per system, read and scored as the command does
 * (src/cli/text-runs.ts: raw lines checked against the length limit as the measure tokenises them; compact vectors,
 * the `--vectors` default: the full ones are an optional 290 MB package).
 */
async function faithfulnessOfSystems(request: WebRequest, progress: Progress): Promise<(WebUsim & { explanations: WebExplanation[] })[]> {
  const { readFaithfulnessFiles, scoreFaithfulness, explanationView, faithfulnessTokens } = await import('../metrics/faithfulness/index.js');
  const { faithfulnessView } = await import('../cli/json-views.js');
  const parser = (await faithfulnessParser(request)) as import('../metrics/faithfulness/defaults.js').FaithfulnessParser;
  const raw = request.faithfulness?.raw === true;
  return request.systems.map((system) => {
    const { sources, hypotheses } = readFaithfulnessFiles(request.source.name, system.name, raw ? (line) => faithfulnessTokens(line, false).length : undefined);
    const result = scoreFaithfulness(sources, hypotheses, { tokenized: !raw, parser, vectors: 'compact' }, progress);
    return { system: systemName(system.name), json: faithfulnessView(result), explanations: result.sentences.map(explanationView) };
  });
}

/** Checks that every chosen metric has the inputs it reads, with the CLI's wording where the CLI has one. */
function checkInputs(request: WebRequest): void {
  if (request.systems.length === 0) throw new GecvalInputError('choose at least one system output file');
  if (request.metrics.length === 0) throw new GecvalInputError('choose at least one metric');
  // `gecval report` has no --tokenize: a report of the tokenised outputs would carry signatures without tok|norm.
  if (request.report === true && request.raw !== undefined) throw new GecvalInputError('the HTML report scores system outputs as they are (gecval report has no --tokenize): choose "tokenised as the gold is", or tokenise the outputs first (gecval tokenize)');
}

/** Everything the page shows and downloads for one run. */
export async function runWeb(request: WebRequest, progress: Progress): Promise<WebResult> {
  checkInputs(request);
  const warnings: string[] = [];
  // One run, each piece of work once: ERRANT's edits of a system (its score and its errant-compare document) and
  // grammaticality's counts (its score table, the leaderboard column) are remembered for the run (withSharedWork);
  // the HTML report reuses the page's leaderboard and USIM parses (buildWebReport's `reuse`).
  return withRequestFiles(request, (references, sign) => withSharedWork(async () => {
    const scores: WebScore[] = [];
    for (const name of request.metrics) {
      findMetric(name);
      if (name === 'usim' || name === 'faithfulness') continue; // below: USIM from the given graphs or from text; faithfulness as its command
      scores.push(await scoreMetric(name, request, references, sign, progress, warnings));
    }
    let errantTypes: WebErrantTypes[] = [];
    const extracted = new Map<string, WebEdit[][]>();
    if (request.metrics.includes('errant') && request.m2) {
      const { runErrantCompare } = await import('../metrics/errant/run.js');
      errantTypes = request.systems.map((system) => {
        const run = runErrantCompare({ source: request.source.name, hypText: system.name, ref: request.m2!.name, cat: 3, json: true }, progress);
        if (run.hypothesisM2 !== undefined) extracted.set(system.name, editsOfM2(parseM2(run.hypothesisM2, system.name)));
        const json = JSON.parse(run.output) as Record<string, unknown>;
        // signed as `gecval errant-compare --tokenize` signs it (tok|norm before version)
        if (typeof json.signature === 'string') json.signature = sign(json.signature);
        return { system: systemName(system.name), json };
      });
    }
    const faithfulness = request.metrics.includes('faithfulness') ? await faithfulnessOfSystems(request, progress) : undefined;
    const textUsim = request.metrics.includes('usim') && (request.graphs ?? []).length === 0 ? await usimFromText(request, progress, warnings) : undefined;
    const usim = textUsim ?? (await usimFromGraphs(request, progress));
    const { toUccaJson } = await import('../ucca/json.js');
    const explorer: WebExplorer = {
      ...(usim ? { sourceGraphs: usim.sourceGraphs.map(toUccaJson) } : {}),
      source: readSentenceFile(request.source.name).lines,
      ...(request.m2 ? { gold: editsOfM2(readM2(request.m2.name)) } : {}),
      systems: request.systems.map((system) => ({
        name: systemName(system.name),
        lines: readSentenceFile(system.name).lines,
        ...(extracted.has(system.name) ? { edits: extracted.get(system.name)! } : {}),
        ...(faithfulness ? { faithfulness: faithfulness.find((f) => f.system === systemName(system.name))!.explanations } : {}),
        ...(usim?.systems.some((u) => u.name === systemName(system.name)) ? { graphs: usim.systems.find((u) => u.name === systemName(system.name))!.graphs.map(toUccaJson) } : {}),
      })),
    };
    const { LEADERBOARD_METRIC_NAMES, computeLeaderboard, leaderboardSignature, leaderboardView, meanColumn } = await import('../report/compute/leaderboard.js');
    // USIM on the given graphs: the report's column for it (mean of sentence scores, percentile intervals).
    const usimColumn = usim && usim.systems.length > 0 ? meanColumn('usim', 'USIM', usim.signature, usim.systems.map((u) => ({ name: u.name, sentences: u.usim })), request.resamples, request.seed, progress) : undefined;
    // The report's leaderboard metrics (`--metrics`); the page's leaderboard adds the ensemble's column, as gecval
    // report names it (ensemble:A+B, from the same members).
    const reportMetrics = request.metrics.filter((m) => (LEADERBOARD_METRIC_NAMES as readonly string[]).includes(m));
    const boardMetrics = [...reportMetrics];
    if (request.metrics.includes('ensemble')) boardMetrics.push(`ensemble:${webOptions('ensemble', request).metrics!.split(',').map((m) => m.trim()).filter((m) => m !== '').join('+')}`);
    const showBoard = boardMetrics.length > 0 && request.leaderboard !== false;
    // Computed once: for the page (its metrics) and, when the report is asked for, for the report too (its columns
    // are the page's less the ensemble's; each column is computed on its own, so leaving one out changes no other).
    let lb: import('../report/compute/leaderboard.js').LeaderboardResult | undefined;
    let lbMetrics: readonly string[] = [];
    if (showBoard || (request.report === true && reportMetrics.length > 0)) {
      const { loadDataset } = await import('../report/dataset.js');
      const dataset = loadDataset({
        name: 'browser',
        source: request.source.name,
        ...(request.m2 ? { m2: request.m2.name } : {}),
        references: request.references.map((r) => r.name),
        systems: request.systems.map((s) => ({ name: systemName(s.name), path: s.name })),
      });
      lbMetrics = showBoard ? boardMetrics : reportMetrics;
      try {
        lb = await computeLeaderboard(dataset, { metrics: lbMetrics, resamples: request.resamples, seed: request.seed, progress });
      } catch (error) {
        // for the report alone: it computes its own and says in its section what failed, as it always did
        if (showBoard) throw error;
      }
    }
    let leaderboard: unknown;
    if (showBoard && lb !== undefined) {
      // Tokenised outputs: every column's signature says so, as the CLI's signatures do.
      leaderboard = leaderboardView({ signature: sign(lb.signature), metrics: [...lb.metrics.map((m) => ({ ...m, signature: sign(m.signature) })), ...(usimColumn ? [usimColumn] : [])], skipped: lb.skipped });
    } else if (usimColumn !== undefined) {
      leaderboard = leaderboardView({ signature: leaderboardSignature(request), metrics: [usimColumn], skipped: [] });
    }
    let report: import('./report.js').WebReport | undefined;
    if (request.report === true) {
      const { buildWebReport } = await import('./report.js');
      report = await buildWebReport({
        source: request.source.name,
        ...(request.m2 ? { m2: request.m2.name } : {}),
        references: request.references.map((r) => r.name),
        systems: request.systems.map((s) => ({ name: systemName(s.name), path: s.name })),
        metrics: reportMetrics,
        resamples: request.resamples,
        seed: request.seed,
        parser: request.parser ?? (await import('../ucca/parser/catalogue.js')).DEFAULT_PARSER_MODEL,
        ...(usim !== undefined && textUsim === undefined ? { graphs: { source: givenGraphFile(request)!, systems: Object.fromEntries(usim.systems.map((u) => [u.name, u.file])) } } : {}),
      }, progress, {
        ...(textUsim === undefined ? {} : { parsed: textUsim.parsed }),
        // the page's leaderboard, its report columns only, when the report asks for what the page computed
        ...(lb === undefined ? {} : {
          leaderboard: async (dataset, options) => {
            const same = options.metrics !== 'all' && options.metrics !== 'fast' && options.metrics.every((m) => lbMetrics.includes(m)) && options.resamples === request.resamples && options.seed === request.seed;
            if (!same) return computeLeaderboard(dataset, options);
            const asked = new Set<string>(options.metrics as readonly string[]);
            return { ...lb!, metrics: lb!.metrics.filter((m) => asked.has(m.name)), skipped: lb!.skipped.filter((x) => asked.has(x.name)) };
          },
        }),
      });
    }
    return {
      explorer,
      scores,
      errantTypes,
      warnings,
      ...(report === undefined ? {} : { report }),
      ...(leaderboard === undefined ? {} : { leaderboard }),
      ...(faithfulness ? { faithfulness: faithfulness.map((f) => ({ system: f.system, json: f.json })) } : {}),
      ...(textUsim ? { usim: textUsim.systems.map((u) => ({ system: u.name, json: u.json })), parses: textUsim.parses } : {}),
    };
  }));
}
