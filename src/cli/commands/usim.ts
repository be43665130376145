/**
 * `gecval usim`: USIM (Choshen & Abend 2018) of corrections against their sources, on UCCA graphs.
 * One pair (`--source-graph/--correction-graph`) or a batch (`--source-list/--correction-list`, one graph file
 * per line, paired line by line). The library call is `scoreUsim`/`scoreUsimBatch` (src/ucca/usim/score.ts);
 * a parser-backed text path can be added beside the graph options.
 */
import type { Command } from 'commander';

interface UsimCliOptions {
  sourceGraph?: string;
  correctionGraph?: string;
  sourceList?: string;
  correctionList?: string;
  variant: string;
  json?: boolean;
  emulatePaperPairing?: boolean;
}

export function register(program: Command): void {
  program
    .command('usim')
    .description('USIM: semantic faithfulness of corrections to their sources, from UCCA graphs (reference-less)')
    .option('--source-graph <file>', 'UCCA graph of the source (.xml, .json, .jsonl)')
    .option('--correction-graph <file>', 'UCCA graph of the correction')
    .option('--source-list <file>', 'batch: one source graph path per line')
    .option('--correction-list <file>', 'batch: one correction graph path per line, paired with --source-list line by line')
    .option('--variant <name>', "'code' (the original implementation, default) or 'paper' (the paper's directional definition)", 'code')
    .option('--emulate-paper-pairing', "batch: find each correction's source the way the authors' JFLEG driver did (file-name digits; a bug that reproduces the paper's .19-.39)")
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  gecval usim --source-graph dev.src0.xml --correction-graph mle_1.txt0.xml --json\n  gecval usim --source-list src.lst --correction-list mle_1.lst --json',
    )
    .action(async (options: UsimCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { printJson, formatScore } = await import('../io.js');
      const { scoreUsim, scoreUsimBatch, usimSignature } = await import('../../ucca/usim/score.js');
      if (options.variant !== 'code' && options.variant !== 'paper') throw new GecvalInputError(`--variant must be 'code' or 'paper', got '${options.variant}'`);
      const variant = options.variant;
      if (options.correctionList) {
        const { graphPairPaths, readGraphPairs } = await import('../../ucca/usim/files.js');
        const pairs = readGraphPairs(graphPairPaths({ sourceList: options.sourceList, correctionList: options.correctionList, emulatePaperPairing: options.emulatePaperPairing }));
        const result = scoreUsimBatch(pairs, { variant, emulatePaperPairing: options.emulatePaperPairing });
        if (options.json) printJson({ mean: result.mean, variant, sentences: result.sentences, signature: result.signature });
        else process.stdout.write(`USIM ${formatScore(result.mean)} (mean of ${result.sentences.length} pairs)\n${result.signature}\n`);
        return;
      }
      if (!options.sourceGraph || !options.correctionGraph) {
        throw new GecvalInputError('give --source-graph and --correction-graph, or --source-list and --correction-list');
      }
      const { readUccaGraph } = await import('../../ucca/read.js');
      const score = scoreUsim(readUccaGraph(options.sourceGraph), readUccaGraph(options.correctionGraph), { variant });
      const signature = usimSignature({ variant });
      if (options.json) printJson({ ...score, signature });
      else process.stdout.write(`USIM ${formatScore(score.usim)} (P ${formatScore(score.precision)} R ${formatScore(score.recall)})\n${signature}\n`);
    });
}
