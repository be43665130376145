/**
 * The report's UCCA parsing in worker threads gives the same graphs, USIM and signature as the registry's `usim`
 * metric parsing in this thread, and fills the parse cache that a second run reads.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parserModelPath, usimFromParser } from '../../src/report/compute/usim.js';
import { createMetric } from '../../src/metrics/registry.js';
import type { Dataset } from '../../src/report/dataset.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const source = ['The cat sat on mat .', 'He go to school yesterday .', 'I like apple .'];
const dataset: Dataset = {
  name: 'tiny',
  sourcePath: 'source.txt',
  source,
  references: [],
  systems: [
    { name: 'A', path: 'a.txt', lines: ['The cat sat on the mat .', 'He went to school yesterday .', 'I like apple .'] },
    { name: 'B', path: 'b.txt', lines: source },
  ],
  warnings: [],
};

test('report USIM: worker-thread parsing equals the registry metric, and the cache is filled', { timeout: HANG_TIMEOUT_MS }, async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'gecval-parse-cache-'));
  const data = await usimFromParser(dataset, cacheDir, undefined, 2);
  const metric = await createMetric('usim', { model: parserModelPath(), cacheDir: '', tokenized: true });
  assert.equal(data.signature, metric.signature());
  for (const system of data.systems) {
    const lines = dataset.systems.find((s) => s.name === system.name)!.lines;
    const expected = lines.map((hypothesis, i) => metric.sentenceScore(metric.statistics({ source: source[i]!, hypothesis, references: [] }) as never));
    assert.deepEqual(system.usim, expected, system.name);
  }
  // B is the source itself: USIM 1 on every line.
  assert.deepEqual(data.systems.find((s) => s.name === 'B')!.usim, [1, 1, 1]);
  // Five distinct sentences, five cached parses; a second run reads them back and agrees.
  assert.equal(readdirSync(cacheDir).length, 5);
  const again = await usimFromParser(dataset, cacheDir, undefined, 1);
  assert.deepEqual(again.systems.map((s) => s.usim), data.systems.map((s) => s.usim));
});
