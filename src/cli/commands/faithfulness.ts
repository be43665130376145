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
  json?: boolean;
  explain?: boolean;
}

export function register(program: Command): void {
  program
    .command('faithfulness')
    .description('faithfulness: how much of the source meaning each correction keeps, in [0,1], with the edits that lowered it (reference-less)')
    .requiredOption('--source <file>', 'learner sentences, one per line')
    .option('--raw', 'lines are raw text, tokenized by gecval (default: whitespace-tokenized)')
    .option('--parser <model>', "UCCA parser that tells where an edit lands: v1 (default, fast), v2, none", 'v1')
    .option('--explain', 'text output: list each sentence with the changes that cost meaning')
    .option('--json', 'print JSON: {mean, sentences: [{score, explanation}], signature}')
    .argument('<hypothesis>', 'corrected sentences, one per line, paired with --source line by line')
    .addHelpText('after', '\nExamples:\n  gecval faithfulness --source dev.src mle_1.txt\n  gecval faithfulness --raw --source src.txt out.txt --json')
    .action(async (hypothesis: string, options: FaithfulnessCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { printJson, formatScore } = await import('../io.js');
      const { readFaithfulnessFiles, scoreFaithfulness, FAITHFULNESS_PARSERS, explanationView } = await import('../../metrics/faithfulness/index.js');
      if (!(FAITHFULNESS_PARSERS as readonly string[]).includes(options.parser)) {
        throw new GecvalInputError(`--parser must be one of ${FAITHFULNESS_PARSERS.join(', ')}, got '${options.parser}'`);
      }
      const { sources, hypotheses } = readFaithfulnessFiles(options.source!, hypothesis);
      const result = scoreFaithfulness(sources, hypotheses, { tokenized: !options.raw, parser: options.parser as (typeof FAITHFULNESS_PARSERS)[number] });
      if (options.json) {
        printJson({ mean: result.mean, sentences: result.sentences.map((s) => ({ score: s.score, explanation: s.explanation })), signature: result.signature });
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
