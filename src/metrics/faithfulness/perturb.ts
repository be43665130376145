/**
 * Seeded meaning-changing rewrites of a (valid) sentence, one family at a time, to test whether a faithfulness
 * measure notices a change of meaning: negation flipped, a content word replaced by an unrelated one, two
 * participants swapped, content deleted, a number or quantifier changed, modality or tense changed. Each rewrite
 * works on whitespace tokens with wink-nlp's tags (the annotation ERRANT-style extraction uses) and returns null
 * when the sentence offers nothing to rewrite in that family.
 */
import type { SeededRandom } from '../../core/random.js';
import { AnnotationCache, type AnnotatedToken } from '../../text/errant/index.js';
import { compactVectors } from './embeddings.js';
import { isContent, isNegation, isQuantity, PRONOUN_REFERENT } from './lexicon.js';
import { wordNet } from './wordnet.js';

export const PERTURBATION_FAMILIES = ['polarity', 'substitution', 'swap', 'deletion', 'quantity', 'modality', 'antonym'] as const;
/**
 * Control families: rewrites that keep the meaning (a word said by a synonym, by its direct hypernym, or in the
 * other of British and American spelling), which a measure must score like the valid sentence they rewrite.
 */
export const CONTROL_FAMILIES = ['sameConcept'] as const;
export type PerturbationFamily = (typeof PERTURBATION_FAMILIES)[number] | (typeof CONTROL_FAMILIES)[number];

export interface Perturbation {
  readonly family: PerturbationFamily;
  readonly tokens: string[];
  /** What was done, for reading the suite's output. */
  readonly description: string;
}

const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'am', 'can', 'could', 'will', 'would', 'should', 'must', 'may', 'might', 'has', 'have', 'had', 'do', 'does', 'did', 'shall']);
const NEGATED_DO: Record<string, string> = { VBZ: 'does not', VBD: 'did not', VBP: 'do not', VB: 'do not' };
const QUANTIFIER_SWAP: Record<string, string> = {
  all: 'some', some: 'all', many: 'few', few: 'many', most: 'few', every: 'no', each: 'no', both: 'neither', more: 'less', less: 'more',
  fewer: 'more', much: 'little', little: 'much', always: 'never', never: 'always', often: 'rarely', sometimes: 'always', usually: 'rarely', only: 'also',
};
const NUMBERS = ['two', 'three', 'four', 'five', 'ten', 'twenty', 'hundred'];
const MODAL_SWAP: Record<string, string> = { can: 'must', could: 'must', will: 'might', would: 'might', should: 'may', must: 'may', may: 'must', might: 'must', shall: 'may' };
const NEW_MODALS = ['might', 'must', 'should', 'could'];
const PAST: Record<string, string> = { is: 'was', are: 'were', am: 'was', was: 'is', were: 'are', has: 'had', have: 'had', had: 'has', does: 'did', do: 'did', did: 'does' };

/** Unrelated replacement words by coarse POS; deliberately concrete and common so the vectors know them. */
const UNRELATED: Record<string, readonly string[]> = {
  NOUN: ['banana', 'volcano', 'piano', 'bicycle', 'elephant', 'umbrella', 'carpet', 'satellite', 'pencil', 'tornado', 'violin', 'mushroom', 'castle', 'submarine', 'giraffe'],
  VERB: ['swim', 'paint', 'bake', 'whistle', 'knit', 'dig', 'juggle', 'sing', 'sneeze', 'climb', 'fold', 'melt'],
  ADJ: ['purple', 'wooden', 'frozen', 'tiny', 'noisy', 'hairy', 'salty', 'striped', 'sleepy', 'metallic'],
  ADV: ['loudly', 'upside-down', 'backwards', 'sleepily', 'underwater', 'angrily'],
};

function pick<T>(random: SeededRandom, items: readonly T[]): T | undefined {
  return items.length === 0 ? undefined : items[random.integer(0, items.length - 1)];
}

function indicesWhere(tokens: readonly AnnotatedToken[], test: (t: AnnotatedToken, i: number) => boolean): number[] {
  const out: number[] = [];
  tokens.forEach((t, i) => {
    if (test(t, i)) out.push(i);
  });
  return out;
}

function polarity(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const negations = indicesWhere(tags, (t) => t.lower === 'not' || t.lower === "n't" || t.lower === 'never' || t.lower === 'no');
  if (negations.length > 0) {
    const i = pick(random, negations)!;
    const out = tokens.slice();
    const word = tags[i]!.lower;
    if (word === 'no') out[i] = 'a';
    else out.splice(i, 1);
    return { family: 'polarity', tokens: out, description: `removed '${tokens[i]}'` };
  }
  const aux = indicesWhere(tags, (t, i) => AUXILIARIES.has(t.lower) && i + 1 < tags.length);
  if (aux.length > 0) {
    const i = pick(random, aux)!;
    const out = tokens.slice();
    out.splice(i + 1, 0, 'not');
    return { family: 'polarity', tokens: out, description: `inserted 'not' after '${tokens[i]}'` };
  }
  const verbs = indicesWhere(tags, (t) => t.pos === 'VERB' && NEGATED_DO[t.tag] !== undefined);
  if (verbs.length > 0) {
    const i = pick(random, verbs)!;
    const out = tokens.slice();
    out.splice(i, 1, ...NEGATED_DO[tags[i]!.tag]!.split(' '), tags[i]!.lemma);
    return { family: 'polarity', tokens: out, description: `negated '${tokens[i]}'` };
  }
  return null;
}

function substitution(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const candidates = indicesWhere(tags, (t) => isContent(t) && t.pos !== 'PROPN' && UNRELATED[t.pos] !== undefined);
  const i = pick(random, candidates);
  if (i === undefined) return null;
  const pool = UNRELATED[tags[i]!.pos]!.filter((w) => w !== tags[i]!.lower);
  let word = pick(random, pool)!;
  word = inflectLike(word, tags[i]!);
  const out = tokens.slice();
  out[i] = word;
  return { family: 'substitution', tokens: out, description: `'${tokens[i]}' → '${word}'` };
}

/** A base form inflected like `like` (regular endings only; enough for a perturbation suite). */
function inflectLike(word: string, like: AnnotatedToken): string {
  if (like.tag === 'NNS') return /(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  if (like.tag === 'VBD' || like.tag === 'VBN') return word.endsWith('e') ? `${word}d` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ied` : `${word}ed`;
  if (like.tag === 'VBG') return `${word.replace(/([^e])e$/, '$1')}ing`;
  if (like.tag === 'VBZ') return /(s|x|ch|sh)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return word;
}

/** WordNet's words are base forms: the word to look up for a token (its lemma when the form is inflected). */
function baseOf(t: AnnotatedToken): string {
  return t.lemma.toLowerCase();
}

/** Words frequent enough (frequency rank in the shipped vectors) that a replacement reads as ordinary English. */
const COMMON_RANK_INFORMATION = 0.8;
const common = (word: string): boolean => /^[a-z]+$/.test(word) && compactVectors().informationContent(word) <= COMMON_RANK_INFORMATION;

/** The most frequent of some words (ties: alphabetical), so a rewrite picks the ordinary one. */
function mostFrequent(words: readonly string[]): string | undefined {
  return [...words].sort((a, b) => compactVectors().informationContent(a) - compactVectors().informationContent(b) || (a < b ? -1 : 1))[0];
}

const ANTONYM_POS = new Set(['ADJ', 'VERB', 'ADV']);
const WORDNET_POS: Readonly<Record<string, string>> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };

/** An adjective, verb or adverb replaced by its (most frequent) WordNet antonym, or a quantity word by its opposite. */
function antonym(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const wordnet = wordNet();
  const opposite = (t: AnnotatedToken): string | undefined => {
    if (isQuantity(t)) return QUANTIFIER_SWAP[t.lower];
    // Base forms and regular inflections only (`made` → `breaked` is no English).
    if (!isContent(t) || !ANTONYM_POS.has(t.pos) || ['VBD', 'VBN'].includes(t.tag)) return undefined;
    return mostFrequent(wordnet.antonymsOf(baseOf(t), WORDNET_POS[t.pos]!).filter(common));
  };
  const candidates = indicesWhere(tags, (t) => opposite(t) !== undefined);
  const i = pick(random, candidates);
  if (i === undefined) return null;
  const t = tags[i]!;
  const word = isQuantity(t) ? opposite(t)! : inflectLike(opposite(t)!, t);
  const out = tokens.slice();
  out[i] = /^\p{Lu}/u.test(tokens[i]!) ? word[0]!.toUpperCase() + word.slice(1) : word;
  return { family: 'antonym', tokens: out, description: `'${tokens[i]}' → '${out[i]}' (antonym)` };
}

/** British and American spellings of one word: `colour`/`color`, `realise`/`realize`, `centre`/`center`. */
function otherSpelling(word: string): string | undefined {
  const rules: Array<[RegExp, string]> = [
    [/our(s|ed|ing)?$/, 'or$1'], [/or(s|ed|ing)?$/, 'our$1'], [/is(e|es|ed|ing|ation|ations)$/, 'iz$1'], [/iz(e|es|ed|ing|ation|ations)$/, 'is$1'], [/tre(s)?$/, 'ter$1'], [/ter(s)?$/, 'tre$1'],
  ];
  for (const [pattern, replacement] of rules) {
    if (!pattern.test(word)) continue;
    const other = word.replace(pattern, replacement);
    if (other !== word && compactVectors().has(other) && compactVectors().informationContent(other) <= 0.9) return other;
  }
  return undefined;
}

/**
 * A rewrite that keeps the meaning: a noun, verb, adjective or adverb said by a common WordNet synonym (first senses)
 * or a noun by its direct hypernym's word, or a word spelled the other way (British/American).
 */
function sameConcept(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const wordnet = wordNet();
  const options: Array<{ at: number; word: string; how: string }> = [];
  tags.forEach((t, i) => {
    if (!isContent(t) || t.pos === 'PROPN' || !/^[a-z]+$/i.test(t.text)) return;
    const spelling = otherSpelling(t.lower);
    if (spelling !== undefined) options.push({ at: i, word: spelling, how: 'spelling' });
    const pos = WORDNET_POS[t.pos];
    if (pos === undefined || ['VBD', 'VBN'].includes(t.tag)) return;
    // Another word, not a form of this one (`talk` → `talking`), that inflects regularly.
    const usable = (w: string): boolean => common(w) && !w.startsWith(baseOf(t)) && !baseOf(t).startsWith(w) && !(t.tag === 'NNS' && w.endsWith('s'));
    const synonym = mostFrequent(wordnet.related(baseOf(t), 'synonym', pos).filter(usable));
    if (synonym !== undefined) options.push({ at: i, word: inflectLike(synonym, t), how: 'synonym' });
    if (t.pos === 'NOUN') {
      const hypernym = mostFrequent(wordnet.related(baseOf(t), 'hypernym', pos).filter(usable));
      if (hypernym !== undefined) options.push({ at: i, word: inflectLike(hypernym, t), how: 'hypernym' });
    }
  });
  const chosen = pick(random, options);
  if (chosen === undefined) return null;
  const out = tokens.slice();
  out[chosen.at] = /^\p{Lu}/u.test(tokens[chosen.at]!) ? chosen.word[0]!.toUpperCase() + chosen.word.slice(1) : chosen.word;
  return { family: 'sameConcept', tokens: out, description: `'${tokens[chosen.at]}' → '${out[chosen.at]}' (${chosen.how})` };
}

function swap(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const heads = indicesWhere(tags, (t) => (t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'PRON' && PRONOUN_REFERENT[t.lower] !== undefined)) && !isQuantity(t));
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < heads.length; a++) {
    for (let b = a + 1; b < heads.length; b++) {
      const [i, j] = [heads[a]!, heads[b]!];
      if (tags[i]!.lemma !== tags[j]!.lemma && tags[i]!.pos === tags[j]!.pos) pairs.push([i, j]);
    }
  }
  const chosen = pick(random, pairs);
  if (chosen) {
    const [i, j] = chosen;
    const out = tokens.slice();
    out[i] = tokens[j]!;
    out[j] = tokens[i]!;
    return { family: 'swap', tokens: out, description: `swapped '${tokens[i]}' and '${tokens[j]}'` };
  }
  // One participant only: make it someone else.
  const pronouns = indicesWhere(tags, (t) => PRONOUN_REFERENT[t.lower] !== undefined);
  const i = pick(random, pronouns);
  if (i === undefined) return null;
  const other: Record<string, string> = { i: 'she', we: 'they', you: 'he', he: 'she', she: 'he', it: 'she', they: 'we', me: 'him', us: 'them', him: 'her', her: 'him', them: 'us', my: 'his', our: 'their', your: 'her', his: 'her', their: 'our', its: 'her' };
  const replacement = other[tags[i]!.lower];
  if (!replacement) return null;
  const out = tokens.slice();
  out[i] = replacement;
  return { family: 'swap', tokens: out, description: `'${tokens[i]}' → '${replacement}'` };
}

function deletion(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const content = indicesWhere(tags, (t) => isContent(t));
  if (content.length < 3) return null;
  const i = pick(random, content)!;
  // The content word with up to two neighbours that are not punctuation, never more than a third of the sentence.
  const length = Math.min(1 + random.integer(0, 2), Math.max(1, Math.floor(tokens.length / 3)));
  let start = Math.max(0, i - random.integer(0, length - 1));
  let end = Math.min(tokens.length, start + length);
  while (end > start && tags[end - 1]!.pos === 'PUNCT') end--;
  while (start < end && tags[start]!.pos === 'PUNCT') start++;
  if (end <= start) return null;
  const out = tokens.slice(0, start).concat(tokens.slice(end));
  return { family: 'deletion', tokens: out, description: `deleted '${tokens.slice(start, end).join(' ')}'` };
}

function quantity(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const numbers = indicesWhere(tags, (t) => /^[0-9]+([.,][0-9]+)?$/.test(t.lower) || QUANTIFIER_SWAP[t.lower] !== undefined);
  const i = pick(random, numbers);
  const out = tokens.slice();
  if (i !== undefined) {
    const word = tags[i]!.lower;
    const replacement = QUANTIFIER_SWAP[word] ?? String(Number(word.replace(',', '')) * 2 + 3);
    out[i] = replacement;
    return { family: 'quantity', tokens: out, description: `'${tokens[i]}' → '${replacement}'` };
  }
  const plurals = indicesWhere(tags, (t, k) => t.tag === 'NNS' && (k === 0 || !['DET', 'NUM'].includes(tags[k - 1]!.pos)));
  const j = pick(random, plurals);
  if (j === undefined) return null;
  const number = pick(random, NUMBERS)!;
  out.splice(j, 0, number);
  return { family: 'quantity', tokens: out, description: `inserted '${number}' before '${tokens[j]}'` };
}

function modality(tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom): Perturbation | null {
  const modals = indicesWhere(tags, (t) => MODAL_SWAP[t.lower] !== undefined && t.tag === 'MD');
  const i = pick(random, modals);
  const out = tokens.slice();
  if (i !== undefined) {
    out[i] = MODAL_SWAP[tags[i]!.lower]!;
    return { family: 'modality', tokens: out, description: `'${tokens[i]}' → '${out[i]}'` };
  }
  // A finite main verb becomes modal + base form ("goes" → "might go").
  const finite = indicesWhere(tags, (t) => t.pos === 'VERB' && ['VBZ', 'VBD', 'VBP'].includes(t.tag) && !isNegation(t));
  const j = pick(random, finite);
  if (j !== undefined) {
    const modal = pick(random, NEW_MODALS)!;
    out.splice(j, 1, modal, tags[j]!.lemma);
    return { family: 'modality', tokens: out, description: `'${tokens[j]}' → '${modal} ${tags[j]!.lemma}'` };
  }
  const auxes = indicesWhere(tags, (t) => PAST[t.lower] !== undefined);
  const k = pick(random, auxes);
  if (k === undefined) return null;
  out[k] = PAST[tags[k]!.lower]!;
  return { family: 'modality', tokens: out, description: `tense '${tokens[k]}' → '${out[k]}'` };
}

const GENERATORS: Record<PerturbationFamily, (tokens: string[], tags: readonly AnnotatedToken[], random: SeededRandom) => Perturbation | null> = {
  polarity,
  substitution,
  swap,
  deletion,
  quantity,
  modality,
  antonym,
  sameConcept,
};

const cache = new AnnotationCache();

/** One meaning-changing rewrite of `tokens` in `family`, or null when the sentence has nothing to rewrite. */
export function perturb(tokens: readonly string[], family: PerturbationFamily, random: SeededRandom): Perturbation | null {
  if (tokens.length === 0) return null;
  const result = GENERATORS[family](tokens.slice(), cache.annotate(tokens), random);
  if (result === null || result.tokens.join(' ') === tokens.join(' ')) return null;
  return result;
}
