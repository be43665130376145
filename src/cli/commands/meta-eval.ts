/**
 * `gecval meta-eval`: how well does a metric agree with human judgments (SEEDA, GJG15, NSPT15) and with MAEGE's
 * lattices — one command, one row shape, with bootstrap intervals and tests between metrics.
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';

interface MetaEvalCliOptions extends JobsCliOptions, RawTextCliOptions {
  systemOutput?: string[];
  dataset: string;
  metric: string;
  data?: string;
  set?: string;
  window: string;
  aggregate: string;
  seedaLmCritic?: string;
  resamples: string;
  seed: string;
  option?: string[];
  seeds: string;
  json?: boolean;
  tsv?: boolean;
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function register(program: Command): void {
  const command = program
    .command('meta-eval')
    .description('meta-evaluate metrics: correlations with human rankings (SEEDA, GJG15, NSPT15) and MAEGE, with bootstrap intervals')
    .requiredOption('--dataset <names>', 'seeda | gjg15 | nspt15 | maege, or several comma-separated')
    .requiredOption('--metric <list>', 'comma-separated metrics: registry names (gecval score --list), module:PATH, cmd:NAME=COMMAND')
    .option('--data <dir>', 'data folder with seeda/, conll14/ and human/ (default: $GECVAL_SHARED/data)')
    .option('--set <names>', 'system sets to report (SEEDA: base,+INPUT,+REF-F_GPT-3.5,all; GJG15/NSPT15: all,teams); default all')
    .option('--window <n>', "SEEDA's window analysis size on the base set (0 = none)", '8')
    .option('--aggregate <list>', 'metric system scores: corpus, trueskill, expected-wins (sentence-level comparisons aggregated like the human rankings), comma-separated', 'corpus')
    .option('--seeda-lm-critic <file>', "SEEDA: read this file as LM-Critic's subset outputs (e.g. the repository's version before 2024-12-14)")
    .option('--resamples <n>', 'bootstrap resamples for the intervals and tests', '1000')
    .option('--seed <n>', 'bootstrap seed (and MAEGE seed)', '1')
    .option('-O, --option <key=value>', 'metric option for registry metrics (repeatable; applies to every metric that has it)', collect)
    .option('--seeds <n>', 'MAEGE corpus-level draws to average', '1')
    .option('--system-output <name=file>', "read one of the dataset's systems from FILE (the same system's output in another form, e.g. its raw text with --tokenize); repeatable; one line per dataset sentence (SEEDA: its subset)", collect)
    .option('--json', 'print JSON')
    .option('--tsv', 'print one TSV row per dataset, metric, yardstick, system set, level and statistic');
  addRawTextOptions(addJobsOption(command, 'MAEGE scoring')).action(async (options: MetaEvalCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printJson, formatScore } = await import('../io.js');
      const { existsSync } = await import('node:fs');
      const { join } = await import('node:path');
      const { META_EVAL_DATASETS, runHumanMetaEval } = await import('../../analyses/meta-eval/run.js');
      const { runMaegeMetaEval } = await import('../../analyses/meta-eval/maege.js');
      const { formatTsv, formatTable } = await import('../../analyses/meta-eval/format.js');
      const { findMetaEvalMetric: findMetric } = await import('../../analyses/meta-eval/scoring.js');

      const datasets = options.dataset.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean);
      for (const d of datasets) {
        if (!(META_EVAL_DATASETS as readonly string[]).includes(d)) throw new GecvalInputError(`unknown dataset '${d}' (known: ${META_EVAL_DATASETS.join(', ')})`);
      }
      const data = options.data ?? (process.env.GECVAL_SHARED ? join(process.env.GECVAL_SHARED, 'data') : undefined);
      if (data === undefined) throw new GecvalInputError('give --data DIR (a folder with seeda/, conll14/, human/) or set GECVAL_SHARED');
      if (!existsSync(data)) throw new GecvalInputError('data folder not found', { file: data });
      const specs = options.metric.split(',').map((s) => s.trim()).filter(Boolean);
      if (specs.length === 0) throw new GecvalInputError('--metric names no metric');
      const raw: Record<string, string> = Object.create(null) as Record<string, string>; // `-O __proto__=1` is a key like any other (and refused as unknown)
      for (const o of options.option ?? []) {
        const eq = o.indexOf('=');
        if (eq <= 0) throw new GecvalInputError(`-O expects key=value, got '${o}'`);
        raw[o.slice(0, eq)] = o.slice(eq + 1);
      }
      const isUser = (s: string) => s.startsWith('module:') || s.startsWith('cmd:') || /\.(m?js|ts)$/u.test(s);
      const metrics = specs.map((spec) => {
        if (isUser(spec)) return { spec };
        const entry = findMetric(spec);
        const keys = new Set(entry.options.map((o: { key: string }) => o.key));
        return { spec: entry.name, options: Object.fromEntries(Object.entries(raw).filter(([k]) => keys.has(k))) };
      });
      const resamples = parseNumberOption('--resamples', options.resamples, { integer: true, min: 10, max: 1_000_000 });
      const seed = parseNumberOption('--seed', options.seed, { integer: true, min: 0 });
      const window = parseNumberOption('--window', options.window, { integer: true, min: 0 });
      const { AGGREGATIONS } = await import('../../analyses/meta-eval/aggregate.js');
      const aggregate = [...new Set(options.aggregate.split(',').map((a) => a.trim()).filter(Boolean))];
      for (const a of aggregate) {
        if (!(AGGREGATIONS as readonly string[]).includes(a)) throw new GecvalInputError(`unknown aggregation '${a}' (known: ${AGGREGATIONS.join(', ')})`);
      }
      if (aggregate.length === 0) throw new GecvalInputError('--aggregate names no aggregation');
      if (options.seedaLmCritic !== undefined && !existsSync(options.seedaLmCritic)) throw new GecvalInputError('file not found', { file: options.seedaLmCritic });
      const systemSets = options.set?.split(',').map((s) => s.trim()).filter(Boolean);
      // --system-output NAME=FILE: a dataset system's outputs from the user's file (raw with --tokenize)
      if (options.tokenize === undefined && (options.normalize !== undefined || options.segment || options.guide === false)) {
        throw new GecvalInputError('--normalize, --segment and --no-guide go with --tokenize NAME (the convention of the gold)');
      }
      if (options.tokenize !== undefined && (options.systemOutput ?? []).length === 0) throw new GecvalInputError('--tokenize applies to --system-output files: give --system-output NAME=FILE');
      let rawOptions: import('../../text/raw.js').RawTextOptions | undefined;
      if (options.tokenize !== undefined) {
        const { normalizationNamed, tokenizerNamed } = await import('../../text/tokenize/index.js');
        const tokenizer = tokenizerNamed(options.tokenize, '--tokenize');
        const normalize = normalizationNamed(options.normalize ?? 'none', '--normalize');
        rawOptions = { tokenizer, normalize, segment: options.segment === true, guide: options.guide !== false };
      }
      const systemOutputs = (options.systemOutput ?? []).map((o) => {
        const eq = o.indexOf('=');
        if (eq <= 0 || eq === o.length - 1) throw new GecvalInputError(`--system-output expects NAME=FILE, got '${o}'`);
        const file = o.slice(eq + 1);
        if (!existsSync(file)) throw new GecvalInputError('file not found', { file });
        return { system: o.slice(0, eq), file, ...(rawOptions !== undefined ? { raw: rawOptions } : {}) };
      });
      if (rawOptions === undefined && systemOutputs.length > 0) {
        // as the scorers do: a file that looks untokenised gets a warning (every glued mark would count as an edit)
        const { checkTokenization } = await import('../../text/tokenize/mismatch.js');
        const { readLines } = await import('../../formats/text-file.js');
        const { printWarning } = await import('../io.js');
        for (const { file } of systemOutputs) {
          const check = checkTokenization(readLines(file));
          if (check.differs) printWarning(`${file}: ${check.glued} of ${check.tokens} tokens have punctuation or a clitic attached (e.g. '${check.example}' on line ${check.exampleLine}): the output looks untokenised; give --tokenize NAME`);
        }
      }
      if (systemOutputs.length > 0 && datasets.includes('maege')) throw new GecvalInputError('--system-output replaces outputs of a human-judgment dataset (seeda, gjg15, nspt15); MAEGE has no system outputs');
      const { terminalProgress, stageNote } = await import('../progress.js');
      const results = [];
      for (const dataset of datasets) {
        if (dataset === 'maege') {
          const threads = await (await import('../jobs.js')).jobsFrom(options);
          results.push(await runMaegeMetaEval(metrics, { data, seed, corpusSeeds: parseNumberOption('--seeds', options.seeds, { integer: true, min: 1, max: 1_000_000 }), threads, progress: terminalProgress() }));
        } else {
          results.push(
            await runHumanMetaEval(dataset as 'seeda' | 'gjg15' | 'nspt15', metrics, {
              data,
              bootstrap: { resamples, seed },
              window,
              aggregate: aggregate as ('corpus' | 'trueskill' | 'expected-wins')[],
              systemSets,
              lmCriticSubset: options.seedaLmCritic,
              systemOutputs,
              onMetric: (m) => stageNote(`meta-eval ${dataset}: ${m}`),
            }),
          );
        }
      }
      if (options.json) printJson(results.length === 1 ? results[0] : results);
      else if (options.tsv) process.stdout.write(formatTsv(results.flatMap((r) => r.rows)));
      else process.stdout.write(formatTable(results, formatScore));
    });
}
