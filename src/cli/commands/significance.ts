/**
 * `gecval significance`: BCa bootstrap intervals of M² scores — the perfect corrector's F0.5 under M crowd
 * references (with --crowd) and real correctors' P/R/F0.5 with pairwise paired-bootstrap tests (system files).
 */
import type { Command } from 'commander';

interface SignificanceCliOptions {
  force?: boolean;
  m2: string;
  crowd?: string;
  maxM: string;
  resamples: string;
  seed: string;
  scorer: string;
  extractor: string;
  json?: boolean;
  csv?: boolean;
  out?: string;
}

export function register(program: Command): void {
  program
    .command('significance')
    .description("bootstrap confidence intervals: the perfect corrector's F0.5 vs number of references, and real correctors' F0.5 with pairwise tests")
    .requiredOption('--m2 <file>', 'gold M2 file (CoNLL-2014 test set without alternatives)')
    .argument('[systems...]', 'system outputs, one sentence per M2 block (NAME=FILE or FILE)')
    .option('--crowd <file>', 'crowd corrections (corrections.tsv): compute the perfect corrector for M = 1..--max-m')
    .option('--max-m <n>', 'largest number of references for the perfect corrector', '10')
    .option('--resamples <n>', 'bootstrap resamples', '1000')
    .option('--seed <n>', 'random seed (corpus sampling and bootstrap)', '1')
    .option('--scorer <name>', "perfect corrector's scorer: m2 (MaxMatch, m2scorer 3.2) or lattice-approx (the older approximate matcher)", 'm2')
    .option('--extractor <name>', 'reference edits: aligned (minimal edits of a token alignment) or compat (the original code\'s heuristic; reproduces the paper)', 'aligned')
    .option('--json', 'print JSON')
    .option('--csv', 'print CSV tables')
    .option('--out <dir>', 'write fscore.json, significance.csv, pairs.csv and the figures here')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .action(async (systems: string[], options: SignificanceCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printJson } = await import('../io.js');
      const { readM2 } = await import('../../formats/m2.js');
      const { readSentenceFile } = await import('../../formats/parallel.js');
      const { basename } = await import('node:path');
      const output = await import('../../analyses/coverage/significance-output.js');
      const { checkOutputDir, inputPaths, renderTable, writeOutputFiles } = await import('../../report/write/index.js');
      const { terminalProgress } = await import('../progress.js');
      if (options.crowd === undefined && systems.length === 0) throw new GecvalInputError('give --crowd FILE (perfect corrector) and/or system output files');
      const resamples = parseNumberOption('--resamples', options.resamples, { integer: true, min: 10, max: 1_000_000 });
      const seed = parseNumberOption('--seed', options.seed, { integer: true });
      const progress = terminalProgress();
      if (options.out !== undefined) checkOutputDir(options.out, '--out', { inputs: inputPaths(options.m2, options.crowd, systems), force: options.force });
      const gold = readM2(options.m2);
      if (gold.length < 2) throw new GecvalInputError(`has ${gold.length} sentence${gold.length === 1 ? '' : 's'}; the bootstrap needs at least 2`, { file: options.m2 });

      let perfect: import('../../analyses/coverage/perfect-corrector.js').PerfectCorrectorResult | undefined;
      if (options.crowd !== undefined) {
        const { readCrowd } = await import('../../analyses/coverage/crowd.js');
        const { perfectCorrectorF, PERFECT_SCORERS, REFERENCE_EXTRACTORS } = await import('../../analyses/coverage/perfect-corrector.js');
        const maxM = parseNumberOption('--max-m', options.maxM, { integer: true, min: 1, max: 100 });
        const scorer = PERFECT_SCORERS.find((name) => name === options.scorer);
        if (scorer === undefined) throw new GecvalInputError(`--scorer must be ${PERFECT_SCORERS.join(' or ')}, got '${options.scorer}'`);
        const extractor = REFERENCE_EXTRACTORS.find((name) => name === options.extractor);
        if (extractor === undefined) throw new GecvalInputError(`--extractor must be ${REFERENCE_EXTRACTORS.join(' or ')}, got '${options.extractor}'`);
        perfect = perfectCorrectorF(gold, readCrowd(options.crowd), { maxM, resamples, seed, scorer, extractor, progress });
      }
      let teams: import('../../analyses/coverage/significance.js').SignificanceResult | undefined;
      if (systems.length > 0) {
        const { systemSignificance } = await import('../../analyses/coverage/significance.js');
        const outputs: { name: string; path?: string; lines: readonly string[] }[] = systems.map((spec) => {
          const eq = spec.indexOf('=');
          const path = eq > 0 ? spec.slice(eq + 1) : spec;
          return { name: eq > 0 ? spec.slice(0, eq) : basename(path).replace(/\.[^.]*$/u, ''), path, lines: readSentenceFile(path).lines };
        });
        // The uncorrected source as a baseline bar (P = 1, R = 0, F = 0), as in the paper's figure.
        // (No path: its lines are the M2 file's S lines, so a line number in the M2 file would be wrong.)
        outputs.push({ name: 'source', lines: gold.map((s) => s.source) });
        teams = systemSignificance(gold, outputs, { resamples, seed, progress, goldFile: options.m2 });
      }
      if (options.out !== undefined) await writeOutputFiles(options.out, output.significanceOutputFiles({ perfect, teams, seed }));
      if (options.json) printJson({ perfectCorrector: perfect && output.fscoreJson(perfect, seed), systems: teams && output.teamsJson(teams, perfect) });
      else if (options.csv) {
        const csv = [perfect && renderTable(output.fscoreTable(perfect)), teams && renderTable(output.significanceTable(teams)), teams && renderTable(output.pairsTable(teams))];
        process.stdout.write(csv.filter(Boolean).join('\n'));
      }
      else {
        if (perfect) process.stdout.write(`${renderTable(output.fscoreTable(perfect), 'tsv')}${perfect.signature}\n`);
        if (teams) process.stdout.write(`${renderTable(output.significanceTable(teams), 'tsv')}${teams.signature}\n`);
      }
    });
}
