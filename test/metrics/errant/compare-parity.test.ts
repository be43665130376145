import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { runErrantCompare, type ErrantCompareRequest } from '../../../src/metrics/errant/run.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

/**
 * compare_m2.py (ERRANT 3.0.2) outputs on the shared M2 files and a crafted pair, for every option combination
 * (test/fixtures/errant-compare/README.md): gecval's text output must be byte-identical.
 */
const FIXTURES = `${repoRoot}test/fixtures/errant-compare/`;

interface Fixture {
  hyp: string;
  ref: string;
  outputs: Record<string, string>;
  verbose?: Record<string, { sha256: string; lines: number; tail: string }>;
}

/** ERRANT's argv (as stored in the fixture keys) → a request. */
function requestOf(args: string, hyp: string, ref: string): ErrantCompareRequest {
  const words = args === '' ? [] : args.split(' ');
  const request: Record<string, unknown> = { hyp, ref };
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === '-b') request.beta = words[++i];
    else if (word === '-cat') request.cat = words[++i];
    else if (word === '-v') request.verbose = true;
    else if (word === '-filt') {
      const types: string[] = [];
      while (i + 1 < words.length && !words[i + 1]!.startsWith('-')) types.push(words[++i]!);
      request.filt = types;
    } else request[word.slice(1)] = true;
  }
  return request as unknown as ErrantCompareRequest;
}

function load(name: string): Fixture {
  const raw = readFileSync(`${FIXTURES}${name}`);
  return JSON.parse((name.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as Fixture;
}

const SHARED = ['AMU', 'CAMB', 'CUUI', 'IITB', 'INPUT', 'IPN', 'NTHU'].map((s) => `${s}-vs-gold.json.gz`).concat(['gold-vs-AMU.json.gz', 'CAMB-vs-nucle.json.gz']);

for (const name of SHARED) {
  test(`errant-compare is byte-identical to compare_m2.py: ${name.replace('.json.gz', '')}, every option combination`, () => {
    const fixture = load(name);
    const hyp = dataPath(fixture.hyp);
    const ref = dataPath(fixture.ref);
    const combos = Object.entries(fixture.outputs);
    assert.ok(combos.length >= 68);
    for (const [args, expected] of combos) {
      assert.equal(runErrantCompare(requestOf(args, hyp, ref)).output, expected, `options '${args}'`);
    }
    for (const [args, expected] of Object.entries(fixture.verbose ?? {})) {
      const output = runErrantCompare(requestOf(args, hyp, ref)).output;
      assert.equal(output.slice(-expected.tail.length), expected.tail, `verbose '${args}' (tail)`);
      assert.equal(output.split('\n').length - 1, expected.lines, `verbose '${args}' (line count)`);
      assert.equal(createHash('sha256').update(output).digest('hex'), expected.sha256, `verbose '${args}' (sha256)`);
    }
  });
}

test('errant-compare is byte-identical to compare_m2.py on crafted edge cases (duplicates, UNK, noop, several coders, Unicode, empty blocks)', () => {
  const fixture = load('crafted.json');
  const combos = Object.entries(fixture.outputs);
  assert.ok(combos.length >= 75);
  for (const [args, expected] of combos) {
    assert.equal(runErrantCompare(requestOf(args, `${FIXTURES}${fixture.hyp}`, `${FIXTURES}${fixture.ref}`)).output, expected, `options '${args}'`);
  }
});

test('pythonRound agrees with the exact (half-to-even) rounding on random and tie values', async () => {
  const { pythonRound } = await import('../../../src/metrics/errant/python-format.js');
  const { pythonFixed } = await import('../../../src/metrics/m2/python-text.js');
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const values = [0.03125, 0.00005, 0.5, 1, 0, 0.12345, 0.99995, 2 / 3, ...Array.from({ length: 20000 }, random)];
  for (let tp = 0; tp < 60; tp++) for (let n = tp + 1; n < 80; n++) values.push(tp / n);
  for (const v of values) assert.equal(pythonRound(v, 4), Number(pythonFixed(v, 4)), String(v));
  assert.equal(pythonRound(0.03125, 4), 0.0312);
});
