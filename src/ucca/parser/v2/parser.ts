/**
 * Loading a v2 (BiLSTM) model file and parsing with it: the same inputs and outputs as v1's `UccaParser`
 * (given tokens kept exactly as terminals, wink attributes, punctuation attached by the anchor rule).
 */
import { GecvalInputError } from '../../../core/errors.js';
import type { UccaGraph } from '../../graph.js';
import type { DecodeInput } from '../decode.js';
import { winkVersions } from '../tagger.js';
import { decodeInputFor, parseRawText } from '../parse-text.js';
import { readContainer, writeContainer, type V2Header } from './model-file.js';
import { modelFromHeader, type V2Model } from './trainer.js';

export class V2Parser {
  readonly report = { repaired: 0 };

  private constructor(
    readonly header: V2Header,
    readonly model: V2Model,
  ) {}

  static fromModel(header: V2Header, model: V2Model): V2Parser {
    return new V2Parser(header, model);
  }

  /** Loads a model file (or a training checkpoint, whose best-epoch weights are used). */
  static load(path: string): V2Parser {
    const { header, blobs } = readContainer(path);
    // a training checkpoint parses with its best epoch's weights
    const blob = header.kind === 'bilstm-checkpoint' ? 'best' : 'params';
    const params = blobs.get(blob);
    if (!params) throw new GecvalInputError(`v2 model has no ${blob} blob`, { file: path });
    const model = modelFromHeader(header, params);
    if (model.net.params.size !== params.length) throw new GecvalInputError(`v2 model params hold ${params.length} values, its header needs ${model.net.params.size}`, { file: path });
    const wink = winkVersions();
    if (header.preprocess.winkNlp && (header.preprocess.winkNlp !== wink.winkNlp || header.preprocess.winkModel !== wink.model)) {
      process.emitWarning(`UCCA parser v2 model was trained with wink-nlp ${header.preprocess.winkNlp} / model ${header.preprocess.winkModel}, installed ${wink.winkNlp} / ${wink.model}; scores may differ`);
    }
    return new V2Parser(header, model);
  }

  save(path: string): void {
    writeContainer(path, { ...this.header, kind: 'bilstm' }, [['params', this.model.net.params.values]]);
  }

  parseInput(input: DecodeInput): UccaGraph {
    return this.model.decoder.parse(input, this.report);
  }

  /** Parses given tokens; the graph's terminals are exactly these tokens. */
  parseTokens(tokens: readonly string[], opts: { id?: string; offsets?: Array<[number, number]> } = {}): UccaGraph {
    const words = tokens.filter((t) => t.length > 0);
    return this.parseInput(decodeInputFor(words, opts.id ?? '1', words.length === tokens.length ? opts.offsets : undefined));
  }

  /** Raw text, tokenised by wink as v1 does: one graph per sentence, or one for the whole text. */
  parseText(text: string, opts: { id?: string; splitSentences?: boolean } = {}): UccaGraph[] {
    return parseRawText((tokens, o) => this.parseTokens(tokens, o), text, opts);
  }
}
