// wink-nlp without memory (src/text/wink.ts): a text's tokens, tags, lemmas and entities are the same whether the
// instance is fresh or has read other text before. Real data: JFLEG, CoNLL-2014 and the UCCA Wiki test sentences.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { SeededRandom } from '../../src/core/random.js';
import { IsolatedWink } from '../../src/text/wink.js';
import { readSplit } from '../../src/ucca/parser/corpus.js';
import { dataPath } from '../helpers/shared.js';

interface Item { out(f?: unknown): unknown; parentEntity(): Item | undefined }
interface Collection { each(f: (item: Item) => void): void; length(): number }
interface Doc { tokens(): Collection; sentences(): Collection }

/** Everything gecval reads from a document, as one comparable string. */
function summary(doc: Doc, its: Record<string, unknown>): string {
  const rows: string[] = [`sentences ${doc.sentences().length()}`];
  doc.tokens().each((t) => {
    rows.push([its.value, its.precedingSpaces, its.pos, its.lemma, its.stem, its.shape].map((f) => String(t.out(f))).join('\t') +
      `\t${String(t.parentEntity()?.out(its.type) ?? '')}`);
  });
  return rows.join('\n');
}

const lines = (...path: string[]): string[] => readFileSync(dataPath(...path), 'utf8').split('\n').filter((s) => s.trim().length > 0);
const wikiTest = (): string[] => readSplit(dataPath(), 'wiki-test').map((g) => g.terminals.map((x) => x.text).join(' '));

const US = 'He moved to the U.S. in 1990.';

test('wink itself remembers: after reading "U.S", a raw instance splits "U.S." (the defect the wrapper removes)', () => {
  const require = createRequire(import.meta.url);
  const winkNLP = require('wink-nlp') as (model: unknown, pipe: string[]) => { readDoc(t: string): Doc; its: Record<string, unknown> };
  const raw = (): { readDoc(t: string): Doc; its: Record<string, unknown> } => winkNLP(require('wink-eng-lite-web-model'), ['sbd', 'pos']);
  const values = (nlp: ReturnType<typeof raw>): string[] => (nlp.readDoc(US).tokens() as unknown as { out(f: unknown): string[] }).out(nlp.its.value);
  assert.deepEqual(values(raw()).slice(4, 6), ['U.S.', 'in']);
  const used = raw();
  used.readDoc('Born in the U.S');
  assert.deepEqual(values(used).slice(4, 6), ['U.S', '.'], 'raw wink no longer remembers: the isolation may be unnecessary');
});

test('isolated: "U.S." stays one token after "U.S" was read', () => {
  const wink = new IsolatedWink(['sbd', 'pos']);
  const fresh = wink.read(US, summary);
  assert.match(fresh, /^U\.S\.\t \tPROPN\tu\.s\./m);
  wink.read('Born in the U.S', summary);
  assert.equal(wink.read(US, summary), fresh);
});

test('isolated, full pipeline: Wiki test and JFLEG sentences tag as in a fresh instance after 3,000 other sentences', () => {
  const history = [...lines('conll14', 'source.txt'), ...lines('jfleg', 'dev.ref0'), ...lines('jfleg', 'test.ref0')];
  // The three Wiki test sentences that differed in a process that had read the UCCA training text, and a sample.
  const wiki = wikiTest();
  const targets = [...wiki.filter((s) => s.includes('U.S.')), ...wiki.filter((_, i) => i % 40 === 0), ...lines('jfleg', 'dev.src').filter((_, i) => i % 40 === 0)];
  assert.ok(targets.length >= 30);
  const used = new IsolatedWink();
  for (const s of [...history, ...wiki.filter((s) => s.includes('U.S'))]) used.read(s, summary);
  used.read(wiki.join(' '), summary);
  for (const s of targets) {
    const fresh = new IsolatedWink().read(s, summary); // a brand-new instance: its first document is never affected
    assert.equal(used.read(s, summary), fresh, s);
  }
  assert.equal(used.loadCount(), 1);
});

test('property: per-sentence output does not depend on reading order, nor on renewals (seeded shuffles)', () => {
  const sentences = [...lines('jfleg', 'dev.src'), ...wikiTest()];
  const inOrder = new IsolatedWink(['sbd', 'pos']);
  const reference = sentences.map((s) => inOrder.read(s, summary));
  for (const seed of [1, 2]) {
    const random = new SeededRandom(seed);
    const order = sentences.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = random.integer(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    // A small renewal bound makes this instance load a fresh model many times along the way.
    const shuffled = new IsolatedWink(['sbd', 'pos'], seed === 1 ? 100_000 : 300);
    for (const i of order) assert.equal(shuffled.read(sentences[i]!, summary), reference[i], `seed ${seed}: ${sentences[i]}`);
    if (seed === 2) assert.ok(shuffled.loadCount() > 3, `renewals: ${shuffled.loadCount()}`);
  }
});

test('isolated: thousands of new words (new prefixes, suffixes, shapes) read before do not change a text\'s output', () => {
  const wink = new IsolatedWink(['sbd', 'pos']);
  const words = Array.from({ length: 3000 }, (_, n) => `zq${n.toString(36)}Xy-${n % 10}`);
  const first = wink.read(words.slice(0, 5).join(' '), summary);
  for (let k = 0; k < words.length; k += 500) wink.read(words.slice(k, k + 500).join(' '), summary);
  assert.equal(wink.read(words.slice(0, 5).join(' '), summary), first);
});
