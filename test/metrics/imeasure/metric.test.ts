import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseIevalXml, readIevalXml } from '../../../src/formats/ieval-xml.js';
import { readM2 } from '../../../src/formats/m2.js';
import { readLines } from '../../../src/formats/text-file.js';
import { scoreCorpus } from '../../../src/metrics/metric.js';
import { imeasureItemFromM2, imeasureMetric } from '../../../src/metrics/imeasure/metric.js';
import { scoreIMeasure, scoreIMeasureSentence } from '../../../src/metrics/imeasure/score.js';
import { applyCorrections, combinationCount, errorChoices, mergeCorrections, referenceCandidates } from '../../../src/metrics/imeasure/candidates.js';
import { runIMeasureCommand } from '../../../src/metrics/imeasure/run.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { dataPath, runCli } from '../../helpers/shared.js';
import { EXAMPLE_XML } from './example.js';

test('the imeasure README example: sys.txt against example/gold.xml gives the original numbers', () => {
  const gold = parseIevalXml(EXAMPLE_XML);
  const result = scoreIMeasure(gold, ['This machines are designed to help people .']);
  for (const aspect of [result.corpus.detection, result.corpus.correction]) {
    assert.deepEqual([aspect.tp, aspect.tn, aspect.fp, aspect.fn, aspect.fpn], [2, 5, 0, 1, 0]);
    assert.equal(aspect.wacc, 0.9);
    assert.equal(aspect.waccBase, 0.625);
    assert.equal(aspect.i, 0.7333333333333334);
  }
  assert.deepEqual(referenceCandidates(gold.sentences[0]!, true).map((r) => r.join(' ')).sort(), [
    'These machines are designed for helping people .', 'These machines are designed to help people .',
    'This machine is designed for helping people .', 'This machine is designed to help people .',
  ]);
});

test('properties: the source scores I = 0 (1 when it is itself a reference), a gold correction scores I = 1', () => {
  const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  let checked = 0;
  for (const sentence of gold.sentences.slice(0, 120)) {
    if (sentence.errors.length === 0 || combinationCount(errorChoices(sentence)) > 64) continue;
    const source = sentence.tokens;
    const identity = scoreIMeasureSentence(sentence, source);
    const sourceIsReference = referenceCandidates(sentence, true).some((r) => r.join(' ') === source.join(' '));
    assert.equal(identity.correction.i, sourceIsReference ? 1 : 0, `sentence ${sentence.id}: leaving the source alone is the baseline`);
    assert.equal(identity.detection.tp + identity.detection.fp, 0);
    const annotator = sentence.errors[0]!.alternatives[0]!.annotator;
    const edits = sentence.errors.flatMap((e) => e.alternatives.filter((a) => a.annotator === annotator).flatMap(mergeCorrections));
    const corrected = applyCorrections(source, edits);
    if (corrected.join(' ') === source.join(' ')) continue;
    const perfect = scoreIMeasureSentence(sentence, corrected);
    assert.equal(perfect.correction.i, 1, `sentence ${sentence.id}: an annotator's own correction is perfect`);
    assert.equal(perfect.detection.i, 1);
    checked++;
  }
  assert.ok(checked > 30, `checked ${checked}`);
});

test('Metric adapter: scoreCorpus over M2 items gives the corpus I of scoreIMeasure', () => {
  const m2 = readM2(dataPath('conll14', 'official-2014.combined.m2')).slice(0, 60);
  const hypotheses = readLines(dataPath('conll14', 'systems', 'AMU.txt')).slice(0, 60);
  const items = m2.map((s, i) => imeasureItemFromM2(s, hypotheses[i]!, i));
  const metric = imeasureMetric();
  const viaMetric = scoreCorpus(metric, items);
  const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  const direct = scoreIMeasure({ file: gold.file, sentences: gold.sentences.slice(0, 60) }, hypotheses);
  assert.equal(viaMetric.corpus, direct.corpus.correction.i);
  assert.deepEqual(viaMetric.sentences, direct.sentences.map((s) => s.correction.i));
  assert.match(metric.signature(), /^imeasure\|mix:yes\|max:cwacc\|opt:sent\|b:1\|w:2\|search:fast\|aspect:c\|version:/);
  assert.throws(() => metric.statistics({ ...items[0]!, source: 'not the source' }), GecvalInputError);
});

function tempFile(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-imeasure-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

test('runIMeasureCommand: line-count mismatch names the hypothesis file and line; both or neither gold option is an error', () => {
  const gold = tempFile('gold.xml', EXAMPLE_XML);
  const hyp = tempFile('hyp.txt', 'a\nb\n');
  assert.throws(() => runIMeasureCommand({ ixml: gold, hypothesis: hyp }), (e: unknown) =>
    e instanceof GecvalInputError && e.file === hyp && e.line === 2 && /has 2 lines but .* has 1 sentences/.test(e.message));
  assert.throws(() => runIMeasureCommand({ hypothesis: hyp }), /exactly one of --m2/);
  assert.throws(() => runIMeasureCommand({ ixml: gold, m2: gold, hypothesis: hyp }), /exactly one of --m2/);
});

test('gecval imeasure CLI: JSON output, per-sentence rows, and file:line errors with exit status 2', () => {
  const gold = tempFile('gold.xml', EXAMPLE_XML);
  const hyp = tempFile('hyp.txt', 'This machines are designed to help people .\n');
  const ok = runCli(['imeasure', '--ixml', gold, '--json', '--per-sentence', hyp]);
  assert.equal(ok.status, 0, ok.stderr);
  const json = JSON.parse(ok.stdout) as { corpus: { correction: { i: number; tp: number } }; sentences: number[]; per_sentence: unknown[]; signature: string };
  assert.equal(json.corpus.correction.i, 0.7333333333333334);
  assert.deepEqual(json.sentences, [0.7333333333333334]);
  assert.equal(json.per_sentence.length, 1);
  assert.match(json.signature, /^imeasure\|mix:yes/);
  const table = runCli(['imeasure', '--ixml', gold, '--max', 'di', '-w', '3', hyp]);
  assert.equal(table.status, 0, table.stderr);
  assert.match(table.stdout, /Correction\s+2\s+5\s+0\s+1\s+0/);
  assert.match(table.stdout, /max:di\|opt:sent\|b:1\|w:3\|search:fast/);
  const broken = tempFile('broken.xml', '<scripts><script id="1">\n<sentence id="1" numann="0">\n<text>a</text>\n</script>');
  const bad = runCli(['imeasure', '--ixml', broken, hyp]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: .*broken\.xml:4: malformed XML/);
  // --opt takes ieval's spelling (sent) and the -O opt= spelling (sentence) alike: the same bytes out
  const spelled = runCli(['imeasure', '--ixml', gold, '--max', 'di', '-w', '3', '--opt', 'sentence', hyp]);
  assert.equal(spelled.status, 0, spelled.stderr);
  assert.equal(spelled.stdout, table.stdout);
  const badMax = runCli(['imeasure', '--ixml', gold, '--max', 'zz', hyp]);
  assert.equal(badMax.status, 2);
  assert.match(badMax.stderr, /--max 'zz'/);
});
