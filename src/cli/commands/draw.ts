/** `gecval draw GRAPH [--aligned OTHER] -o out.svg|out.png`: draw a UCCA graph, or a source/correction pair. */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('draw')
    .description('draw a UCCA graph as SVG (or PNG); with --aligned, a source/correction pair with the USIM word and node alignment')
    .argument('<graph>', 'UCCA graph file (.xml, .json); the source when --aligned is given')
    .option('--aligned <file>', 'the correction graph to align with')
    .option('--title <text>', 'title drawn at the top')
    .requiredOption('-o, --output <file>', 'output file; .png writes PNG, anything else SVG')
    .addHelpText('after', '\nExample:\n  gecval draw dev.src0.xml --aligned mle_1.txt0.xml -o pair.png')
    .action(async (graphFile: string, options: { aligned?: string; title?: string; output: string }) => {
      const { readUccaGraph } = await import('../../ucca/read.js');
      const { drawUcca, drawUccaPair } = await import('../../ucca/draw.js');
      const { checkOutputFile, writeSvgOrPng } = await import('../../report/write/index.js');
      checkOutputFile(options.output, '-o');
      const graph = readUccaGraph(graphFile);
      const svg = options.aligned ? drawUccaPair(graph, readUccaGraph(options.aligned), { title: options.title }) : drawUcca(graph, { title: options.title });
      await writeSvgOrPng(options.output, svg, '-o');
    });
}
