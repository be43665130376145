import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { lancasterStem } from '../../../src/text/errant/lancaster.js';
import { repoRoot } from '../../helpers/shared.js';

test('Lancaster stemmer: the worked examples of the algorithm', () => {
  const cases: [string, string][] = [
    ['maximum', 'maxim'], ['presumably', 'presum'], ['multiply', 'multiply'], ['provision', 'provid'], ['owed', 'ow'],
    ['ear', 'ear'], ['saying', 'say'], ['crying', 'cry'], ['string', 'string'], ['meant', 'meant'], ['cement', 'cem'],
    ['keyword', 'keyword'], ['keywords', 'keyword'], ['Running', 'run'],
  ];
  for (const [word, stem] of cases) assert.equal(lancasterStem(word), stem, word);
});

test('Lancaster stemmer: equal to ERRANT\'s (NLTK\'s) stemmer on 20,000 words (every token of the shared CoNLL-2014 and SEEDA files, every 10th word of ERRANT\'s dictionary)', () => {
  const lines = gunzipSync(readFileSync(`${repoRoot}test/fixtures/errant/lancaster-stems.tsv.gz`)).toString('utf8').split('\n').filter((l) => l !== '');
  assert.ok(lines.length > 15000, `${lines.length} words`);
  const wrong: string[] = [];
  for (const line of lines) {
    const [word, stem] = line.split('\t') as [string, string];
    if (lancasterStem(word) !== stem) wrong.push(`${word}: ${lancasterStem(word)} ≠ ${stem}`);
  }
  assert.deepEqual(wrong.slice(0, 20), []);
});
