/**
 * Builds the report: reads the dataset, runs the shared computations (scores, USIM), renders every section
 * (each isolated: a failure becomes a visible note, never a broken page), writes index.html with the data files
 * and plots beside it, and a manifest (report.json) saying what each section did and how long it took.
 */
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeSignature } from '../core/signature.js';
import { GecvalInputError } from '../core/errors.js';
import { silentProgress, StageClock, type Progress, type StageTime } from '../core/progress.js';
import { SECTION_IDS, type ReportConfig, type SectionId } from './config.js';
import { loadDataset } from './dataset.js';
import { computeLeaderboard, meanColumn } from './compute/leaderboard.js';
import { computeUsim } from './compute/usim.js';
import { esc, figure, note, REPORT_PRECISION } from './html.js';
import { pageShell } from './shell.js';
import { OutputFolder } from './write/index.js';
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
}

export interface BuiltReport {
  readonly outDir: string;
  readonly index: string;
  readonly signature: string;
  readonly sections: readonly { id: SectionId; status: RenderedSection['status']; seconds: number; message?: string }[];
  readonly files: readonly string[];
  /** Size of index.html and of everything written, in bytes. */
  readonly indexBytes: number;
  readonly totalBytes: number;
  readonly seconds: number;
  /** Where the time went: every stage of the run in order (parsing, each metric's statistics and bootstrap, each section…); they add up to `seconds`. */
  readonly stages: readonly StageTime[];
  readonly leaderboard?: BuildContext['leaderboard'];
}

export function reportSignature(config: ReportConfig): string {
  return makeSignature('gecval-report', { boot: config.bootstrap.resamples, seed: config.bootstrap.seed, alpha: 0.05, precision: REPORT_PRECISION });
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
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
 * Builds the report into `config.out`. Every file is staged under a temporary name and renamed only when the whole
 * report is written (src/report/write/), so a failed or stopped run leaves the folder as it was.
 */
export async function buildReport(config: ReportConfig, options: BuildOptions = {}): Promise<BuiltReport> {
  const folders: OutputFolder[] = [];
  try {
    return await buildStaged(config, options, folders);
  } catch (error) {
    for (const folder of folders) folder.abort();
    throw error;
  }
}

async function buildStaged(config: ReportConfig, options: BuildOptions, folders: OutputFolder[]): Promise<BuiltReport> {
  const started = options.since ?? performance.now();
  const clock = new StageClock(options.since === undefined ? 'checking the configuration' : 'start-up and configuration', () => performance.now(), started);
  await checkReportMetrics(config);
  const progress = clock.wrap(options.progress ?? silentProgress);
  clock.phase('reading the dataset');
  const outDir = config.out;
  const folder = new OutputFolder(outDir, 'the report folder (--out)', { staged: true });
  folders.push(folder);
  const dataset = loadDataset(config.dataset);
  const files: string[] = [];
  let plotCount = 0;
  const context: BuildContext = {
    config,
    dataset,
    progress,
    writeData(relative, content) {
      files.push(folder.write(relative, content));
      return relative;
    },
    async plot(spec, relativeBase, caption) {
      const written = await folder.figure(spec, relativeBase);
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
      const usim = await computeUsim(config, dataset, progress);
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
      const lb = await computeLeaderboard(dataset, { metrics: config.metrics, resamples: config.bootstrap.resamples, seed: config.bootstrap.seed, progress });
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
  const summary: { id: SectionId; status: RenderedSection['status']; seconds: number; message?: string }[] = [];
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
  const index = join(outDir, 'index.html');
  const html = pageShell({ title: config.title, subtitle, signature, generated: options.generated ?? new Date().toISOString().replace(/\.\d+Z$/u, 'Z'), sections: rendered, notices: dataset.warnings });
  folder.write('index.html', html);
  const stages = clock.summary();
  // The stages partition the run, so their sum is the run's length (up to their millisecond rounding).
  const seconds = Math.round(stages.reduce((sum, s) => sum + s.seconds, 0) * 1000) / 1000;
  folder.write('report.json', `${JSON.stringify({ signature, dataset: subtitle, seconds, stages, sections: summary, files }, null, 2)}\n`);
  folder.commit();
  return { outDir, index, signature, sections: summary, files, indexBytes: Buffer.byteLength(html), totalBytes: folderBytes(outDir), seconds, stages, leaderboard: context.leaderboard };
}
