/**
 * The HTML report in the browser app: `gecval report`'s own page, composed by the report's code (composeReport,
 * src/report/compose.ts) from the page's in-memory files. The CLI writes the data files and figures beside
 * index.html; here they stay in memory (the figures as SVG: the PNG copies are the CLI's, drawn by a native
 * library), and the page offers index.html for download. The configuration below is what `gecval report` is given
 * for the same files (docs/web.md, "The HTML report", says which fields and why); every other field is the
 * report's default.
 */
import { GecvalInputError } from '../core/errors.js';
import type { Progress } from '../core/progress.js';
import { REPORT_DEFAULTS, SECTION_IDS, type ReportConfig, type SectionId } from '../report/config.js';
import { composeReport, reportManifestJson, type BuildOptions, type ReportSink } from '../report/compose.js';
import type { VegaLiteSpec } from '../report/plots/render.js';

/** The folder the zip download unpacks to. */
export const WEB_REPORT_FOLDER = 'gecval-report';

/** The report the page offers: index.html as `gecval report` writes it, and the folder around it as a zip. */
export interface WebReport {
  readonly html: string;
  /** The data files and figures index.html links to, as `gecval report` names them (the PNG copies are not made here). */
  readonly files: readonly string[];
  /**
   * The report folder as a zip (folder `gecval-report/`): index.html, report.json and every data file and SVG
   * figure, as `gecval report --out` writes them; the figures' PNG copies are left out (the CLI draws them with a
   * native library, resvg), so their links in the page lead nowhere.
   */
  readonly zip: Uint8Array;
  readonly signature: string;
  readonly sections: readonly { readonly id: string; readonly status: string; readonly message?: string }[];
}

/**
 * The sections the page composes: those it can compute from the files it is given. USIM only when the USIM metric
 * is ticked (the parser runs on every sentence); reference coverage needs crowd corrections, which the page does not
 * take; MAEGE runs as in the CLI (its p-values come from the correctly rounded log/exp, so the digits are the CLI's);
 * meta-evaluation needs human judgments (without them `gecval report` leaves it out of the page altogether).
 */
export function webReportSections(usim: boolean): Record<SectionId, boolean> {
  const off = new Set<SectionId>(['coverage', ...(usim ? [] : ['usim' as const])]);
  return Object.fromEntries(SECTION_IDS.map((id) => [id, !off.has(id)])) as Record<SectionId, boolean>;
}

/** What the page was asked for, as the report's configuration needs it. */
export interface WebReportInput {
  readonly source: string;
  readonly m2?: string;
  readonly references: readonly string[];
  /** System name (the file's stem, as `--systems FILE` names it) and file. */
  readonly systems: readonly { readonly name: string; readonly path: string }[];
  /** The leaderboard's metrics: the ticked metrics the leaderboard knows (`--metrics`), `usim` among them when ticked. */
  readonly metrics: readonly string[];
  readonly resamples: number;
  readonly seed: number;
  /** The UCCA parser model (`--model`), used only when `usim` is among the metrics and no graphs are given. */
  readonly parser: string;
  /**
   * UCCA graph files given with the files (JSON lines): the source's and those of the systems that have one, by
   * system name. With `usim` ticked the report takes them as its pre-parsed UCCA data (`ucca`) instead of parsing.
   */
  readonly graphs?: { readonly source: string; readonly systems: Readonly<Record<string, string>> };
}

/** The name the report gives the given graphs' data set (its explorer lists those sentences again, with drawings). */
export const GIVEN_GRAPHS_NAME = 'given UCCA graphs';

/**
 * The report's configuration for the page's files: the file names as the page knows them (the library reads them
 * from memory), the ticked leaderboard metrics, the resamples and seed, the sections above, and the parser only
 * when USIM is ticked (`parser.use`), on this thread (`parser.threads = 1`), with no cache — or, when UCCA graphs
 * were given, those graphs as the report's pre-parsed data (`ucca`, `parser.use = false`), as the page's own USIM
 * takes them.
 */
export function webReportConfig(input: WebReportInput): ReportConfig {
  const usim = input.metrics.includes('usim');
  const given = usim && input.graphs !== undefined && Object.keys(input.graphs.systems).length > 0 ? input.graphs : undefined;
  return {
    title: REPORT_DEFAULTS.title,
    out: REPORT_DEFAULTS.out,
    dataset: {
      name: input.source,
      source: input.source,
      ...(input.m2 === undefined ? {} : { m2: input.m2 }),
      references: [...input.references],
      systems: input.systems.map((s) => ({ name: s.name, path: s.path })),
    },
    metrics: [...input.metrics],
    bootstrap: { resamples: input.resamples, seed: input.seed },
    sections: webReportSections(usim),
    parser: { use: usim && given === undefined, threads: 1, model: input.parser },
    ...(given === undefined ? {} : {
      ucca: {
        name: GIVEN_GRAPHS_NAME,
        source: input.source,
        references: [...input.references],
        systems: input.systems.filter((s) => given.systems[s.name] !== undefined).map((s) => ({ name: s.name, path: s.path })),
        sourceGraphs: given.source,
        systemGraphs: { ...given.systems },
      },
    }),
    maege: { ...REPORT_DEFAULTS.maege, threads: 1 }, // in the thread (the page has no worker pool; threads never change a number)
    explorer: { ...REPORT_DEFAULTS.explorer },
  };
}

/** Keeps the data files in memory; renders figures as SVG (the names the CLI gives its SVG and PNG files). */
function memorySink(files: Map<string, string | Uint8Array>): ReportSink {
  return {
    write(relative, content) {
      files.set(relative, content);
      return relative;
    },
    async figure(spec: VegaLiteSpec, relativeBase: string) {
      const { renderSvg } = await import('../report/plots/render.js');
      const svg = await renderSvg(spec);
      files.set(`${relativeBase}.svg`, svg);
      return { files: [`${relativeBase}.svg`, `${relativeBase}.png`], svg };
    },
  };
}

/**
 * Composes the report for the page's files (which must be readable through `withMemoryFiles`); `reuse`: what the page
 * computed already on the same files (its leaderboard, its USIM parses), used instead of computing it again.
 */
export async function buildWebReport(input: WebReportInput, progress: Progress, reuse?: BuildOptions['reuse']): Promise<WebReport> {
  if (input.resamples < 10) throw new GecvalInputError(`the report needs at least 10 bootstrap resamples, got ${input.resamples}`);
  const files = new Map<string, string | Uint8Array>();
  const composed = await composeReport(webReportConfig(input), () => memorySink(files), { progress, ...(reuse === undefined ? {} : { reuse }) });
  files.set('index.html', composed.html);
  files.set('report.json', reportManifestJson(composed, composed.clock.summary()));
  const { zipSync, strToU8 } = await import('fflate');
  const entries = Object.fromEntries([...files].map(([name, content]) => [`${WEB_REPORT_FOLDER}/${name}`, typeof content === 'string' ? strToU8(content) : content] as const));
  return {
    html: composed.html,
    zip: zipSync(entries, { level: 6 }),
    files: composed.files,
    signature: composed.signature,
    sections: composed.sections.map((s) => ({ id: s.id, status: s.status, ...(s.message === undefined ? {} : { message: s.message }) })),
  };
}

/** Significant digits kept of a plot's coordinates when two report pages are compared (normaliseReportHtml). */
export const PLOT_COORDINATE_DIGITS = 12;

/**
 * The report page with the fields that differ between two runs on the same inputs replaced by fixed text: when it
 * was generated (`· generated 2026-…Z` in the header), how long each section took (`built in 0.4 s`) and each MAEGE
 * metric (`</code> (1.1 s)</li>` in its list of signatures), and the input
 * files' paths in the notes on the inputs (`<code title="PATH">`: `gecval report` knows each file's path, the page
 * only its name; the visible name is the same). Inside the inline plots (`<svg>…</svg>`), numbers are cut to
 * PLOT_COORDINATE_DIGITS significant digits: vega places marks on a log axis with `Math.log`, whose last bit
 * differs between Node's V8 and a browser's (a label at x = 226.64925860229954 in the page, …48 from the CLI).
 * Everything else of the page's report equals `gecval report`'s index.html for the same files and configuration,
 * byte for byte (test/web/report.test.ts).
 */
export function normaliseReportHtml(html: string): string {
  return html
    .replace(/ · generated \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/u, ' · generated (time)')
    .replace(/<p class="timing">built in \d+\.\d s<\/p>/gu, '<p class="timing">built in (seconds)</p>')
    .replace(/<\/code> \(\d+\.\d s\)<\/li>/gu, '</code> (seconds)</li>')
    .replace(/<code title="[^"]*">([^<]*)<\/code>/gu, '<code title="(path)">$1</code>')
    .replace(/<svg[\s>][\s\S]*?<\/svg>/gu, (svg) => svg.replace(/\d+\.\d+(?:e[-+]?\d+)?/gu, (x) => (x.replace(/[.e].*$/u, '').length + (x.split('.')[1]?.length ?? 0) > PLOT_COORDINATE_DIGITS ? String(Number(Number(x).toPrecision(PLOT_COORDINATE_DIGITS))) : x)));
}
