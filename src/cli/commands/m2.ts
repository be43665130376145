/**
 * `gecval m2 HYP GOLD.m2`: the MaxMatch (M2) scorer, with the numbers of nusnlp/m2scorer 3.2 and the same
 * plain output, plus --json and per-sentence --verbose JSON lines.
 */
import type { Command } from 'commander';

interface M2CliOptions {
  beta: string;
  maxUnchangedWords: string;
  ignoreWhitespaceCasing?: boolean;
  strictGold?: boolean;
  verbose?: boolean;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('m2')
    .description('MaxMatch (M2) precision, recall and F_beta of a system output against gold M2 edits (same numbers as m2scorer 3.2)')
    .argument('<hypothesis>', 'system output: one tokenized sentence per line, one line per M2 sentence')
    .argument('<gold>', 'gold M2 file (one or more annotators)')
    .option('--beta <number>', 'beta of F_beta', '0.5')
    .option('--max-unchanged-words <n>', 'most unchanged tokens inside one merged system edit', '2')
    .option('--ignore-whitespace-casing', 'ignore system edits that only change whitespace or case')
    .option('--strict-gold', 'reject gold files in which one annotator has overlapping edits (m2scorer accepts them)')
    .option('--verbose', 'print one JSON line per sentence (chosen annotator, system, gold and correct edits, counts) before the totals')
    .option('--json', 'print {precision, recall, f, beta, correct, proposed, gold, signature} as JSON')
    .addHelpText('after', '\nExample:\n  gecval m2 systems/AMU.txt official-2014.combined.m2\n  gecval m2 --json --beta 1 out.txt gold.m2')
    .action(async (hypothesis: string, gold: string, options: M2CliOptions) => {
      const { parseNumberOption, printJson, printJsonLine } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');
      const { scoreM2Files } = await import('../../metrics/m2/files.js');
      const { pythonFixed } = await import('../../metrics/m2/python-text.js');
      const beta = parseNumberOption('--beta', options.beta, { min: 0 });
      const maxUnchangedWords = parseNumberOption('--max-unchanged-words', options.maxUnchangedWords, { integer: true, min: 0 });
      const result = scoreM2Files(
        hypothesis,
        gold,
        { beta, maxUnchangedWords, ignoreWhitespaceCasing: options.ignoreWhitespaceCasing === true, strictGold: options.strictGold === true },
        terminalProgress(),
      );
      if (options.verbose) {
        for (const s of result.sentences) {
          printJsonLine({
            line: s.index + 1,
            annotator: s.annotator,
            correct: s.correct,
            proposed: s.proposed,
            gold: s.gold,
            systemEdits: s.systemEdits,
            goldEdits: s.goldEdits.map(({ start, end, original, corrections }) => ({ start, end, original, corrections })),
            correctEdits: s.correctEdits,
            annotators: s.annotators,
          });
        }
      }
      const { precision, recall, f, correct, proposed, gold: goldCount, signature } = result;
      if (options.json) {
        printJson({ precision, recall, f, beta, correct, proposed, gold: goldCount, signature });
        return;
      }
      process.stdout.write(
        `Precision   : ${pythonFixed(precision, 4)}\n` +
          `Recall      : ${pythonFixed(recall, 4)}\n` +
          `F_${pythonFixed(beta, 1)}       : ${pythonFixed(f, 4)}\n` +
          `Signature   : ${signature}\n`,
      );
    });
}
