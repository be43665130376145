/**
 * `gecval segment --source SRC --tokenizer NAME HYP`: a corrector's paragraph- or essay-level raw output cut back
 * onto the source's sentences (one tokenised line per source sentence), with the merged and split sentences counted
 * on standard error (or per sentence with --json).
 */
import type { Command } from 'commander';

interface SegmentCliOptions {
  source: string;
  tokenizer: string;
  normalize: string;
  out?: string;
  json?: boolean;
}

export function register(program: Command): void {
  program
    .command('segment')
    .description("cut a paragraph- or essay-level raw output (a unit per line, or blank-line separated) onto the source's sentences, tokenised with a gold's convention")
    .argument('<hypothesis>', 'raw corrector output: paragraphs or essays')
    .requiredOption('--source <file>', 'the source: one tokenised sentence per line')
    .option('--tokenizer <name>', 'conll14, bea19, spacy3, jfleg or whitespace', 'conll14')
    .option('--normalize <name>', 'character normalisation first: none or ascii-punct', 'none')
    .option('--json', 'print {lines, units, hypothesisSentences, merged, split, empty, signature} as JSON')
    .option('-o, --out <file>', 'write the lines here instead of standard output')
    .addHelpText('after', '\nExample:\n  gecval segment --source conll14/source.txt --tokenizer conll14 --normalize ascii-punct llm-essays.txt -o llm.tok')
    .action(async (hypothesis: string, options: SegmentCliOptions) => {
      const tk = await import('../../text/tokenize/index.js');
      const { coverageWarning, segment } = await import('../../text/segment/index.js');
      const { makeSignature } = await import('../../core/signature.js');
      const { readLines, readTextFile } = await import('../../formats/text-file.js');
      const { printJson, printWarning } = await import('../io.js');
      const settings = { tokenizer: tk.tokenizerNamed(options.tokenizer, '--tokenizer'), normalize: tk.normalizationNamed(options.normalize, '--normalize') };
      const source = readLines(options.source);
      const result = segment(source, readTextFile(hypothesis), settings, hypothesis);
      const signature = makeSignature('segment', result.signatureFields);
      if (options.json) {
        printJson({ ...result, signatureFields: undefined, signature });
        return;
      }
      const { checkOutputFile, writeOutput } = await import('../../report/write/index.js');
      if (options.out !== undefined && options.out !== '-') checkOutputFile(options.out, '-o', [hypothesis, options.source]);
      writeOutput(options.out, result.lines.map((l) => `${l}\n`).join(''), '-o');
      const extra = result.split.reduce((sum, [, count]) => sum + count, 0);
      process.stderr.write(
        `${result.units} units, ${result.hypothesisSentences} sentences onto ${source.length} source sentences: ` +
          `${result.merged.length} merged pairs (cut where the alignment says), ${extra} extra boundaries in ${result.split.length} split sentences, ${result.empty.length} empty\n${signature}\n`,
      );
      const suspect = coverageWarning(result, hypothesis);
      if (suspect !== undefined) printWarning(suspect);
    });
}
