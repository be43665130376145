import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, correctionAlternatives, editsOf, formatM2, parseM2 } from '../../src/formats/m2.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { dataPath } from '../helpers/shared.js';

const m2Files = [
  ...readdirSync(dataPath('conll14')).filter((f) => f.endsWith('.m2')).map((f) => dataPath('conll14', f)),
  ...readdirSync(dataPath('conll14', 'bn10')).filter((f) => f.endsWith('.m2')).map((f) => dataPath('conll14', 'bn10', f)),
];

test('M2 files round-trip byte for byte', () => {
  assert.equal(m2Files.length, 15);
  for (const file of m2Files) {
    const text = readFileSync(file, 'utf8');
    const sentences = parseM2(text, file);
    assert.equal(sentences.length, 1312, file);
    assert.equal(formatM2(sentences), text, file);
  }
});

test('official combined M2 has the documented edit and noop counts', () => {
  const sentences = parseM2(readFileSync(dataPath('conll14', 'official-2014.combined.m2'), 'utf8'));
  const all = sentences.flatMap((s) => s.edits);
  assert.equal(all.length, 5873);
  assert.equal(all.filter((e) => e.type === 'noop').length, 275);
});

const sample = 'S He go to school .\nA 1 2|||SVA|||goes|||REQUIRED|||-NONE-|||0\nA 3 3|||ArtOrDet|||the|||REQUIRED|||-NONE-|||0\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1\n\nS Fine .\n\n';

test('edits, noops, insertions and deletions are read and applied', () => {
  const [first, second] = parseM2(sample);
  assert.deepEqual(first!.tokens, ['He', 'go', 'to', 'school', '.']);
  assert.equal(editsOf(first!, 0).length, 2);
  assert.equal(editsOf(first!, 1).length, 0);
  assert.deepEqual(applyEdits(first!.tokens, editsOf(first!, 0)), ['He', 'goes', 'to', 'the', 'school', '.']);
  assert.deepEqual(correctionAlternatives({ correction: '-NONE-' }), ['']);
  assert.deepEqual(correctionAlternatives({ correction: 'a||b c' }), ['a', 'b c']);
  assert.equal(second!.edits.length, 0);
});

function errorOf(text: string): GecvalInputError {
  try {
    parseM2(text, 'gold.m2');
  } catch (error) {
    assert.ok(error instanceof GecvalInputError);
    return error;
  }
  assert.fail('expected an input error');
}

test('bad M2 input gives one-line errors with file and line', () => {
  assert.equal(errorOf('S a b\nA 1 5|||X|||y|||REQUIRED|||-NONE-|||0\n\n').format(), 'gold.m2:2: edit span 1 5 is outside the sentence, which has 2 tokens');
  assert.match(errorOf('S a b\nA 1 2|||X|||y|||0\n\n').format(), /^gold\.m2:2: edit line has 4/);
  assert.match(errorOf('A 1 2|||X|||y|||REQUIRED|||-NONE-|||0\n').format(), /^gold\.m2:1: 'A' line outside/);
  assert.match(errorOf('S a b\nA 2 1|||X|||y|||REQUIRED|||-NONE-|||0\n\n').format(), /^gold\.m2:2: edit span 2 1 is invalid/);
  assert.match(errorOf('S a b\nhello\n').format(), /^gold\.m2:2: unexpected line/);
  const [overlapping] = parseM2('S a b c\nA 0 2|||X|||y|||REQUIRED|||-NONE-|||0\nA 1 3|||X|||z|||REQUIRED|||-NONE-|||0\n\n', 'gold.m2');
  assert.throws(() => applyEdits(overlapping!.tokens, overlapping!.edits, 'gold.m2'), /gold\.m2:3: edits 0 2 and 1 3 of annotator 0 overlap|overlap/);
});
