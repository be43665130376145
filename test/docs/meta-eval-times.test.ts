/**
 * docs/meta-eval.md's run-time tables are the saved meta-evaluation parts' own times (session 18, polish): each block
 * between `<!-- times: classic … -->` / `<!-- times: aggregation … -->` and `<!-- /times -->` is what
 * `bench/meta-eval/table.mts --from PARTS --times` prints for the committed bench/meta-eval/results (the classic
 * parts, then the aggregation parts), so a regeneration that changes the results and not the page fails here. The
 * fix is to paste the command's table into the page (the failure message shows it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';

const results = join('bench', 'meta-eval', 'results');
const page = readFileSync(join(repoRoot, 'docs', 'meta-eval.md'), 'utf8');

/** The times table `table.mts --from FILES --times` prints (from its header to the end). */
function timesTable(files: readonly string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join('bench', 'meta-eval', 'table.mts'), '--from', files.join(','), '--times'], { cwd: repoRoot, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const at = run.stdout.indexOf('| metric | SEEDA s |');
  assert.ok(at >= 0, run.stdout);
  return run.stdout.slice(at).trimEnd();
}

/** The page's block named `name`. */
function block(name: string): string {
  const match = new RegExp(`<!-- times: ${name}[^>]*-->\\n([\\s\\S]*?)\\n<!-- /times -->`, 'u').exec(page);
  assert.ok(match, `docs/meta-eval.md has no <!-- times: ${name} --> block`);
  return match[1]!.trimEnd();
}

test('docs/meta-eval.md: the run-time tables are table.mts --times of the saved parts', () => {
  const parts = readdirSync(join(repoRoot, results)).filter((f) => f.endsWith('.json')).sort().map((f) => join(results, f));
  const classic = parts.filter((f) => !f.includes('aggregation-'));
  const aggregation = parts.filter((f) => f.includes('aggregation-'));
  assert.ok(classic.length > 0 && aggregation.length > 0);
  assert.equal(block('classic'), timesTable(classic), 'paste `table.mts --from <classic parts> --times` into docs/meta-eval.md');
  assert.equal(block('aggregation'), timesTable(aggregation), 'paste `table.mts --from <aggregation parts> --times` into docs/meta-eval.md');
});
