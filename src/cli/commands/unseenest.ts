/**
 * `gecval unseenest FINGERPRINT`: estimate the full distribution of correction classes from a fingerprint file
 * (UnseenEst as run for the paper, or Valiant & Valiant's estimator), printed in the paper's two-column format.
 */
import type { Command } from 'commander';

interface UnseenEstCliOptions {
  algorithm: string;
  solver: string;
  json?: boolean;
  out?: string;
}

export function register(program: Command): void {
  program
    .command('unseenest')
    .description('estimate the distribution of correction classes (incl. unseen ones) from a fingerprint file')
    .argument('<fingerprint>', 'one non-negative integer per line: line k = number of classes seen exactly k times')
    .option('--algorithm <name>', "'paper' (UnseenEst as run for the paper) or 'valiant' (Valiant & Valiant, two LPs)", 'paper')
    .option('--solver <name>', "LP method for --algorithm paper: 'ipm' (interior point, no crossover, like cvxopt) or 'simplex'", 'ipm')
    .option('--json', 'print JSON (histogram, objective, summary table, signature) instead of the two-column file')
    .option('--out <file>', 'write the histogram file here instead of stdout')
    .action(async (fingerprintPath: string, options: UnseenEstCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { readFingerprint, formatHistogram, summaryTable } = await import('../../analyses/coverage/histogram.js');
      const { printJson, printWarning } = await import('../io.js');
      const { checkOutputFile, writeOutput } = await import('../../report/write/index.js');
      if (options.algorithm !== 'paper' && options.algorithm !== 'valiant') throw new GecvalInputError(`--algorithm must be 'paper' or 'valiant', got '${options.algorithm}'`);
      if (options.solver !== 'ipm' && options.solver !== 'simplex') throw new GecvalInputError(`--solver must be 'ipm' or 'simplex', got '${options.solver}'`);
      if (options.out !== undefined && options.out !== '-' && !options.json) checkOutputFile(options.out, '--out', [fingerprintPath]);
      const fingerprint = readFingerprint(fingerprintPath);
      const result =
        options.algorithm === 'valiant'
          ? await (await import('../../analyses/coverage/valiant.js')).valiantUnseen(fingerprint, { source: fingerprintPath })
          : await (await import('../../analyses/coverage/unseenest.js')).unseenEst(fingerprint, { solver: options.solver, source: fingerprintPath });
      for (const warning of result.warnings) printWarning(`${fingerprintPath}: ${warning}`);
      if (options.json) {
        printJson({
          signature: result.signature,
          fingerprint,
          sampleSize: result.sampleSize,
          objective: result.objective,
          summary: summaryTable([result.histogram]),
          histogram: result.histogram.x.map((x, j) => [x, result.histogram.h[j]]),
          warnings: result.warnings,
        });
        return;
      }
      writeOutput(options.out, formatHistogram(result.histogram), '--out');
      process.stderr.write(`${result.signature}\n`);
    });
}
