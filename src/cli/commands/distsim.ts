/** `gecval distsim`: DISTSIM (label-count similarity of source and correction graphs) for H, A, D and A+D. */
import type { Command } from 'commander';

interface DistsimCliOptions {
  sourceGraph?: string;
  correctionGraph?: string;
  sourceList?: string;
  correctionList?: string;
  definition: string;
  average: string;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('distsim')
    .description("DISTSIM: similarity of UCCA label counts (Scene = H, A, D, A+D) between sources and corrections")
    .option('--source-graph <file>', 'UCCA graph of the source')
    .option('--correction-graph <file>', 'UCCA graph of the correction')
    .option('--source-list <file>', 'batch: one source graph path per line')
    .option('--correction-list <file>', 'batch: one correction graph path per line (paired line by line)')
    .option('--definition <name>', "'fscore' (the original code; reproduces the paper's table, default) or 'mad' (the paper's mean absolute difference)", 'fscore')
    .option('--average <how>', "batch: 'macro' (per pair, then the mean; the paper's Table 1, default) or 'micro' (counts summed over pairs)", 'macro')
    .option('--json', 'print JSON')
    .addHelpText('after', '\nExample:\n  gecval distsim --source-graph tree1297.xml --correction-graph tree1197.xml --json')
    .action(async (options: DistsimCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { makeSignature } = await import('../../core/signature.js');
      const { printJson } = await import('../io.js');
      const { distsim, DISTSIM_LABELS } = await import('../../ucca/usim/distsim.js');
      if (options.definition !== 'fscore' && options.definition !== 'mad') throw new GecvalInputError(`--definition must be 'fscore' or 'mad', got '${options.definition}'`);
      if (options.average !== 'macro' && options.average !== 'micro') throw new GecvalInputError(`--average must be 'macro' or 'micro', got '${options.average}'`);
      const definition = options.definition;
      let pairs;
      if (options.correctionList) {
        const { graphPairPaths, readGraphPairs } = await import('../../ucca/usim/files.js');
        pairs = readGraphPairs(graphPairPaths({ sourceList: options.sourceList, correctionList: options.correctionList }));
        if (pairs.length === 0) throw new GecvalInputError('lists no graph file: no pair to score', { file: options.correctionList });
      } else if (options.sourceGraph && options.correctionGraph) {
        const { readUccaGraph } = await import('../../ucca/read.js');
        pairs = [[readUccaGraph(options.sourceGraph), readUccaGraph(options.correctionGraph)] as const];
      } else {
        throw new GecvalInputError('give --source-graph and --correction-graph, or --source-list and --correction-list');
      }
      const result: Record<string, number | null> = {};
      if (options.average === 'micro' || definition === 'mad') {
        Object.assign(result, distsim(pairs, definition));
      } else {
        const perPair = pairs.map((p) => distsim([p], definition));
        for (const label of DISTSIM_LABELS) {
          const values = perPair.map((x) => x[label]).filter((v): v is number => v !== null);
          result[label] = values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
        }
      }
      const signature = makeSignature('distsim', { definition, average: definition === 'mad' ? 'mean-over-pairs' : options.average, units: 'fn>=2tok' });
      if (options.json) printJson({ scores: result, pairs: pairs.length, definition, signature });
      else process.stdout.write(`${DISTSIM_LABELS.map((l) => `${l === 'H' ? 'Scene(H)' : l} ${result[l] === null ? 'n/a' : result[l]!.toFixed(4)}`).join('  ')}\n${signature}\n`);
    });
}
