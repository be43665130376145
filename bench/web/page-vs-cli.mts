/**
 * #38 speed: M² and GLEU of the five demo systems (samples/conll14, references = the four Bryant & Ng M2 files
 * applied to the source) in the browser app's Web Worker vs the CLI (`node dist/bin/gecval.js score … -- SYS…`), on
 * the same files, in one run. The page's time is the worker's own (request posted → result), scores only (no
 * leaderboard); the CLI's is the process' wall time (start-up included, as a user sees it). Best of N runs each.
 * Needs `npm run build` (dist/bin and dist/web) and /usr/bin/chromium.
 *   nice node --import tsx bench/web/page-vs-cli.mts [runs=5] [sample|full] [metrics=m2,gleu]
 * `full`: the whole CoNLL-2014 test set from ../shared/data/conll14 (1,312 sentences, same systems and references).
 * Other metrics run with the page's options (GoToScorer: every output; ensemble: gleu,green,sari) and the CLI's
 * equivalents; grammaticality fetches and compiles Harper's binary in every page run (a new worker each time).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startWebServer } from '../../src/cli/web/server.js';
import { readReferenceFiles } from '../../src/report/dataset.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.argv[2] ?? 5);
const full = process.argv[3] === 'full';
const metrics = (process.argv[4] ?? 'm2,gleu').split(',');
const cliOptions: Record<string, string[]> = { gotoscorer: ['-O', 'systems=systems.list'], ensemble: ['-O', 'metrics=gleu,green,sari'] };
const sample = full ? join(root, '../shared/data/conll14') : join(root, 'samples/conll14');
const refFile = (a: string) => (full ? join(sample, 'bn10', `${a}.m2`) : join(sample, `bn10-${a}.m2`));
const systems = ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC'];
const refs = ['A1', 'A2', 'A4', 'A5'];
const dir = mkdtempSync(join(tmpdir(), 'gecval-web-bench-'));
copyFileSync(join(sample, 'source.txt'), join(dir, 'source.txt'));
copyFileSync(join(sample, 'official-2014.combined.m2'), join(dir, 'gold.m2'));
for (const s of systems) copyFileSync(join(sample, 'systems', `${s}.txt`), join(dir, `${s}.txt`));
writeFileSync(join(dir, 'systems.list'), systems.map((s) => `${s}.txt\n`).join(''));
for (const a of refs) writeFileSync(join(dir, `ref-${a}.txt`), readReferenceFiles([refFile(a)])[0]!.lines.map((l) => `${l}\n`).join(''));
const files = (names: string[]) => names.map((name) => ({ name, bytes: [...readFileSync(join(dir, name))] }));

// the package's dist/web, with the models and Harper's binary served as gecval web serves them
const server = await startWebServer(join(root, 'dist/web'), 0, join(root, 'models'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto(server.url);
const rows: string[] = [];
for (const metric of metrics) {
  const request = {
    source: files(['source.txt'])[0],
    m2: files(['gold.m2'])[0],
    references: files(refs.map((a) => `ref-${a}.txt`)),
    systems: files(systems.map((s) => `${s}.txt`)),
    metrics: [metric],
    resamples: 10,
    seed: 1,
    leaderboard: false,
  };
  const pageMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A string, not a function: tsx would add helpers to a function's source that the page does not have.
    pageMs.push(await page.evaluate(`(async (req) => {
      const toBytes = (f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) });
      const r = { ...req, source: toBytes(req.source), m2: toBytes(req.m2), references: req.references.map(toBytes), systems: req.systems.map(toBytes) };
      const worker = new Worker(new URL('./worker.js', document.baseURI), { type: 'module' });
      const started = performance.now();
      const ms = await new Promise((done, fail) => {
        worker.onmessage = (e) => {
          if (e.data.type === 'result') done(performance.now() - started);
          if (e.data.type === 'error') fail(new Error(e.data.message));
        };
        worker.postMessage(r);
      });
      worker.terminate();
      return ms;
    })(${JSON.stringify(request)})`) as number);
  }
  const cliMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const r = spawnSync(process.execPath, [join(root, 'dist/bin/gecval.js'), '--quiet', 'score', '--metric', metric, ...(cliOptions[metric] ?? []), '--source', 'source.txt', '--m2', 'gold.m2', '--refs', ...refs.map((a) => `ref-${a}.txt`), '--', ...systems.map((s) => `${s}.txt`)], { cwd: dir, encoding: 'utf8' });
    cliMs.push(performance.now() - started);
    if (r.status !== 0) throw new Error(r.stderr);
  }
  const best = (xs: number[]) => Math.min(...xs);
  rows.push(`| ${metric} | ${best(pageMs).toFixed(0)} | ${best(cliMs).toFixed(0)} | ${(best(pageMs) / best(cliMs)).toFixed(2)} |`);
}
await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`| metric (5 systems × ${full ? '1,312' : '60'} sentences) | page worker ms (best of ${runs}, worker start included) | CLI ms (best of ${runs}, process wall) | page / CLI |\n|---|---|---|---|\n${rows.join('\n')}\n`);
