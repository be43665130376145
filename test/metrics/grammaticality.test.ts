import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGrammaticality, grammaticalityLength } from '../../src/metrics/grammaticality/metric.js';
import { LanguageToolChecker } from '../../src/metrics/grammaticality/languagetool.js';
import { HarperChecker } from '../../src/metrics/grammaticality/harper.js';
import { PrecomputedChecker } from '../../src/metrics/grammaticality/checker.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { scoreSegments } from '../../src/metrics/segment-scoring.js';
import { runCli } from '../helpers/shared.js';

/** A stand-in for LanguageTool's `/v2/check`: one match per occurrence of "has" or "a apple", like a rule set would. */
async function startStub(): Promise<{ server: Server; url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v2/check') {
        res.writeHead(404).end('not found');
        return;
      }
      const form = new URLSearchParams(body);
      const text = form.get('text') ?? '';
      requests.push(`${form.get('language')}|${text}`);
      if (text.includes('BOOM')) {
        res.writeHead(500).end('internal error');
        return;
      }
      const matches = [...text.matchAll(/\bhas\b|\ba apple\b/g)].map((m) => ({ message: 'rule', offset: m.index, length: m[0].length }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ software: { name: 'stub' }, matches }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

test('LanguageTool client against a local /v2/check stub: counts matches, checks each distinct text once', async () => {
  const stub = await startStub();
  try {
    const metric = createGrammaticality(new LanguageToolChecker({ url: stub.url }));
    const segments = ['I has a apple .', 'I have an apple .', 'I has a apple .'].map((hypothesis) => ({ source: '', hypothesis, references: [] }));
    const result = await scoreSegments(metric, segments);
    assert.deepEqual(result.sentences, [1 - 2 / 5, 1, 1 - 2 / 5]);
    assert.equal(stub.requests.length, 2);
    assert.ok(stub.requests.every((r) => r.startsWith('en-US|')));
    assert.match(result.signature, /checker:languagetool-en-US/);
    // Server failures become user errors, not stack traces.
    await assert.rejects(createGrammaticality(new LanguageToolChecker({ url: stub.url })).prepare([{ hypothesis: 'BOOM' }]), (e: unknown) => e instanceof GecvalInputError && /HTTP 500/.test(e.message));
  } finally {
    stub.server.close();
  }
});

test('CLI --lt-url scores through the stub; an unreachable server is a clear error', async () => {
  const stub = await startStub();
  try {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'gecval-lt-'));
    const hyp = join(dir, 'hyp.txt');
    writeFileSync(hyp, 'I has a apple .\nI have an apple .\n');
    const ok = await runCliAsync(['score', '--metric', 'lt', '--lt-url', stub.url, '--json', hyp]);
    assert.equal(ok.status, 0, ok.stderr);
    const json = JSON.parse(ok.stdout) as { corpus: number; sentences: number[] };
    assert.deepEqual(json.sentences, [0.6, 1]);
    const bad = await runCliAsync(['score', '--metric', 'grammaticality', '--lt-url', 'http://127.0.0.1:9', hyp]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /cannot reach the LanguageTool server/);
  } finally {
    stub.server.close();
  }
});

/** runCli is synchronous and would block the stub server in this process, so run the CLI asynchronously. */
async function runCliAsync(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const { spawn } = await import('node:child_process');
  const { repoRoot } = await import('../helpers/shared.js');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('denominators: paper = tokens, code = spaces of the normalised sentence; zero length scores 1', async () => {
  assert.equal(grammaticalityLength('I has a apple .', 'tokens'), 5);
  assert.equal(grammaticalityLength('I has a apple .', 'spaces'), 3);
  const counts = new Map([['I has a apple .', 2], ['', 0], ['Hello', 1]]);
  const code = createGrammaticality(new PrecomputedChecker(counts), { denominator: 'spaces' });
  const segments = [...counts.keys()].map((hypothesis) => ({ source: '', hypothesis, references: [] }));
  const result = await scoreSegments(code, segments);
  assert.ok(Math.abs(result.sentences[0]! - 1 / 3) < 1e-15); // docs/maege.md#maege-worked-examples: 1 − 2/3
  assert.equal(result.sentences[1], 1);
  assert.equal(result.sentences[2], 1); // one word: no space, the original's W = 0 rule
  const paper = createGrammaticality(new PrecomputedChecker(counts));
  assert.equal((await scoreSegments(paper, segments)).sentences[2], 0);
});

test('statistics before prepare is a programming error', () => {
  const metric = createGrammaticality(new PrecomputedChecker(new Map()));
  assert.throws(() => metric.statistics({ source: '', hypothesis: 'x', references: [] }), /prepare/);
});

test('embedded Harper checker: finds agreement and article errors, ignores tokenization spaces', async () => {
  const checker = new HarperChecker();
  try {
    const [bad, good, empty] = await checker.countErrors(['I has a apple .', 'She went to the school each day .', '']);
    assert.ok(bad! >= 2, `errors in 'I has a apple .': ${bad}`);
    assert.equal(good, 0);
    assert.equal(empty, 0);
    const [kinds] = await checker.lintKinds(['She went to the school each day .']);
    assert.deepEqual(kinds, ['Formatting'], 'the space before the period is reported, and not counted');
    assert.match(checker.id, /^harper-\d+\.\d+\.\d+-american-ignore:Formatting$/);
  } finally {
    await checker.close();
  }
});


test('precomputed counts file (-O counts=FILE): scores, and file:line errors for bad lines and unknown sentences', async () => {
  const { mkdtempSync, writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-counts-'));
  const hyp = join(dir, 'hyp.txt');
  writeFileSync(hyp, 'I has a apple .\nI have an apple .\n');
  const counts = join(dir, 'counts.tsv');
  writeFileSync(counts, '2\tI has a apple .\n0\tI have an apple .\n');
  const ok = runCli(['score', '--metric', 'lt', '-O', `counts=${counts}`, '-O', 'denominator=spaces', '--json', hyp]);
  assert.equal(ok.status, 0, ok.stderr);
  const json = JSON.parse(ok.stdout) as { sentences: number[]; signature: string };
  assert.ok(Math.abs(json.sentences[0]! - 1 / 3) < 1e-15);
  assert.equal(json.sentences[1], 1);
  assert.match(json.signature, /checker:counts-file\|denom:spaces/);
  writeFileSync(counts, '2\tI has a apple .\nmany\tI have an apple .\n');
  const bad = runCli(['score', '--metric', 'lt', '-O', `counts=${counts}`, hyp]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, new RegExp(`${counts}:2: expected <errors>`));
  writeFileSync(counts, '2\tI has a apple .\n');
  const missing = runCli(['score', '--metric', 'lt', '-O', `counts=${counts}`, hyp]);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /no precomputed error count for the sentence 'I have an apple \.'/);
});
