import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  coderEdits, compareEdits, compareGroups, DEFAULT_ERRANT_COMPARE, type ErrantCompareOptions, type ErrantMode, groupEdits, processEdits,
} from '../../../src/metrics/errant/compare.js';
import type { ErrantEdit } from '../../../src/metrics/errant/m2-blocks.js';

/**
 * compareErrant groups a coder's edits in arrays (keys found by comparing fields; a map once a coder has more than
 * 24 keys); compareEdits works on processEdits' dictionaries keyed by the key's text, as compare_m2.py's dicts are.
 * On random sentences, small and large, with duplicate keys, UNK and noop edits, every mode and filter, both give
 * the same counts and the same categories in the same order.
 */
function randomEdits(random: () => number, count: number): ErrantEdit[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, () => {
    const start = Math.floor(random() * 12) - (random() < 0.05 ? 13 : 0);
    const end = start + Math.floor(random() * 3);
    return { start, end, type: pick(['R:NOUN', 'M:DET', 'U:PUNCT', 'UNK', 'noop', 'R:OTHER']), correction: pick(['a', 'the', 'a b', '', '-NONE-']), coder: pick([0, 0, 0, 1, 2]) };
  });
}

test('compareGroups on groupEdits equals compareEdits on processEdits (linear and map lookups, every mode, duplicates)', () => {
  let seed = 4242;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  let large = 0;
  for (let round = 0; round < 3000; round++) {
    const mode: ErrantMode = (['cs', 'cse', 'ds', 'dt'] as const)[round % 4]!;
    const options: ErrantCompareOptions = {
      ...DEFAULT_ERRANT_COMPARE, mode, single: round % 7 === 1, multi: round % 7 === 2, filter: round % 5 === 3 ? ['R:OTHER'] : [],
    };
    const size = () => (random() < 0.3 ? 20 + Math.floor(random() * 60) : Math.floor(random() * 8));
    const hyp = groupEdits(randomEdits(random, size()), options);
    const ref = groupEdits(randomEdits(random, size()), options);
    const hypDicts = processEdits(randomEdits(() => 0, 0), options); // the noop sentence: one coder, one key
    assert.equal(hypDicts.size, 1);
    for (const h of hyp) {
      for (const r of ref) {
        if (h.edits.length > 24 || r.edits.length > 24) large++;
        const fast = compareGroups(h, r);
        const dict = compareEdits(coderEdits(h), coderEdits(r));
        assert.deepEqual([fast.tp, fast.fp, fast.fn], [dict.tp, dict.fp, dict.fn], `round ${round}`);
        assert.deepEqual([...fast.cats], [...dict.cats], `round ${round}`);
      }
    }
  }
  assert.ok(large > 500, `${large} comparisons with a coder past the linear lookup`);
});

test('groupEdits keeps every type of a duplicate key, in order, and coders in order of appearance', () => {
  const edits: ErrantEdit[] = [
    { start: 1, end: 2, type: 'R:NOUN', correction: 'x', coder: 1 },
    { start: 0, end: 1, type: 'M:DET', correction: 'the', coder: 0 },
    { start: 1, end: 2, type: 'R:VERB', correction: 'x', coder: 1 },
    { start: 1, end: 2, type: 'UNK', correction: 'x', coder: 1 },
  ];
  const groups = groupEdits(edits, DEFAULT_ERRANT_COMPARE);
  assert.deepEqual(groups.map((g) => g.coder), [1, 0]);
  assert.deepEqual([...coderEdits(groups[0]!).values()].map((e) => [e.key, e.types]), [[[1, 2, 'x'], ['R:NOUN', 'R:VERB']]]);
  // UNK counts for detection only, under the same span key.
  const detection = groupEdits(edits, { ...DEFAULT_ERRANT_COMPARE, mode: 'ds' });
  assert.deepEqual([...coderEdits(detection[0]!).values()].map((e) => [e.key, e.types]), [[[1, 2], ['R:NOUN', 'R:VERB', 'UNK']]]);
});
