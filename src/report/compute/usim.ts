/**
 * UCCA graphs and USIM for the report. Graphs come from, in order of preference: the bundled UCCA parser run
 * on the dataset itself (when its model file exists), or a pre-parsed UCCA dataset from the configuration
 * (e.g. the TUPA parses of JFLEG dev bundled in samples/jfleg). When neither is there, USIM is unavailable and
 * the report says why instead of printing a number.
 */
import { silentProgress, type Progress } from '../../core/progress.js';
import { readSentenceFile } from '../../formats/parallel.js';
import type { UccaGraph } from '../../ucca/graph.js';
import { readUccaGraphs } from '../../ucca/read.js';
import { scoreUsim, usimSignature } from '../../ucca/usim/score.js';
import { GecvalInputError } from '../../core/errors.js';
import type { ReportConfig, UccaDatasetConfig } from '../config.js';
import { readReferenceFiles, type Dataset, type NamedLines } from '../dataset.js';
import { modelsDir } from '../paths.js';
import { basename } from 'node:path';
import { BUNDLED_PARSER_MODELS, DEFAULT_MODEL_PATH, modelInstalled } from '../../ucca/parser/catalogue.js';

export const PARSER_MODEL_FILE = basename(DEFAULT_MODEL_PATH);

export interface UsimSystem {
  readonly name: string;
  readonly graphs: readonly UccaGraph[];
  readonly usim: readonly number[];
  readonly mean: number;
}

export interface UsimData {
  /** Which dataset the graphs belong to: the report's own ('dataset') or the configured pre-parsed one ('ucca'). */
  readonly on: 'dataset' | 'ucca';
  readonly datasetName: string;
  readonly how: string;
  readonly signature: string;
  readonly source: readonly string[];
  readonly references: readonly NamedLines[];
  readonly sourceGraphs: readonly UccaGraph[];
  readonly systems: readonly UsimSystem[];
  readonly systemLines: ReadonlyMap<string, readonly string[]>;
}

/** The model file the report parses with: the configured one (`parser.model`, `--model`), else the default. */
export function parserModelPath(config?: Pick<ReportConfig, 'parser'>): string {
  const model = config?.parser.model;
  if (model === undefined) return modelsDir(PARSER_MODEL_FILE);
  return BUNDLED_PARSER_MODELS[model] ?? model;
}

/** USIM of each system's graphs against the source's, sentence by sentence (the browser app's given graphs too). */
export function scoreUsimSystems(sourceGraphs: readonly UccaGraph[], systems: readonly { name: string; graphs: readonly UccaGraph[] }[], progress: Progress): UsimSystem[] {
  // One step per sentence: a system's USIM can outlast the progress interval on a loaded machine.
  progress.start(systems.reduce((n, s) => n + s.graphs.length, 0), 'USIM');
  const out = systems.map((s) => {
    const usim = s.graphs.map((g, i) => {
      const score = scoreUsim(sourceGraphs[i]!, g).usim;
      progress.increment();
      return score;
    });
    return { name: s.name, graphs: s.graphs, usim, mean: usim.reduce((a, b) => a + b, 0) / Math.max(1, usim.length) };
  });
  progress.stop();
  return out;
}

/** The graphs of a file that must hold one per line of its text file. */
export function readGraphFile(path: string, count: number): UccaGraph[] {
  const graphs = readUccaGraphs(path);
  if (graphs.length !== count) throw new GecvalInputError(`has ${graphs.length} graphs but its text file has ${count} lines`, { file: path });
  return graphs;
}

export function usimFromPreParsed(ucca: UccaDatasetConfig, progress: Progress = silentProgress): UsimData {
  const source = readSentenceFile(ucca.source).lines;
  const sourceGraphs = readGraphFile(ucca.sourceGraphs, source.length);
  const systemLines = new Map(ucca.systems.map((s) => [s.name, readSentenceFile(s.path).lines] as const));
  const systems = ucca.systems.map((s) => ({ name: s.name, graphs: readGraphFile(ucca.systemGraphs[s.name]!, systemLines.get(s.name)!.length) }));
  return {
    on: 'ucca',
    datasetName: ucca.name,
    how: ucca.note ?? 'pre-parsed UCCA graphs given in the configuration',
    signature: usimSignature({ variant: 'code', graphs: 'given' }),
    source,
    references: readReferenceFiles(ucca.references),
    sourceGraphs,
    systems: scoreUsimSystems(sourceGraphs, systems, progress),
    systemLines,
  };
}

/** Graphs of sentences parsed already (tokenised, by the model at `model`, a path as `resolveModel` gives it), by sentence. */
export interface ParsedSentences {
  readonly model: string;
  readonly graphs: ReadonlyMap<string, UccaGraph>;
}

export async function usimFromParser(dataset: Dataset, cacheDir: string | undefined, progress: Progress = silentProgress, threads?: number, modelPath: string = parserModelPath(), already?: ParsedSentences): Promise<UsimData> {
  // The registry's `usim` metric over the parse service: text parsed by the bundled parser, the same signature as
  // `gecval usim --source`.
  const { UsimMetric } = await import('../../metrics/usim/metric.js');
  const { textUsimGraphs } = await import('../../ucca/usim/text.js');
  const { parseLines } = await import('../../ucca/parser/service.js');
  const { resolveModel } = await import('../../ucca/parser/catalogue.js');
  const { resolveJobs } = await import('../../core/workers.js');
  const model = resolveModel(modelPath);
  // Conservative systems leave most lines as they are: parse each distinct sentence once, spread over worker
  // threads (parsing is most of a full report's time).
  const known = already?.model === model.path ? already.graphs : undefined;
  const unique = [...new Set([dataset.source, ...dataset.systems.map((s) => s.lines)].flat())].filter((line) => !known?.has(line));
  const parses = unique.length === 0 ? { graphs: [] } : await parseLines(unique, {
    model,
    tokenized: true,
    jobs: resolveJobs(threads),
    progress,
    label: `UCCA parsing (${unique.length} sentences)`,
    ...(cacheDir === undefined ? {} : { cacheDir }),
  });
  const graphs = new Map<string, UccaGraph>([...(known ?? []), ...unique.map((line, i) => [line, parses.graphs[i]!] as const)]);
  const metric = new UsimMetric({ variant: 'code', graphs, parserName: textUsimGraphs({ model, tokenized: true }) });
  const sourceGraphs = dataset.source.map((line) => metric.graphOf(line));
  const parsed = dataset.systems.map((s) => ({ name: s.name, graphs: s.lines.map((line) => metric.graphOf(line)) }));
  return {
    on: 'dataset',
    datasetName: dataset.name,
    how: `parsed with the bundled UCCA parser (${basename(model.path)})`,
    signature: metric.signature(),
    source: dataset.source,
    references: dataset.references,
    sourceGraphs,
    systems: scoreUsimSystems(sourceGraphs, parsed, progress),
    systemLines: new Map(dataset.systems.map((s) => [s.name, s.lines] as const)),
  };
}

/** Why USIM on the dataset itself is not available (undefined when the parser can run). */
export function parserUnavailableReason(config: ReportConfig): string | undefined {
  if (!config.parser.use) return 'the UCCA parser is switched off in the configuration (parser.use = false)';
  const model = parserModelPath(config);
  if (!modelInstalled(model)) {
    return config.parser.model === undefined ? `the bundled UCCA parser is not available (no model file models/${PARSER_MODEL_FILE} in this installation)` : `the UCCA parser model ${model} is not there`;
  }
  return undefined;
}

/** Graphs for USIM (sentences in `parsed` are not parsed again): the parser on the dataset when possible, else the pre-parsed UCCA dataset, else an explanation. */
export async function computeUsim(config: ReportConfig, dataset: Dataset, progress: Progress, parsed?: ParsedSentences): Promise<{ data?: UsimData; parserNote?: string }> {
  const reason = parserUnavailableReason(config);
  if (reason === undefined) return { data: await usimFromParser(dataset, config.parser.cacheDir, progress, config.parser.threads, parserModelPath(config), parsed) };
  if (config.ucca !== undefined) return { data: usimFromPreParsed(config.ucca, progress), parserNote: reason };
  return { parserNote: reason };
}
