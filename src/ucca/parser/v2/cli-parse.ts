/**
 * Parsing lines with the v2 model for `gecval parse --model v2`: tokenized lines keep their tokens as terminals;
 * raw lines are tokenized by wink (the same tokenizer v1 uses) and kept as one graph per line.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GecvalInputError } from '../../../core/errors.js';
import { makeSignature } from '../../../core/signature.js';
import type { UccaGraph } from '../../graph.js';
import { splitText } from '../tagger.js';
import { V2Parser } from './parser.js';

export const DEFAULT_V2_MODEL_PATH = fileURLToPath(new URL('../../../../models/ucca-parser-v2-ewt.ucca.bin.gz', import.meta.url));

export function parseWithV2(
  items: ReadonlyArray<{ id: string; text: string }>,
  options: { model?: string; tokenized?: boolean } = {},
): { graphs: UccaGraph[]; signature: string } {
  const path = options.model ?? DEFAULT_V2_MODEL_PATH;
  if (!existsSync(path)) throw new GecvalInputError('v2 parser model not found', { file: path });
  const parser = V2Parser.load(path);
  const graphs = items.map(({ id, text }) => {
    const tokens = options.tokenized
      ? text.split(/[ \t]+/).filter((t) => t.length > 0)
      : splitText(text).flatMap((sentence) => sentence.words);
    return parser.parseTokens(tokens, { id });
  });
  const signature = makeSignature('ucca-parse', {
    model: basename(path).replace(/\.ucca\.bin(\.gz)?$/, ''),
    tok: options.tokenized ? 'given' : 'wink',
  });
  return { graphs, signature };
}
