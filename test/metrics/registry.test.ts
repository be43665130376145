import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMetric, findMetric, listMetrics, scoreFiles } from '../../src/metrics/registry.js';
import { defaultMetricNames, maegeMetricEntry, MAEGE_METRICS } from '../../src/analyses/maege/registry-adapter.js';
import { LEADERBOARD_METRIC_NAMES, SEGMENT_METRICS } from '../../src/report/compute/leaderboard.js';
import { createBleu } from '../../src/metrics/bleu/metric.js';
import { createIBleu } from '../../src/metrics/ibleu/metric.js';
import { createLdSourceOutput } from '../../src/metrics/levenshtein/metric.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const segment = { source: 'She go to school every days .', hypothesis: 'She goes to school every days .', references: ['She goes to school every day .', 'She went to school every day .'] };

test('every entry is complete: description, reads, defaults for each option, a scorer of files', () => {
  const names = new Set<string>();
  for (const entry of listMetrics()) {
    assert.ok(!names.has(entry.name), `${entry.name} twice`);
    names.add(entry.name);
    assert.ok(entry.description.length > 10, entry.name);
    assert.ok(entry.reads.required.includes('hypothesis') || entry.reads.required.length > 0, entry.name);
    for (const spec of entry.options) assert.ok(spec.key in (entry.defaults as object), `${entry.name}: option ${spec.key} has no default`);
    assert.equal(typeof entry.scoreFiles, 'function');
  }
  assert.deepEqual([...names], ['ibleu', 'grammaticality', 'bleu', 'sacrebleu', 'minld-or', 'gleu', 'max-sari', 'sari', 'ld-so', 'm2', 'imeasure', 'usim', 'green', 'gotoscorer', 'cleme', 'cleme2', 'faithfulness', 'errant', 'sent-errant', 'sent-m2', 'ensemble']);
});

test('MAEGE reads its set from the registry: names, Table 2 order, --metrics all, aliases', () => {
  assert.deepEqual(MAEGE_METRICS.map((m) => m.name), ['ibleu', 'm2', 'grammaticality', 'bleu', 'minld', 'gleu', 'max-sari', 'sari', 'ld', 'imeasure', 'imeasure-mix', 'usim', 'faithfulness', 'ensemble']);
  assert.deepEqual(defaultMetricNames(), ['ibleu', 'm2', 'grammaticality', 'bleu', 'minld', 'gleu', 'max-sari', 'sari', 'ld', 'imeasure']);
  for (const [alias, name] of [['lt', 'grammaticality'], ['minld-or', 'minld'], ['ld-so', 'ld'], ['maxsari', 'max-sari'], ['LD', 'ld']] as const) {
    assert.equal(maegeMetricEntry(alias)?.name, name, alias);
  }
  // one name resolver (issue #33): a registry alias is a MAEGE name too, meaning the entry's first preset
  assert.equal(maegeMetricEntry('maxmatch')?.metric, 'm2');
  // Every preset belongs to a registry entry, and the reads keys are MAEGE's.
  for (const m of MAEGE_METRICS) assert.ok(findMetric(m.metric).maege?.some((p) => p.name === m.name));
  assert.equal(maegeMetricEntry('grammaticality')!.reads, 'hypothesis');
  assert.equal(maegeMetricEntry('ld')!.inThread, true);
});

test("MAEGE's variant options reach the metric: BLEU normalised/adaptive/mean, iBLEU sign +, LD by the source", async () => {
  const bleu = await maegeMetricEntry('bleu')!.create({});
  const expected = createBleu({ normalize: true, adaptiveOrder: true, smoothing: 'method3', corpus: 'mean' });
  assert.equal(bleu.signature(), expected.signature());
  assert.equal(bleu.sentenceScore(bleu.statistics(segment)), expected.sentenceScore(expected.statistics(segment)));
  const ibleu = await maegeMetricEntry('ibleu')!.create({});
  assert.equal(ibleu.signature(), createIBleu({ normalize: true, adaptiveOrder: true, corpus: 'mean', sign: '+' }).signature());
  const ld = await maegeMetricEntry('ld')!.create({});
  assert.equal(ld.signature(), createLdSourceOutput({ normalization: 'code' }).signature());
  // The user's options win over the preset.
  const paperLd = await maegeMetricEntry('ld')!.create({ normalization: 'paper' });
  assert.equal(paperLd.signature(), createLdSourceOutput({ normalization: 'paper' }).signature());
  // M² in MAEGE scores against gold extracted from the references.
  const m2 = await maegeMetricEntry('m2')!.create({});
  assert.match(m2.signature(), /gold:extracted\(/);
});

test("the leaderboard's columns come from the registry, in column order", () => {
  assert.deepEqual([...LEADERBOARD_METRIC_NAMES], ['m2', 'errant', 'gleu', 'bleu', 'ibleu', 'sari', 'max-sari', 'minld-or', 'ld-so', 'grammaticality', 'faithfulness', 'usim']);
  assert.deepEqual(SEGMENT_METRICS.map((e) => e.report!.label), ['ERRANT F0.5', 'GLEU', 'BLEU', 'iBLEU', 'SARI', 'MAX-SARI', 'MinLD O→R', 'LD S→O', 'Grammaticality', 'Faithfulness']);
  assert.ok(SEGMENT_METRICS.every((e) => e.create !== undefined));
});

test('createMetric fills defaults, and the segment metric scores files the same as scoreFiles', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-registry-'));
  const files = { source: join(dir, 'src'), hypothesis: join(dir, 'hyp'), references: [join(dir, 'ref0'), join(dir, 'ref1')] };
  writeFileSync(files.source, `${segment.source}\nHe like it .\n`);
  writeFileSync(files.hypothesis, `${segment.hypothesis}\nHe likes it .\n`);
  writeFileSync(files.references[0]!, `${segment.references[0]}\nHe likes it .\n`);
  writeFileSync(files.references[1]!, `${segment.references[1]}\nHe liked it .\n`);
  for (const name of ['bleu', 'gleu', 'ibleu', 'sari', 'max-sari', 'minld-or', 'ld-so']) {
    const fromFiles = await scoreFiles(name, files);
    const metric = await createMetric(name);
    const stats = [
      metric.statistics(segment),
      metric.statistics({ source: 'He like it .', hypothesis: 'He likes it .', references: ['He likes it .', 'He liked it .'] }),
    ];
    assert.equal(metric.corpusScore(stats), fromFiles.corpus, name);
    assert.equal(metric.signature(), fromFiles.signature, name);
  }
  await assert.rejects(createMetric('m2'), (e: unknown) => e instanceof GecvalInputError && /scores files only/.test((e as Error).message));
  await assert.rejects(createMetric('no-such'), GecvalInputError);
});

test('usim is a registered, reference-less metric reading source and hypothesis', async () => {
  const entry = findMetric('usim');
  assert.deepEqual(entry.reads.required, ['source', 'hypothesis']);
  assert.equal(entry.higherIsBetter, true);
  const metric = await createMetric('usim');
  assert.equal(metric.sentenceScore(metric.statistics({ source: segment.source, hypothesis: segment.source, references: [] })), 1);
  assert.match(metric.signature(), /^usim\|variant:code\|.*\|graphs:ucca-parse;model:/);
  // The same signature as the MAEGE preset and as `gecval usim --source` (one signature per score).
  const { autoUsim } = await import('../../src/ucca/usim/text.js');
  assert.equal(autoUsim([segment.source], [segment.hypothesis]).signature, metric.signature());
  assert.equal((await maegeMetricEntry('usim')!.create({})).signature(), metric.signature());
});

test('one name resolver: every MAEGE preset name resolves in the registry, so score and MAEGE accept the same names', async () => {
  const { resolveMetricName, findMetric } = await import('../../src/metrics/registry.js');
  const { MAEGE_METRICS, maegeMetricEntry } = await import('../../src/analyses/maege/registry-adapter.js');
  for (const preset of MAEGE_METRICS) {
    for (const name of [preset.name, ...preset.aliases]) {
      assert.equal(resolveMetricName(name), preset.metric, name);
      assert.equal(maegeMetricEntry(name)?.metric, preset.metric, name);
    }
  }
  assert.equal(findMetric('ld').name, 'ld-so');
  assert.equal(findMetric('LD').name, 'ld-so');
  assert.equal(findMetric('minld').name, 'minld-or');
  assert.equal(resolveMetricName('nosuchmetric'), undefined);
  // a registry name with a preset is a MAEGE name too; a preset's own name picks that preset
  assert.equal(maegeMetricEntry('ld-so')?.name, 'ld');
  assert.equal(maegeMetricEntry('imeasure-mix')?.name, 'imeasure-mix');
});
