/**
 * The sentence explorer's faithfulness block: the HTML of one explanation (worked example, escaping), the
 * explanations computed for real pairs, and the block inside a built report's explorer data for every
 * sentence–system pair, with faithfulness in the per-sentence scores table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../helpers/shared.js';
import { explainFaithfulness, faithfulnessHtml } from '../../../src/report/sections/explorer.js';
import { buildReport } from '../../../src/report/build.js';
import { demoConfigJson } from '../../../src/report/demo.js';
import { parseReportConfig } from '../../../src/report/config.js';
import { HANG_TIMEOUT_MS } from '../../helpers/timeouts.js';

test('faithfulnessHtml: score, one escaped row per change, the unchanged case', () => {
  const html = faithfulnessHtml({
    score: 0.75,
    rows: [
      { change: "'<b>' → 'x'", type: 'R:NOUN', role: 'core', drop: 0.2, reasons: "'a' replaced & more" },
      { change: '(rewrite)', type: '', role: '', drop: 0.05, reasons: 'the sentence was rewritten' },
    ],
  });
  assert.match(html, /Faithfulness to the source: <span class="faithfulness-score">0\.7500<\/span>/u);
  assert.equal((html.match(/<tr>/gu) ?? []).length, 3, 'header + two rows');
  assert.match(html, /&#39;&lt;b&gt;&#39; → &#39;x&#39;/u);
  assert.match(html, /replaced &amp; more/u);
  assert.doesNotMatch(html, /<b>'/u);
  const unchanged = faithfulnessHtml({ score: 1, rows: [] });
  assert.match(unchanged, /Unchanged: the meaning is fully kept/u);
  assert.doesNotMatch(unchanged, /<table/u);
});

test('explainFaithfulness: identical pair 1, a negation flip far lower and explained by its edit; drops add up to 1 − score', async () => {
  const result = await explainFaithfulness([
    ['He goes to school every day .', 'He goes to school every day .'],
    ['He goes to school every day .', 'He does not go to school every day .'],
    ['He go to school every day .', 'He goes to school every day .'],
  ]);
  assert.ok('views' in result, 'error' in result ? result.error : '');
  const [same, negated, fixed] = result.views;
  assert.equal(same!.score, 1);
  assert.equal(same!.rows.length, 0);
  assert.ok(negated!.score < 0.2, `negation flip ${negated!.score}`);
  assert.ok(fixed!.score > 0.85, `agreement fix ${fixed!.score}`);
  assert.match(negated!.rows[0]!.reasons, /negation added/u);
  for (const view of result.views) {
    const lost = view.rows.reduce((s, r) => s + r.drop, 0);
    assert.ok(Math.abs(lost - (1 - view.score)) < 1e-9, `${lost} vs ${1 - view.score}`);
  }
  assert.match(result.signature, /^faithfulness\|/u);
});

test('the built explorer carries a faithfulness block and score for every sentence–system pair', { timeout: HANG_TIMEOUT_MS }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'gecval-explorer-'));
  const json = { ...demoConfigJson(out), parser: { use: false }, metrics: ['ld-so'], bootstrap: { resamples: 20, seed: 1 }, sections: { leaderboard: false, usim: false, conservatism: false, coverage: false, maege: false, explorer: true } };
  const built = await buildReport(parseReportConfig(json, repoRoot));
  assert.equal(built.sections.find((s) => s.id === 'explorer')!.status, 'ok');
  const html = readFileSync(built.index, 'utf8');
  const data = JSON.parse(/<script type="application\/json" id="explorer-data">(.*?)<\/script>/su.exec(html)![1]!) as {
    metrics: { name: string }[];
    sentences: { source: string; systems: { name: string; ops: [string, string][]; scores: Record<string, number>; faithfulness?: string }[] }[];
  };
  assert.ok(data.metrics.some((m) => m.name === 'faithfulness'), 'faithfulness column in the scores table');
  let pairs = 0;
  let unchanged = 0;
  let lowered = 0;
  for (const sentence of data.sentences) {
    for (const system of sentence.systems) {
      pairs++;
      const score = system.scores.faithfulness!;
      assert.ok(score >= 0 && score <= 1, `score ${score}`);
      assert.ok(system.faithfulness !== undefined, 'block present');
      // The block shows the same score the table does.
      assert.ok(system.faithfulness!.includes(`<span class="faithfulness-score">${score.toFixed(4)}</span>`));
      const changed = system.ops.some((op) => op[0] !== 'e');
      if (!changed) {
        unchanged++;
        assert.equal(score, 1);
      } else if (score < 1) {
        lowered++;
        assert.match(system.faithfulness!, /<table class="compact" id="explorer-faithfulness">/u);
      }
    }
  }
  assert.ok(pairs >= 60 * 5, `${pairs} pairs`);
  assert.ok(unchanged > 0 && lowered > 0, `${unchanged} unchanged, ${lowered} lowered`);
});
