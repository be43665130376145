/**
 * `gecval m2 HYP GOLD.m2`: the MaxMatch (M2) scorer, with the numbers of nusnlp/m2scorer 3.2 and the same
 * plain output, plus --json and per-sentence --verbose JSON lines.
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';
import { flagDefault, flagHelp } from '../metric-flags.js';
import { M2_CONFIG } from '../../metrics/m2/options.js';

interface M2CliOptions extends JobsCliOptions, RawTextCliOptions {
  beta: string;
  maxUnchangedWords: string;
  ignoreWhitespaceCasing?: boolean;
  strictGold?: boolean;
  verbose?: boolean;
  json?: boolean;
  tsv?: boolean;
  gold: string[];
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

export function register(program: Command): void {
  const command = program
    .command('m2')
    .description('MaxMatch (M2) precision, recall and F_beta of a system output against gold M2 edits (same numbers as m2scorer 3.2)')
    .argument('<files...>', 'HYP GOLD.m2, or with --gold: the system outputs (one tokenized sentence per line, one line per M2 sentence)')
    .option('--gold <file>', 'gold M2 file; repeat for several; then every argument is a system output and a table is printed', collect, [])
    .option('--tsv', 'with --gold: print the table as tab-separated values')
    .option('--beta <number>', flagHelp(M2_CONFIG.beta), flagDefault(M2_CONFIG.beta))
    .option('--max-unchanged-words <n>', flagHelp(M2_CONFIG.maxUnchangedWords), flagDefault(M2_CONFIG.maxUnchangedWords))
    .option('--ignore-whitespace-casing', flagHelp(M2_CONFIG.ignoreWhitespaceCasing))
    .option('--strict-gold', 'reject gold files in which one annotator has overlapping edits (m2scorer accepts them)')
    .option('--verbose', 'print one JSON line per sentence (chosen annotator, system, gold and correct edits, counts) before the totals')
    .option('--json', 'print {precision, recall, f, beta, correct, proposed, gold, signature} as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  gecval m2 systems/AMU.txt official-2014.combined.m2\n  gecval m2 --json --beta 1 out.txt gold.m2\n' +
        '  gecval m2 --gold official-2014.combined.m2 --gold bn10-combined.m2 systems/*.txt   (a leaderboard)\n' +
        '  gecval m2 --tokenize conll14 --normalize ascii-punct --segment llm-output.txt official-2014.combined.m2   (raw paragraphs)',
    );
  addRawTextOptions(addJobsOption(command, 'scoring with --gold')).action(async (files: string[], options: M2CliOptions) => {
      const { prepareHypotheses, m2SourceLines } = await import('../raw-text.js');
      const golds = options.gold.length > 0 ? options.gold : files.length === 2 ? [files[1]!] : [];
      const hypotheses = options.gold.length > 0 ? files : files.length === 2 ? [files[0]!] : [];
      // the prepared files are read in this thread, or written for the batch's worker threads when they start
      const prepared = await prepareHypotheses(hypotheses, options, () => (golds.length > 0 ? m2SourceLines(golds[0]!) : undefined), { inMemory: true });
      try {
        await runM2(options.gold.length > 0 ? prepared.paths : [prepared.paths[0] ?? files[0]!, ...files.slice(1)], options, prepared.sign, prepared.writeFiles, prepared.userPath);
      } catch (error) {
        throw prepared.mapError(error);
      } finally {
        prepared.cleanup();
      }
    });
}

/** `userPath`: the user's file behind a prepared one (--tokenize), for what the output names. */
async function runM2(files: string[], options: M2CliOptions, sign: (signature: string) => string, beforeThreads: () => void, userPath: (path: string) => string): Promise<void> {
      {
      const { parseNumberOption, printJson, printJsonLine, printInputWarnings } = await import('../io.js');
      const { GecvalInputError } = await import('../../core/errors.js');
      if (options.gold.length > 0) {
        await scoreBatch(files, options, sign, beforeThreads, userPath);
        return;
      }
      if (options.tsv || options.jobs !== undefined) throw new GecvalInputError('--tsv and --jobs go with --gold (the table of several systems)');
      if (files.length !== 2) {
        throw new GecvalInputError(`expected HYP GOLD.m2 (got ${files.length} file${files.length === 1 ? '' : 's'}); to score several systems, give the gold with --gold`);
      }
      const [hypothesis, gold] = files as [string, string];
      const { terminalProgress } = await import('../progress.js');
      const { scoreM2Files } = await import('../../metrics/m2/files.js');
      const { pythonFixed } = await import('../../metrics/m2/python-text.js');
      const beta = parseNumberOption('--beta', options.beta, { min: 0 });
      const maxUnchangedWords = parseNumberOption('--max-unchanged-words', options.maxUnchangedWords, { integer: true, min: 0 });
      const result = scoreM2Files(
        hypothesis,
        gold,
        { beta, maxUnchangedWords, ignoreWhitespaceCasing: options.ignoreWhitespaceCasing === true, strictGold: options.strictGold === true },
        terminalProgress(),
      );
      printInputWarnings(result.goldWarnings.map((w) => ({ file: gold, ...w })));
      const { m2View, m2SentenceView } = await import('../json-views.js');
      if (options.verbose) for (const s of result.sentences) printJsonLine(m2SentenceView(s));
      const { precision, recall, f } = result;
      const signature = sign(result.signature);
      if (options.json) {
        printJson(m2View({ ...result, signature }, beta));
        return;
      }
      process.stdout.write(
        `Precision   : ${pythonFixed(precision, 4)}\n` +
          `Recall      : ${pythonFixed(recall, 4)}\n` +
          `F_${pythonFixed(beta, 1)}       : ${pythonFixed(f, 4)}\n` +
          `Signature   : ${signature}\n`,
      );
      }
}

/** `gecval m2 --gold G1 [--gold G2] SYS…`: every system against every gold file, in worker threads, one table. */
async function scoreBatch(systems: readonly string[], options: M2CliOptions, sign: (signature: string) => string, beforeThreads: () => void, userPath: (path: string) => string): Promise<void> {
  const { parseNumberOption, printJson, printInputWarnings } = await import('../io.js');
  const { terminalProgress } = await import('../progress.js');
  const { mapInWorkers } = await import('../../core/workers.js');
  const { M2_BATCH_TASK } = await import('../../metrics/m2/batch.js');
  const { jobsFrom } = await import('../jobs.js');
  const { pythonFixed } = await import('../../metrics/m2/python-text.js');
  const { basename } = await import('node:path');
  const beta = parseNumberOption('--beta', options.beta, { min: 0 });
  const maxUnchangedWords = parseNumberOption('--max-unchanged-words', options.maxUnchangedWords, { integer: true, min: 0 });
  const threads = await jobsFrom(options);
  const m2Options = { beta, maxUnchangedWords, ignoreWhitespaceCasing: options.ignoreWhitespaceCasing === true, strictGold: options.strictGold === true };
  const tasks = options.gold.flatMap((gold) => systems.map((hypothesis) => ({ hypothesis, gold, options: m2Options })));
  const results = await mapInWorkers(M2_BATCH_TASK, tasks, {
    threads,
    progress: terminalProgress(),
    label: 'm2 systems',
    beforeThreads,
  });
  // every system's task read the same gold file: name its warnings once
  printInputWarnings(results.flatMap((r) => r.goldWarnings.map((w) => ({ file: r.gold, ...w }))));
  const name = (file: string) => basename(file).replace(/\.[^.]*$/u, '');
  const signature = sign(results[0]!.signature);
  if (options.json) {
    printJson({
      beta,
      results: results.map((r) => ({ system: name(r.hypothesis), hypothesis: userPath(r.hypothesis), gold: r.gold, precision: r.precision, recall: r.recall, f: r.f, correct: r.correct, proposed: r.proposed, goldEdits: r.goldEdits })),
      signature,
    });
    return;
  }
  const fLabel = `F${pythonFixed(beta, 1)}`;
  const rows = results.map((r) => [name(r.hypothesis), basename(r.gold), pythonFixed(r.precision, 4), pythonFixed(r.recall, 4), pythonFixed(r.f, 4), String(r.correct), String(r.proposed), String(r.goldEdits)]);
  const header = ['system', 'gold', 'P', 'R', fLabel, 'correct', 'proposed', 'gold_edits'];
  if (options.tsv) {
    process.stdout.write([header, ...rows].map((row) => row.join('\t')).join('\n') + `\n# ${signature}\n`);
    return;
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  process.stdout.write([line(header), ...rows.map(line)].join('\n') + `\nSignature: ${signature}\n`);
}
