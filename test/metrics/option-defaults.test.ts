/**
 * Option defaults are printed once: `gecval score --list` appends "(default: X)" from the registry's typed
 * defaults, so a description that also says its default printed it twice ("(default 0.5) (default: 0.5)").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listMetrics } from '../../src/metrics/registry.js';
import { runCli } from '../helpers/shared.js';

test('no registry option description states its own default', () => {
  for (const entry of listMetrics()) {
    for (const option of entry.options ?? []) {
      assert.doesNotMatch(option.description, /\(default\b/iu, `${entry.name} -O ${option.key}`);
    }
  }
});

test('score --list prints each option default once', () => {
  const r = runCli(['score', '--list']);
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.split('\n').filter((l) => l.includes('-O '));
  assert.ok(lines.length > 10, 'options are listed');
  for (const line of lines) assert.ok((line.match(/\(default/gu) ?? []).length <= 1, line);
  assert.match(r.stdout, /-O beta=…\s+beta of F_beta \(default: 0\.5\)/u);
});
