// The recipes' data on the real corpora: the dev slice is held out, and --train-on-dev folds it back in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { recipeData } from '../../../training/parser/recipe-data.js';
import { dataPath } from '../../helpers/shared.js';

test('wiki+ewt with trainOnDev: every train and dev sentence once, Wiki first (its count = the old-guideline prefix), no dev set', () => {
  const held = recipeData(dataPath(), 'wiki+ewt');
  const all = recipeData(dataPath(), 'wiki+ewt', true);
  assert.equal(all.dev.length, 0);
  assert.equal(all.devOldGuideline, 0);
  assert.equal(all.train.length, held.train.length + held.dev.length);
  assert.equal(all.trainOldGuideline, held.trainOldGuideline + held.devOldGuideline);
  assert.deepEqual(new Set(all.train.map((g) => g.id)), new Set([...held.train, ...held.dev].map((g) => g.id)));
  const wikiIds = new Set([...held.train.slice(0, held.trainOldGuideline), ...held.dev.slice(0, held.devOldGuideline)].map((g) => g.id));
  assert.ok(all.train.slice(0, all.trainOldGuideline).every((g) => wikiIds.has(g.id)));
  assert.ok(all.train.slice(all.trainOldGuideline).every((g) => !wikiIds.has(g.id)));
});
