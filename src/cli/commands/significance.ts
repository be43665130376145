/**
 * `gecval significance`: BCa bootstrap intervals of M² scores — the perfect corrector's F0.5 under M crowd
 * references (with --crowd) and real correctors' P/R/F0.5 with pairwise paired-bootstrap tests (system files).
 */
import type { Command } from 'commander';

interface SignificanceCliOptions {
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
    .action(async (systems: string[], options: SignificanceCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printJson } = await import('../io.js');
      const { readM2 } = await import('../../formats/m2.js');
      const { readSentenceFile } = await import('../../formats/parallel.js');
      const { basename, join } = await import('node:path');
      const { mkdirSync, writeFileSync } = await import('node:fs');
      const { terminalProgress } = await import('../progress.js');
      if (options.crowd === undefined && systems.length === 0) throw new GecvalInputError('give --crowd FILE (perfect corrector) and/or system output files');
      const resamples = parseNumberOption('--resamples', options.resamples, { integer: true, min: 10 });
      const seed = parseNumberOption('--seed', options.seed, { integer: true });
      const progress = process.stderr.isTTY && !options.json && !options.csv ? terminalProgress() : undefined;
      const gold = readM2(options.m2);

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
        const outputs = systems.map((spec) => {
          const eq = spec.indexOf('=');
          const path = eq > 0 ? spec.slice(eq + 1) : spec;
          return { name: eq > 0 ? spec.slice(0, eq) : basename(path).replace(/\.[^.]*$/u, ''), path, lines: readSentenceFile(path).lines };
        });
        // The uncorrected source as a baseline bar (P = 1, R = 0, F = 0), as in the paper's figure.
        outputs.push({ name: 'source', path: options.m2, lines: gold.map((s) => s.source) });
        teams = systemSignificance(gold, outputs, { resamples, seed, progress });
      }
      const perfectM2 = perfect?.points.find((p) => p.M === 2)?.interval.midpoint[2];

      const fscoreJson = perfect && {
        signature: perfect.signature,
        sentences: perfect.sentences,
        uncorrected: perfect.uncorrected,
        points: perfect.points.map((p) => ({ M: p.M, P: [p.interval.low[0], p.interval.high[0]], R: [p.interval.low[1], p.interval.high[1]], F: [p.interval.low[2], p.interval.high[2]], midpoint: p.interval.midpoint[2], fullDataF: p.fullData[2], seed, warnings: p.interval.warnings })),
      };
      const teamsJson = teams && {
        signature: teams.signature,
        systems: teams.systems.map((s) => ({ name: s.name, estimate: s.interval.estimate, P: [s.interval.low[0], s.interval.high[0]], R: [s.interval.low[1], s.interval.high[1]], F: [s.interval.low[2], s.interval.high[2]], midpoint: s.interval.midpoint[2], ratioToPerfect: perfectM2 ? s.interval.midpoint[2]! / perfectM2 : undefined })),
        pairs: teams.pairs,
      };
      const significanceCsv = teams && ['system,P,P_low,P_high,R,R_low,R_high,F,F_low,F_high,F_mid', ...teams.systems.map((s) => [s.name, ...[0, 1, 2].flatMap((d) => [s.interval.estimate[d], s.interval.low[d], s.interval.high[d]].map((v) => v!.toFixed(4))), s.interval.midpoint[2]!.toFixed(4)].join(','))].join('\n') + '\n';
      const pairsCsv = teams && ['a,b,F_difference,low,high,p_value', ...teams.pairs.map((p) => [p.a, p.b, p.difference.toFixed(4), p.low.toFixed(4), p.high.toFixed(4), p.pValue.toFixed(4)].join(','))].join('\n') + '\n';
      const fscoreCsv = perfect && ['M,P_low,P_high,R_low,R_high,F_low,F_high,F_mid,F_full', ...perfect.points.map((p) => [p.M, p.interval.low[0], p.interval.high[0], p.interval.low[1], p.interval.high[1], p.interval.low[2], p.interval.high[2], p.interval.midpoint[2], p.fullData[2]].map((v, i) => (i === 0 ? String(v) : v!.toFixed(4))).join(','))].join('\n') + '\n';

      if (options.out !== undefined) {
        mkdirSync(options.out, { recursive: true });
        const { writePlot } = await import('../../report/plots/render.js');
        const plots = await import('../../report/plots/coverage.js');
        if (perfect) {
          writeFileSync(join(options.out, 'fscore.json'), `${JSON.stringify(fscoreJson, null, 2)}\n`);
          writeFileSync(join(options.out, 'fscore.csv'), fscoreCsv!);
          await writePlot(plots.perfectCorrectorSpec(perfect), join(options.out, 'perfect-corrector-f'));
        }
        if (teams) {
          writeFileSync(join(options.out, 'significance.csv'), significanceCsv!);
          writeFileSync(join(options.out, 'pairs.csv'), pairsCsv!);
          const measures = ['precision', 'recall', 'F0.5'];
          for (let d = 0; d < 3; d++) {
            const bars = teams.systems.map((s) => ({ name: s.name, low: s.interval.low[d]!, high: s.interval.high[d]! }));
            const line = perfect?.points.find((p) => p.M === 2)?.interval.midpoint[d];
            await writePlot(plots.teamScoresSpec(bars, line, teams.signature, measures[d]), join(options.out, `teams-${measures[d]!.toLowerCase().replace('.', '')}`));
          }
        }
      }
      if (options.json) printJson({ perfectCorrector: fscoreJson, systems: teamsJson });
      else if (options.csv) process.stdout.write([fscoreCsv, significanceCsv, pairsCsv].filter(Boolean).join('\n'));
      else {
        if (perfect) process.stdout.write(`${fscoreCsv!.replaceAll(',', '\t')}${perfect.signature}\n`);
        if (teams) process.stdout.write(`${significanceCsv!.replaceAll(',', '\t')}${teams.signature}\n`);
      }
    });
}
