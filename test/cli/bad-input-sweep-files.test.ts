/**
 * Command-level bad-input sweep, file inputs of the fast commands: every command's every input file replaced, one
 * at a time, by a hostile-but-realistic variant (test/helpers/bad-input-sweep.ts lists them), run through the
 * bundled CLI. Each variant must give exactly one `gecval: error:` line naming the file (and the line, for invalid
 * bytes) with exit 2 and no stack trace, or, where the input is acceptable (BOM, CRLF, no final newline), exit 0
 * with output byte-identical to the clean input's. Every run has a time limit: a hang fails.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, judge, pool, runGecval, sweepTarget, SWEEP_SAMPLE } from '../helpers/bad-input-sweep.js';
import { HYP, SRC } from '../helpers/bad-input-fixtures.js';
import { textTargets } from '../helpers/bad-input-targets.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

for (const target of textTargets()) {
  test(`bad input files: ${target.name}`, { timeout: HANG_TIMEOUT_MS }, async () => {
    const { outcomes } = await sweepTarget(target);
    assert.ok(outcomes.length >= Math.ceil((target.secondary ? 4 : 9) / (SWEEP_SAMPLE.startsWith('every') ? 1 : 2)), `only ${outcomes.length} cases (${SWEEP_SAMPLE})`);
    const failed = outcomes.filter((o) => o.problem !== null);
    assert.deepEqual(failed.map(describe), [], SWEEP_SAMPLE);
  });
}

test('bad input files: faithfulness --merge shard outputs (saved on Windows, truncated, not JSON)', { timeout: HANG_TIMEOUT_MS }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-sweep-merge-'));
  writeFileSync(join(dir, 'src.txt'), SRC);
  writeFileSync(join(dir, 'hyp.txt'), HYP);
  const shards = await Promise.all(['1/2', '2/2'].map((shard) => runGecval(['-q', 'faithfulness', '--model', 'none', '--source', 'src.txt', 'hyp.txt', '--json', '--shard', shard], { cwd: dir })));
  shards.forEach((s, i) => {
    assert.equal(s.status, 0, s.stderr);
    writeFileSync(join(dir, `p${i + 1}.json`), s.stdout);
  });
  const clean = await runGecval(['faithfulness', '--merge', 'p1.json', 'p2.json'], { cwd: dir });
  assert.equal(clean.status, 0, clean.stderr);
  const text = shards[1]!.stdout;
  const variants: Array<[string, string, 'same' | 'error', string?]> = [
    ['windows', `\ufeff${text.replace(/\n/gu, '\r\n')}`, 'same'],
    ['truncated', text.slice(0, Math.floor(text.length / 2)), 'error', 'p2.json:'],
    ['not JSON', HYP, 'error', 'p2.json:1:'],
    ['empty', '', 'error', 'p2.json'],
    ['binary', '\u0000\u0001\n\u0002', 'error', 'p2.json:1:'],
  ];
  const problems = await pool(variants, 2, async ([name, body, expect, names]) => {
    const caseDir = mkdtempSync(join(dir, 'case-'));
    writeFileSync(join(caseDir, 'p1.json'), shards[0]!.stdout);
    writeFileSync(join(caseDir, 'p2.json'), body);
    const result = await runGecval(['faithfulness', '--merge', 'p1.json', 'p2.json'], { cwd: caseDir });
    const problem = judge(result, expect, { names, clean: clean.stdout });
    return problem === null ? null : `${name}: ${problem}`;
  });
  assert.deepEqual(problems.filter((p) => p !== null), []);
});
