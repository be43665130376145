import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataPath, runCli, specPath } from '../helpers/shared.js';
import { fromUccaJson } from '../../src/ucca/json.js';
import { writeUccaXml } from '../../src/ucca/xml.js';

const tmp = mkdtempSync(join(tmpdir(), 'gecval-ucca-'));
const J = (name: string): string => dataPath('jfleg', 'tupa-parses', name);
const N = (name: string): string => dataPath('ucca', 'nucle-annotations', name);

test('gecval dagf --json: class → type → counts and P/R/F', () => {
  const r = runCli(['dagf', N('amittaic1297.xml'), N('tree1297.xml'), '--json']);
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(
    { matched: out.primary.labeled.matched, guessed: out.primary.labeled.guessed, ref: out.primary.labeled.ref },
    { matched: 585, guessed: 733, ref: 710 },
  );
  assert.ok(['labeled', 'unlabeled', 'weak'].every((t) => typeof out.remote[t].f === 'number'));
  assert.match(out.signature, /^dagf\|/);
});

test('gecval ucca-eval GOLD_DIR PRED_DIR --json: sums the counts of the files present', () => {
  const fixture = JSON.parse(gunzipSync(readFileSync(specPath('ucca-eval-conformance.json.gz'))).toString());
  const items = fixture.items.filter((x: { split: string; system: string }) => x.split === 'test' && x.system !== 'perceptron-prototype').slice(0, 40);
  const pred = join(tmp, 'pred');
  mkdirSync(pred);
  const sum = [0, 0, 0];
  for (const item of items) {
    writeFileSync(join(pred, `${item.pred.id}.xml`), writeUccaXml(fromUccaJson(item.pred)));
    item.expected['labeled/primary'].forEach((v: number, k: number) => (sum[k] += v));
  }
  const r = runCli(['ucca-eval', dataPath('ucca', 'ewt', 'xml'), pred, '--json']);
  assert.equal(r.status, 0, r.stderr);
  const out = JSON.parse(r.stdout);
  assert.equal(out.passages, items.length);
  assert.deepEqual([out.primary.labeled.matched, out.primary.labeled.guessed, out.primary.labeled.ref], sum);
  assert.ok(out.primary.unlabeled.f >= out.primary.labeled.f);
});

test('gecval usim: one pair, a batch, the paper variant and the paper pairing', () => {
  const one = runCli(['usim', '--source-graph', J('dev.src0.xml'), '--correction-graph', J('mle_1.txt0.xml'), '--json']);
  assert.equal(one.status, 0, one.stderr);
  const single = JSON.parse(one.stdout);
  assert.equal(single.usim, 0.606060606060606);
  assert.equal(single.variant, 'code');
  assert.match(single.signature, /^usim\|variant:code/);
  const src = join(tmp, 'src.lst');
  const hyp = join(tmp, 'hyp.lst');
  writeFileSync(src, [0, 1, 2].map((i) => J(`dev.src${i}.xml`)).join('\n') + '\n');
  writeFileSync(hyp, [0, 1, 2].map((i) => J(`mle_1.txt${i}.xml`)).join('\n') + '\n');
  const batch = JSON.parse(runCli(['usim', '--source-list', src, '--correction-list', hyp, '--json']).stdout);
  assert.deepEqual(batch.sentences.map((s: { usim: number }) => s.usim), [0.606060606060606, 1, 0.9090909090909091]);
  assert.ok(Math.abs(batch.mean - (0.606060606060606 + 1 + 0.9090909090909091) / 3) < 1e-15);
  const paper = JSON.parse(runCli(['usim', '--source-list', src, '--correction-list', hyp, '--variant', 'paper', '--json']).stdout);
  assert.equal(paper.variant, 'paper');
  assert.equal(paper.sentences.length, 3);
  const bug = JSON.parse(runCli(['usim', '--correction-list', hyp, '--emulate-paper-pairing', '--json']).stdout);
  assert.match(bug.signature, /pairing:paper-driver-bug/);
  assert.notDeepEqual(bug.sentences, batch.sentences, 'every mle_1 line is compared with source line 1');
  const bad = runCli(['usim', '--source-list', src, '--correction-list', join(tmp, 'missing.lst')]);
  assert.equal(bad.status, 2);
});

test('gecval distsim and gecval draw (SVG and PNG)', () => {
  const d = runCli(['distsim', '--source-graph', N('tree1297.xml'), '--correction-graph', N('tree1197.xml'), '--json']);
  assert.equal(d.status, 0, d.stderr);
  assert.equal(JSON.parse(d.stdout).scores['A+D'], 0.9946524064171123);
  const svg = join(tmp, 'pair.svg');
  assert.equal(runCli(['draw', J('dev.src0.xml'), '--aligned', J('mle_1.txt0.xml'), '-o', svg]).status, 0);
  const text = readFileSync(svg, 'utf8');
  assert.match(text, /^<svg/);
  assert.match(text, /stroke-dasharray="6 4"/, 'remote edges dashed');
  assert.match(text, />developped</);
  const png = join(tmp, 'one.png');
  assert.equal(runCli(['draw', J('dev.src3.xml'), '-o', png]).status, 0);
  assert.deepEqual([...readFileSync(png).subarray(1, 4)], [0x50, 0x4e, 0x47]);
});

test('bad input: malformed XML and an edge to a missing node give FILE:LINE errors and exit 2', () => {
  const good = readFileSync(J('dev.src0.xml'), 'utf8');
  const broken = join(tmp, 'broken.xml');
  writeFileSync(broken, good.replace('</layer>', '</layr>'));
  const r1 = runCli(['usim', '--source-graph', broken, '--correction-graph', J('dev.src0.xml')]);
  assert.equal(r1.status, 2);
  assert.match(r1.stderr, /broken\.xml:\d+: malformed XML/);
  const dangling = join(tmp, 'dangling.xml');
  writeFileSync(dangling, good.replace('toID="1.2"', 'toID="1.999"'));
  const r2 = runCli(['dagf', dangling, J('dev.src0.xml')]);
  assert.equal(r2.status, 2);
  assert.match(r2.stderr, /dangling\.xml:\d+: edge 1\.1 -> 1\.999 points to a missing node/);
  const r3 = runCli(['dagf', J('dev.src0.xml'), J('dev.src1.xml')]);
  assert.equal(r3.status, 2);
  assert.match(r3.stderr, /same terminals/);
});
