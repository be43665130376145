/** `gecval m2-merge A1.m2 ... An.m2`: single-annotator M2 files -> one multi-annotator M2 (annotator k = file k). */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('m2-merge')
    .description('merge single-annotator M2 files into one multi-annotator M2 (file k becomes annotator k, noop lines added where an annotator made no edit)')
    .argument('<files...>', 'single-annotator M2 files with identical S lines, in annotator order')
    .option('-o, --output <file>', 'write the merged M2 here (default: stdout)')
    .option('--json', 'print {sentences, annotators, edits, noops, output} as JSON (needs -o)')
    .addHelpText('after', '\nExample (rebuilds bn10-combined.m2):\n  gecval m2-merge bn10/A1.m2 bn10/A2.m2 ... bn10/A10.m2 -o bn10-combined.m2')
    .action(async (files: string[], options: { output?: string; json?: boolean }) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { formatM2, isNoop } = await import('../../formats/m2.js');
      const { mergeM2, readM2Sources } = await import('../../formats/m2-merge.js');
      const { printJson } = await import('../io.js');
      const { checkOutputFile, writeOutput } = await import('../../report/write/index.js');
      if (options.json && (options.output === undefined || options.output === '-')) {
        throw new GecvalInputError('--json prints a summary, so the merged M2 needs -o FILE');
      }
      if (options.output !== undefined && options.output !== '-') checkOutputFile(options.output, '-o', files);
      const merged = mergeM2(readM2Sources(files));
      writeOutput(options.output, formatM2(merged), '-o');
      if (options.json) {
        const edits = merged.flatMap((s) => s.edits);
        printJson({
          sentences: merged.length,
          annotators: files.length,
          edits: edits.filter((e) => !isNoop(e)).length,
          noops: edits.filter((e) => isNoop(e)).length,
          output: options.output,
        });
      }
    });
}
