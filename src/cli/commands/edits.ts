/**
 * `gecval edits`: ERRANT-style edit extraction from parallel text to M2 (one annotator per target file).
 */
import type { Command } from 'commander';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';

interface EditsCliOptions extends RawTextCliOptions {
  source: string;
  target: string[];
  merge: string;
  lev?: boolean;
  types: boolean;
  ruleTypes?: boolean;
  out?: string;
  progress: boolean;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function register(program: Command): void {
  const command = program
    .command('edits')
    .description('extract edits from a source and corrected text files (ERRANT-style alignment, merging and error types) and write M2')
    .requiredOption('--source <file>', 'original text, one tokenized sentence per line')
    .option('--target <file>', 'corrected text, line-parallel to the source; repeatable, one M2 annotator per file (0, 1, ...)', collect, [])
    .option('--merge <strategy>', "merge strategy: 'rules' (ERRANT's rule-based merging), 'all-split', 'all-merge' or 'all-equal'", 'rules')
    .option('--lev', 'align with plain Levenshtein costs instead of linguistic ones (ERRANT -lev)')
    .option('--no-types', 'skip error-type classification: spans and corrections only, typed NA')
    .option('--rule-types', "ERRANT's rules only: no learned re-choice among confusable inflection types")
    .option('-o, --out <file>', 'write the M2 here instead of standard output')
    .option('--no-progress', 'no progress on standard error (as --quiet)')
    .addHelpText(
      'after',
      '\nExample:\n  gecval edits --source orig.txt --target cor1.txt --target cor2.txt -o out.m2\n' +
        'The signature of the extraction settings is printed on standard error.\n' +
        'No --json: the output is M2 (machine-readable already); `gecval errant-compare --json` scores it.',
    );
  addRawTextOptions(command)
    .action(async (options: EditsCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { MERGE_STRATEGIES } = await import('../../text/errant/index.js');
      const { extractM2Files } = await import('../../text/errant/files.js');
      const { checkOutputFile, writeOutput } = await import('../../report/write/index.js');
      const { terminalProgress } = await import('../progress.js');

      if (options.target.length === 0) throw new GecvalInputError('give at least one --target file');
      const merge = MERGE_STRATEGIES.find((m) => m === options.merge);
      if (merge === undefined) throw new GecvalInputError(`--merge must be one of ${MERGE_STRATEGIES.join(', ')}, got '${options.merge}'`);
      if (options.out !== undefined && options.out !== '-') checkOutputFile(options.out, '-o', [options.source, ...options.target]);
      const { prepareHypotheses } = await import('../raw-text.js');
      const { readLines } = await import('../../formats/text-file.js');
      const prepared = await prepareHypotheses(options.target, options, () => readLines(options.source, { keep: true }));
      try {
        const extractOptions = { merge, levenshtein: options.lev ?? false, classify: options.types, learnedTypes: !options.ruleTypes };
        const progress = options.progress ? terminalProgress() : undefined;
        const extracted = extractM2Files(options.source, prepared.paths, extractOptions, progress);
        for (const note of extracted.notes) process.stderr.write(`${note}\n`);
        writeOutput(options.out, extracted.m2, '-o');
        process.stderr.write(`${prepared.sign(extracted.signature)}\n`);
      } catch (error) {
        throw prepared.mapError(error);
      } finally {
        prepared.cleanup();
      }
    });
}
