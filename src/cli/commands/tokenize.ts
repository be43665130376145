/**
 * `gecval tokenize --tokenizer NAME FILE`: raw text in (one sentence per line), the gold convention's tokens out
 * (one line per input line); the signature (`tok|norm`) on standard error.
 */
import type { Command } from 'commander';

interface TokenizeCliOptions {
  tokenizer: string;
  normalize: string;
  out?: string;
  list?: boolean;
}

export function register(program: Command): void {
  program
    .command('tokenize')
    .description("tokenise raw text (one sentence per line) with a gold's convention: conll14 (CoNLL-2014/NUCLE), bea19 (spaCy 1.9.0: BEA-2019, W&I+LOCNESS, FCE), spacy3 (spaCy v3), jfleg (Penn Treebank)")
    .argument('[file]', 'raw text, one sentence per line')
    .option('--tokenizer <name>', 'conll14, bea19, spacy3, jfleg or whitespace', 'conll14')
    .option('--normalize <name>', "character normalisation first: none or ascii-punct (typographic quotes, dashes, '…', special spaces)", 'none')
    .option('--list', 'list the tokenizers and normalisations')
    .option('-o, --out <file>', 'write here instead of standard output')
    .addHelpText('after', '\nExamples:\n  gecval tokenize --tokenizer conll14 --normalize ascii-punct llm.txt -o llm.tok\n  gecval tokenize --list')
    .action(async (file: string | undefined, options: TokenizeCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const tk = await import('../../text/tokenize/index.js');
      const { makeSignature } = await import('../../core/signature.js');
      if (options.list) {
        for (const t of tk.TOKENIZERS) process.stdout.write(`${t.name.padEnd(11)} ${t.description}\n`);
        for (const n of tk.NORMALIZATIONS) process.stdout.write(`norm:${n.name.padEnd(12)} ${n.description}\n`);
        return;
      }
      if (file === undefined) throw new GecvalInputError('give the file to tokenise (gecval tokenize --tokenizer NAME FILE)');
      const { readLines } = await import('../../formats/text-file.js');
      const settings = { tokenizer: tk.tokenizerNamed(options.tokenizer, '--tokenizer'), normalize: tk.normalizationNamed(options.normalize, '--normalize') };
      const text = tk.tokenizeLines(readLines(file), settings).map((l) => `${l}\n`).join('');
      const { checkOutputFile, writeOutput } = await import('../../report/write/index.js');
      if (options.out !== undefined && options.out !== '-') checkOutputFile(options.out, '-o', [file]);
      writeOutput(options.out, text, '-o');
      process.stderr.write(`${makeSignature('tokenize', tk.tokenizeSignatureFields(settings))}\n`);
    });
}
