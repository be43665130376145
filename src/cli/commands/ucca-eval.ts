/** `gecval ucca-eval GOLD_DIR PRED_DIR`: the ucca evaluator over a folder of predicted graphs (micro average). */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('ucca-eval')
    .description('score the UCCA graphs in PRED_DIR against the same-named gold graphs in GOLD_DIR (labelled/unlabelled P/R/F, primary/remote/implicit, counts summed over passages)')
    .argument('<gold-dir>', 'folder of gold graphs <id>.xml')
    .argument('<pred-dir>', 'folder of predicted graphs (<id>.xml, .json, or .jsonl files)')
    .option('--by-sentence', 'with --json: add per-passage counts')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  gecval ucca-eval ../shared/data/ucca/ewt/xml parses/ --json')
    .action(async (goldDir: string, predDir: string, options: { json?: boolean; bySentence?: boolean }) => {
      const { evaluateDirs } = await import('../../ucca/eval/dirs.js');
      const { dagReport, dagfSignature, formatDagReport } = await import('../../ucca/eval/report.js');
      const { printJson } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');
      const result = evaluateDirs(goldDir, predDir, terminalProgress());
      const report = dagReport(result.counts);
      const signature = dagfSignature(true);
      if (options.json) {
        printJson({
          ...report,
          passages: result.passages,
          ...(options.bySentence ? { sentences: result.perPassage.map((x) => ({ id: x.id, file: x.file, ...dagReport(x.counts) })) } : {}),
          signature,
        });
      } else {
        process.stdout.write(`${result.passages} passages\n${formatDagReport(report)}${signature}\n`);
      }
    });
}
