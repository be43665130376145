/**
 * The parser models shipped in models/, by the names the CLI accepts (`--model v1`, …). Kept free of heavy imports
 * so that callers can name or locate a model without loading a parser.
 */
import { fileURLToPath } from 'node:url';

const bundled = (file: string): string => fileURLToPath(new URL(`../../../models/${file}`, import.meta.url));

export const BUNDLED_PARSER_MODELS: Readonly<Record<string, string>> = {
  v1: bundled('ucca-parser-v1.ucca.bin.gz'),
  'v1-ewt': bundled('ucca-parser-v1-ewt.ucca.bin.gz'),
  v2: bundled('ucca-parser-v2.ucca.bin.gz'),
  'v2-ewt': bundled('ucca-parser-v2-ewt.ucca.bin.gz'),
};

/**
 * The model used when none is named: v2 (BiLSTM, Wiki+EWT), which beats v1 on every test set (EWT test, 20K and
 * Wiki test; docs/parser-v2.md). v1 stays available by name and is ~4× faster.
 */
export const DEFAULT_PARSER_MODEL = 'v2';
export const DEFAULT_MODEL_PATH = BUNDLED_PARSER_MODELS[DEFAULT_PARSER_MODEL]!;

/** A bundled model's name (v1, v1-ewt, v2, v2-ewt) → its file; anything else is taken as a file path. */
export function resolveParserModel(nameOrPath: string | undefined): string | undefined {
  if (nameOrPath === undefined) return undefined;
  return BUNDLED_PARSER_MODELS[nameOrPath] ?? nameOrPath;
}
