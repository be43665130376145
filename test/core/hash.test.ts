import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fnv1a32, fnv1a32Hex } from '../../src/core/hash.js';
import { hashString } from '../../src/ucca/parser/hash.js';

test('fnv1a32: the published FNV-1a test vectors, the parser\'s feature hash is the same function', () => {
  // FNV-1a 32-bit reference values (Fowler, Noll, Vo: draft-eastlake-fnv test vectors)
  assert.equal(fnv1a32(''), 0x811c9dc5);
  assert.equal(fnv1a32('a'), 0xe40c292c);
  assert.equal(fnv1a32('foobar'), 0xbf9cf968);
  assert.equal(fnv1a32Hex('a'), 'e40c292c');
  assert.equal(fnv1a32Hex(''), '811c9dc5');
  // a seed starts the hash elsewhere (the parser hashes feature strings from its own seeds)
  assert.equal(fnv1a32('a', 0), Math.imul(0x61, 0x01000193) >>> 0);
  assert.equal(hashString, fnv1a32);
  // UTF-16 units, not code points: an astral character is two units
  let units = 0x811c9dc5;
  for (const unit of [0xd83d, 0xde00]) units = Math.imul(units ^ unit, 0x01000193) >>> 0;
  assert.equal(fnv1a32('\u{1F600}'), units);
});
