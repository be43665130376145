/**
 * What a report section is: an id, a title, and a render step that reads the shared build context and returns
 * HTML. A section that lacks its inputs throws `SectionUnavailable` (shown as a note saying what to provide);
 * any other failure is caught by the builder and shown as an error box, so one section never breaks the page.
 */
import type { Progress } from '../core/progress.js';
import type { ReportConfig, SectionId } from './config.js';
import type { Dataset } from './dataset.js';
import type { LeaderboardResult } from './compute/leaderboard.js';
import type { UsimData } from './compute/usim.js';
import type { VegaLiteSpec } from './plots/render.js';

export class SectionUnavailable extends Error {}

export interface BuildContext {
  readonly config: ReportConfig;
  readonly dataset: Dataset;
  readonly progress: Progress;
  leaderboard?: LeaderboardResult;
  /** Why the leaderboard computation failed, when it did (its section shows it). */
  leaderboardError?: string;
  usim?: UsimData;
  /** Why USIM is not computed on the dataset itself (parser missing, switched off, or failed). */
  usimNote?: string;
  /** Writes a data file beside index.html (path relative to the output folder) and returns that path. */
  writeData(relative: string, content: string | Buffer): string;
  /** Renders a plot to SVG + PNG beside index.html and returns the figure's HTML (SVG inlined). */
  plot(spec: VegaLiteSpec, relativeBase: string, caption: string): Promise<string>;
}

export interface ReportSection {
  readonly id: SectionId;
  readonly title: string;
  /** False: the section is left out of the page altogether (it has no input to show, e.g. no human judgments). */
  enabled?(config: ReportConfig): boolean;
  render(context: BuildContext): Promise<string>;
}

export type SectionStatus = 'ok' | 'unavailable' | 'error' | 'disabled';

export interface RenderedSection {
  readonly id: SectionId;
  readonly title: string;
  readonly status: SectionStatus;
  readonly html: string;
  readonly seconds: number;
}
