import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';

const source = dataPath('jfleg', 'dev.src');
const refs = [0, 1, 2, 3].map((k) => dataPath('jfleg', `dev.ref${k}`));
const systems = ['mle_1', 'mle_3', 'mle_5'].map((s) => dataPath('jfleg', 'systems', `${s}.txt`));

interface BatchJson {
  metric: string;
  results: { system: string; hypothesis: string; corpus: number; details?: { std?: number } }[];
  signature: string;
}

for (const metric of ['gleu', 'sari', 'ld-so']) {
  test(`gecval score --metric ${metric} SYS1 SYS2 SYS3: one table equal to three one-system runs`, () => {
    const out = runCli(['score', '--metric', metric, '--source', source, '--refs', ...refs, '--json', '--', ...systems]);
    assert.equal(out.status, 0, out.stderr);
    const batch = JSON.parse(out.stdout) as BatchJson;
    assert.equal(batch.metric, metric);
    assert.deepEqual(batch.results.map((r) => r.system), ['mle_1', 'mle_3', 'mle_5']);
    for (const [i, system] of systems.entries()) {
      const single = runCli(['score', '--metric', metric, '--source', source, '--refs', ...refs, system, '--json']);
      assert.equal(single.status, 0, single.stderr);
      const one = JSON.parse(single.stdout) as { corpus: number; signature: string; details?: { std?: number } };
      assert.equal(batch.results[i]!.corpus, one.corpus);
      assert.equal(batch.results[i]!.details?.std, one.details?.std);
      assert.equal(batch.signature, one.signature);
    }
    // The systems differ, so a table that repeated one system's score would fail here.
    assert.equal(new Set(batch.results.map((r) => r.corpus)).size, 3);
  });
}

test('gecval score --tsv: header, one row per system (hypotheses before --refs), the signature last', () => {
  const out = runCli(['score', '--metric', 'gleu', '--source', source, ...systems.slice(0, 2), '--refs', ...refs, '--tsv']);
  assert.equal(out.status, 0, out.stderr);
  const lines = out.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 4);
  assert.equal(lines[0], 'system\tgleu\tstd');
  const single = runCli(['score', '--metric', 'gleu', '--source', source, '--refs', ...refs, systems[0]!]);
  const [first, signature] = single.stdout.trimEnd().split('\n');
  const [, score, std] = /^gleu = (\S+) \(std (\S+)\)$/.exec(first!)!;
  assert.equal(lines[1], `mle_1\t${score}\t${std}`);
  assert.match(lines[2]!, /^mle_3\t0\.\d{4}\t0\.\d{4}$/);
  assert.equal(lines[3], `# ${signature}`);
});

test('gecval score with several systems: a short or missing system file is one line and exit 2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-score-batch-'));
  writeFileSync(join(dir, 'short.txt'), 'one line only\n');
  for (const bad of [join(dir, 'short.txt'), join(dir, 'missing.txt')]) {
    const out = runCli(['score', '--metric', 'bleu', '--source', source, '--refs', ...refs, '--', systems[0]!, bad]);
    assert.equal(out.status, 2, out.stderr);
    assert.equal(out.stderr.trim().split('\n').length, 1, out.stderr);
    assert.match(out.stderr, bad.endsWith('short.txt') ? /short\.txt/ : /missing\.txt/);
    assert.equal(out.stdout, '');
  }
});

test('gecval score --list --json prints every metric with its inputs and option defaults as JSON', () => {
  const out = runCli(['score', '--list', '--json']);
  assert.equal(out.status, 0, out.stderr);
  const list = JSON.parse(out.stdout) as { name: string; description: string; reads: { required: string[] }; higherIsBetter: boolean; options: { key: string; default: unknown }[] }[];
  const text = runCli(['score', '--list']).stdout;
  for (const entry of list) assert.match(text, new RegExp(`^${entry.name} +${entry.description.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  const gleu = list.find((e) => e.name === 'gleu')!;
  assert.deepEqual(gleu.reads.required, ['source', 'references', 'hypothesis']);
  assert.ok(gleu.options.some((o) => o.key === 'iterations' && o.default === 500), JSON.stringify(gleu.options));
  assert.equal(list.length, text.split('\n').filter((l) => /^[a-z]/.test(l)).length);
  // The stated order: alphabetical, in both forms, and the header says so.
  const names = list.map((e) => e.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en')));
  assert.match(text, new RegExp(`^${list.length} metrics, alphabetical by name`));
});

test('gecval score with a slow metric says which system and sentence it is on when stderr is a file; --quiet silences it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-score-progress-'));
  const src = join(dir, 'src.txt');
  const one = join(dir, 'one.txt');
  const two = join(dir, 'two.txt');
  writeFileSync(src, 'He go to school .\nShe like cats .\nI has a apple .\n');
  writeFileSync(one, 'He goes to school .\nShe likes cats .\nI have an apple .\n');
  writeFileSync(two, 'He went home .\nShe hates dogs .\nI have an apple .\n');
  const env = { ...process.env, GECVAL_PROGRESS_INTERVAL: '0' };
  const spoken = runCli(['score', '--metric', 'faithfulness', '--source', src, '--json', '--', one, two], { env });
  assert.equal(spoken.status, 0, spoken.stderr);
  assert.match(spoken.stderr, /^gecval: system 1\/2 \(one\.txt\): faithfulness: scoring sentences: 100% \(3\/3\), \d+ s elapsed$/m);
  assert.match(spoken.stderr, /^gecval: system 2\/2 \(two\.txt\): faithfulness: scoring sentences: 100% \(3\/3\), \d+ s elapsed$/m);
  const quiet = runCli(['score', '--metric', 'faithfulness', '--source', src, '--json', '--quiet', '--', one, two], { env });
  assert.equal(quiet.status, 0, quiet.stderr);
  assert.doesNotMatch(quiet.stderr, /scoring sentences/);
  assert.equal(quiet.stdout, spoken.stdout);
});
