import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildExactMathTables, exp, expm1, log, log1p } from '../../src/metrics/numerics/exact-math.js';
import { SeededRandom } from '../../src/core/random.js';
import { EXP_TABLE, LN2_STEP, LOG_TABLE_HIGH, LOG_TABLE_LOW } from '../../src/metrics/numerics/exact-math-tables.js';
import { fsum } from '../../src/metrics/ngrams.js';
import { fixture } from './fixtures.js';

// Reference values: Python's decimal module at 80 digits, rounded once to a double (see README.md). The first
// 20 of each are arguments where glibc's (and V8's) log/exp are one ulp off.
const cases = fixture<{ log: [number, number][]; exp: [number, number][] }>('exact-math.json');

test('log and exp are correctly rounded', () => {
  for (const [x, expected] of cases.log) assert.equal(log(x), expected, `log(${x})`);
  for (const [x, expected] of cases.exp) assert.equal(exp(x), expected, `exp(${x})`);
  assert.equal(log(1), 0);
  assert.equal(exp(0), 1);
  assert.equal(log(0), -Infinity);
  assert.ok(Number.isNaN(log(-1)));
});

test("fsum is Python's math.fsum (correctly rounded sum)", () => {
  assert.equal(fsum([0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]), 1);
  assert.equal(fsum([1e100, 1, -1e100]), 1);
  assert.equal(fsum([]), 0);
  assert.equal(fsum([-0.25 * 708.3964185322641, -0.25 * 1.2]), -0.25 * 708.3964185322641 + -0.25 * 1.2);
});

test('the literal tables in exact-math-tables.ts equal the series computed afresh, bit for bit', () => {
  const fresh = buildExactMathTables();
  const same = (a: readonly (readonly number[])[], b: readonly (readonly number[])[], what: string) => {
    assert.equal(a.length, b.length, what);
    a.forEach((pair, i) => pair.forEach((x, k) => assert.ok(Object.is(x, b[i]![k]), `${what}[${i}][${k}]: ${x} vs ${b[i]![k]}`)));
  };
  same(LOG_TABLE_HIGH, fresh.logHigh, 'log high');
  same(LOG_TABLE_LOW, fresh.logLow, 'log low');
  same(EXP_TABLE, fresh.exp, 'exp');
  same([LN2_STEP], [fresh.ln2Step], 'ln2/64');
});

test('expm1 is e^x − 1 without cancellation: within the last bit of Math.expm1, and exactly the series for tiny x', () => {
  const random = new SeededRandom(38);
  const ulp = (v: number) => Math.abs(v) * Number.EPSILON;
  for (let i = 0; i < 20_000; i++) {
    const x = (random.float() - 0.5) * 2 * 10 ** random.integer(-12, 2);
    const ours = expm1(x);
    assert.ok(Math.abs(ours - Math.expm1(x)) <= ulp(ours), `expm1(${x}) = ${ours}, Math.expm1 ${Math.expm1(x)}`);
  }
  for (const x of [1e-13, -3e-14, 2 ** -45]) assert.equal(expm1(x), x + (x * x) / 2 + (x * x * x) / 6);
  assert.equal(expm1(0), 0);
  assert.equal(expm1(-1000), -1);
  // Python's decimal at 60 digits, rounded once (e − 1 = 1.718281828459045235…: glibc's expm1 gives the double below)
  assert.equal(expm1(1), 1.7182818284590453);
  assert.equal(expm1(-0.5), -0.3934693402873666);
});

test('log1p is ln(1 + x) without cancellation: within 2 ulps of Math.log1p, exact below the rounding of 1 + x', () => {
  const random = new SeededRandom(17);
  const ulp = (v: number) => Math.abs(v) * Number.EPSILON;
  for (let i = 0; i < 20_000; i++) {
    // x in (−1, 100): the tails' arguments are −p with p a probability, and small positive values
    const x = random.float() < 0.5 ? -random.float() * 10 ** -random.integer(0, 15) : random.float() * 10 ** random.integer(-15, 2);
    if (!(x > -1)) continue;
    const ours = log1p(x);
    assert.ok(Math.abs(ours - Math.log1p(x)) <= 2 * ulp(ours), `log1p(${x}) = ${ours}, Math.log1p ${Math.log1p(x)}`);
  }
  assert.equal(log1p(1e-20), 1e-20);
  assert.equal(log1p(0), 0);
  assert.equal(log1p(-1), -Infinity);
  assert.ok(Number.isNaN(log1p(-2)));
  // Python's decimal at 60 digits, rounded once: ln 2 and ln(1/2)
  assert.equal(log1p(1), 0.6931471805599453);
  assert.equal(log1p(-0.5), -0.6931471805599453);
});
