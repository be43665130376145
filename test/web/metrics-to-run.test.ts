/**
 * The browser app's metric list (src/web/run.ts): what the worker loads for is the chosen metrics plus the ensemble's
 * members; a member the page cannot score through `gecval score` is refused in one line; the default members run.
 * (The page itself, and its parity with the CLI, is test/web/app.test.ts.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BROWSER_METRICS, ENSEMBLE_DEFAULT_MEMBERS, metricsToRun } from '../../src/web/run.js';
import { isInputError } from '../../src/core/errors.js';
import { listMetrics } from '../../src/metrics/registry.js';

test('browser app: the issue\'s metrics are offered; the ensemble adds its members (canonical names) to what the worker loads', () => {
  const registry = [...listMetrics()].map((e) => e.name);
  assert.deepEqual(BROWSER_METRICS.filter((m) => !registry.includes(m)), [], 'the page offers registry metrics only');
  // the issue's list (#38): every one runs in the page
  const issue = ['m2', 'errant', 'gleu', 'bleu', 'ibleu', 'sari', 'max-sari', 'green', 'gotoscorer', 'cleme', 'imeasure', 'grammaticality', 'faithfulness', 'usim', 'ensemble'];
  assert.deepEqual(issue.filter((m) => !BROWSER_METRICS.includes(m)), []);
  assert.deepEqual(metricsToRun({ metrics: ['m2'] }), ['m2']);
  assert.deepEqual(metricsToRun({ metrics: ['ensemble'] }), ['ensemble', ...ENSEMBLE_DEFAULT_MEMBERS.split(',')]);
  // aliases resolve (lt = grammaticality: Harper is then fetched), duplicates collapse
  assert.deepEqual(metricsToRun({ metrics: ['ensemble', 'gleu'], options: { ensemble: { metrics: ' lt , gleu,errant' } } }), ['ensemble', 'gleu', 'grammaticality', 'errant']);
  // an unknown name is left to the ensemble, which refuses it in the CLI's words
  assert.deepEqual(metricsToRun({ metrics: ['ensemble'], options: { ensemble: { metrics: 'gleu,nosuch' } } }), ['ensemble', 'gleu']);
  for (const member of ['usim', 'faithfulness']) {
    assert.throws(
      () => metricsToRun({ metrics: ['ensemble'], options: { ensemble: { metrics: `gleu,${member}` } } }),
      (e: unknown) => isInputError(e) && new RegExp(`^metric 'ensemble': member '${member}' does not run in the browser through gecval score`, 'u').test(e.message),
    );
  }
});
