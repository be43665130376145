/**
 * `gecval errant-compare`: ERRANT's scorer (compare_m2.py), text output byte-identical to ERRANT 3.0.x, or JSON.
 * ERRANT's own single-dash spellings (`-hyp`, `-ref`, `-cs`, `-cse`, `-ds`, `-dt`, `-cat`, `-single`, `-multi`,
 * `-filt`) are accepted beside the `--long` forms, so a command line written for compare_m2.py works unchanged.
 */
import type { Command } from 'commander';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';
import { flagDefault } from '../metric-flags.js';
import { ERRANT_CONFIG } from '../../metrics/errant/options.js';

interface ErrantCompareCliOptions extends RawTextCliOptions {
  hyp?: string;
  ref: string;
  source?: string;
  hypText?: string;
  beta: string;
  verbose?: boolean;
  dt?: boolean;
  ds?: boolean;
  cs?: boolean;
  cse?: boolean;
  single?: boolean;
  multi?: boolean;
  filt?: string[];
  cat?: string;
  json?: boolean;
  out?: string;
  writeHyp?: string;
  progress: boolean;
}

/** ERRANT's argparse spellings → gecval's. */
const ERRANT_SPELLINGS: Record<string, string> = {
  '-hyp': '--hyp', '-ref': '--ref', '-cs': '--cs', '-cse': '--cse', '-ds': '--ds', '-dt': '--dt',
  '-cat': '--cat', '-single': '--single', '-multi': '--multi', '-filt': '--filt',
};

/**
 * V8 weighs handing a function to its optimizing compiler (on a background thread) each time about 66 KB of the
 * function's bytecode has run (`--interrupt-budget`, 67,584 in Node 20). Scoring a test set of CoNLL-2014's size (1,312
 * sentences against 6,484 reference edits) runs about 20 ms of JavaScript, and in that time a dozen functions of the
 * reader and the scorer get hot: optimizing them cost about 30 ms of CPU, which the short run never earns back
 * (CAMB vs gold, whole process: 0.088 s of CPU with the default budget, 0.056 s with this one). With a 15
 * times larger budget a run of that size stays in the interpreter and baseline code, and a long one (9,184
 * sentences) still has its hottest functions optimized. The budget only moves V8's tier-up decisions, not what
 * the code computes; it is set for two-M2-file runs only (extracting edits first runs for seconds, where the
 * optimizing compiler pays).
 */
const INTERRUPT_BUDGET = 1_000_000;

export function register(program: Command): void {
  const command = program
    .command('errant-compare')
    .description("ERRANT's scorer (compare_m2.py): span-level P/R/F of hypothesis edits against reference M2, output identical to ERRANT 3.0.x")
    .option('--hyp <file>', 'hypothesis M2 file (e.g. written by `gecval edits` or ERRANT)')
    .requiredOption('--ref <file>', 'reference M2 file')
    .option('--source <file>', 'with --hyp-text: the original sentences, one tokenized sentence per line')
    .option('--hyp-text <file>', 'hypothesis as corrected text: its edits are extracted first (as `gecval edits`)')
    .option('-b, --beta <beta>', 'beta of F-score', flagDefault(ERRANT_CONFIG.beta))
    .option('-v, --verbose', "print ERRANT's verbose per-sentence output")
    .option('--dt', 'evaluate detection in terms of tokens')
    .option('--ds', 'evaluate detection in terms of spans')
    .option('--cs', 'evaluate correction in terms of spans (default)')
    .option('--cse', 'evaluate correction in terms of spans and error types')
    .option('--single', 'only evaluate single-token edits (0:1, 1:0 or 1:1)')
    .option('--multi', 'only evaluate multi-token edits (2+:n or n:2+)')
    .option('--filt <types...>', 'do not evaluate these error types')
    .option('--cat <level>', 'show error category scores: 1 operation (M/R/U), 2 main category (NOUN), 3 full type (R:NOUN)')
    .option('--json', 'print JSON (counts, P/R/F, categories, signature) instead of ERRANT\'s text')
    .option('--write-hyp <file>', 'with --hyp-text: also write the extracted hypothesis M2 here')
    .option('-o, --out <file>', 'write the output here instead of standard output')
    .option('--no-progress', 'no progress on standard error (as --quiet)')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  gecval errant-compare --hyp hyp.m2 --ref ref.m2 --cat 3\n' +
        '  gecval errant-compare -hyp hyp.m2 -ref ref.m2 -cse -cat 2     (ERRANT\'s spellings work too)\n' +
        '  gecval errant-compare --source orig.txt --hyp-text system.txt --ref ref.m2\n' +
        'The signature goes to standard error (text mode) or into the JSON.',
    );
  addRawTextOptions(command)
    .action(async (options: ErrantCompareCliOptions) => {
      // Output paths are checked before any scoring, so a bad one is one line (exit 2), never a stack trace after it.
      const { checkOutputFile, writeFile, writeOutput } = await import('../../report/write/index.js');
      const inputs = [options.hyp, options.ref, options.source, options.hypText];
      if (options.out !== undefined && options.out !== '-') checkOutputFile(options.out, '-o', inputs);
      if (options.writeHyp !== undefined) checkOutputFile(options.writeHyp, '--write-hyp', [...inputs, options.out]);
      const { resolve } = await import('node:path');
      if (options.writeHyp !== undefined && options.out !== undefined && resolve(options.writeHyp) === resolve(options.out)) {
        const { GecvalInputError } = await import('../../core/errors.js');
        throw new GecvalInputError('--write-hyp and -o name the same file; give them different names', { file: options.out });
      }
      // Two M2 files (compare_m2.py's case) need neither the edit extractor nor a progress display, so they are
      // scored by the module that loads neither.
      let result: import('../../metrics/errant/run-m2.js').ErrantCompareRun;
      if (options.hypText === undefined) {
        (await import('node:v8')).setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
        const { runErrantCompareM2 } = await import('../../metrics/errant/run-m2.js');
        result = runErrantCompareM2(options);
      } else {
        const { runErrantCompare } = await import('../../metrics/errant/run.js');
        const { terminalProgress } = await import('../progress.js');
        const { prepareHypotheses } = await import('../raw-text.js');
        const { readLines } = await import('../../formats/text-file.js');
        const source = options.source;
        const prepared = await prepareHypotheses([options.hypText], options, () => (source !== undefined ? readLines(source, { keep: true }) : undefined));
        try {
          const run = runErrantCompare({ ...options, hypText: prepared.paths[0]! }, options.progress ? terminalProgress() : undefined);
          // the signature is printed inside the output (JSON) or among the notes: add tok|norm|seg to it there
          const signed = (text: string) => text.replace(/errant\|[^\s"]*\|version:[^\s"]*/gu, (sig) => prepared.sign(sig));
          result = { ...run, output: signed(run.output), notes: run.notes.map(signed), signature: prepared.sign(run.signature) };
        } catch (error) {
          throw prepared.mapError(error);
        } finally {
          prepared.cleanup();
        }
      }
      if (options.writeHyp !== undefined && result.hypothesisM2 !== undefined) writeFile(options.writeHyp, result.hypothesisM2, '--write-hyp');
      writeOutput(options.out, result.output, '-o');
      for (const note of result.notes) process.stderr.write(`${note}\n`);
    });
  // Accept ERRANT's single-dash long options by rewriting them before commander reads the arguments.
  const parseOptions = command.parseOptions.bind(command);
  command.parseOptions = (args: string[]) => parseOptions(args.map((a) => ERRANT_SPELLINGS[a] ?? a));
}
