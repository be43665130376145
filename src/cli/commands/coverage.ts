/**
 * `gecval coverage`: how much of the distribution of valid corrections M references cover — UnseenEst per
 * sentence, the variants/mass summary, expected accuracy for M = 1..maxM and its Poisson-binomial distribution.
 */
import type { Command } from 'commander';

interface CoverageCliOptions {
  force?: boolean;
  crowd?: string;
  fingerprints?: string;
  maxM: string;
  reps: string;
  bootstrap: string;
  seed: string;
  algorithm: string;
  solver: string;
  indexKey: string;
  dropUnchanged?: boolean;
  mcWith?: boolean;
  json?: boolean;
  csv?: boolean;
  out?: string;
}

export function register(program: Command): void {
  program
    .command('coverage')
    .description('distribution of valid corrections and the share of it M references cover (perfect-corrector accuracy)')
    .option('--crowd <file>', 'crowd corrections: corrections.tsv (header with source, correction[, sentence_id, status]) or source<TAB>correction')
    .option('--fingerprints <dir>', 'folder of <name>_exact_input_hist.txt / <name>_index_input_hist.txt fingerprints (the paper\'s files)')
    .option('--max-m <n>', 'largest number of references', '20')
    .option('--reps <n>', 'Monte Carlo repetitions per sentence and M', '1000')
    .option('--bootstrap <n>', 'bootstrap resamples for the accuracy intervals (0: none)', '1000')
    .option('--seed <n>', 'random seed (Monte Carlo and bootstrap)', '1')
    .option('--algorithm <name>', "'paper' (UnseenEst as run for the paper) or 'valiant'", 'paper')
    .option('--solver <name>', "'ipm' (interior point, no crossover) or 'simplex'", 'ipm')
    .option('--index-key <mode>', "Exact Index Match key: 'compat' (the code's, counts insertions) or 'paper'", 'compat')
    .option('--drop-unchanged', 'with --crowd: drop sentences with >= 8 corrections equal to the source (the code\'s clean_data)')
    .option('--mc-with', 'also simulate the with-replacement Monte Carlo (the closed form is always given)')
    .option('--json', 'print everything as JSON')
    .option('--csv', 'print the accuracy curves as CSV (classType,sampling,M,accuracy,ciLow,ciHigh)')
    .option('--out <dir>', 'write coverage.csv, accuracy.csv, accuracy_pmf.json, summary.csv, histograms and the figures here')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .action(async (options: CoverageCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printJson, printWarning } = await import('../io.js');
      const pipeline = await import('../../analyses/coverage/pipeline.js');
      const { readCrowd, dropUnchanged } = await import('../../analyses/coverage/crowd.js');
      const output = await import('../../analyses/coverage/output.js');
      const { checkOutputDir, inputPaths, renderTable, writeOutputFiles } = await import('../../report/write/index.js');
      const { terminalProgress } = await import('../progress.js');
      if ((options.crowd === undefined) === (options.fingerprints === undefined)) throw new GecvalInputError('give exactly one of --crowd FILE or --fingerprints DIR');
      if (options.algorithm !== 'paper' && options.algorithm !== 'valiant') throw new GecvalInputError(`--algorithm must be 'paper' or 'valiant', got '${options.algorithm}'`);
      if (options.solver !== 'ipm' && options.solver !== 'simplex') throw new GecvalInputError(`--solver must be 'ipm' or 'simplex', got '${options.solver}'`);
      if (options.indexKey !== 'compat' && options.indexKey !== 'paper') throw new GecvalInputError(`--index-key must be 'compat' or 'paper', got '${options.indexKey}'`);
      if (options.out !== undefined) checkOutputDir(options.out, '--out', { inputs: inputPaths(options.crowd, options.fingerprints), force: options.force });
      let sentences;
      if (options.crowd !== undefined) {
        let crowd = readCrowd(options.crowd);
        if (options.dropUnchanged) crowd = dropUnchanged(crowd);
        if (crowd.length === 0) throw new GecvalInputError('every sentence was dropped by --drop-unchanged', { file: options.crowd });
        sentences = pipeline.fingerprintsFromCrowd(crowd, options.indexKey);
      } else {
        sentences = pipeline.fingerprintsFromDirectory(options.fingerprints!);
      }
      const result = await pipeline.analyseCoverage(sentences, {
        maxM: parseNumberOption('--max-m', options.maxM, { integer: true, min: 1, max: 1000 }),
        repetitions: parseNumberOption('--reps', options.reps, { integer: true, min: 1, max: 1_000_000 }),
        bootstrap: parseNumberOption('--bootstrap', options.bootstrap, { integer: true, min: 0, max: 1_000_000 }),
        seed: parseNumberOption('--seed', options.seed, { integer: true }),
        algorithm: options.algorithm,
        solver: options.solver,
        monteCarloWith: options.mcWith ?? false,
        progress: terminalProgress(),
      });
      for (const warning of result.warnings) printWarning(warning);
      if (options.out !== undefined) await writeOutputFiles(options.out, output.coverageOutputFiles(result));
      const accuracy = output.accuracyTable(result);
      if (options.json) printJson(output.coverageJson(result));
      else if (options.csv) process.stdout.write(renderTable(accuracy, 'csv'));
      else {
        // The terminal gets the summary and the accuracy at a few M, tab-separated.
        const shown = { ...accuracy, rows: accuracy.rows.filter((r) => [1, 2, 5, 10, 20].includes(r.M)) };
        process.stdout.write(`${renderTable(output.coverageSummaryTable(result), 'tsv')}${renderTable(shown, 'tsv')}${result.signature}\n`);
      }
    });
}
