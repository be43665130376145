/**
 * Command-level bad-input sweep, file inputs of the fast commands: every command's every input file replaced, one
 * at a time, by a hostile-but-realistic variant (test/helpers/bad-input-sweep.ts lists them), run through the
 * bundled CLI. Each variant must give exactly one `gecval: error:` line naming the file (and the line, for invalid
 * bytes) with exit 2 and no stack trace, or, where the input is acceptable (BOM, CRLF, no final newline), exit 0
 * with output byte-identical to the clean input's. Every run has a time limit: a hang fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describe, sweepTarget } from '../helpers/bad-input-sweep.js';
import { textTargets } from '../helpers/bad-input-targets.js';

for (const target of textTargets()) {
  test(`bad input files: ${target.name}`, { timeout: 120_000 }, async () => {
    const { outcomes } = await sweepTarget(target);
    assert.ok(outcomes.length >= (target.secondary ? 4 : 9), `only ${outcomes.length} cases`);
    const failed = outcomes.filter((o) => o.problem !== null);
    assert.deepEqual(failed.map(describe), []);
  });
}
