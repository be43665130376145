/**
 * #38 speed: UCCA parsing in the browser app's Web Worker vs the CLI, on the same lines. The page runs USIM from
 * text (the JFLEG sample's source and its five systems, or the first N lines of JFLEG dev with `dev N`: source and
 * every system in ../shared/data/jfleg/systems), which parses every source and system line once; the CLI parses the
 * same lines (`node dist/bin/gecval.js parse --tokenized --format json --jobs 1 --model M ALL.txt`). Two page
 * times: the first request (model download from the local server, SHA-256, decompression, load, parse, USIM) and a
 * second request to the same worker (the model loaded: parse and USIM). The CLI's is the process' wall time (start-up
 * and model load included). Best of N each. Needs `npm run build` (dist/bin and dist/web) and /usr/bin/chromium.
 *   nice node --import tsx bench/web/parse-speed.mts [runs=3] [sample|dev N] [models=v3,v1]
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startWebServer } from '../../src/cli/web/server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const dev = process.argv[3] === 'dev';
const lineCount = dev ? Number(process.argv[4] ?? 100) : Infinity;
const models = (process.argv[dev ? 5 : 4] ?? 'v3,v1').split(',');
const lines = (file: string) => readFileSync(file, 'utf8').split('\n').filter((l, i, all) => i < all.length - 1 || l !== '').slice(0, lineCount);
const sourceFile = dev ? join(root, '../shared/data/jfleg/dev.src') : join(root, 'samples/jfleg/source.txt');
const systemDir = dev ? join(root, '../shared/data/jfleg/systems') : join(root, 'samples/jfleg/systems');
const systemFiles = readdirSync(systemDir).sort().slice(0, 5);
const source = lines(sourceFile);
const systems = systemFiles.map((f) => ({ name: f.replace(/\.[^.]*$/u, '.txt'), lines: lines(join(systemDir, f)) }));
const all = [...source, ...systems.flatMap((s) => s.lines)];
const dir = mkdtempSync(join(tmpdir(), 'gecval-web-parse-bench-'));
writeFileSync(join(dir, 'all.txt'), all.map((l) => `${l}\n`).join(''));
const file = (name: string, text: readonly string[]) => ({ name, bytes: [...new TextEncoder().encode(text.map((l) => `${l}\n`).join(''))] });

const server = await startWebServer(join(root, 'dist/web'), 0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.goto(server.url);
const rows: string[] = [];
const best = (xs: number[]) => Math.min(...xs);
for (const model of models) {
  const request = { source: file('source.txt', source), references: [], systems: systems.map((s) => file(s.name, s.lines)), metrics: ['usim'], parser: model, resamples: 10, seed: 1, leaderboard: false };
  const first: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    const [a, b] = (await page.evaluate(`(async (req) => {
      const toBytes = (f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) });
      const r = { ...req, source: toBytes(req.source), systems: req.systems.map(toBytes) };
      const worker = new Worker(new URL('./worker.js', document.baseURI), { type: 'module' });
      const once = () => new Promise((done, fail) => {
        const started = performance.now();
        worker.onmessage = (e) => {
          if (e.data.type === 'result') done(performance.now() - started);
          if (e.data.type === 'error') fail(new Error(e.data.message));
        };
        worker.postMessage(r);
      });
      const a = await once();
      const b = await once();
      worker.terminate();
      return [a, b];
    })(${JSON.stringify(request)})`)) as [number, number];
    first.push(a);
    warm.push(b);
  }
  const cli: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const r = spawnSync(process.execPath, [join(root, 'dist/bin/gecval.js'), '--quiet', 'parse', '--tokenized', '--format', 'json', '--jobs', '1', '--model', model, 'all.txt'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 30 });
    cli.push(performance.now() - started);
    if (r.status !== 0) throw new Error(r.stderr);
  }
  const rate = (ms: number) => (all.length / (ms / 1000)).toFixed(1);
  rows.push(`| ${model} | ${all.length} | ${best(first).toFixed(0)} (${rate(best(first))}) | ${best(warm).toFixed(0)} (${rate(best(warm))}) | ${best(cli).toFixed(0)} (${rate(best(cli))}) | ${(best(cli) / best(first)).toFixed(2)} / ${(best(cli) / best(warm)).toFixed(2)} |`);
}
await browser.close();
await server.close();
rmSync(dir, { recursive: true, force: true });
process.stdout.write(`| model | sentences | page, first request: ms (sentences/s) | page, model loaded: ms (sentences/s) | CLI gecval parse: ms (sentences/s) | page rate / CLI rate (first / loaded) |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`);
