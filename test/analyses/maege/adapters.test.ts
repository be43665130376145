import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { scorerFromCommand, scorerFromModule } from '../../../src/analyses/maege/metrics.js';
import { defaultMetricNames, registryScorer } from '../../../src/analyses/maege/registry-adapter.js';
import { scoreItems } from '../../../src/analyses/maege/pool.js';
import { parseScorerSpec } from '../../../src/analyses/maege/scorer-spec.js';
import { partialOrderKendall } from '../../../src/analyses/stats/correlation.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { repoRoot } from '../../helpers/shared.js';

const fixture = (name: string) => resolve(repoRoot, 'test/fixtures/maege', name);
const round = (xs: number[]) => xs.map((x) => Number(x.toFixed(6)));

const chainNodes = ['She go to school every days .', 'She go to school each day .', 'She went to school each day .', 'She went to the school each day .'];
const items = chainNodes.map((hypothesis) => ({ source: chainNodes[1]!, hypothesis, references: ['She goes to school every day .'] }));

test('docs/maege.md#maege-worked-examples: LD S→O along a chain from a user module and from the registry agree', async () => {
  const user = await scorerFromModule(fixture('ld-metric.mjs'));
  assert.equal(user.name, 'user-ld');
  const expected = [0.814815, 1, 0.851852, 0.703704];
  assert.deepEqual(round(await user.score(items)), expected);
  const builtin = await registryScorer('ld');
  assert.deepEqual(round(await builtin.score(items)), expected);
  const tau = partialOrderKendall([await builtin.score(items)]);
  assert.equal(tau.discordant, 4);
  assert.equal(Number(tau.tau.toFixed(4)), -0.3333);
});

test('external command metric: candidates on stdin, files by placeholder, one score per line', async () => {
  const length = scorerFromCommand(`sh ${fixture('length-command.sh')}`, 'len');
  assert.deepEqual(await length.score(items), [7, 7, 7, 8]);
  const sameAsRef = scorerFromCommand(`paste -d '|' {hyp} {ref1} | awk -F'|' '{ print ($1 == $2) }'`, 'exact');
  assert.deepEqual(await sameAsRef.score([...items, { ...items[0]!, hypothesis: 'She goes to school every day .' }]), [0, 0, 0, 0, 1]);
  await assert.rejects(scorerFromCommand('echo 1', 'short').score(items), (e: unknown) => e instanceof GecvalInputError && /printed 1 lines for 4/.test(e.message));
  await assert.rejects(scorerFromCommand("awk '{ print \"x\" }'", 'word').score(items), /not a number/);
  await assert.rejects(scorerFromCommand('exit 3', 'failing').score(items), /exited with 3/);
});

test('user module errors name the file', async () => {
  await assert.rejects(scorerFromModule(fixture('README.md')), (e: unknown) => e instanceof GecvalInputError && e.file === fixture('README.md'));
  await assert.rejects(registryScorer('no-such-metric'), /unknown MAEGE metric/);
});

test('worker threads give the same scores as the calling thread; identical inputs are scored once', async () => {
  const words = ['school', 'day', 'the', 'each', 'went', 'goes', 'to', 'every'];
  const distinct = Array.from({ length: 300 }, (_, i) => ({
    source: chainNodes[0]!,
    hypothesis: `She ${words[i % 8]} ${words[(i >> 3) % 8]} ${words[(i >> 6) % 8]} .`,
    references: ['She goes to school every day .', `She went to school ${words[i % 5]} day .`],
  }));
  const many = [...distinct, ...distinct.slice(0, 100)];
  for (const spec of [parseScorerSpec('bleu'), parseScorerSpec(`module:${fixture('ld-metric.mjs')}`)]) {
    const single = await scoreItems(spec, many, { threads: 1 });
    const pooled = await scoreItems(spec, many, { threads: 2, chunkSize: 40 });
    assert.deepEqual(pooled.scores, single.scores);
    assert.equal(single.scores.length, 400);
    assert.deepEqual(single.scores.slice(300), single.scores.slice(0, 100));
  }
  // BLEU reads the hypothesis and the references only: items differing only in their source share one score.
  const bleu = await scoreItems(parseScorerSpec('bleu'), many.map((m, i) => ({ ...m, source: `source ${i}` })), { threads: 1 });
  assert.equal(bleu.distinct, 300);
});

test('--metrics entries parse into registry, module and command specs', () => {
  assert.deepEqual(parseScorerSpec('gleu'), { kind: 'registry', name: 'gleu' });
  assert.deepEqual(parseScorerSpec('module:./m.mjs'), { kind: 'module', path: './m.mjs' });
  assert.deepEqual(parseScorerSpec('./m.js'), { kind: 'module', path: './m.js' });
  assert.deepEqual(parseScorerSpec("cmd:len=awk '{print NF}'"), { kind: 'command', name: 'len', command: "awk '{print NF}'" });
});

test('docs/maege.md#maege-metric-variants: M² with gold edits extracted from (source, reference): the source scores 0, a reference 1', async () => {
  const S = 'He go to school every day .';
  const R1 = 'He goes to school every day .';
  const R2 = 'He went to school every day .';
  const m2 = await registryScorer('m2');
  const scores = await m2.score([R1, S, R2, 'He goes to school .'].map((hypothesis) => ({ source: S, hypothesis, references: [R1, R2] })));
  assert.deepEqual(scores.slice(0, 3), [1, 0, 1]);
  // One correct edit and one spurious deletion: P = 0.5, R = 1, F0.5 = 0.555556.
  assert.equal(Number(scores[3]!.toFixed(6)), 0.555556);
  assert.match(m2.signature, /^m2\|beta:0\.5\|max_unchanged:2\|ws_case:ignored\|.*gold:extracted\(/);
  // A source identical to its references has empty gold: the unchanged candidate is perfect.
  assert.deepEqual(await m2.score([{ source: R1, hypothesis: R1, references: [R1] }]), [1]);
});

test("'all' is the paper's Table 2 set plus the I-measure (whole references); it scores extracted gold", async () => {
  assert.deepEqual(defaultMetricNames(), ['ibleu', 'm2', 'grammaticality', 'bleu', 'minld', 'gleu', 'max-sari', 'sari', 'ld', 'imeasure']);
  const S = 'He go to school every day .';
  const R1 = 'He goes to school every day .';
  const imeasure = await registryScorer('imeasure');
  const scores = await imeasure.score([R1, S].map((hypothesis) => ({ source: S, hypothesis, references: [R1, 'He went to school every day .'] })));
  assert.deepEqual(scores, [1, 0]);
});

test('MAEGE I-measure: whole references by default, annotators\' edits mixed only with imeasure-mix', async () => {
  assert.ok(!defaultMetricNames().includes('imeasure-mix'));
  const S = 'He go to school every days .';
  // Each reference fixes one of the two errors; the hypothesis fixes both.
  const refs = ['He goes to school every days .', 'He go to school every day .'];
  const hypothesis = 'He goes to school every day .';
  const whole = await registryScorer('imeasure');
  const mixed = await registryScorer('imeasure-mix');
  const [wholeScore] = await whole.score([{ source: S, hypothesis, references: refs }]);
  const [mixedScore] = await mixed.score([{ source: S, hypothesis, references: refs }]);
  // Mixing builds the reference with both fixes, which the hypothesis matches exactly.
  assert.equal(mixedScore, 1);
  // Against either whole reference one of the two changes is a false positive.
  assert.ok(wholeScore! < 1 && wholeScore! > -1, `whole-reference I ${wholeScore}`);
  assert.match(whole.signature, /mix:no/);
  assert.match(mixed.signature, /mix:yes/);
});

test('MAEGE I-measure: an empty source node with an empty candidate scores 0, not NaN (a real CoNLL chain has one)', async () => {
  const imeasure = await registryScorer('imeasure');
  const references = ['Once their relatives know that .', ''];
  const [score] = await imeasure.score([{ source: '', hypothesis: '', references }]);
  assert.equal(score, 0);
});
