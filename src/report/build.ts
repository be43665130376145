/**
 * Builds the report: composes the page (compose.ts: dataset, scores, USIM, every section), writes index.html with
 * the data files and plots beside it, and a manifest (report.json) saying what each section did and how long it took.
 */
import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StageTime } from '../core/progress.js';
import type { ReportConfig, SectionId } from './config.js';
import { OutputFolder } from './write/index.js';
import type { BuildContext, RenderedSection } from './section.js';
import { composeReport, reportManifestJson, runSeconds, type BuildOptions } from './compose.js';

export { REPORT_SECTIONS, reportSignature, checkReportMetrics, composeReport, type BuildOptions, type ReportSink, type ComposedReport } from './compose.js';

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

function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return total;
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
  const outDir = config.out;
  let folder: OutputFolder | undefined;
  const composed = await composeReport(config, () => {
    folder = new OutputFolder(outDir, 'the report folder (--out)', { staged: true });
    folders.push(folder);
    return folder;
  }, options);
  const { html, signature, sections: summary, files } = composed;
  const index = join(outDir, 'index.html');
  folder!.write('index.html', html);
  const stages = composed.clock.summary();
  const seconds = runSeconds(stages);
  folder!.write('report.json', reportManifestJson(composed, stages));
  folder!.commit();
  return { outDir, index, signature, sections: summary, files, indexBytes: Buffer.byteLength(html), totalBytes: folderBytes(outDir), seconds, stages, leaderboard: composed.leaderboard };
}
