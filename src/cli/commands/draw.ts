/** `gecval draw GRAPH [--aligned OTHER] --out out.svg|out.png` (or -o): draw a UCCA graph, or a source/correction pair. */
import { Option, type Command } from 'commander';

export function register(program: Command): void {
  program
    .command('draw')
    .description('draw a UCCA graph as SVG (or PNG); with --aligned, a source/correction pair with the USIM word and node alignment')
    .argument('<graph>', 'UCCA graph file (.xml, .json); the source when --aligned is given')
    .option('--aligned <file>', 'the correction graph to align with')
    .option('--title <text>', 'title drawn at the top')
    .option('-o, --out <file>', 'output file (required); .png writes PNG, anything else SVG')
    // The name every other command uses is --out; --output stays accepted (hidden) for scripts written before.
    .addOption(new Option('--output <file>').hideHelp())
    .addHelpText('after', '\nExample:\n  gecval draw dev.src0.xml --aligned mle_1.txt0.xml --out pair.png\n\nNo --json: the output is the drawing itself (SVG or PNG); the USIM numbers of a pair come from `gecval usim --json`.')
    .action(async (graphFile: string, opts: { aligned?: string; title?: string; out?: string; output?: string }) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const out = opts.out ?? opts.output;
      if (out === undefined) throw new GecvalInputError("give the output file with --out FILE (or -o FILE)");
      const options = { ...opts, output: out };
      const { readUccaGraph } = await import('../../ucca/read.js');
      const { drawUcca, drawUccaPair } = await import('../../ucca/draw.js');
      const { checkOutputFile, writeSvgOrPng } = await import('../../report/write/index.js');
      checkOutputFile(options.output, '--out', [graphFile, options.aligned]);
      const graph = readUccaGraph(graphFile);
      const svg = options.aligned ? drawUccaPair(graph, readUccaGraph(options.aligned), { title: options.title }) : drawUcca(graph, { title: options.title });
      await writeSvgOrPng(options.output, svg, '--out');
    });
}
