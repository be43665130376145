/** src/core/numbers.ts: the one strict reader of numbers a user types. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBoundedNumber } from '../../src/core/numbers.js';

test('plain decimal numbers are read, with exponents and signs', () => {
  assert.equal(parseBoundedNumber('option --x', '12'), 12);
  assert.equal(parseBoundedNumber('option --x', '-0.5'), -0.5);
  assert.equal(parseBoundedNumber('option --x', '.5'), 0.5);
  assert.equal(parseBoundedNumber('option --x', '1e4', { integer: true }), 10000);
  assert.equal(parseBoundedNumber('option --x', '9007199254740991', { integer: true }), 2 ** 53 - 1);
});

test('hex, binary, octal, Infinity, blanks and separators are refused; integers are exact; bounds hold', () => {
  for (const raw of ['0x2', '0b1', '0o7', 'Infinity', '-Infinity', 'NaN', '', ' ', ' 5', '1_000', '5abc']) {
    assert.throws(() => parseBoundedNumber('option --x', raw), /option --x expects a number, got/u, raw);
  }
  assert.throws(() => parseBoundedNumber('option --x', '0x2'), /\(numbers are read in plain decimal only\)/u);
  assert.throws(() => parseBoundedNumber('option --x', '1.5', { integer: true }), /expects an integer, got '1\.5'/u);
  assert.throws(() => parseBoundedNumber('option --x', '9007199254740993', { integer: true }), /at most 15 digits/u);
  assert.throws(() => parseBoundedNumber('option --x', '1e12', { integer: true, max: 1_000_000 }), /must be <= 1000000, got 1000000000000/u);
  assert.throws(() => parseBoundedNumber('option --x', '0', { integer: true, min: 1 }), /must be >= 1, got 0/u);
  assert.throws(() => parseBoundedNumber('--jobs', '0', { integer: true, min: 1, expects: 'a positive integer' }), /--jobs expects a positive integer, got '0'/u);
});
