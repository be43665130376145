/**
 * `gecval parse`: UCCA-parse sentences with the bundled parser (v2 BiLSTM by default).
 *
 *   gecval parse IN.txt --out DIR                   one sentence per line, wink tokenises → DIR/<n>.xml
 *   gecval parse --tokenized IN.txt --out DIR       tokens separated by spaces, kept exactly as terminals
 *   gecval parse --tokenized --tsv IN.tsv --out DIR lines `id<TAB>tokens` → DIR/<id>.xml
 *   gecval parse IN.txt --format json               ucca-json/1, one object per line, on stdout
 *   gecval parse --model v1 --tokenized IN.txt      the v1 perceptron parser (v2, the BiLSTM, is the default)
 */
import type { Command } from 'commander';

interface ParseCliOptions {
  tokenized?: boolean;
  tsv?: string;
  out?: string;
  format: string;
  model?: string;
}

export function register(program: Command): void {
  program
    .command('parse')
    .description('UCCA-parse sentences (one per line) with the built-in parser; writes UCCA XML or JSON')
    .argument('[input]', "text file, one sentence per line ('-' or nothing: stdin)")
    .option('--tokenized', 'lines are space-separated tokens, kept exactly as the terminals')
    .option('--tsv <file>', 'read `id<TAB>sentence` lines instead; files are named after the ids')
    .option('--out <dir>', 'write one file per sentence into this directory (default: stdout)')
    .option('--format <format>', "'xml' or 'json' (ucca-json/1)", 'xml')
    .option('--model <model>', "'v2' (BiLSTM, the default), 'v2-ewt', 'v1' (perceptron, Wiki+EWT), 'v1-ewt', or a model file of either kind")
    .action(async (input: string | undefined, options: ParseCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { readParseInput, writeParses } = await import('../../ucca/parser/cli-io.js');
      const { parse, parserSignature, resolveParserModel } = await import('../../ucca/parser/parser.js');
      if (options.format !== 'xml' && options.format !== 'json') throw new GecvalInputError(`--format must be 'xml' or 'json', got '${options.format}'`);
      if (options.tsv && input) throw new GecvalInputError('give either an input file or --tsv, not both');
      const items = readParseInput(options.tsv ?? input, { tsv: Boolean(options.tsv) });
      const model = resolveParserModel(options.model);
      const graphs = parse(items.map((i) => i.text), { tokenized: options.tokenized, model, ids: items.map((i) => i.id) });
      writeParses(graphs, { out: options.out, format: options.format });
      process.stderr.write(`parsed ${graphs.length} sentences\n${parserSignature({ model, tokenized: options.tokenized })}\n`);
    });
}
