/**
 * Command-level bad-input sweep, file inputs of the commands that load a parser model or the ERRANT pipeline, and those that write folders: every command's every input file replaced, one
 * at a time, by a hostile-but-realistic variant (test/helpers/bad-input-sweep.ts lists them), run through the
 * bundled CLI. Each variant must give exactly one `gecval: error:` line naming the file (and the line, for invalid
 * bytes) with exit 2 and no stack trace, or, where the input is acceptable (BOM, CRLF, no final newline), exit 0
 * with output byte-identical to the clean input's. Every run has a time limit: a hang fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { describe, sweepTarget, SWEEP_SAMPLE } from '../helpers/bad-input-sweep.js';
import { heavyTargets } from '../helpers/bad-input-targets.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

for (const target of heavyTargets()) {
  test(`bad input files (heavy): ${target.name}`, { timeout: HANG_TIMEOUT_MS }, async () => {
    const { outcomes } = await sweepTarget(target);
    assert.ok(outcomes.length >= Math.ceil((target.secondary ? 4 : 9) / (SWEEP_SAMPLE.startsWith('every') ? 1 : 2)), `only ${outcomes.length} cases (${SWEEP_SAMPLE})`);
    const failed = outcomes.filter((o) => o.problem !== null);
    assert.deepEqual(failed.map(describe), [], SWEEP_SAMPLE);
  });
}

// Not swept here: 1 MB lines and 5,000-token sentences through ERRANT's rule-based merging (edits, errant-compare
// --hyp-text, faithfulness), whose time grows far faster than the sentence (1,000 tokens ≈ 7 s, 2,000 ≈ 2 min);
// a 1 MB line through the UCCA parser (usim text, parse) and the report, which parses every sentence even for a
// BLEU-only leaderboard: the parser is linear (20,000 tokens ≈ 7.5 s) but 100,000 tokens is beyond a test budget.
