/**
 * Vocabularies of the v2 model, learned from the training corpus (no pretrained vectors): lower-cased forms and
 * lemmas seen ≥ 2 times, every UPOS, shape and entity type seen, the 500 most frequent 3-letter suffixes and the
 * characters seen ≥ 2 times. Id 0 is always "unknown". Each word of a sentence becomes a row of ids.
 */
import type { TokenAttributes } from '../tagger.js';
import { shapeOf } from '../tagger.js';
import { CHAR_BOW, CHAR_EOW, MAX_WORD_CHARS } from './char-cnn.js';

export interface Vocabularies {
  forms: string[];
  lemmas: string[];
  upos: string[];
  shapes: string[];
  suffixes: string[];
  entities: string[];
  /** Characters from id 3 on (0 unknown, 1 begin, 2 end of word). */
  chars: string[];
  /** Training count of each form (for word dropout), parallel to `forms`. */
  formCounts: number[];
  /**
   * Lower-cased words that have a pretrained vector in the model (id 0 = none: a zero vector); absent in v2
   * models. The vectors themselves are the frozen parameter `emb.pretrained`.
   */
  pretrained?: string[];
}

export interface WordIds {
  form: Int32Array;
  lemma: Int32Array;
  upos: Int32Array;
  shape: Int32Array;
  suffix: Int32Array;
  entity: Int32Array;
  punct: Int32Array;
  pretrained: Int32Array;
  /** The annotation guideline the sentence is parsed under (0 current, 1 the Wiki corpus's older one), per word. */
  guideline: Int32Array;
  chars: Int32Array[];
}

interface Sentence {
  words: readonly string[];
  attrs: readonly TokenAttributes[];
}

function counts(values: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/** Keys with count ≥ min, most frequent first (ties alphabetical), at most `top`. */
function frequent(m: Map<string, number>, min: number, top = Infinity): string[] {
  return [...m].filter(([, c]) => c >= min).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, top).map(([k]) => k);
}

export function suffixOf(lower: string): string {
  return lower.slice(-3);
}

export function buildVocabularies(sentences: readonly Sentence[]): Vocabularies {
  const all = <T>(f: (w: string, a: TokenAttributes) => T): T[] => sentences.flatMap((s) => s.words.map((w, i) => f(w, s.attrs[i]!)));
  const formCount = counts(all((w) => w.toLowerCase()));
  const forms = ['<unk>', ...frequent(formCount, 2)];
  return {
    forms,
    formCounts: forms.map((f, i) => (i === 0 ? 0 : formCount.get(f)!)),
    lemmas: ['<unk>', ...frequent(counts(all((_, a) => a.lemma)), 2)],
    upos: ['<unk>', ...frequent(counts(all((_, a) => a.upos)), 1)],
    shapes: ['<unk>', ...frequent(counts(all((w) => shapeOf(w))), 2)],
    suffixes: ['<unk>', ...frequent(counts(all((w) => suffixOf(w.toLowerCase()))), 2, 500)],
    entities: ['<unk>', ...frequent(counts(all((_, a) => a.entity)), 1)],
    chars: frequent(counts(sentences.flatMap((s) => s.words.flatMap((w) => [...w]))), 2),
  };
}

/** Fast lookup tables for a vocabulary set. */
export class VocabIndex {
  private readonly maps: Record<'forms' | 'lemmas' | 'upos' | 'shapes' | 'suffixes' | 'entities' | 'chars' | 'pretrained', Map<string, number>>;

  constructor(readonly vocab: Vocabularies) {
    const index = (list: string[], first: number): Map<string, number> => new Map(list.map((v, i) => [v, i + first] as [string, number]));
    this.maps = {
      forms: index(vocab.forms, 0),
      lemmas: index(vocab.lemmas, 0),
      upos: index(vocab.upos, 0),
      shapes: index(vocab.shapes, 0),
      suffixes: index(vocab.suffixes, 0),
      entities: index(vocab.entities, 0),
      chars: index(vocab.chars, 3),
      pretrained: index(vocab.pretrained ?? [], 0),
    };
    this.maps.forms.delete('<unk>');
    this.maps.pretrained.delete('<unk>');
  }

  get charCount(): number {
    return this.vocab.chars.length + 3;
  }

  private id(kind: keyof VocabIndex['maps'], value: string): number {
    return this.maps[kind].get(value) ?? 0;
  }

  charIds(word: string): Int32Array {
    let chars = [...word];
    if (chars.length > MAX_WORD_CHARS) chars = [...chars.slice(0, MAX_WORD_CHARS / 2), ...chars.slice(-MAX_WORD_CHARS / 2)];
    const ids = new Int32Array(chars.length + 2);
    ids[0] = CHAR_BOW;
    chars.forEach((c, i) => (ids[i + 1] = this.id('chars', c)));
    ids[chars.length + 1] = CHAR_EOW;
    return ids;
  }

  /** Ids of every word of a sentence (punctuation included: all words are encoder inputs). */
  wordIds(words: readonly string[], attrs: readonly TokenAttributes[], punct: readonly boolean[], guideline = 0): WordIds {
    const n = words.length;
    const out: WordIds = {
      form: new Int32Array(n), lemma: new Int32Array(n), upos: new Int32Array(n), shape: new Int32Array(n),
      suffix: new Int32Array(n), entity: new Int32Array(n), punct: new Int32Array(n), pretrained: new Int32Array(n), guideline: new Int32Array(n).fill(guideline), chars: [],
    };
    for (let i = 0; i < n; i++) {
      const lower = words[i]!.toLowerCase();
      const a = attrs[i]!;
      out.form[i] = this.id('forms', lower);
      out.lemma[i] = this.id('lemmas', a.lemma);
      out.upos[i] = this.id('upos', a.upos);
      out.shape[i] = this.id('shapes', shapeOf(words[i]!));
      out.suffix[i] = this.id('suffixes', suffixOf(lower));
      out.entity[i] = this.id('entities', a.entity);
      out.punct[i] = punct[i] ? 1 : 0;
      out.pretrained[i] = this.id('pretrained', lower);
      out.chars.push(this.charIds(words[i]!));
    }
    return out;
  }
}
