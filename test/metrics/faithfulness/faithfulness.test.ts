import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { dataPath, runCli } from '../../helpers/shared.js';
import { SeededRandom } from '../../../src/core/random.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { tokenize } from '../../../src/text/tokens.js';
import {
  explanationView,
  faithfulnessMetricEntry,
  FaithfulnessScorer,
  perturb,
  PERTURBATION_FAMILIES,
  readFaithfulnessFiles,
  scoreFaithfulness,
  scoreFeatures,
  totalFeatures,
  wordVectors,
} from '../../../src/metrics/faithfulness/index.js';

const scorer = new FaithfulnessScorer();
const score = (source: string, hypothesis: string): number => scorer.score(source, hypothesis).score;

test('identical sentences score exactly 1 with an empty explanation', () => {
  const r = scorer.score('He goes to school every day .', 'He goes to school every day .');
  assert.equal(r.score, 1);
  assert.deepEqual(r.explanation, []);
});

test('a spelling or agreement fix keeps the meaning: score close to 1', () => {
  for (const [source, fixed] of [
    ['He go to school every day .', 'He goes to school every day .'],
    ['My freind lives in London .', 'My friend lives in London .'],
    ['She have two cat and three dog at home in the village .', 'She has two cats and three dogs at home in the village .'],
  ] as const) {
    const s = score(source, fixed);
    assert.ok(s >= 0.8 && s < 1, `${fixed}: ${s}`);
  }
});

test('a negation flip, an unrelated sentence and a dropped participant score clearly lower than a valid fix', () => {
  const valid = score('He go to school yesterday .', 'He went to school yesterday .');
  const negated = score('He go to school yesterday .', 'He did not go to school yesterday .');
  const unrelated = score('He go to school yesterday .', 'She hates cats .');
  const dropped = score('He gave the book to his sister yesterday .', 'He gave the book yesterday .');
  assert.ok(negated < valid - 0.3, `negated ${negated} vs valid ${valid}`);
  assert.ok(unrelated < valid - 0.3, `unrelated ${unrelated} vs valid ${valid}`);
  assert.ok(dropped < score('He gave the book to his sister yesterday .', 'He gave the book to his sister yesterday !') - 0.1, `dropped ${dropped}`);
});

const features = (source: string, hypothesis: string) => totalFeatures(scorer.features(source, hypothesis));

test('numbers and quantifiers: a changed amount costs far more than a plural fix; the same digits split differently are no change', () => {
  const fix = score('I have two cat .', 'I have two cats .');
  for (const changed of ['I have five cats .', 'I have a few cats .', 'I have 12 cats .']) {
    const s = score('I have two cat .', changed);
    assert.ok(s < fix - 0.3, `${changed}: ${s} vs plural fix ${fix}`);
  }
  assert.ok(score('All students passed the exam .', 'Some students passed the exam .') < 0.5);
  assert.ok(features('I have a cat .', 'I have two cats .').quantity >= 1, "'a' → 'two' is a quantity change");
  assert.equal(features('It lasted 301 years .', 'It lasted 30 1 years .').quantity, 0);
  assert.equal(features('It cost 1,000 dollars .', 'It cost 1000 dollars .').quantity, 0);
});

test('lexical semantics: an unrelated content word costs more than a synonym or a derivational variant', () => {
  const synonym = score('The film was great .', 'The movie was great .');
  const unrelated = score('The film was great .', 'The banana was great .');
  assert.ok(unrelated < synonym - 0.2, `unrelated ${unrelated} vs synonym ${synonym}`);
  const banana = features('The film was great .', 'The banana was great .');
  assert.ok(banana.unrelated >= 1 && banana.novel > 0.5, JSON.stringify(banana));
  // A variant of the same stem is not another concept, even where the vectors put the words far apart.
  const variant = features('This is a summary of the book .', 'This summarize the book .');
  assert.equal(variant.unrelated, 0);
  assert.equal(variant.novel, 0);
});

test('information content: frequent words say little, rare and unknown words a lot', () => {
  const v = wordVectors();
  const the = v.informationContent('the');
  const time = v.informationContent('time');
  const volcano = v.informationContent('volcano');
  assert.ok(the >= 0.25 && the < time && time < volcano && volcano < 1, `${the} ${time} ${volcano}`);
  assert.equal(v.informationContent('qwzxvbnmq'), 1);
});

test('a participant dropped entirely is marked as a lost unit in the explanation', () => {
  // (Parsed by the bundled v1 parser: `the cat` is the second Participant of `chased`.)
  const r = scorer.score('The dog chased the cat in the garden .', 'The dog chased in the garden .');
  assert.equal(features('The dog chased the cat in the garden .', 'The dog chased in the garden .').unitLost, 1);
  assert.ok(r.explanation.some((x) => x.reasons.some((why) => /participant 'the cat' dropped/u.test(why))), JSON.stringify(r.explanation));
  assert.equal(features('The dog chased the cat in the garden .', 'The dog chased the cats in the garden .').unitLost, 0);
  assert.equal(features('The dog chased the cat in the garden .', 'The dog chased the kitten in the garden .').unitLost, 0);
});

test('a participant cut out of its phrase leaves its words behind (orphaned); a phrase removed whole does not', () => {
  const cut = features('The dog chased the cat in the garden .', 'The dog chased the in the garden .');
  assert.equal(cut.unitLost, 1);
  assert.equal(cut.orphaned, 1, JSON.stringify(cut));
  assert.equal(features('The dog chased the cat in the garden .', 'The dog chased in the garden .').orphaned, 0);
  const r = scorer.score('The dog chased the cat in the garden .', 'The dog chased the in the garden .');
  assert.ok(r.explanation.some((x) => x.reasons.some((why) => /'the' left behind/u.test(why))), JSON.stringify(r.explanation));
});

test('participants swapped: pronouns count by referent, like content words', () => {
  assert.ok(features('I told you about the plan .', 'You told me about the plan .').contentMoved >= 1);
  assert.ok(score('I told you about the plan .', 'You told me about the plan .') < score('I told you about the plan .', 'I told you about the plans .') - 0.3);
  // The same pronouns in the same order are no swap.
  assert.equal(features('I told you about the plan .', 'I told you about this plan .').contentMoved, 0);
});

test('saturation: the characters cost grows with the rewrite but never past its scale, and stays monotone', async () => {
  const { saturate } = await import('../../../src/metrics/faithfulness/model.js');
  let previous = 0;
  for (const total of [0, 0.01, 0.05, 0.1, 0.3, 1, 5]) {
    const s = saturate(total, 0.1);
    assert.ok(s >= previous && s <= 0.1 + 1e-12 && s <= total + 1e-12, `${total} → ${s}`);
    previous = s;
  }
  assert.equal(saturate(0.3, 0), 0.3);
});

test('misspelled negations, modals and numbers: spelling them out changes no polarity, modality or amount', () => {
  for (const [source, fixed] of [
    ["I dont like cats .", "I do n't like cats ."],
    ['I cant swim .', "I ca n't swim ."],
    ["I don`t know .", "I do n't know ."],
    ['He doesnot care .', 'He does not care .'],
    ['I cannot come .', 'I can not come .'],
  ] as const) {
    assert.equal(features(source, fixed).negation, 0, fixed);
    assert.ok(score(source, fixed) > 0.7, `${fixed}: ${score(source, fixed)}`);
  }
  // A negation really added still counts, and so does one really removed from a glued form.
  assert.equal(features('I do like cats .', "I do n't like cats .").negation, 1);
  assert.equal(features('I dont like cats .', 'I do like cats .').negation, 1);
  assert.equal(features('It is propably true .', 'It is probably true .').modality, 0);
  assert.equal(features('I have tewenty cats .', 'I have twenty cats .').quantity, 0);
  assert.equal(features('It takes one or two or three days .', 'It takes one to three days .').quantity, 0, 'a number that was a misspelled word');
  assert.ok(features('I have two cats .', 'I have twenty cats .').quantity >= 1, 'a real change of number still counts');
});

test('the explanation names the edit that cost the meaning and its drops add up to 1 − score', () => {
  const r = scorer.score('I like cats very much .', 'I do not like cats very much .');
  const top = r.explanation[0]!;
  assert.equal(top.kind, 'edit');
  assert.match(top.correction ?? '', /not/);
  assert.ok(top.reasons.some((x) => /negation added/.test(x)));
  const total = r.explanation.reduce((s, e) => s + e.drop, 0);
  assert.ok(Math.abs(total - (1 - r.score)) < 1e-9);
  const view = explanationView(r);
  assert.equal(view.rows.length, r.explanation.length);
  assert.match(view.rows[0]!.change, /→ '.*not.*'/);
});

test('scores stay in [0, 1] and are deterministic', () => {
  const a = scoreFaithfulness(['A b c .', 'The cat sat .'], ['Completely different words here .', 'The cat sat .']);
  const b = scoreFaithfulness(['A b c .', 'The cat sat .'], ['Completely different words here .', 'The cat sat .']);
  assert.deepEqual(a.sentences.map((s) => s.score), b.sentences.map((s) => s.score));
  for (const s of a.sentences) assert.ok(s.score >= 0 && s.score <= 1);
  assert.match(a.signature, /^faithfulness\|model:[^|]+\|parser:v1\|vectors:sg-100d@[0-9.]+-top[0-9]+-q8\|wordnet:[0-9.]+\|tok:given\|version:/);
});

/**
 * Monotonicity, over generated cases: start from a JFLEG dev reference and apply one seeded meaning-changing rewrite
 * of each family. Against the reference as its own source the rewrite always lowers the score; and adding a second
 * meaning change elsewhere in the sentence — a negation, a modal or a number, not touching or bordering the first
 * change — never raises it again.
 * Not covered, and known to fail (docs/faithfulness.md): a second change that *replaces* the first (a swapped
 * participant then replaced by an unrelated word), or one right next to it, which the edit extraction merges into one
 * edit whose character count can be smaller than the two apart.
 */
test('property: adding a meaning change never raises the score', () => {
  const refs = readFileSync(dataPath('jfleg', 'dev.ref0'), 'utf8').split('\n').filter((l) => l.trim() !== '').slice(0, 150);
  const random = new SeededRandom(7);
  const additive = ['polarity', 'modality', 'quantity'] as const;
  let checked = 0;
  for (const line of refs) {
    const tokens = tokenize(line);
    for (const family of PERTURBATION_FAMILIES) {
      const first = perturb(tokens, family, random);
      if (!first) continue;
      const once = score(tokens.join(' '), first.tokens.join(' '));
      assert.ok(once < 1, `${family} on "${line}" did not lower the score`);
      const other = additive[random.integer(0, additive.length - 1)]!;
      if (other === family) continue;
      const second = perturb(first.tokens, other, random);
      if (!second || !apart(changedPositions(first.tokens, tokens), changedPositions(first.tokens, second.tokens))) continue;
      const twice = score(tokens.join(' '), second.tokens.join(' '));
      assert.ok(twice <= once + 1e-12, `${family} then ${other} on "${line}": ${once} → ${twice} (${first.description}; ${second.description})`);
      checked++;
    }
  }
  assert.ok(checked >= 150, `only ${checked} cases checked`);
});

/** Positions of `a` that a longest common subsequence with `b` leaves unmatched, plus where `b` inserts tokens. */
function changedPositions(a: readonly string[], b: readonly string[]): number[] {
  const t: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) t[i]![j] = a[i] === b[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && t[i + 1]![j]! >= t[i]![j + 1]!)) out.push(i++);
    else {
      out.push(i); // an insertion before position i
      j++;
    }
  }
  return out;
}

/** No position of one set equals or borders a position of the other. */
function apart(x: readonly number[], y: readonly number[]): boolean {
  return x.every((p) => y.every((q) => Math.abs(p - q) >= 2));
}

test('raw mode tokenizes like the parser: the same pair raw and pre-tokenized scores the same', () => {
  const raw = new FaithfulnessScorer({ tokenized: false }).score("He doesn't like the school's rules.", "He does not like the school's rules.").score;
  const tok = scorer.score("He does n't like the school 's rules .", "He does not like the school 's rules .").score;
  assert.ok(Math.abs(raw - tok) < 1e-12, `${raw} vs ${tok}`);
});

function tempFiles(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-faith-'));
  return Object.fromEntries(Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return [name, join(dir, name)];
  }));
}

test('bad input: line-count mismatch and empty files are one-line input errors', () => {
  const f = tempFiles({ src: 'A b .\nC d .\n', hyp: 'A b .\n', empty: '', empty2: '' });
  assert.throws(() => readFaithfulnessFiles(f.src!, f.hyp!), (e: unknown) => e instanceof GecvalInputError && /has 1 lines but .* has 2/.test(e.message));
  assert.throws(() => readFaithfulnessFiles(f.empty!, f.empty2!), (e: unknown) => e instanceof GecvalInputError && /empty/.test(e.message));
  assert.throws(() => scoreFaithfulness(['a'], []), GecvalInputError);
  const mismatch = runCli(['faithfulness', '--source', f.src!, f.hyp!]);
  assert.equal(mismatch.status, 2);
  assert.equal(mismatch.stderr.trim().split('\n').length, 1, mismatch.stderr);
  assert.match(mismatch.stderr, /^gecval: error: .*hyp:2: has 1 lines/);
  const empty = runCli(['faithfulness', '--source', f.empty!, f.empty2!]);
  assert.equal(empty.status, 2);
  assert.match(empty.stderr, /^gecval: error: .*empty: the file is empty/);
  const parser = runCli(['faithfulness', '--model', 'v9', '--source', f.src!, f.src!]);
  assert.equal(parser.status, 2);
  assert.match(parser.stderr, /--model must be one of v1, v2, v3, none/);
});

test('raw text is held to the extraction limit as the measure tokenizes it: 2,000 words of "a,b,c" are 10,000 tokens', () => {
  const long = `${Array.from({ length: 2000 }, () => 'a,b,c').join(' ')}\n`;
  const f = tempFiles({ src: 'A b .\n' + long, hyp: 'A b .\n' + long });
  // Whitespace-tokenized, the line has 2,000 tokens and passes the check; as raw text it does not.
  assert.doesNotThrow(() => readFaithfulnessFiles(f.src!, f.hyp!));
  assert.throws(() => readFaithfulnessFiles(f.src!, f.hyp!, (line) => new FaithfulnessScorer({ tokenized: false, parser: 'none' }).tokens(line).length), (e: unknown) => e instanceof GecvalInputError && e.format().endsWith(`src:2: a sentence of 10000 tokens is too long for edit extraction (the limit is 5000 tokens a side: its time grows with the product of the two lengths); split the line`));
  const raw = runCli(['faithfulness', '--raw', '--model', 'none', '--source', f.src!, f.hyp!]);
  assert.equal(raw.status, 2);
  assert.match(raw.stderr, /^gecval: error: .*src:2: a sentence of 10000 tokens is too long for edit extraction/u);
  assert.equal(raw.stderr.trim().split('\n').length, 1, raw.stderr);
});

test('gecval faithfulness --json prints mean, sentences with score and explanation, signature', () => {
  const f = tempFiles({ src: 'He go to school .\nI like cats .\n', hyp: 'He goes to school .\nI do not like cats .\n' });
  const out = runCli(['faithfulness', '--source', f.src!, f.hyp!, '--json']);
  assert.equal(out.status, 0, out.stderr);
  const json = JSON.parse(out.stdout) as { mean: number; sentences: Array<{ score: number; explanation: Array<{ drop: number; reasons: string[] }> }>; signature: string };
  assert.equal(json.sentences.length, 2);
  assert.ok(json.sentences[0]!.score > json.sentences[1]!.score);
  assert.ok(Math.abs(json.mean - (json.sentences[0]!.score + json.sentences[1]!.score) / 2) < 1e-12);
  assert.ok(json.sentences[1]!.explanation.some((e) => e.reasons.includes('negation added')));
  assert.match(json.signature, /^faithfulness\|/);
});

test('registry entry: scoreFiles and create give the same sentence scores as the library', async () => {
  const f = tempFiles({ src: 'He go to school .\nI like cats .\n', hyp: 'He goes to school .\nI do not like cats .\n' });
  const result = await faithfulnessMetricEntry.scoreFiles({ source: f.src, hypothesis: f.hyp }, faithfulnessMetricEntry.defaults, {});
  const library = scoreFaithfulness(['He go to school .', 'I like cats .'], ['He goes to school .', 'I do not like cats .']);
  assert.deepEqual(result.sentences, library.sentences.map((s) => s.score));
  assert.equal(result.corpus, library.mean);
  const metric = await faithfulnessMetricEntry.create!(faithfulnessMetricEntry.defaults, {});
  const stats = metric.statistics({ source: 'I like cats .', hypothesis: 'I do not like cats .', references: [] });
  assert.equal(metric.sentenceScore(stats), library.sentences[1]!.score);
  assert.equal(metric.signature(), result.signature);
});

test('tense: a finite verb moved to another tense against a consistent sentence counts; making a sentence agree does not', () => {
  assert.equal(features('I think it is a good idea .', 'I think it was a good idea .').tense, 1);
  assert.equal(features('Yesterday I go to the park and saw a dog .', 'Yesterday I went to the park and saw a dog .').tense, 0);
  // revision 7: the only finite verb moved, nothing marking time (revision 6 had nothing to read it against: revision7.test.ts)
  assert.equal(features('She likes cats .', 'She liked cats .').tense, 1, 'the only finite verb moved, no word marking time');
  assert.equal(features('He go to school yesterday .', 'He went to school yesterday .').tense, 0, 'a word after `to` is no finite verb');
  // The shipped weight is positive: the shift lowers the score.
  const shifted = scorer.features('I think it is a good idea .', 'I think it was a good idea .');
  const without = { ...shifted, edits: shifted.edits.map((e) => ({ ...e, features: { ...e.features, tense: 0 } })) };
  assert.ok(scoreFeatures(shifted).score < scoreFeatures(without).score);
});

test('participants: a word rephrased elsewhere is no swap, two participants exchanged are', () => {
  assert.equal(features('The cause of the explosion is an asteroid .', 'The explosion was caused by an asteroid .').contentMoved, 0);
  assert.ok(features('The dog bit the man in the park .', 'The man bit the dog in the park .').contentMoved >= 1);
  assert.equal(features('I took the tour guide .', 'I took the guide tour .').headSwapped, 1);
  assert.ok(score('I took the tour guide .', 'I took the guide tour .') < score('I took the tour guide .', 'I took the tour guides .') - 0.3);
  assert.equal(features('Password cracking is easy .', 'Cracking password is easy .').headSwapped, 0, 'a deverbal -ing noun and its object');
});

test('pronouns: another person or gender is another participant; number and generic person are not', () => {
  assert.equal(features('I lent my car to him .', 'I lent his car to him .').referent, 1);
  assert.equal(features('She was wrong .', 'He was wrong .').referent, 1);
  assert.equal(features('The company lost it money .', 'The company lost their money .').referent, 0);
  assert.equal(features('You should study hard .', 'We should study hard .').referent, 0);
});

test('negation moved or reworded in place is kept; a real flip still counts', () => {
  assert.equal(features('I will thank them no matter what .', 'No matter what , I will thank them .').negation, 0);
  assert.equal(features('It seems not related to our problem .', 'It seems unrelated to our problem .').negation, 0);
  assert.equal(features('Then not any company will hire him .', 'Then no company will hire him .').negation, 0);
  assert.equal(features('It seems related to our problem .', 'It seems unrelated to our problem .').negation, 0, 'a prefix alone is a content change, not a negation word');
  assert.equal(features('I want to inform you .', 'I want to infrom you .').negation, 0);
  assert.equal(features('It seems related to our problem .', 'It seems not related to our problem .').negation, 1);
});

test('modality: joined words, purpose clauses and a modal standing for `do` bring in no modality', () => {
  assert.equal(features('May be one day we will go .', 'Maybe one day we will go .').modality, 0);
  assert.equal(features('I work hard so that I earn money .', 'I work hard so that I can earn money .').modality, 0);
  assert.equal(features('They can travel more freely than older people do .', 'They can travel more freely than older people can .').modality, 0);
  assert.equal(features('I work hard and I earn money .', 'I work hard and I must earn money .').modality, 1);
  assert.equal(features('They travel more freely than older people do .', 'They travel more freely than older people must .').modality, 1);
});

test('a renumbered list changes no quantity; a changed amount does', () => {
  assert.equal(features('2 . Cars pollute the air .', '1 . Cars pollute the air .').quantity, 0);
  assert.equal(features('( 3 ) the cost is high .', '( 2 ) the cost is high .').quantity, 0);
  assert.equal(features('I have 2 cars .', 'I have 1 cars .').quantity, 1);
});
