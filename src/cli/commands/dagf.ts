/** `gecval dagf GUESSED REF`: DAG F-score (the ucca evaluator) of two annotations of the same text. */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('dagf')
    .description('DAG F-score of two UCCA annotations of the same tokens (labelled/unlabelled/weak, primary/remote/implicit), as the ucca evaluator computes it')
    .argument('<guessed>', 'UCCA graph taken as the guess (.xml, .json)')
    .argument('<ref>', 'UCCA graph taken as the reference; swapping the two swaps P and R')
    .option('--no-normalize', "skip the evaluator's normalisation (punctuation, centres, functions, shared Fs to the root)")
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  gecval dagf amittaic1297.xml tree1297.xml --json')
    .action(async (guessed: string, ref: string, options: { normalize: boolean; json?: boolean }) => {
      const { readUccaGraph } = await import('../../ucca/read.js');
      const { dagCounts } = await import('../../ucca/eval/evaluate.js');
      const { dagReport, dagfSignature, formatDagReport } = await import('../../ucca/eval/report.js');
      const { printJson } = await import('../io.js');
      const { GecvalInputError } = await import('../../core/errors.js');
      const g = readUccaGraph(guessed);
      const r = readUccaGraph(ref);
      let counts;
      try {
        counts = dagCounts(g, r, { normalize: options.normalize });
      } catch (error) {
        if (error instanceof GecvalInputError && error.file === undefined) throw new GecvalInputError(error.message, { file: guessed });
        throw error;
      }
      const report = dagReport(counts);
      const signature = dagfSignature(options.normalize);
      if (options.json) printJson({ ...report, signature });
      else process.stdout.write(`${formatDagReport(report)}${signature}\n`);
    });
}
