import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shardRange, parseShardOption } from '../../src/cli/parse-io.js';

test('shards 1/N … N/N are contiguous, cover every line once and differ in size by at most one', () => {
  for (let lines = 0; lines <= 60; lines++) {
    for (let count = 1; count <= 12; count++) {
      let next = 0;
      const sizes: number[] = [];
      for (let index = 1; index <= count; index++) {
        const [start, end] = shardRange(lines, { index, count });
        assert.equal(start, next, `${lines} lines, shard ${index}/${count}`);
        assert.ok(end >= start);
        sizes.push(end - start);
        next = end;
      }
      assert.equal(next, lines);
      assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1);
    }
  }
});

test('--shard K/N parses 1-based K with 1 <= K <= N', () => {
  assert.deepEqual(parseShardOption('3/8'), { index: 3, count: 8 });
  assert.equal(parseShardOption(undefined), undefined);
  for (const bad of ['0/8', '9/8', '3', '3/0', '-1/2', '1.5/2']) assert.throws(() => parseShardOption(bad), /--shard expects K\/N/);
  // Long digit strings would round to another shard; more than a million shards slice nothing.
  assert.deepEqual(parseShardOption('1000000/1000000'), { index: 1000000, count: 1000000 });
  for (const bad of ['1/1000001', '1/99999999999999999999', '00000001/2']) assert.throws(() => parseShardOption(bad), /N <= 1000000/);
});
