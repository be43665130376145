import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMetric, findMetric, scoreFiles } from '../../../src/metrics/registry.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { maegeMetricEntry } from '../../../src/analyses/maege/registry-adapter.js';

const sources = ['She go to school every days .', 'He have two cat .', 'This is fine .'];
const hyps = ['She goes to school every days .', 'He has two cats .', 'This is fine .'];
const refs = [['She goes to school every day .', 'He has two cats .', 'This is fine .'], ['She went to school every day .', 'He has two cats .', 'This is good .']];

test('ensemble = mean of the members’ sentence scores, corpus = mean of those (gec-metrics MetricEnsemble); files and segments agree', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-ensemble-'));
  try {
    const w = (name: string, lines: readonly string[]) => {
      writeFileSync(join(dir, name), lines.map((l) => `${l}\n`).join(''));
      return join(dir, name);
    };
    const request = { source: w('src.txt', sources), hypothesis: w('hyp.txt', hyps), references: [w('r0.txt', refs[0]!), w('r1.txt', refs[1]!)] };
    const members = await Promise.all(['green', 'sari'].map((m) => scoreFiles(m, request)));
    const ens = await scoreFiles('ensemble', request, { metrics: 'green, SARI' });
    ens.sentences.forEach((x, k) => assert.ok(Math.abs(x - (members[0]!.sentences[k]! + members[1]!.sentences[k]!) / 2) < 1e-15));
    assert.ok(Math.abs(ens.corpus - ens.sentences.reduce((a, b) => a + b, 0) / 3) < 1e-15);
    assert.deepEqual(ens.details?.['memberSentences'], members.map((m) => m.sentences));
    assert.match(ens.signature, /^ensemble\|combine:mean\|pairwise:majority\|members:green\+sari\|/);
    const metric = await createMetric('ensemble', { metrics: 'green,sari' });
    const stats = sources.map((source, i) => metric.statistics({ source, hypothesis: hyps[i]!, references: refs.map((r) => r[i]!) }));
    stats.forEach((s, k) => assert.ok(Math.abs(metric.sentenceScore(s) - ens.sentences[k]!) < 1e-15));
    assert.ok(Math.abs(metric.corpusScore(stats) - ens.corpus) < 1e-15);
    assert.equal(findMetric('ensemble').higherIsBetter, true);
    // MAEGE (opt-in preset) builds the same segment metric.
    const maege = await maegeMetricEntry('ensemble')!.create({ metrics: 'green,sari' });
    assert.equal(maege.signature(), metric.signature());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('ensemble refuses fewer than two members, unknown, repeated and nested members with one clear error', async () => {
  const request = { source: 'x', hypothesis: 'x', references: ['x'] };
  for (const [metrics, message] of [
    ['', /needs option metrics=NAME,NAME/],
    ['gleu', /two or more/],
    ['gleu,nosuch', /unknown metric 'nosuch'/],
    ['gleu,GLEU', /'gleu' is named twice/],
    ['gleu,ensemble', /cannot contain an ensemble/],
  ] as const) {
    await assert.rejects(scoreFiles('ensemble', request, { metrics }), (e: unknown) => e instanceof GecvalInputError && message.test(e.message), metrics);
  }
});
