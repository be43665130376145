/**
 * `MetaEvalOptions.systems` (used by the report's meta-evaluation section): only the named systems are scored and
 * correlated, as one system set `selected`; a name the human data has no judgments of is an input error.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataPath } from '../../helpers/shared.js';
import { prepareDataset, runHumanMetaEval } from '../../../src/analyses/meta-eval/run.js';
import { GecvalInputError } from '../../../src/core/errors.js';

test('systems: a selection of GJG15 systems is scored alone; unknown or repeated names are errors', async () => {
  const prepared = prepareDataset('gjg15', dataPath(), { systems: ['UFC', 'AMU', 'CAMB'] });
  assert.deepEqual([...prepared.scoring.outputs.keys()], ['AMU', 'CAMB', 'UFC']);
  assert.deepEqual(prepared.systemSets, { selected: ['AMU', 'CAMB', 'UFC'] });
  await assert.rejects(
    runHumanMetaEval('gjg15', [{ spec: 'gleu' }], { data: dataPath(), systems: ['AMU', 'NOPE'] }),
    (e: unknown) => e instanceof GecvalInputError && /system 'NOPE' has no human judgments in GJG15 \(its systems: AMU, CAMB, CUUI, IITB, INPUT, IPN/u.test(e.message),
  );
  assert.throws(() => prepareDataset('gjg15', dataPath(), { systems: ['AMU', 'AMU', 'CAMB'] }), /named twice/u);
});
