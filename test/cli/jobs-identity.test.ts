/**
 * --jobs never changes a byte of output: faithfulness on 100 JFLEG dev pairs, in this thread and on two workers
 * (MIN_PAIRS_PER_THREAD = 50 pairs a worker). parse, usim, m2, maege: test/cli/shard.test.ts,
 * test/cli/usim-cache.test.ts, test/cli/entry-and-usage.test.ts, test/cli/m2-batch.test.ts,
 * test/analyses/maege/cli.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';

test('faithfulness prints the same JSON with --jobs 1 and --jobs 2 (two workers)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-faith-jobs-'));
  const head100 = (file: string) => `${readFileSync(file, 'utf8').split('\n').slice(0, 100).join('\n')}\n`;
  writeFileSync(join(dir, 'src.txt'), head100(dataPath('jfleg', 'dev.src')));
  writeFileSync(join(dir, 'hyp.txt'), head100(dataPath('jfleg', 'systems', 'mle_1.txt')));
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const [one, two] = ['1', '2'].map((jobs) => runCli(['faithfulness', '--source', join(dir, 'src.txt'), join(dir, 'hyp.txt'), '--json', '--jobs', jobs], { env }));
  assert.equal(one!.status, 0, one!.stderr);
  assert.equal(two!.status, 0, two!.stderr);
  assert.match(two!.stderr, /scoring sentence pairs \(chunks\)/);
  assert.equal(two!.stdout, one!.stdout);
});
