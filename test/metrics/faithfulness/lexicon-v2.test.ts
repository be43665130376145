import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SeededRandom } from '../../../src/core/random.js';
import { tokenize } from '../../../src/text/tokens.js';
import {
  compactVectors,
  DEFAULT_MODEL,
  explanationView,
  FaithfulnessScorer,
  lexiconOf,
  perturb,
  PREVIOUS_MODEL,
  totalFeatures,
  wordNet,
  wordVectors,
} from '../../../src/metrics/faithfulness/index.js';

test('the shipped compact vectors keep the full vocabulary order and agree with the full vectors', () => {
  const compact = compactVectors();
  const full = wordVectors();
  assert.equal(compact.size, full.size);
  for (const word of ['the', 'government', 'happy', 'volcano']) assert.equal(compact.informationContent(word), full.informationContent(word), word);
  for (const [a, b] of [
    ['increase', 'decrease'],
    ['cat', 'dog'],
    ['school', 'banana'],
    ['summary', 'summarize'],
  ] as const) {
    const difference = Math.abs(compact.cosine(a, b)! - full.cosine(a, b)!);
    assert.ok(difference < 0.01, `${a}/${b}: ${difference}`);
  }
  // Past the frequency cut a word keeps its rank (information content) but has no vector.
  const rare = full.words()[compact.vectorWords + 10]!;
  assert.equal(compact.vector(rare), null);
  assert.equal(compact.informationContent(rare), full.informationContent(rare));
  assert.equal(compact.informationContent('qqqxxzzz'), 1);
});

test('WordNet relations: antonyms, synonyms and direct hypernyms from the shipped file', () => {
  const wn = wordNet();
  assert.ok(wn.antonyms('increase', 'decrease'));
  assert.ok(wn.antonyms('decrease', 'increase'));
  assert.ok(wn.antonyms('good', 'bad'));
  assert.ok(!wn.antonyms('good', 'nice'));
  assert.ok(wn.synonyms('buy', 'purchase'));
  assert.equal(wn.relation(['increase'], ['decrease']), 'antonym');
  assert.equal(wn.relation(['car'], ['auto']), 'synonym');
  assert.equal(wn.relation(['banana'], ['volcano']), undefined);
  assert.deepEqual(wn.antonymsOf('increase', 'v'), ['decrease']);
});

test('the shipped model reads the compact vectors and WordNet; the old model stays reachable', () => {
  assert.deepEqual(lexiconOf(DEFAULT_MODEL), { vectors: 'compact', wordnet: true });
  assert.deepEqual(lexiconOf(PREVIOUS_MODEL), { vectors: 'full', wordnet: false });
  const scorer = new FaithfulnessScorer();
  assert.match(scorer.signature(), /vectors:sg-100d@1\.1\.0-top\d+-q8\|wordnet:3\.1/u);
  const old = new FaithfulnessScorer({ model: PREVIOUS_MODEL });
  assert.match(old.signature(), /vectors:sg-100d@1\.1\.0\|tok/u);
});

test('an antonym costs more than a synonym, and the explanation names it', () => {
  const scorer = new FaithfulnessScorer();
  const source = 'Prices will increase next year .';
  const antonym = scorer.features(source, 'Prices will decrease next year .');
  assert.equal(totalFeatures(antonym).antonym, 1);
  const synonym = scorer.features(source, 'Prices will rise next year .');
  assert.equal(totalFeatures(synonym).antonym, 0);
  const a = scorer.score(source, 'Prices will decrease next year .');
  const s = scorer.score(source, 'Prices will rise next year .');
  assert.ok(a.score < s.score, `${a.score} vs ${s.score}`);
  const reasons = explanationView(a).rows.map((r) => r.reasons).join(' ');
  assert.match(reasons, /antonym of 'increase'/u);
  // Without WordNet (the old model) the antonym is not seen.
  const old = new FaithfulnessScorer({ model: PREVIOUS_MODEL, vectors: 'compact' });
  assert.equal(totalFeatures(old.features(source, 'Prices will decrease next year .')).antonym, 0);
});

test('a word replaced by a WordNet synonym counts as the same concept (similarity floor, form characters in feature revision 1)', () => {
  const scorer = new FaithfulnessScorer({ revision: 1 });
  const f = totalFeatures(scorer.features('I want to buy a car .', 'I want to purchase a car .'));
  assert.equal(f.unrelated, 0);
  assert.equal(f.novel, 0);
  assert.equal(f.characters, 0);
  assert.ok(f.charactersForm > 0);
});

test('a dropped participant is named in the explanation', () => {
  const scorer = new FaithfulnessScorer();
  const r = scorer.score('The government raised taxes on tobacco last year .', 'raised taxes on tobacco last year .');
  const reasons = r.explanation.flatMap((x) => x.reasons).join(' ');
  assert.match(reasons, /participant '(The )?government' dropped/u, reasons);
});

test('antonym and same-concept perturbations are seeded and do what they say', () => {
  const tokens = tokenize('The new policy will increase the price of good food .');
  const a = perturb(tokens, 'antonym', new SeededRandom(3));
  const b = perturb(tokens, 'antonym', new SeededRandom(3));
  assert.ok(a !== null);
  assert.deepEqual(a, b);
  assert.equal(a.family, 'antonym');
  const changed = a.tokens.filter((t, i) => t !== tokens[i]);
  assert.equal(changed.length, 1);
  assert.ok(['old', 'decrease', 'bad'].includes(changed[0]!), changed[0]);
  const c = perturb(tokenize('I bought a car and a colour television .'), 'sameConcept', new SeededRandom(1));
  assert.ok(c !== null && c.family === 'sameConcept');
  assert.match(c.description, /\((synonym|hypernym|spelling)\)$/u);
});

test('the edit detectors are a table of named detectors, each usable alone', async () => {
  const { EDIT_DETECTORS, FEATURE_NAMES } = await import('../../../src/metrics/faithfulness/features.js');
  const { AnnotationCache, extractEdits } = await import('../../../src/text/errant/index.js');
  const names = EDIT_DETECTORS.map((d) => d.name);
  assert.equal(new Set(names).size, names.length);
  for (const d of EDIT_DETECTORS) for (const f of d.features) assert.ok((FEATURE_NAMES as readonly string[]).includes(f), f);
  const cache = new AnnotationCache();
  const source = tokenize('I can swim .');
  const correction = tokenize('I can not swim .');
  const [orig, cor] = [cache.annotate(source), cache.annotate(correction)];
  const edit = extractEdits(source, correction, { cache })[0]!;
  const scope = {
    edit,
    editIndex: 0,
    o: orig.slice(edit.oStart, edit.oEnd),
    c: cor.slice(edit.cStart, edit.cEnd),
    sameWords: false,
    sentence: { orig, cor, negO: [0], negC: [1], movedNegation: new Set<number>(), sourceModalGroups: new Set<string>(), modalChanged: false, amountsO: orig, amountsC: cor, quantityChanged: false, pronounChanged: false, sourceChars: 12, vectors: { cosine: () => null, informationContent: () => 1 } },
  };
  const negation = EDIT_DETECTORS.find((d) => d.name === 'negation')!.detect(scope);
  assert.deepEqual(negation, { features: { negation: 1 }, notes: ['negation added'] });
  const surface = EDIT_DETECTORS.find((d) => d.name === 'surface')!.detect(scope);
  assert.equal(surface.features.functionWords, 1);
  assert.equal((surface.features.characters ?? 0) + (surface.features.charactersForm ?? 0), 3 / 12);
});

test('an unknown vectors kind is a one-line input error', async () => {
  const { GecvalInputError } = await import('../../../src/core/errors.js');
  assert.throws(() => new FaithfulnessScorer({ vectors: 'huge' as never }), GecvalInputError);
});
