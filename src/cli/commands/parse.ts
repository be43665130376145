/**
 * `gecval parse`: UCCA-parse sentences with the built-in parser (default model v3, src/ucca/parser/catalogue.ts).
 *
 *   gecval parse IN.txt --out DIR                   one sentence per line, wink tokenises → DIR/<n>.xml
 *   gecval parse --tokenized IN.txt --out DIR       tokens separated by spaces, kept exactly as terminals
 *   gecval parse --tokenized --tsv IN.tsv --out DIR lines `id<TAB>tokens` → DIR/<id>.xml
 *   gecval parse IN.txt --format json               ucca-json/1, one object per line, on stdout
 *   gecval parse --model v1 --tokenized IN.txt      another catalogued model (v1, v1-ewt, v2, v2-ewt) or a model file
 *   gecval parse --guideline wiki ...               v3 under the Wiki corpus's older guidelines (the README's Wiki-test score)
 *   gecval parse IN.txt --jobs 2                    parse on 2 worker threads (same output, byte for byte)
 *   gecval parse IN.txt --format json --shard 3/8   only the 3rd of 8 contiguous slices of the lines; the shards'
 *                                                   outputs, concatenated in order, are the single run's output
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';
import { modelOptionHelp } from '../model-option.js';

interface ParseCliOptions extends JobsCliOptions {
  force?: boolean;
  tokenized?: boolean;
  tsv?: string;
  out?: string;
  format: string;
  model?: string;
  guideline?: string;
  shard?: string;
}

export function register(program: Command): void {
  const command = program
    .command('parse')
    .description('UCCA-parse sentences (one per line) with the built-in parser; writes UCCA XML or JSON (no --json: the parses are the output; --format json writes them as JSON lines, ucca-json/1)')
    .argument('[input]', "text file, one sentence per line ('-' or nothing: stdin)")
    .option('--tokenized', 'lines are space-separated tokens, kept exactly as the terminals')
    .option('--tsv <file>', 'read `id<TAB>sentence` lines instead; files are named after the ids')
    .option('--out <dir>', 'write one file per sentence into this directory (default: stdout)')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .option('--format <format>', "'xml' or 'json' (ucca-json/1)", 'xml')
    .option('--model <model>', modelOptionHelp())
    .option('--guideline <name>', "annotation guidelines to parse under, for a model with a guideline embedding (v3): 'current' (the default) or 'wiki' (the Wiki corpus's older ones, without Time and Quantifier; how the README's Wiki-test score is measured)")
    .option('--shard <K/N>', 'parse only the K-th of N contiguous slices of the lines (ids stay the global line numbers)');
  addJobsOption(command, 'parsing (each loads the model once)').action(async (input: string | undefined, options: ParseCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { readParseInput, writeParses, parseShardOption, shardSlice } = await import('../parse-io.js');
      const { parserSignature, GUIDELINES } = await import('../../ucca/parser/parser.js');
      const { resolveModel } = await import('../../ucca/parser/catalogue.js');
      const { parseSerialised } = await import('../../ucca/parser/service.js');
      const { terminalProgress } = await import('../progress.js');
      const { jobsFrom } = await import('../jobs.js');
      if (options.format !== 'xml' && options.format !== 'json') throw new GecvalInputError(`--format must be 'xml' or 'json', got '${options.format}'`);
      if (options.tsv && input) throw new GecvalInputError('give either an input file or --tsv, not both');
      const jobs = await jobsFrom(options);
      const shard = parseShardOption(options.shard);
      // A bad --out fails before the parsing, not after it.
      const model = resolveModel(options.model);
      if (options.out !== undefined) (await import('../../report/write/paths.js')).checkOutputDir(options.out, '--out', { inputs: [options.tsv ?? input, model.path], force: options.force });
      const items = shardSlice(readParseInput(options.tsv ?? input, { tsv: Boolean(options.tsv) }), shard);
      const guideline = options.guideline === undefined ? 0 : GUIDELINES[options.guideline];
      if (guideline === undefined) throw new GecvalInputError(`--guideline must be one of ${Object.keys(GUIDELINES).join(', ')}, got '${options.guideline}'`);
      const ids = items.map((i) => i.id);
      const texts = await parseSerialised(
        items.map((i) => i.text),
        { ids, tokenized: Boolean(options.tokenized), model, format: options.format, jobs, progress: terminalProgress(), ...(guideline ? { guideline } : {}) },
      );
      writeParses(ids, texts, { out: options.out, format: options.format });
      const { isQuiet } = await import('../progress.js');
      if (!isQuiet()) process.stderr.write(`parsed ${texts.length} sentences${shard ? ` (shard ${shard.index}/${shard.count})` : ''}\n${parserSignature({ model, tokenized: options.tokenized, ...(guideline ? { guideline } : {}) })}\n`);
    });
}
