/**
 * Stand-ins for what ERRANT reads from spaCy's fine-grained (Penn Treebank) tags and dependency parse.
 * wink-nlp gives Universal POS tags and lemmas only, so the PTB tags and the few dependency labels ERRANT's
 * rules look at are inferred here from POS, lemma, word shape and the neighbouring tokens. docs/errant.md lists
 * where this differs from a real parse.
 */

/** The minimal token information the inference needs. */
export interface TaggableToken {
  readonly lower: string;
  readonly pos: string;
  readonly lemma: string;
}

export interface InferredTags {
  readonly pos: string;
  readonly tag: string;
  readonly dep: string;
  readonly precededByAux: boolean;
}

const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would', 'ca', 'wo', 'sha', 'ought', "'ll", "'d"]);
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'his', 'its', 'our', 'their', 'whose']);
const NEGATIONS = new Set(['not', "n't", 'never']);
const POSSESSIVE_SUFFIXES = new Set(["'s", "'", '’s', '’']);
const NOMINAL = new Set(['NOUN', 'PROPN']);
const PRENOMINAL = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
/** Irregular past participles that differ from the simple past (so `-en`/`-n` endings alone do not decide). */
const PARTICIPLE_ENDING = /(en|wn|ne|un|lt)$/u;

function isVerbal(pos: string): boolean {
  return pos === 'VERB' || pos === 'AUX';
}

/** Index of the previous token that is not an adverb or negation (the verb group ignores those). */
function previousInGroup(tokens: readonly TaggableToken[], i: number): number {
  let k = i - 1;
  while (k >= 0 && (tokens[k]!.pos === 'ADV' || NEGATIONS.has(tokens[k]!.lower))) k--;
  return k;
}

function nextInGroup(tokens: readonly TaggableToken[], i: number): number {
  let k = i + 1;
  while (k < tokens.length && (tokens[k]!.pos === 'ADV' || NEGATIONS.has(tokens[k]!.lower))) k++;
  return k;
}

function verbTag(token: TaggableToken, previous: TaggableToken | undefined): string {
  const { lower, lemma } = token;
  if (MODALS.has(lower)) return 'MD';
  if (lower === 'is' || lower === 'has' || lower === 'does' || lower === "'s") return 'VBZ';
  if (lower === 'was' || lower === 'were') return 'VBD';
  if (lower === 'been') return 'VBN';
  if (lower === 'am' || lower === 'are' || lower === "'re" || lower === "'m" || lower === lemma) return 'VBP';
  if (lower.endsWith('ing')) return 'VBG';
  if (lower.endsWith('s') && (lower === `${lemma}s` || lower === `${lemma}es` || lower === `${lemma.slice(0, -1)}ies`)) return 'VBZ';
  // A past form after a form of "have" or "be" is a participle; irregular participle endings decide the rest.
  if (previous && (previous.lemma === 'have' || previous.lemma === 'be')) return 'VBN';
  if (!lower.endsWith('ed') && PARTICIPLE_ENDING.test(lower)) return 'VBN';
  return 'VBD';
}

function tagOf(tokens: readonly TaggableToken[], i: number, pos: string): string {
  const token = tokens[i]!;
  const previous = tokens[previousInGroup(tokens, i)];
  switch (pos) {
    case 'NOUN':
      return token.lower !== token.lemma ? 'NNS' : 'NN';
    case 'PROPN':
      return 'NNP';
    case 'VERB':
    case 'AUX':
      return verbTag(token, previous);
    case 'ADJ':
      return 'JJ';
    case 'ADV':
      return 'RB';
    case 'ADP':
    case 'SCONJ':
      return 'IN';
    case 'CCONJ':
      return 'CC';
    case 'DET':
      return POSSESSIVE_DETERMINERS.has(token.lower) ? 'PRP$' : 'DT';
    case 'PRON':
      if (POSSESSIVE_DETERMINERS.has(token.lower) || (token.lower === 'her' && PRENOMINAL.has(tokens[i + 1]?.pos ?? ''))) return 'PRP$';
      if (token.lower === 'there') return 'EX';
      return /^wh/u.test(token.lower) ? 'WP' : 'PRP';
    case 'NUM':
      return 'CD';
    case 'PART':
      if (POSSESSIVE_SUFFIXES.has(token.lower)) return 'POS';
      if (NEGATIONS.has(token.lower)) return 'RB';
      if (token.lower === 'to') return 'TO';
      return 'RP';
    case 'INTJ':
      return 'UH';
    case 'SYM':
      return 'SYM';
    case 'PUNCT':
      return 'PUNCT';
    default:
      return 'X';
  }
}

/** Corrects wink's POS where it is systematically unlike spaCy's for ERRANT's purposes. */
function posOf(tokens: readonly TaggableToken[], i: number): string {
  const token = tokens[i]!;
  const next = tokens[nextInGroup(tokens, i)];
  if (token.lower === 'to') return next && isVerbal(next.pos) ? 'PART' : 'ADP';
  if ((token.lower === "'" || token.lower === '’') && token.pos === 'PUNCT') {
    // wink reads a bare apostrophe as a quote; between a plural noun and what it modifies ("patients ' relatives")
    // it is the possessive suffix, as spaCy tags it (POS).
    const previous = tokens[i - 1];
    const following = tokens[i + 1];
    const possessive = previous && NOMINAL.has(previous.pos) && previous.lower.endsWith('s') && following && PRENOMINAL.has(following.pos);
    return possessive ? 'PART' : token.pos;
  }
  if (POSSESSIVE_SUFFIXES.has(token.lower) && token.pos !== 'PUNCT') {
    // "John 's car" is a possessive; "it 's" is the verb.
    const previous = tokens[i - 1];
    return previous && NOMINAL.has(previous.pos) ? 'PART' : token.lower === "'s" ? 'AUX' : token.pos;
  }
  return token.pos;
}

function depOf(tokens: readonly TaggableToken[], i: number, pos: string, tag: string): string {
  const next = tokens[nextInGroup(tokens, i)];
  switch (pos) {
    case 'AUX':
    case 'VERB':
      if (tag === 'MD') return 'aux';
      return pos === 'AUX' && next && isVerbal(next.pos) ? 'aux' : 'ROOT';
    case 'PART':
      if (tag === 'TO') return 'aux';
      if (tag === 'POS') return 'case';
      if (tag === 'RB') return 'neg';
      return 'prt';
    case 'DET':
      return tag === 'PRP$' ? 'poss' : 'det';
    case 'PRON':
      return tag === 'PRP$' ? 'poss' : 'nsubj';
    case 'ADJ':
      return 'amod';
    case 'ADV':
      return 'advmod';
    case 'ADP':
    case 'SCONJ':
      return 'prep';
    case 'PUNCT':
      return 'punct';
    default:
      return '';
  }
}

/** Infers POS corrections, PTB-style tags, dependency labels and the auxiliary flag for a whole sentence. */
export function inferTags(tokens: readonly TaggableToken[]): InferredTags[] {
  const pos = tokens.map((_, i) => posOf(tokens, i));
  const withPos = tokens.map((t, i) => ({ ...t, pos: pos[i]! }));
  const tags = withPos.map((_, i) => tagOf(withPos, i, pos[i]!));
  const deps = withPos.map((_, i) => depOf(withPos, i, pos[i]!, tags[i]!));
  return withPos.map((token, i) => {
    const previous = previousInGroup(withPos, i);
    const precededByAux = isVerbal(token.pos) && previous >= 0 && deps[previous] === 'aux';
    return { pos: pos[i]!, tag: tags[i]!, dep: deps[i]!, precededByAux };
  });
}
