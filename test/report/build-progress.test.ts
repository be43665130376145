/**
 * A long report keeps talking and accounts for its time (issue #39, point 3): every stage of the build reports
 * through the progress interface in steps finer than a system (so that a plain line can be printed every few seconds
 * even inside synchronous work), and report.json's time summary lists every stage and adds up to the whole run.
 * Shape only: with a zero progress interval every step prints a line; nothing here depends on how fast it runs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { parseReportConfig } from '../../src/report/config.js';
import { demoConfigJson } from '../../src/report/demo.js';
import { buildReport } from '../../src/report/build.js';
import { testing } from '../../src/cli/progress.js';
import { StageClock, withStage, type Progress } from '../../src/core/progress.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

test('StageClock: the stages partition the run (phases, progress stages inside them, repeats summed)', () => {
  let t = 0;
  const clock = new StageClock('start-up', () => t, -500);
  t = 1000;
  clock.phase('scores');
  const progress = clock.wrap({ start() {}, increment() {}, stop() {} });
  t = 1500;
  progress.start(3, 'BLEU: bootstrap');
  t = 4500;
  progress.stop();
  t = 5000;
  withStage(progress, 'BLEU: bootstrap', 1, () => {
    t = 6000;
  });
  clock.phase('writing');
  t = 6250;
  assert.deepEqual(clock.summary(), [
    { stage: 'start-up', seconds: 1.5 },
    { stage: 'scores', seconds: 1 },
    { stage: 'scores › BLEU: bootstrap', seconds: 4 },
    { stage: 'writing', seconds: 0.25 },
  ]);
});

test('withStage closes its stage when the body throws or its promise settles', async () => {
  const calls: string[] = [];
  const progress: Progress = { start: (n, l) => calls.push(`start ${l} ${n}`), increment: (by = 1) => calls.push(`+${by}`), stop: () => calls.push('stop') };
  assert.throws(() => withStage(progress, 'a', 2, (step) => {
    step();
    throw new Error('boom');
  }));
  await withStage(progress, 'b', 1, async (step) => step(1));
  assert.deepEqual(calls, ['start a 2', '+1', 'stop', 'start b 1', '+1', 'stop']);
});

test('a report build reports every stage in fine steps, and report.json\'s stages add up to the whole run', { timeout: HANG_TIMEOUT_MS }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'gecval-report-progress-'));
  const json = {
    ...demoConfigJson(out),
    parser: { use: false },
    metrics: ['m2', 'sari', 'usim'],
    bootstrap: { resamples: 40, seed: 1 },
    sections: { leaderboard: true, usim: true, conservatism: false, coverage: false, maege: false, explorer: true },
    explorer: { maxSentences: 20, maxDrawings: 6 },
  };
  const lines: string[] = [];
  const progress = testing.lineProgress(0, (line: string) => lines.push(line));
  const built = await buildReport(parseReportConfig(json, repoRoot), { progress });
  // Every line is a plain progress line of the fixed shape.
  for (const line of lines) assert.match(line, /^gecval: [^\n]+: \d+% \(\d+\/\d+\), \d+ s elapsed(, about [^\n]+ left)?\n$/u);
  const totals = new Map<string, number>();
  for (const line of lines) {
    const m = /^gecval: (.+): \d+% \(\d+\/(\d+)\)/u.exec(line)!;
    totals.set(m[1]!, Number(m[2]));
  }
  const systems = 5;
  const sentences = 60;
  // Steps per sentence or per replicate, never one step per system: a system's SARI or bootstrap can outlast the
  // progress interval, and only a step lets a line out during synchronous work.
  assert.equal(totals.get('SARI: statistics'), systems * sentences);
  assert.equal(totals.get('SARI: bootstrap'), systems * 40);
  assert.equal(totals.get('M2 bootstrap (BCa)'), systems * (40 + sentences));
  assert.equal(totals.get('USIM: bootstrap'), systems * 40, 'the USIM column of the pre-parsed sample is bootstrapped with progress');
  assert.equal(totals.get('explorer: sentences and edits'), 20);
  assert.ok(totals.has('explorer: UCCA drawings'));
  assert.ok(totals.has('explorer: faithfulness explanations'), [...totals.keys()].join(', '));
  const manifest = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { seconds: number; stages: { stage: string; seconds: number }[] };
  const stages = manifest.stages.map((s) => s.stage);
  for (const expected of ['checking the configuration', 'reading the dataset', 'UCCA graphs and USIM', 'Scores and bootstrap › M2 bootstrap (BCa)', 'Scores and bootstrap › SARI: statistics', 'Scores and bootstrap › SARI: bootstrap', 'section: Sentence explorer › explorer: faithfulness explanations', 'writing index.html and report.json']) {
    assert.ok(stages.includes(expected), `report.json stages lack '${expected}': ${stages.join(' | ')}`);
  }
  const sum = manifest.stages.reduce((a, s) => a + s.seconds, 0);
  // Rounding only: each stage is rounded to the millisecond.
  assert.ok(Math.abs(sum - manifest.seconds) <= 0.001 * manifest.stages.length, `stages sum to ${sum}, run ${manifest.seconds}`);
  assert.deepEqual(built.stages, manifest.stages);
});
