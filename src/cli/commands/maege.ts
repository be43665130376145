/**
 * `gecval maege`: validates GEC metrics on lattices of partial corrections (Choshen & Abend 2018) and writes Tables
 * 2–4, CHR, figures and the underlying chains/corpora to an output directory.
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';

interface MaegeCliOptions extends JobsCliOptions {
  force?: boolean;
  m2: string;
  refs: string[];
  metrics: string;
  out: string;
  seed: string;
  chains: string;
  seeds: string;
  originSource?: boolean;
  bothSources?: boolean;
  chainSampling: string;
  humanScore: string;
  ties: string;
  delta: string;
  binomial: string;
  corpusSource: string;
  collisions: string;
  refCollisions: string;
  alternatives: string;
  trim?: boolean;
  skipLong?: boolean;
  nan: string;
  chrHuman?: string;
  chrSystems?: string;
  plots: boolean;
  json?: boolean;
}

function choice<T extends string>(name: string, value: string, allowed: readonly T[], fail: (m: string) => never): T {
  if (!allowed.includes(value as T)) fail(`option ${name} expects one of ${allowed.join(', ')}, got '${value}'`);
  return value as T;
}

export function register(program: Command): void {
  const command = program
    .command('maege')
    .description('MAEGE: validate GEC metrics on lattices of partial corrections (corpus-level ρ, sentence-level r and τ, per-type Δ, CHR)')
    .requiredOption('--m2 <file>', 'gold M2 with several annotators (e.g. official-2014.combined-withalt.m2)')
    .requiredOption('--refs <files...>', 'references: M2 files (edits applied) or one-sentence-per-line files, aligned with --m2')
    .requiredOption('--out <dir>', 'output directory (summary.json, table2/3/4 CSV, figures, chains, corpora)')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .option('--metrics <list>', "'all' = ibleu, m2, grammaticality, bleu, minld, gleu, max-sari, sari, ld, imeasure (the paper's Table 2 set and the I-measure) or comma-separated: registry names (imeasure-mix, usim, faithfulness, ensemble only by name), module:PATH (or a .js/.mjs/.ts path: EXECUTES that module's code), cmd:NAME=COMMAND (EXECUTES that shell command)", 'all')
    .option('--seed <n>', 'base seed of every random stage', '1')
    .option('--chains <n>', 'chains per (sentence, annotation)', '1')
    .option('--seeds <n>', 'corpus-level draws (seeds seed..seed+n−1) to average ρ over', '1')
    .option('--origin-source', 'use the original as source (Table 4) instead of a random lattice element (Table 2)')
    .option('--both-sources', 'analyse both the random source (Table 2) and the origin source (Table 4)')
    .option('--chain-sampling <mode>', 'distinct (paper) | compat (the code: with replacement)', 'distinct')
    .option('--human-score <mode>', 'code (1 − Lmin/#chars, reproduces the paper) | paper (1 − min|edits|/#tokens)', 'code')
    .option('--ties <mode>', 'Kendall ties: concordant (paper) | excluded | half', 'concordant')
    .option('--delta <mode>', 'Δ definition: paper | compat | both', 'paper')
    .option('--binomial <mode>', 'corpus models: compat (trials truncated, reproduces the paper) | paper', 'compat')
    .option('--corpus-source <mode>', 'random-source corpus: random (code: a random model\'s sentence) | lattice (paper)', 'random')
    .option('--collisions <policy>', 'overlapping edits in one gold annotation: error | merge | drop-later', 'error')
    .option('--ref-collisions <policy>', 'overlapping edits in M2 references: merge | drop-later | error', 'merge')
    .option('--alternatives <mode>', "corrections with '||' alternatives: error | first", 'error')
    .option('--trim', 'trim applied sentences (the original keeps a leading/trailing space after deleting an end token)')
    .option('--skip-long', "the newer code's filter: skip sentences > 300 characters with more than one '.' (sentence level)")
    .option('--nan <mode>', 'NaN metric scores: propagate (statistics become NaN) | drop', 'propagate')
    .option('--chr-human <dir>', 'human judgments folder (grundkiewicz2015/, napoles2015/) to compute CHR on the judged subset')
    .option('--chr-systems <dir>', 'system outputs folder (NAME.txt per system) for CHR')
    .option('--no-plots', 'skip the figures')
    .option('--json', 'print summary.json to stdout instead of the table')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  D=../shared/data/conll14\n' +
        '  gecval maege --m2 $D/official-2014.combined-withalt.m2 --refs $D/bn10/A{1,2,4,5,6,8,9,10}.m2 --out maege-out\n' +
        '  gecval maege --m2 gold.m2 --refs r1.txt r2.txt --metrics gleu,module:./my-metric.mjs --seeds 10 --both-sources --out out\n' +
        '  gecval maege --m2 gold.m2 --refs r1.txt --metrics "cmd:len=awk \'{print NF}\'" --out out\n' +
        '\nSecurity: module:, .js/.mjs/.ts and cmd: metrics run code with your permissions (a module is imported, a\n' +
        'command is run by the shell). Use only metrics you wrote or trust. (A report configuration may name such\n' +
        'metrics too; `gecval report` refuses them unless given --allow-code.)',
    );
  addJobsOption(command, 'scoring').action(async (options: MaegeCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const fail = (message: string): never => {
        throw new GecvalInputError(message);
      };
      const { parseNumberOption, formatScore, printWarning } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');
      const { readM2 } = await import('../../formats/m2.js');
      const { readReferences } = await import('../../analyses/maege/references.js');
      const { runMaege, specLabel } = await import('../../analyses/maege/run.js');
      const { defaultMetricNames } = await import('../../analyses/maege/registry-adapter.js');
      const { parseScorerSpec } = await import('../../analyses/maege/scorer-spec.js');
      const { maegeOutputFiles, maegeSummary, MAEGE_JSON } = await import('../../analyses/maege/output.js');
      const { table2Rows } = await import('../../analyses/maege/tables.js');
      const { formatPValue } = await import('../../analyses/stats/p-format.js');
      const { checkOutputDir, inputPaths, renderJson, writeOutputFiles } = await import('../../report/write/index.js');

      const seed = parseNumberOption('--seed', options.seed, { integer: true, min: 0 });
      const chains = parseNumberOption('--chains', options.chains, { integer: true, min: 1, max: 1_000_000 });
      const corpusSeeds = parseNumberOption('--seeds', options.seeds, { integer: true, min: 1, max: 1_000_000 });
      const threads = await (await import('../jobs.js')).jobsFrom(options);
      const settings = options.bothSources ? (['random', 'origin'] as const) : options.originSource ? (['origin'] as const) : (['random'] as const);
      const delta = choice('--delta', options.delta, ['paper', 'compat', 'both'] as const, fail);
      const refPolicy = choice('--ref-collisions', options.refCollisions, ['merge', 'drop-later', 'error'] as const, fail);
      const specs = (options.metrics === 'all' ? defaultMetricNames() : options.metrics.split(',').map((s) => s.trim()).filter(Boolean)).map(parseScorerSpec);
      if (specs.length === 0) fail('--metrics names no metric');
      checkOutputDir(options.out, '--out', { inputs: inputPaths(options.m2, options.refs, options.chrHuman, options.chrSystems, specs.flatMap((s) => (s.kind === 'module' ? [s.path] : []))), force: options.force });

      const m2 = readM2(options.m2);
      const referenceCollisions: { file: string; line: number }[] = [];
      const references = readReferences(options.refs, m2.map((s) => s.source), {
        collisions: refPolicy,
        goldFile: options.m2,
        report: (file, c) => referenceCollisions.push({ file, line: c.line }),
      });
      for (const file of new Set(referenceCollisions.map((c) => c.file))) {
        const lines = referenceCollisions.filter((c) => c.file === file).map((c) => c.line);
        printWarning(`${file}:${lines[0]}: ${lines.length} overlapping edit(s) resolved by --ref-collisions ${refPolicy} (lines ${lines.join(', ')})`);
      }
      const started = performance.now();
      const run = await runMaege(m2, references, specs, {
        file: options.m2,
        threads,
        progress: terminalProgress(),
        plan: {
          seed,
          chains,
          corpusSeeds,
          settings: [...settings],
          sampling: choice('--chain-sampling', options.chainSampling, ['distinct', 'compat'] as const, fail),
          humanScore: choice('--human-score', options.humanScore, ['code', 'paper'] as const, fail),
          binomialMode: choice('--binomial', options.binomial, ['compat', 'paper'] as const, fail),
          corpusSource: choice('--corpus-source', options.corpusSource, ['random', 'lattice'] as const, fail),
          collisions: choice('--collisions', options.collisions, ['error', 'merge', 'drop-later'] as const, fail),
          alternatives: choice('--alternatives', options.alternatives, ['error', 'first'] as const, fail),
          trim: options.trim === true,
          skipLongMultiSentence: options.skipLong === true,
        },
        analysis: {
          ties: choice('--ties', options.ties, ['concordant', 'excluded', 'half'] as const, fail),
          deltaModes: delta === 'both' ? ['paper', 'compat'] : [delta],
          nan: choice('--nan', options.nan, ['propagate', 'drop'] as const, fail),
        },
      });
      for (const f of run.failed) printWarning(`metric ${f.name} skipped: ${f.reason}`);
      for (const w of run.plan.lattice.warnings) printWarning(`${options.m2}:${w.line}: ${w.message}`);
      for (const c of run.plan.lattice.collisions) printWarning(`${options.m2}:${c.line}: overlapping edits resolved by --collisions ${c.resolution}`);

      let chr;
      if (options.chrHuman !== undefined || options.chrSystems !== undefined) {
        if (options.chrHuman === undefined || options.chrSystems === undefined) fail('CHR needs both --chr-human and --chr-systems');
        const { readChrDatasets, runChr } = await import('../../analyses/maege/chr-run.js');
        const datasets = readChrDatasets(options.chrHuman!, m2.length);
        const okSpecs = specs.filter((s) => !run.failed.some((f) => f.name === specLabel(s)));
        chr = await runChr(datasets, options.chrSystems!, m2.map((s) => s.tokens.join(' ')), references, okSpecs, { threads, progress: terminalProgress() });
      }
      const seconds = (performance.now() - started) / 1000;
      const extra = { chr, summary: { seconds, referenceCollisions, inputs: { m2: options.m2, refs: options.refs } } };
      await writeOutputFiles(options.out, maegeOutputFiles(run, { ...extra, figures: options.plots }));
      if (options.json) {
        process.stdout.write(renderJson(maegeSummary(run, extra), MAEGE_JSON));
        return;
      }
      const c = run.counts;
      process.stdout.write(`MAEGE: ${c.sentences} sentences, ${c.chains} chains, ${c.nodes} nodes, ${c.pairs} pairs; ${c.corpusSentences} corpus-level sentences\n`);
      for (const setting of run.plan.options.settings) {
        process.stdout.write(`\n${setting === 'random' ? 'Table 2 (random source)' : 'Table 4 (origin as source)'}\nmetric            rho       p        r        p        tau      p\n`);
        for (const row of table2Rows(run, setting)) {
          const cells = [formatScore(row.rho), formatPValue(row.rhoP, row.rhoLog10P), formatScore(row.r), formatPValue(row.rP, row.rLog10P), formatScore(row.tau), formatPValue(row.tauP, row.tauLog10P)].map((v) => v.padStart(8));
          process.stdout.write(`${row.metric.padEnd(16)}${cells.join(' ')}\n`);
        }
      }
      process.stdout.write(`\nSignature: ${run.signature}\nWrote ${options.out} in ${seconds.toFixed(1)} s\n`);
    });
}
