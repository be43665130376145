/**
 * Composes the report page: reads the dataset, runs the shared computations (scores, USIM), renders every section
 * (each isolated: a failure becomes a visible note, never a broken page) and returns index.html as a string, with
 * what each section did and where the time went. Where data files and figures go is the caller's: `gecval report`
 * writes them into its output folder (build.ts), the browser app keeps them in memory (src/web/report.ts). Nothing
 * here touches a file system, so the page and the CLI compose the same bytes from the same inputs.
 */
import { makeSignature } from '../core/signature.js';
import { GecvalInputError } from '../core/errors.js';
import { silentProgress, StageClock, type Progress, type StageTime } from '../core/progress.js';
import { SECTION_IDS, type ReportConfig, type SectionId } from './config.js';
import { loadDataset, type Dataset } from './dataset.js';
import { computeLeaderboard, meanColumn, type LeaderboardOptions, type LeaderboardResult } from './compute/leaderboard.js';
import { computeUsim, type ParsedSentences } from './compute/usim.js';
import { esc, figure, note, REPORT_PRECISION } from './html.js';
import { pageShell } from './shell.js';
import type { VegaLiteSpec } from './plots/render.js';
import { SectionUnavailable, type BuildContext, type RenderedSection, type ReportSection } from './section.js';
import { leaderboardSection } from './sections/leaderboard.js';
import { usimSection } from './sections/usim.js';
import { conservatismSection } from './sections/conservatism.js';
import { coverageSection } from './sections/coverage.js';
import { maegeSection } from './sections/maege.js';
import { metaEvalSection } from './sections/meta-eval.js';
import { explorerSection } from './sections/explorer.js';

export const REPORT_SECTIONS: Readonly<Record<SectionId, ReportSection>> = {
  leaderboard: leaderboardSection,
  usim: usimSection,
  conservatism: conservatismSection,
  coverage: coverageSection,
  maege: maegeSection,
  'meta-eval': metaEvalSection,
  explorer: explorerSection,
};

export interface BuildOptions {
  readonly progress?: Progress;
  /** Called when a section starts (the CLI prints its name). */
  readonly onSection?: (id: SectionId, title: string) => void;
  /** Fixed timestamp for reproducible output (tests); default now. */
  readonly generated?: string;
  /**
   * When the run began, as a `performance.now()` value (the CLI passes 0: the process' start), so that the time
   * summary covers start-up too; default: when `buildReport` is called.
   */
  readonly since?: number;
  /**
   * Work the caller has already done on the same files (the browser app: its own leaderboard and USIM parses), used
   * instead of doing it again. `leaderboard` is called in place of `computeLeaderboard(dataset, options)` and must
   * return what that would (a fresh object: the report adds its USIM column to it); `parsed` maps sentences to their
   * graphs by the parser model `parsed.model` (a path, as `resolveModel` gives it), and only other sentences are
   * parsed. Neither changes a byte of the report.
   */
  readonly reuse?: {
    readonly leaderboard?: (dataset: Dataset, options: LeaderboardOptions) => Promise<LeaderboardResult>;
    readonly parsed?: ParsedSentences;
  };
}

/**
 * Where the report's data files and figures go (`gecval report`: its output folder, an `OutputFolder`; the browser
 * app: memory). `write` stores a file under its path relative to index.html and returns that path; `figure` renders
 * a plot and stores it as `<base>.svg` and `<base>.png`, returning their relative paths and the SVG text.
 */
export interface ReportSink {
  write(relative: string, content: string | Uint8Array): string;
  figure(spec: VegaLiteSpec, relativeBase: string): Promise<{ readonly files: readonly string[]; readonly svg: string }>;
}

export type SectionSummary = { id: SectionId; status: RenderedSection['status']; seconds: number; message?: string };

export interface ComposedReport {
  /** index.html. */
  readonly html: string;
  readonly signature: string;
  /** The dataset line of the page header (report.json's `dataset`). */
  readonly subtitle: string;
  readonly sections: readonly SectionSummary[];
  /** The data files and figures given to the sink, in order. */
  readonly files: readonly string[];
  /** Still running in the phase 'writing index.html and report.json': the writer stops it. */
  readonly clock: StageClock;
  readonly leaderboard?: BuildContext['leaderboard'];
}

/**
 * report.json: the signature, the dataset line, how long the run took and where the time went (`stages`, which add
 * up to `seconds`), what each section did, and the files written beside index.html.
 */
export function reportManifestJson(composed: ComposedReport, stages: readonly StageTime[]): string {
  return `${JSON.stringify({ signature: composed.signature, dataset: composed.subtitle, seconds: runSeconds(stages), stages, sections: composed.sections, files: composed.files }, null, 2)}\n`;
}

/** The stages partition the run, so their sum is the run's length (up to their millisecond rounding). */
export function runSeconds(stages: readonly StageTime[]): number {
  return Math.round(stages.reduce((sum, s) => sum + s.seconds, 0) * 1000) / 1000;
}

export function reportSignature(config: ReportConfig): string {
  return makeSignature('gecval-report', { boot: config.bootstrap.resamples, seed: config.bootstrap.seed, alpha: 0.05, precision: REPORT_PRECISION });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Metric names are checked before any work: an unknown name is the user's typo, and a report that quietly drops
 * it ("no scores") would look complete.
 */
export async function checkReportMetrics(config: ReportConfig): Promise<void> {
  const { LEADERBOARD_METRIC_NAMES } = await import('./compute/leaderboard.js');
  if (config.metrics !== 'all' && config.metrics !== 'fast') {
    const known: readonly string[] = LEADERBOARD_METRIC_NAMES;
    const { isEnsembleSpec, ensembleSpecMembers } = await import('./compute/ensemble.js');
    for (const name of config.metrics) {
      if (isEnsembleSpec(name)) await ensembleSpecMembers(name);
      else if (!known.includes(name)) throw new GecvalInputError(`unknown leaderboard metric '${name}' (known: ${known.join(', ')}, 'fast' or 'all')`);
    }
  }
  if (Array.isArray(config.maege.metrics) && config.sections.maege) {
    const { maegeMetrics, maegeMetricEntry } = await import('../analyses/maege/registry-adapter.js');
    const { isCodeMetric } = await import('./config.js');
    const known = maegeMetrics().map((m) => m.name);
    for (const name of config.maege.metrics as readonly string[]) {
      if (!isCodeMetric(name) && maegeMetricEntry(name) === undefined) throw new GecvalInputError(`unknown MAEGE metric '${name}' (known: ${known.join(', ')}, 'fast', 'all', or cmd:/module: entries with --allow-code)`);
    }
  }
}

/**
 * The report page for `config`. `openSink` is called once the metric names are checked and before the dataset is
 * read (`gecval report` creates its output folder there, so a typo in a metric name leaves no folder behind).
 */
export async function composeReport(config: ReportConfig, openSink: () => ReportSink, options: BuildOptions = {}): Promise<ComposedReport> {
  const started = options.since ?? performance.now();
  const clock = new StageClock(options.since === undefined ? 'checking the configuration' : 'start-up and configuration', () => performance.now(), started);
  await checkReportMetrics(config);
  const progress = clock.wrap(options.progress ?? silentProgress);
  clock.phase('reading the dataset');
  const sink = openSink();
  const dataset = loadDataset(config.dataset);
  const files: string[] = [];
  let plotCount = 0;
  const context: BuildContext = {
    config,
    dataset,
    progress,
    writeData(relative, content) {
      files.push(sink.write(relative, content));
      return relative;
    },
    async plot(spec, relativeBase, caption) {
      const written = await sink.figure(spec, relativeBase);
      files.push(...written.files);
      // In the page the signature is text under the plot (the files beside it keep it in the subtitle).
      const { withoutSignature, renderSvg } = await import('./plots/render.js');
      const bare = withoutSignature(spec);
      const svg = bare.signature === undefined ? written.svg : await renderSvg(bare.spec);
      return figure(svg, `p${plotCount++}`, caption, written.files, bare.signature);
    },
  };
  const wanted = (id: SectionId) => config.sections[id];
  const wantsUsim = config.metrics === 'all' || config.metrics === 'fast' || config.metrics.includes('usim');
  // Parsing every sentence is the report's costliest step: a leaderboard without a USIM column does not need it.
  if (wanted('usim') || wanted('explorer') || (wanted('leaderboard') && wantsUsim)) {
    options.onSection?.('usim', 'UCCA graphs and USIM');
    clock.phase('UCCA graphs and USIM');
    try {
      const usim = await computeUsim(config, dataset, progress, options.reuse?.parsed);
      context.usim = usim.data;
      context.usimNote = usim.parserNote;
    } catch (error) {
      context.usimNote = `USIM failed: ${message(error)}`;
    }
  }
  if (wanted('leaderboard') || wanted('explorer') || wanted('coverage')) {
    options.onSection?.('leaderboard', 'Scores and bootstrap');
    clock.phase('Scores and bootstrap');
    try {
      const lbOptions: LeaderboardOptions = { metrics: config.metrics, resamples: config.bootstrap.resamples, seed: config.bootstrap.seed, progress };
      const lb = await (options.reuse?.leaderboard ?? computeLeaderboard)(dataset, lbOptions);
      const usim = context.usim;
      if (usim?.on === 'dataset' && wantsUsim) {
        lb.metrics.push(meanColumn('usim', 'USIM', usim.signature, usim.systems.map((s) => ({ name: s.name, sentences: s.usim })), config.bootstrap.resamples, config.bootstrap.seed, progress));
      } else if (wantsUsim) {
        lb.skipped.push({ name: 'usim', reason: usim ? `no UCCA graphs for this dataset (${context.usimNote ?? ''}); see the USIM section` : (context.usimNote ?? 'no UCCA graphs') });
      }
      context.leaderboard = lb;
    } catch (error) {
      context.leaderboardError = message(error);
    }
  }
  const rendered: RenderedSection[] = [];
  const summary: SectionSummary[] = [];
  for (const id of SECTION_IDS) {
    const section = REPORT_SECTIONS[id];
    if (section.enabled?.(config) === false) continue;
    const t0 = performance.now();
    let status: RenderedSection['status'] = 'ok';
    let html: string;
    let why: string | undefined;
    if (!wanted(id)) {
      status = 'disabled';
      html = note('info', `This section is switched off in the configuration (sections.${id} = false).`);
    } else {
      options.onSection?.(id, section.title);
      clock.phase(`section: ${section.title}`);
      try {
        html = await section.render(context);
      } catch (error) {
        why = message(error);
        if (error instanceof SectionUnavailable) {
          status = 'unavailable';
          html = note('unavailable', `<b>Not available.</b> ${esc(why)}`);
        } else {
          status = 'error';
          html = note('error', `<b>This section failed</b> and was left out; the rest of the report is unaffected.<br><code>${esc(why)}</code>`);
        }
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    rendered.push({ id, title: section.title, status, html, seconds });
    summary.push({ id, status, seconds, ...(why === undefined ? {} : { message: why }) });
  }
  clock.phase('writing index.html and report.json');
  const signature = reportSignature(config);
  const subtitle = `${dataset.name}: ${dataset.source.length} sentences, ${dataset.systems.length} systems, ${dataset.references.length} references${dataset.gold ? ', gold M2' : ''}`;
  const html = pageShell({ title: config.title, subtitle, signature, generated: options.generated ?? new Date().toISOString().replace(/\.\d+Z$/u, 'Z'), sections: rendered, notices: dataset.warnings });
  return { html, signature, subtitle, sections: summary, files, clock, ...(context.leaderboard === undefined ? {} : { leaderboard: context.leaderboard }) };
}
