/**
 * `gecval serve` (src/cli/serve): every method's answer on real data equals the matching command's `--json` (or
 * M2/JSON-lines output) on the same lines written to files, numbers byte for byte; and seeded fuzzed malformed
 * requests each get one error answer while the server keeps answering a known request exactly as before.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { dataPath, repoRoot, runCli } from '../helpers/shared.js';
import { SeededRandom } from '../../src/core/random.js';

const lines = (path: string, n: number) => readFileSync(path, 'utf8').split('\n').slice(0, n);
const m2Blocks = (path: string, n: number) => `${readFileSync(path, 'utf8').split(/\n\n/u).slice(0, n).join('\n\n')}\n\n`;

const N = 25;
const conll = {
  gold: m2Blocks(dataPath('conll14/official-2014.combined.m2'), N),
  source: lines(dataPath('conll14/source.txt'), N),
  amu: lines(dataPath('conll14/systems/AMU.txt'), N),
  errantRef: m2Blocks(dataPath('errant/conll14.errant'), N),
  errantHyp: m2Blocks(dataPath('errant/conll14-AMU.errant'), N),
};
const J = 12;
const jfleg = {
  source: lines(dataPath('jfleg/dev.src'), J),
  refs: [0, 1, 2, 3].map((r) => lines(dataPath(`jfleg/dev.ref${r}`), J)),
  hyp: lines(dataPath('jfleg/systems/mle_1.txt'), J),
};

let dir: string;
let server: ChildProcessWithoutNullStreams;
let stderr = '';
const pending: Array<{ resolve: (line: string) => void; reject: (error: Error) => void }> = [];

/** Sends one line and resolves with the next answer line (the server answers in order). */
function send(line: string): Promise<Record<string, unknown>> {
  return sendAny(line) as Promise<Record<string, unknown>>;
}
function sendAny(line: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    pending.push({ resolve: (answer) => resolve(JSON.parse(answer) as unknown), reject });
    server.stdin.write(`${line}\n`);
  });
}
const call = (id: number | string, method: string, params: Record<string, unknown> = {}) => send(JSON.stringify({ id, method, params }));

function file(name: string, content: string | readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : content.map((l) => `${l}\n`).join(''));
  return path;
}

/** The CLI's JSON and the service's result, compared as text: the same keys, order and number spellings. */
function assertSameJson(result: unknown, cliStdout: string): void {
  const expected = JSON.stringify(JSON.parse(cliStdout));
  const { warnings: _warnings, ...rest } = result as Record<string, unknown>;
  assert.equal(JSON.stringify(rest), expected);
}

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'gecval-serve-test-'));
  server = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'src/cli/main.ts'), 'serve'], { cwd: repoRoot });
  server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  createInterface({ input: server.stdout }).on('line', (line) => {
    const next = pending.shift();
    assert.ok(next, `an answer nobody asked for: ${line}`);
    next.resolve(line);
  });
  server.on('close', (code) => {
    for (const p of pending.splice(0)) p.reject(new Error(`the server exited (${code}) before answering: ${stderr}`));
  });
});

after(async () => {
  if (server.exitCode === null) {
    const closed = new Promise((resolve) => server.on('close', resolve));
    server.stdin.end();
    await closed;
  }
  rmSync(dir, { recursive: true, force: true });
});

test('hello names the protocol version and every method; metrics is score --list --json', async () => {
  const hello = (await call(1, 'hello')).result as { protocol: number; methods: string[] };
  assert.equal(hello.protocol, 1);
  for (const m of ['score', 'm2', 'errant', 'edits', 'parse', 'usim', 'faithfulness', 'metrics', 'shutdown']) assert.ok(hello.methods.includes(m), m);
  const cli = runCli(['score', '--list', '--json']);
  assert.equal(cli.status, 0, cli.stderr);
  assertSameJson({ list: (await call(2, 'metrics')).result }, JSON.stringify({ list: JSON.parse(cli.stdout) }));
});

test('score (GLEU, SARI, M2 via the registry) equals gecval score --json on JFLEG dev and CoNLL-2014', async () => {
  const src = file('j.src', jfleg.source);
  const refs = jfleg.refs.map((r, i) => file(`j.ref${i}`, r));
  const hyp = file('j.hyp', jfleg.hyp);
  for (const metric of ['gleu', 'sari']) {
    const cli = runCli(['score', '--metric', metric, '--source', src, '--refs', ...refs, '--json', '--', hyp]);
    assert.equal(cli.status, 0, cli.stderr);
    const answer = await call(`score-${metric}`, 'score', { metric, source: jfleg.source, references: jfleg.refs, hypotheses: jfleg.hyp });
    assert.equal(answer.id, `score-${metric}`);
    assertSameJson(answer.result, cli.stdout);
  }
  const gold = file('c.m2', conll.gold);
  const amu = file('c.amu', conll.amu);
  const cli = runCli(['score', '--metric', 'm2', '--m2', gold, '--json', amu]);
  assert.equal(cli.status, 0, cli.stderr);
  assertSameJson((await call(3, 'score', { metric: 'm2', m2: conll.gold, hypotheses: conll.amu })).result, cli.stdout);
});

test('m2 equals gecval m2 --json; its sentences are --verbose lines', async () => {
  const gold = file('c.m2', conll.gold);
  const amu = file('c.amu', conll.amu);
  const cli = runCli(['m2', '--verbose', '--json', '--beta', '1', amu, gold]);
  assert.equal(cli.status, 0, cli.stderr);
  const out = cli.stdout.trimEnd().split('\n');
  const verbose = out.slice(0, N);
  const answer = (await call(4, 'm2', { hypotheses: conll.amu, gold: conll.gold, beta: 1, sentences: true })).result as Record<string, unknown>;
  const { sentences, ...corpus } = answer;
  assertSameJson(corpus, out.slice(N).join('\n'));
  assert.deepEqual((sentences as unknown[]).map((s) => JSON.stringify(s)), verbose);
});

test('errant (edits from parallel text, and hypothesis M2) equals gecval errant-compare --json', async () => {
  const ref = file('e.ref', conll.errantRef);
  const src = file('e.src', conll.source);
  const amu = file('e.amu', conll.amu);
  const cli = runCli(['errant-compare', '-q', '--source', src, '--hyp-text', amu, '--ref', ref, '--json', '--cat', '2']);
  assert.equal(cli.status, 0, cli.stderr);
  assertSameJson((await call(5, 'errant', { ref: conll.errantRef, source: conll.source, hypotheses: conll.amu, cat: 2 })).result, cli.stdout);
  const hyp = file('e.hyp', conll.errantHyp);
  const cli2 = runCli(['errant-compare', '--hyp', hyp, '--ref', ref, '--json', '--cse', '-v']);
  assert.equal(cli2.status, 0, cli2.stderr);
  assertSameJson((await call(6, 'errant', { ref: conll.errantRef, hyp: conll.errantHyp, mode: 'cse', sentences: true })).result, cli2.stdout);
});

test('edits equals gecval edits (M2 text and signature)', async () => {
  const src = file('x.src', conll.source);
  const amu = file('x.amu', conll.amu);
  const cli = runCli(['edits', '-q', '--source', src, '--target', amu, '--merge', 'all-split']);
  assert.equal(cli.status, 0, cli.stderr);
  const answer = (await call(7, 'edits', { source: conll.source, targets: [conll.amu], merge: 'all-split' })).result as { m2: string; signature: string };
  assert.equal(answer.m2, cli.stdout);
  assert.equal(answer.signature, cli.stderr.trim().split('\n').at(-1));
});

test('parse equals gecval parse --format json (graphs and signature)', async () => {
  const input = file('p.txt', jfleg.source.slice(0, 5));
  // Not -q: parse -q prints nothing on stderr, and the signature is its last stderr line.
  const cli = runCli(['parse', '--model', 'v1', '--format', 'json', input]);
  assert.equal(cli.status, 0, cli.stderr);
  const answer = (await call(8, 'parse', { sentences: jfleg.source.slice(0, 5), model: 'v1' })).result as { graphs: unknown[]; signature: string };
  assert.deepEqual(answer.graphs.map((g) => JSON.stringify(g)), cli.stdout.trimEnd().split('\n'));
  assert.equal(answer.signature, cli.stderr.trim().split('\n').at(-1));
});

test('tokenize equals gecval tokenize (lines and signature)', async () => {
  const raw = ["He said: \u201cI can't go.\u201d", 'It costs $5.50, doesn\'t it?', 'Well-known (rarely) -- fine.'];
  for (const [tokenizer, normalize] of [['conll14', 'ascii-punct'], ['bea19', 'none'], ['jfleg', 'ascii-punct']] as const) {
    const input = file(`t-${tokenizer}.txt`, raw);
    const cli = runCli(['tokenize', '--tokenizer', tokenizer, '--normalize', normalize, input]);
    assert.equal(cli.status, 0, cli.stderr);
    const answer = (await call(9, 'tokenize', { sentences: raw, tokenizer, normalize })).result as { sentences: string[]; signature: string };
    assert.deepEqual(answer.sentences, cli.stdout.trimEnd().split('\n'));
    assert.equal(answer.signature, cli.stderr.trim().split('\n').at(-1));
  }
  const bad = await call(10, 'tokenize', { sentences: raw, tokenizer: 'moses' });
  assert.match(JSON.stringify(bad), /unknown tokenizer 'moses'/);
});

test('usim (text) and faithfulness equal their commands\' --json on JFLEG dev', async () => {
  const src = file('u.src', jfleg.source);
  const hyp = file('u.hyp', jfleg.hyp);
  const cli = runCli(['usim', '-q', '--model', 'v1', '--cache', join(dir, 'cache-cli'), '--source', src, hyp, '--json']);
  assert.equal(cli.status, 0, cli.stderr);
  assertSameJson((await call(9, 'usim', { sources: jfleg.source, hypotheses: jfleg.hyp, model: 'v1', cache: join(dir, 'cache-serve') })).result, cli.stdout);
  const cliF = runCli(['faithfulness', '-q', '--source', src, hyp, '--json']);
  assert.equal(cliF.status, 0, cliF.stderr);
  assertSameJson((await call(10, 'faithfulness', { sources: jfleg.source, hypotheses: jfleg.hyp })).result, cliF.stdout);
});

test('bad input is an error answer with the one-line message naming the parameter, as the CLI names the file', async () => {
  const amu = file('b.amu', conll.amu.slice(0, N - 1));
  const gold = file('b.m2', conll.gold);
  const cli = runCli(['m2', amu, gold]);
  assert.equal(cli.status, 2);
  const answer = await call(11, 'm2', { hypotheses: conll.amu.slice(0, N - 1), gold: conll.gold });
  const error = answer.error as { message: string; kind: string; file: string; line: number };
  assert.equal(error.kind, 'input');
  assert.equal(error.file, 'hypotheses');
  // the same sentence as the CLI's, with the parameter names for the file names
  assert.equal(`gecval: error: ${error.message.replaceAll('hypotheses', amu).replaceAll('gold', gold)}\n`, cli.stderr);
  const needs = await call(13, 'score', { metric: 'gleu', hypotheses: ['a b'], references: [['a b']] });
  assert.equal((needs.error as { message: string }).message, "metric 'gleu' needs params.source");
  const newline = await call(12, 'score', { metric: 'bleu', references: [['a b']], hypotheses: ['a\nb'] });
  assert.match((newline.error as { message: string }).message, /^params\.hypotheses\[0\]: a sentence may not contain a line break$/u);
});

test('a batch (an array of requests on one line) is answered by an array, in order, each request on its own', async () => {
  const gold = m2Blocks(dataPath('conll14/official-2014.combined.m2'), 3);
  const single = await Promise.all([0, 1, 2].map((i) => call(`s${i}`, 'm2', { hypotheses: [conll.amu[i]!], gold: `${gold.split('\n\n')[i]}\n\n` })));
  const batch = (await sendAny(JSON.stringify([
    ...[0, 1].map((i) => ({ id: `b${i}`, method: 'm2', params: { hypotheses: [conll.amu[i]], gold: `${gold.split('\n\n')[i]}\n\n` } })),
    { id: 'bad', method: 'm2', params: { hypotheses: [] } },
    'not a request',
    { id: 'b2', method: 'm2', params: { hypotheses: [conll.amu[2]], gold: `${gold.split('\n\n')[2]}\n\n` } },
  ]))) as Array<Record<string, unknown>>;
  assert.deepEqual(batch.map((a) => a.id), ['b0', 'b1', 'bad', null, 'b2']);
  assert.deepEqual([batch[0]!.result, batch[1]!.result, batch[4]!.result], single.map((a) => a.result));
  assert.match((batch[2]!.error as { message: string }).message, /^params\.gold: expected a string/u);
  assert.equal((batch[3]!.error as { kind: string }).kind, 'protocol');
  assert.equal(((await send('[]')).error as { kind: string }).kind, 'protocol');
});

test('fuzzed malformed requests (seed 40) each get one answer and never change the next good answer', async () => {
  const seed = 40;
  const random = new SeededRandom(seed);
  const good = { hypotheses: conll.amu.slice(0, 6), gold: m2Blocks(dataPath('conll14/official-2014.combined.m2'), 6) };
  const expected = JSON.stringify((await call('ref', 'm2', good)).result);
  const valid = [
    { id: 1, method: 'm2', params: good },
    { id: 2, method: 'score', params: { metric: 'bleu', source: jfleg.source.slice(0, 3), references: jfleg.refs.map((r) => r.slice(0, 3)), hypotheses: jfleg.hyp.slice(0, 3) } },
    { id: 3, method: 'errant', params: { ref: conll.errantRef, hyp: conll.errantHyp } },
  ];
  const junk: unknown[] = [null, true, 0, -1.5, 1e308, '', 'x', '\n', '\u0000', [], [[]], {}, { a: 1 }, [1, 'a'], ['a\nb'], 'S x\nA 0 1|||R|||y|||REQUIRED|||-NONE-|||0\n\n'];
  const mutate = (value: unknown, depth: number): unknown => {
    if (depth > 3 || random.float() < 0.3) return random.pick(junk);
    if (Array.isArray(value)) {
      const copy = value.slice();
      if (copy.length > 0 && random.float() < 0.5) copy.splice(random.integer(0, copy.length - 1), 1);
      else if (copy.length > 0) copy[random.integer(0, copy.length - 1)] = mutate(copy[0], depth + 1);
      else copy.push(random.pick(junk));
      return copy;
    }
    if (typeof value === 'object' && value !== null) {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      const roll = random.float();
      if (roll < 0.25 && keys.length > 0) delete copy[random.pick(keys)];
      else if (roll < 0.4) copy[random.pick(['metric', 'method', 'bogus', 'beta', 'cat', 'mode', 'sources', 'references', 'hyp'])] = random.pick(junk);
      else if (keys.length > 0) {
        const key = random.pick(keys);
        copy[key] = mutate(copy[key], depth + 1);
      }
      return copy;
    }
    return random.pick(junk);
  };
  const malformed = (): string => {
    const mutated = mutate(random.pick(valid), 0);
    const base = JSON.stringify(random.float() < 0.1 ? [mutated, random.pick(valid)] : mutated);
    const roll = random.float();
    if (roll < 0.15) return base.slice(0, random.integer(1, Math.max(1, base.length - 1)));
    if (roll < 0.25) return Array.from({ length: random.integer(1, 40) }, () => String.fromCharCode(random.integer(32, 0x24f))).join('');
    return base;
  };
  let errors = 0;
  for (let i = 0; i < 150; i++) {
    let line = malformed().replace(/[\r\n]/gu, ' ');
    if (line.trim() === '') line = '{';
    const reply = await sendAny(line);
    const answers = (Array.isArray(reply) ? reply : [reply]) as Array<Record<string, unknown>>;
    for (const answer of answers) {
      assert.ok('result' in answer || 'error' in answer, `seed ${seed}, case ${i}: ${line} → ${JSON.stringify(answer)}`);
      if (!('error' in answer)) continue;
      const message = (answer.error as { message: string }).message;
      assert.ok(!message.includes('\n') && !message.includes('    at '), `seed ${seed}, case ${i}: not one line: ${message}`);
      assert.notEqual((answer.error as { kind: string }).kind, 'internal', `seed ${seed}, case ${i}: ${line} → ${message}`);
    }
    if ('error' in answers[0]!) errors++;
    if (i % 5 === 4) assert.equal(JSON.stringify((await call(`ref${i}`, 'm2', good)).result), expected, `seed ${seed}, after case ${i}`);
  }
  assert.ok(errors > 100, `seed ${seed}: only ${errors} of 150 fuzzed requests were errors`);
  assert.equal(JSON.stringify((await call('last', 'm2', good)).result), expected);
  assert.doesNotMatch(stderr, /internal error/u);
});

test('--jobs 2 gives the same answers as one thread (parse, faithfulness)', async () => {
  const requests = [
    { id: 'p', method: 'parse', params: { sentences: jfleg.source.slice(0, 4), model: 'v1', tokenized: true } },
    { id: 'f', method: 'faithfulness', params: { sources: jfleg.source, hypotheses: jfleg.hyp } },
  ];
  const other = spawn(process.execPath, ['--import', 'tsx', resolve(repoRoot, 'src/cli/main.ts'), 'serve', '--jobs', '2'], { cwd: repoRoot });
  let out = '';
  other.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const closed = new Promise<number | null>((resolve) => other.on('close', (code) => resolve(code)));
  other.stdin.end(`${JSON.stringify(requests)}\n${JSON.stringify({ id: 'bye', method: 'shutdown' })}\n`);
  assert.equal(await closed, 0);
  const [batch, bye] = out.trimEnd().split('\n');
  assert.equal(JSON.parse(bye!).result.ok, true);
  const one = await sendAny(JSON.stringify(requests));
  assert.equal(batch, JSON.stringify(one));
});

test('shutdown answers, then the server exits with status 0', async () => {
  const closed = new Promise<number | null>((resolve) => server.on('close', (code) => resolve(code)));
  assert.deepEqual((await call('bye', 'shutdown')).result, { ok: true });
  assert.equal(await closed, 0);
});
