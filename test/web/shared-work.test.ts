/**
 * The browser app does each piece of work once per run (session 18, polish): with the HTML report asked for, the
 * leaderboard is computed once (the report takes the page's) and USIM's sentences are parsed once (the report takes
 * the page's parses); ERRANT's edits of a system are extracted once (its score and its errant-compare document);
 * grammaticality checks each output once (its score table, the leaderboard column, the report's). Counted through the
 * progress labels each step reports (no clock). The report composed this way equals the report composed alone from the
 * same files (index.html apart from its time fields, and every file of the zip but report.json's timings); the browser
 * tests (report.test.ts, app.test.ts, parse.test.ts) check both against the CLI. Without the page's leaderboard
 * (`leaderboard: false`, as bench/web times the scores alone) the report's is still computed once and the same.
 * Runs runWeb in Node (no browser): 6 sentences of the CoNLL-2014 sample, two systems.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { repoRoot } from '../helpers/shared.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';
import type { Progress } from '../../src/core/progress.js';
import { runWeb, systemName, type WebFile, type WebRequest } from '../../src/web/run.js';
import { buildWebReport, normaliseReportHtml } from '../../src/web/report.js';
import { withMemoryFiles } from '../../src/formats/text-file.js';
import { DEFAULT_PARSER_MODEL } from '../../src/ucca/parser/catalogue.js';

const SAMPLE = join(repoRoot, 'samples', 'conll14');
const LINES = 6;
const SYSTEMS = ['AMU', 'CAMB'];

const encode = (text: string) => new TextEncoder().encode(text);
const headLines = (file: string) => `${readFileSync(file, 'utf8').split('\n').slice(0, LINES).join('\n')}\n`;
/** The first LINES sentences of an M2 file (blocks end with a blank line). */
const headM2 = (file: string) => `${readFileSync(file, 'utf8').split(/\n\n/u).slice(0, LINES).join('\n\n')}\n\n`;

function files(): { source: WebFile; m2: WebFile; references: WebFile[]; systems: WebFile[] } {
  return {
    source: { name: 'source.txt', bytes: encode(headLines(join(SAMPLE, 'source.txt'))) },
    m2: { name: 'gold.m2', bytes: encode(headM2(join(SAMPLE, 'official-2014.combined.m2'))) },
    references: [{ name: 'A1.m2', bytes: encode(headM2(join(SAMPLE, 'bn10-A1.m2'))) }],
    systems: SYSTEMS.map((s) => ({ name: `${s}.txt`, bytes: encode(headLines(join(SAMPLE, 'systems', `${s}.txt`))) })),
  };
}

/** A progress that records every stage's label. */
function recording(): { progress: Progress; labels: string[] } {
  const labels: string[] = [];
  return { labels, progress: { start: (_total, label) => labels.push(label), increment() {}, stop() {} } };
}

/**
 * normaliseReportHtml, and vega's gradient and clip ids (`gradient_1`, `p3-clip3`), which count what a process has drawn: the
 * second report of this process numbers them on (a page's or the CLI's first report starts at the same number).
 */
const same = (html: string) => normaliseReportHtml(html).replace(/(gradient_|clip)\d+/gu, '$1N');

const count = (labels: readonly string[], match: (label: string) => boolean) => labels.filter(match).length;

test('browser app: one run computes the leaderboard once, parses and extracts edits once, checks grammar once; the report is the same', { timeout: HANG_TIMEOUT_MS }, async () => {
  const given = files();
  const request: WebRequest = { ...given, metrics: ['m2', 'errant', 'grammaticality', 'usim'], resamples: 10, seed: 1, report: true };
  const { progress, labels } = recording();
  const result = await runWeb(request, progress);
  assert.ok(result.report !== undefined && result.leaderboard !== undefined);

  // the leaderboard's M² column (one 'M2 scores' stage per leaderboard): the page's only, the report took it
  assert.equal(count(labels, (l) => l === 'M2 scores'), 1, labels.join('\n'));
  // ERRANT: the score table and errant-compare read one extraction per system (the leaderboard's column scores
  // sentence by sentence against the references, through its own path)
  assert.equal(count(labels, (l) => l.endsWith('extracting edits') && !l.includes('gold')), SYSTEMS.length, labels.join('\n'));
  // grammaticality: one check per system's output (the score table); the leaderboard column and the report reuse it
  assert.equal(count(labels, (l) => l.endsWith('grammar check')), SYSTEMS.length, labels.join('\n'));
  // USIM: the page parses the source and each system; the report parses nothing again
  assert.equal(count(labels, (l) => l.startsWith('parsing ')), 1 + SYSTEMS.length, labels.join('\n'));
  assert.equal(count(labels, (l) => l.startsWith('UCCA parsing')), 0, labels.join('\n'));

  // The same report composed alone (no reuse) from the same files: the same page and files.
  const memory = new Map<string, Uint8Array>();
  for (const f of [given.source, given.m2, ...given.references, ...given.systems]) memory.set(f.name, f.bytes);
  const alone = await withMemoryFiles(memory, () => buildWebReport({
    source: given.source.name,
    m2: given.m2.name,
    references: given.references.map((r) => r.name),
    systems: given.systems.map((s) => ({ name: systemName(s.name), path: s.name })),
    metrics: ['m2', 'errant', 'grammaticality', 'usim'],
    resamples: 10,
    seed: 1,
    parser: DEFAULT_PARSER_MODEL,
  }, recording().progress));
  assert.equal(same(result.report.html), same(alone.html));
  assert.deepEqual(result.report.files, alone.files);
  const shared = unzipSync(result.report.zip);
  const single = unzipSync(alone.zip);
  assert.deepEqual(Object.keys(shared).sort(), Object.keys(single).sort());
  // Without the page's leaderboard (`leaderboard: false`), the report's is still computed once, and is the same.
  const quiet = recording();
  const reportOnly = await runWeb({ ...request, leaderboard: false }, quiet.progress);
  assert.equal(count(quiet.labels, (l) => l === 'M2 scores'), 1, quiet.labels.join('\n'));
  assert.equal(same(reportOnly.report!.html), same(alone.html));
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  for (const name of Object.keys(single)) {
    if (name.endsWith('/report.json')) continue; // how long each stage took
    const text = name.endsWith('.html') ? same : (x: string) => x.replace(/(gradient_|clip)\d+/gu, '$1N');
    assert.equal(text(decode(shared[name]!)), text(decode(single[name]!)), name);
  }
});
