/**
 * `gecval report`: runs the analyses and writes one self-contained HTML report (index.html) with the CSV/JSON
 * behind every table and SVG/PNG of every plot beside it. Configure with a JSON file (docs/report.md) or flags.
 */
import { Option, type Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';
import { modelOptionHelp } from '../model-option.js';

interface ReportCliOptions extends JobsCliOptions {
  config?: string;
  source?: string;
  refs?: string[];
  m2?: string;
  systems?: string[];
  out?: string;
  title?: string;
  metrics?: string;
  resamples?: string;
  seed?: string;
  crowd?: string;
  humanData?: string;
  humanDataset?: string;
  sections?: string;
  maegeMetrics?: string;
  allowCode?: boolean;
  cache?: string | boolean;
  parseCache?: string | boolean;
  model?: string;
  force?: boolean;
}

/** Where `gecval report` keeps UCCA parses between runs unless told otherwise (--cache DIR, --no-cache): the parse service's folder in gecval's cache. */
export async function defaultParseCache(): Promise<string> {
  return (await import('../../core/cache.js')).parseCacheDir();
}

export function register(program: Command): void {
  const command = program
    .command('report')
    .description('write an HTML report of every analysis: leaderboard with CIs, USIM, conservatism, coverage, MAEGE, sentence explorer')
    .option('--config <file>', 'report configuration (JSON; see docs/report.md); flags below override it')
    .option('--source <file>', 'learner source, one tokenised sentence per line')
    .option('--refs <files...>', 'references: text files or M2 files (one reference per annotator)')
    .option('--m2 <file>', 'gold M2 (M², MAEGE)')
    .option('--systems <files...>', 'system outputs: NAME=FILE or FILE (name = file name)')
    .option('--out <dir>', 'output folder (default: report, or the config\'s "out")')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .option('--title <text>', 'report title')
    .option('--metrics <list>', "leaderboard metrics, comma-separated, 'fast' (default: all but grammaticality) or 'all'")
    .option('--maege-metrics <list>', "MAEGE metrics: 'fast' (default: m2, gleu, bleu, ibleu, sari, max-sari, minld, ld), 'all' (what `gecval maege --metrics all` runs: fast + grammaticality, imeasure; much slower) or comma-separated names (usim, faithfulness, imeasure-mix only by name)")
    .option('--resamples <n>', 'bootstrap resamples (default: 1000)')
    .option('--seed <n>', 'bootstrap seed (default: 1)')
    .option('--crowd <file>', 'crowd corrections TSV: turns on the reference-coverage section (samples/crowd/corrections.tsv is an example)')
    .option('--human-data <dir>', 'data folder in the shared layout (conll14/, human/, seeda/): turns on the meta-evaluation section for the systems it has human judgments of')
    .option('--human-dataset <name>', 'which human judgments: gjg15 (default), seeda or nspt15')
    .option('--sections <list>', 'only these sections, comma-separated (leaderboard,usim,conservatism,coverage,maege,meta-eval,explorer)')
    .option('--model <model>', modelOptionHelp('USIM section: '))
    .option('--cache <dir>', 'keep UCCA parses here between runs (default: ucca-parses/ in the gecval cache: $GECVAL_CACHE, else $XDG_CACHE_HOME/gecval or ~/.cache/gecval)')
    .option('--no-cache', 'parse every sentence afresh and keep nothing on disk')
    .addOption(new Option('--parse-cache <dir>', 'deprecated spelling of --cache').hideHelp())
    .addOption(new Option('--no-parse-cache', 'deprecated spelling of --no-cache').hideHelp())
    .option('--allow-code', "let the configuration's maege.metrics run cmd:/module:/.js entries (they execute code; refused without this flag)")
    .addHelpText(
      'after',
      '\nNo --json: the machine-readable results are files in the output folder (report.json: the signature of the report, the status of each section, its time and files; the numbers are in the CSV files it lists).\n' +
        '\nExamples:\n' +
        '  gecval report --config report.json\n' +
        '  D=../shared/data/conll14\n' +
        '  gecval report --source $D/source.txt --m2 $D/official-2014.combined.m2 --refs $D/bn10/A1.m2 $D/bn10/A2.m2 \\\n' +
        '      --systems $D/systems/AMU.txt $D/systems/CAMB.txt --out conll-report\n' +
        '  gecval demo    # the same from the bundled samples',
    );
  addJobsOption(command, 'UCCA parsing and MAEGE').action(async (options: ReportCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printWarning } = await import('../io.js');
      const { parseReportConfig, SECTION_IDS } = await import('../../report/config.js');
      const { readJsonFile } = await import('../../formats/json-text.js');
      const { dirname, resolve } = await import('node:path');
      let raw: Record<string, unknown> = {};
      let base = process.cwd();
      if (options.config !== undefined) {
        // BOM-tolerant, and a syntax error is reported with its line and column.
        const json = readJsonFile(options.config);
        if (json === null || typeof json !== 'object' || Array.isArray(json)) {
          throw new GecvalInputError(`the report configuration must be a JSON object ({"dataset": {...}, ...}; see docs/report.md), not ${Array.isArray(json) ? 'an array' : json === null ? 'null' : `a ${typeof json}`}`, { file: options.config });
        }
        raw = { ...(json as Record<string, unknown>) };
        base = dirname(resolve(options.config));
      }
      // Flags are relative to the working directory, so resolve them before they meet the config's base.
      const cwd = (p: string) => resolve(p);
      const dataset = { ...((raw.dataset as Record<string, unknown> | undefined) ?? {}) };
      if (options.source) dataset.source = cwd(options.source);
      if (options.m2) dataset.m2 = cwd(options.m2);
      if (options.refs) dataset.references = options.refs.map(cwd);
      if (options.systems) dataset.systems = options.systems.map((s) => (s.includes('=') ? `${s.slice(0, s.indexOf('='))}=${cwd(s.slice(s.indexOf('=') + 1))}` : cwd(s)));
      const where = options.config === undefined ? {} : { file: options.config };
      if (dataset.source === undefined) {
        throw new GecvalInputError(
          options.config === undefined
            ? 'no dataset: give --source FILE and --systems FILE... (or --config FILE with a "dataset" object)'
            : `the configuration has no ${raw.dataset === undefined ? '"dataset" object' : '"dataset.source"'}: add "dataset": {"source": ..., "systems": [...]} or give --source and --systems`,
          where,
        );
      }
      if (dataset.systems === undefined) throw new GecvalInputError('no system outputs: give --systems FILE... (or "dataset.systems" in the configuration)', where);
      raw.dataset = dataset;
      if (options.out) raw.out = cwd(options.out);
      if (options.title) raw.title = options.title;
      if (options.metrics) raw.metrics = options.metrics === 'all' || options.metrics === 'fast' ? options.metrics : options.metrics.split(',').map((m) => m.trim()).filter(Boolean);
      const bootstrap = { ...((raw.bootstrap as object | undefined) ?? {}) } as Record<string, number>;
      if (options.resamples) bootstrap.resamples = parseNumberOption('--resamples', options.resamples, { integer: true, min: 10, max: 1_000_000 });
      if (options.seed) bootstrap.seed = parseNumberOption('--seed', options.seed, { integer: true, min: 0 });
      raw.bootstrap = bootstrap;
      if (options.crowd) raw.coverage = { ...((raw.coverage as object | undefined) ?? {}), crowd: cwd(options.crowd) };
      if (options.humanData || options.humanDataset) {
        raw.metaEval = { ...((raw.metaEval as object | undefined) ?? {}), ...(options.humanData ? { data: cwd(options.humanData) } : {}), ...(options.humanDataset ? { dataset: options.humanDataset } : {}) };
      }
      if (options.maegeMetrics) {
        const m = options.maegeMetrics.trim();
        raw.maege = { ...((raw.maege as object | undefined) ?? {}), metrics: m === 'all' || m === 'fast' ? m : m.split(',').map((x) => x.trim()).filter(Boolean) };
      }
      const parser = { ...((raw.parser as object | undefined) ?? {}) } as Record<string, unknown>;
      // commander sets `cache` to true unless --no-cache; `parseCache` is set only by its deprecated spellings
      if (options.parseCache !== undefined) printWarning(`--${options.parseCache === false ? 'no-' : ''}parse-cache is deprecated; use --${options.parseCache === false ? 'no-' : ''}cache`);
      const cache = options.parseCache === false ? false : typeof options.parseCache === 'string' ? options.parseCache : options.cache;
      if (typeof cache === 'string') parser.cacheDir = cwd(cache);
      else if (cache !== false) parser.cacheDir ??= await defaultParseCache();
      if (options.model !== undefined) parser.model = Object.hasOwn((await import('../../ucca/parser/catalogue.js')).PARSER_CATALOGUE, options.model) ? options.model : cwd(options.model);
      if (options.jobs !== undefined || options.threads !== undefined) {
        const jobs = await (await import('../jobs.js')).jobsFrom(options);
        parser.threads = jobs;
        raw.maege = { ...((raw.maege as object | undefined) ?? {}), threads: jobs };
      }
      raw.parser = parser;
      if (options.sections) {
        const chosen = options.sections.split(',').map((s) => s.trim());
        for (const s of chosen) if (!(SECTION_IDS as readonly string[]).includes(s)) throw new GecvalInputError(`--sections: unknown section '${s}' (known: ${SECTION_IDS.join(', ')})`);
        raw.sections = Object.fromEntries(SECTION_IDS.map((id) => [id, chosen.includes(id)]));
      }
      const config = parseReportConfig(raw, base, options.config, { allowCode: options.allowCode === true });
      // The meta-evaluation section needs human judgements; asked for by name without them it would be left out silently.
      if (options.sections?.split(',').some((s) => s.trim() === 'meta-eval') && config.metaEval === undefined) {
        throw new GecvalInputError('--sections meta-eval needs human judgements: add --human-data DIR (a folder in the shared layout: conll14/, human/, seeda/) or metaEval.data in the configuration');
      }
      // An unknown metric name that came from the configuration (not from --metrics/--maege-metrics) names the file.
      const { checkReportMetrics } = await import('../../report/build.js');
      try {
        await checkReportMetrics(config);
      } catch (error) {
        const fromFile = (error instanceof GecvalInputError && error.file === undefined && options.config !== undefined) &&
          ((/^unknown leaderboard metric/u.test(error.message) && !options.metrics) || (/^unknown MAEGE metric/u.test(error.message) && !options.maegeMetrics));
        throw fromFile ? new GecvalInputError((error as Error).message, { file: options.config }) : error;
      }
      await runReport(config, { force: options.force, inputs: options.config === undefined ? [] : [options.config] });
    });
}

/** Every file or folder a report configuration reads: none of them may be in the output folder. */
function reportInputs(config: import('../../report/config.js').ReportConfig): string[] {
  const d = config.dataset;
  const u = config.ucca;
  return [
    d.source, ...(d.m2 === undefined ? [] : [d.m2]), ...d.references, ...d.systems.map((s) => s.path),
    ...(u === undefined ? [] : [u.source, ...u.references, ...u.systems.map((s) => s.path), u.sourceGraphs, ...Object.values(u.systemGraphs)]),
    ...(config.coverage === undefined ? [] : [config.coverage.crowd]),
    ...(config.maege.m2 === undefined ? [] : [config.maege.m2]), ...(config.maege.references ?? []),
    ...(config.metaEval === undefined ? [] : [config.metaEval.data]),
    ...(config.parser.model === undefined ? [] : [config.parser.model]),
  ];
}

/**
 * Shared by `report` and `demo`: declare the output folder (no input inside it; --force for a folder of other
 * files), build with progress bars on stderr, print the short leaderboard on stdout.
 */
export async function runReport(config: import('../../report/config.js').ReportConfig, declared: { force?: boolean; inputs?: readonly string[] } = {}): Promise<void> {
  const { checkOutputDir } = await import('../../report/write/index.js');
  checkOutputDir(config.out, 'the report folder (--out)', { inputs: [...(declared.inputs ?? []), ...reportInputs(config)], force: declared.force === true });
  const { buildReport } = await import('../../report/build.js');
  const { leaderboardText } = await import('../../report/summary.js');
  const { terminalProgress, stageNote } = await import('../progress.js');
  const progress = terminalProgress();
  const report = await buildReport(config, {
    // report.json's time summary starts at the process' start: start-up and reading the configuration count too.
    since: 0,
    progress,
    onSection: (_id, title) => {
      stageNote(title);
    },
  });
  process.stdout.write(leaderboardText(report));
}
