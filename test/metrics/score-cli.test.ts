import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { dataPath, runCli } from '../helpers/shared.js';
import { findMetric, listMetrics, resolveOptions, scoreFiles } from '../../src/metrics/registry.js';
import { GecvalInputError } from '../../src/core/errors.js';

const J = (name: string) => dataPath('jfleg', name);
const REFS = [0, 1, 2, 3].map((k) => J(`dev.ref${k}`));

function tempFiles(files: Record<string, string>): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-score-'));
  return Object.fromEntries(Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return [name, join(dir, name)];
  }));
}

test('gecval score --json: GLEU on JFLEG dev mle_1 matches compute_gleu (0.3639) within ±0.002', () => {
  const out = runCli(['score', '--metric', 'gleu', '--source', J('dev.src'), '--refs', ...REFS, J('systems/mle_1.txt'), '--json']);
  assert.equal(out.status, 0, out.stderr);
  const json = JSON.parse(out.stdout) as { metric: string; corpus: number; sentences: number[]; signature: string; details: { std: number } };
  assert.equal(json.metric, 'gleu');
  assert.equal(json.sentences.length, 754);
  assert.ok(Math.abs(json.corpus - 0.3639) <= 0.002, String(json.corpus));
  assert.match(json.signature, /^gleu\|order:4\|iter:500\|sampling:seeded\|seed:0\|version:/);
  assert.ok(json.details.std > 0 && json.details.std < 0.02);
});

test('text mode prints the corpus score and the signature; --seed and -O reach the metric', () => {
  const out = runCli(['score', '--metric', 'gleu', '--seed', '3', '--iterations', '50', '--source', J('dev.src'), '--refs', ...REFS, J('systems/mle_2.txt')]);
  assert.equal(out.status, 0, out.stderr);
  assert.match(out.stdout, /^gleu = 0\.45\d\d \(std 0\.0\d+\)\ngleu\|order:4\|iter:50\|sampling:seeded\|seed:3\|/);
  const ibleu = runCli(['score', '--metric', 'ibleu', '-O', 'sign=+', '--source', J('dev.src'), '--refs', REFS[0]!, J('systems/mle_2.txt')]);
  assert.equal(ibleu.status, 0, ibleu.stderr);
  assert.match(ibleu.stdout, /ibleu\|alpha:0\.8\|sign:\+/);
});

test('--list names every metric with a description', () => {
  const out = runCli(['score', '--list']);
  assert.equal(out.status, 0);
  for (const name of ['bleu', 'gleu', 'ibleu', 'sari', 'max-sari', 'minld-or', 'ld-so', 'grammaticality']) assert.match(out.stdout, new RegExp(`^${name} +\\S`, 'm'));
});

test('a reference with a different line count is an error naming the file and line', () => {
  const f = tempFiles({ 'src.txt': 'a b c\nd e f\ng h\n', 'ref.txt': 'a b c\nd e f\n', 'hyp.txt': 'a b c\nd e\ng h\n' });
  const out = runCli(['score', '--metric', 'bleu', '--source', f['src.txt']!, '--refs', f['ref.txt']!, f['hyp.txt']!]);
  assert.equal(out.status, 2);
  assert.ok(out.stderr.startsWith(`gecval: error: ${f['ref.txt']}:3: has 2 lines but the source`), out.stderr);
});

test('user errors: unknown metric, unknown or bad option, missing inputs', () => {
  const cases: [string[], RegExp][] = [
    [['score', '--metric', 'nope', 'x'], /unknown metric 'nope'; known metrics: .*gleu/],
    [['score', '--metric', 'sari', '-O', 'alpha=1', '--source', J('dev.src'), '--refs', REFS[0]!, J('dev.src')], /metric 'sari' has no option 'alpha'/],
    [['score', '--metric', 'ibleu', '-O', 'sign=x', '--source', J('dev.src'), '--refs', REFS[0]!, J('dev.src')], /expects one of -, \+/],
    [['score', '--metric', 'gleu', '--iterations', '0', '--source', J('dev.src'), '--refs', REFS[0]!, J('dev.src')], /must be >= 1/],
    [['score', '--metric', 'bleu', '--refs', REFS[0]!, J('dev.src')], /needs --source/],
    [['score', '--metric', 'bleu', '--source', J('dev.src'), J('dev.src')], /needs --refs/],
    [['score', '--metric', 'bleu', '--source', J('dev.src'), '--refs', REFS[0]!, '/nonexistent/hyp.txt'], /hyp\.txt/],
  ];
  for (const [args, message] of cases) {
    const out = runCli(args);
    assert.equal(out.status, 2, `${args.join(' ')}: ${out.stderr}`);
    assert.match(out.stderr, /^gecval: error: /);
    assert.match(out.stderr, message);
  }
});

test('empty hypotheses, 1,000-token sentences and unicode quotes get defined, finite scores from every metric', async () => {
  const long = Array.from({ length: 1000 }, (_, i) => `w${i % 97}`).join(' ');
  const f = tempFiles({
    'src.txt': `He said “ hello ” .\n${long}\nA b .\n`,
    'ref.txt': `He said " hello " .\n${long} .\nA b .\n`,
    'hyp.txt': `He said ‘ hello ’ .\n${long}\n\n`,
  });
  for (const entry of listMetrics()) {
    if (entry.name === 'grammaticality') continue; // needs a checker; covered in grammaticality.test.ts
    if ([...entry.reads.required, ...(entry.reads.anyOf ?? [])].includes('m2')) continue; // reads gold edits, not references: test/metrics/m2/, test/metrics/imeasure/
    // An ensemble needs its members named.
    const options: Record<string, string> = entry.name === 'ensemble' ? { metrics: 'gleu,bleu' } : {};
    const result = await scoreFiles(entry.name, { source: f['src.txt'], references: [f['ref.txt']!], hypothesis: f['hyp.txt'] }, options);
    assert.equal(result.sentences.length, 3, entry.name);
    assert.ok(result.sentences.every(Number.isFinite) && Number.isFinite(result.corpus), `${entry.name}: ${result.sentences} ${result.corpus}`);
  }
  const bleu = await scoreFiles('bleu', { source: f['src.txt'], references: [f['ref.txt']!], hypothesis: f['hyp.txt'] });
  assert.equal(bleu.sentences[2], 0); // empty hypothesis: brevity penalty 0
});

test('registry: typed defaults in one place, aliases, and option parsing errors are user errors', () => {
  assert.equal(findMetric('LT').name, 'grammaticality');
  assert.deepEqual(resolveOptions(findMetric('gleu'), { seed: '5' }), { iterations: 500, seed: 5, sampling: 'seeded' });
  assert.throws(() => resolveOptions(findMetric('bleu'), { order: '2.5' }), GecvalInputError);
});

test('sentence groups with more distinct tokens than integer n-gram keys allow: GLEU falls back to string keys, MAX-SARI is unaffected', async () => {
  const { createGleu } = await import('../../src/metrics/gleu/metric.js');
  const { sariSentence, maxSariSentence } = await import('../../src/metrics/sari/metric.js');
  const words = Array.from({ length: 12000 }, (_, i) => `t${i}`);
  const reference = words.join(' ');
  const source = words.slice(0, 11000).join(' ');
  const gleu = createGleu();
  assert.equal(gleu.sentenceScore(gleu.statistics({ source, hypothesis: reference, references: [reference] })), 1);
  // MAX-SARI counts all references of a call together: one huge unrelated reference must not change the best
  // single-reference score, which is the SARI of the other reference alone.
  const hyp = words.slice(0, 40).concat(words.slice(45, 49)).join(' ');
  const ref = words.slice(0, 45).join(' ');
  const src = words.slice(2, 48).join(' ');
  const unrelated = Array.from({ length: 12000 }, (_, i) => `u${i}`).join(' ');
  const alone = sariSentence(src, hyp, [ref]);
  assert.ok(alone > 0.3);
  assert.equal(maxSariSentence(src, hyp, [unrelated, ref]), alone);
});

test('score --model: the parser model of metrics that parse; -O parser=/model= still work with a deprecation note; other metrics refuse it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-score-model-'));
  writeFileSync(join(dir, 'src.txt'), 'He go to school .\nShe like cats .\n');
  writeFileSync(join(dir, 'hyp.txt'), 'He goes to school .\nShe likes cats .\n');
  const base = ['score', '--metric', 'faithfulness', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--json'];
  const model = runCli([...base, '--model', 'none']);
  const old = runCli([...base, '-O', 'parser=none']);
  assert.equal(model.status, 0, model.stderr);
  assert.equal(old.status, 0, old.stderr);
  assert.equal(old.stdout, model.stdout);
  assert.equal(old.stderr, 'gecval: warning: -O parser= is deprecated; use --model\n');
  assert.match(model.stdout, /parser:none/);
  const bleu = runCli(['score', '--metric', 'bleu', '--source', join(dir, 'src.txt'), '--refs', join(dir, 'hyp.txt'), join(dir, 'hyp.txt'), '--model', 'v1']);
  assert.equal(bleu.status, 2);
  assert.equal(bleu.stderr, "gecval: error: --model: metric 'bleu' does not parse (it takes no parser model)\n");
});
