/**
 * The raw-text options shared by the reference-based commands (registration only: no text code is loaded when a
 * command starts; src/cli/raw-text.ts does the work when an option is given). The names in the help are those of
 * TOKENIZERS and NORMALIZATIONS (src/text/tokenize/); unknown names are rejected there, in one line.
 */
import type { Command } from 'commander';

export interface RawTextCliOptions {
  tokenize?: string;
  normalize?: string;
  segment?: boolean;
  /** false with --no-guide */
  guide?: boolean;
}

/** Adds --tokenize, --normalize, --segment and --no-guide to a command. */
export function addRawTextOptions(command: Command): Command {
  return command
    .option('--tokenize <name>', "the hypotheses are raw text: tokenise them with a gold's convention (conll14, bea19, spacy3, jfleg, whitespace); see docs/raw-text.md")
    .option('--normalize <name>', 'with --tokenize: character normalisation first (none, ascii-punct; default none)')
    .option('--segment', "with --tokenize: the hypotheses are paragraphs or essays (a unit per line, or blank-line separated): cut them onto the source's sentences")
    .option('--no-guide', "with --tokenize: tokens from the tokeniser alone, even where the corrector left the source's text unchanged (default: such stretches take the source's tokens)");
}
