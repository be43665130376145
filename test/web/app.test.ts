/**
 * The browser app end to end (#38): builds dist/web into a temp folder (scripts/build-web.mjs), serves it with
 * `gecval web`'s server on 127.0.0.1, and drives Debian's /usr/bin/chromium with playwright-core as a user would:
 * files chosen through the real file inputs, every browser metric ticked, Run, then every metric's downloaded JSON
 * (and GLEU's TSV) compared with `gecval score … --json` / `--tsv` on the same files, byte for byte (GoToScorer with
 * `-O systems=` the five outputs, the ensemble with the members typed in the page); the bundled
 * sample button; Cancel; a malformed M2 file shows the CLI's one-line message; every request the page made is
 * recorded and none leaves the page's origin. Screenshots (1366×768) go to test-output/web/.
 * Without /usr/bin/chromium the test is skipped with a visible reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { buildWebApp, gecval, openApp } from './helpers.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';
import { startWebServer } from '../../src/cli/web/server.js';
import { readReferenceFiles } from '../../src/report/dataset.js';
import { BROWSER_METRICS } from '../../src/web/run.js';
import { usimFromPreParsed } from '../../src/report/compute/usim.js';

const SHOTS = join(repoRoot, 'test-output', 'web');
const SAMPLE = join(repoRoot, 'samples', 'conll14');
const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC'];
const REFS = ['A1', 'A2', 'A4', 'A5'];
/** The metrics compared with `gecval score` here; USIM and faithfulness (the parser in the page) are test/web/parse.test.ts's. */
const SCORED = BROWSER_METRICS.filter((m) => m !== 'usim' && m !== 'faithfulness');

test('browser app: the CLI\'s numbers from real file inputs, the sample, cancel, errors, no other origin', { timeout: HANG_TIMEOUT_MS }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const { work, app } = buildWebApp('gecval-web-');

  // The files a user would choose: the sample's source, gold and systems, and its four references as text (the
  // Bryant & Ng M2 files applied to the source, as gecval report reads them), all in one folder.
  const files = join(work, 'files');
  mkdirSync(files);
  copyFileSync(join(SAMPLE, 'source.txt'), join(files, 'source.txt'));
  copyFileSync(join(SAMPLE, 'official-2014.combined.m2'), join(files, 'gold.m2'));
  for (const s of SYSTEMS) copyFileSync(join(SAMPLE, 'systems', `${s}.txt`), join(files, `${s}.txt`));
  for (const a of REFS) writeFileSync(join(files, `ref-${a}.txt`), readReferenceFiles([join(SAMPLE, `bn10-${a}.m2`)])[0]!.lines.map((l) => `${l}\n`).join(''));
  const bad = readFileSync(join(SAMPLE, 'official-2014.combined.m2'), 'utf8').split('\n');
  const firstA = bad.findIndex((l) => l.startsWith('A '));
  bad[firstA] = 'A 1 2|||Prep';
  writeFileSync(join(files, 'broken.m2'), bad.join('\n'));
  // GoToScorer's -O systems=LIST for the CLI: the five outputs (the page's list is the chosen outputs).
  writeFileSync(join(files, 'systems.list'), SYSTEMS.map((x) => `${x}.txt\n`).join(''));
  // Raw (untokenised) outputs: two systems with punctuation and clitics glued back on.
  const raw = join(work, 'raw');
  mkdirSync(raw);
  for (const s of ['AMU', 'UFC']) {
    const text = readFileSync(join(SAMPLE, 'systems', `${s}.txt`), 'utf8').replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s|'re|'ll|'ve)\b/gu, '$1');
    writeFileSync(join(raw, `${s}.txt`), text);
  }

  mkdirSync(SHOTS, { recursive: true });
  const session = await openApp(app);
  const { server, origin, browser, page, requests, problems } = session;
  try {
    await page.screenshot({ path: join(SHOTS, '1-first-screen.png') });

    // Every metric the page offers is one the registry has; the ones that cannot run here are shown, disabled.
    const offered = await page.$$eval('#metric-list input', (inputs) => inputs.map((i) => ({ name: (i as HTMLInputElement).value, enabled: !(i as HTMLInputElement).disabled })));
    assert.deepEqual(offered.filter((m) => m.enabled).map((m) => m.name).sort(), [...BROWSER_METRICS].sort());

    // --- real file inputs, every browser metric, Run ---
    await page.setInputFiles('#file-source', join(files, 'source.txt'));
    await page.setInputFiles('#file-m2', join(files, 'gold.m2'));
    await page.setInputFiles('#file-references', REFS.map((a) => join(files, `ref-${a}.txt`)));
    await page.setInputFiles('#file-systems', SYSTEMS.map((s) => join(files, `${s}.txt`)));
    await page.waitForFunction(() => document.getElementById('list-systems')!.children.length === 5 && document.getElementById('list-references')!.children.length === 4);
    for (const m of SCORED) await page.check(`#metric-${m}`);
    // the ensemble's members control (enabled once ensemble is ticked); the CLI gets the same -O metrics=
    await page.fill('#ensemble-members', 'sari,gleu');
    await page.fill('#resamples', '200');
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state !== 'ready');
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'done', await page.textContent('#error') ?? '');
    await page.screenshot({ path: join(SHOTS, '2-results.png') });
    assert.ok(await page.$('#leaderboard svg circle'), 'the intervals plot has points');
    assert.equal(await page.$$eval('#pairs-table tbody tr', (rows) => rows.length), 5, 'a pairwise table of the five systems');
    await page.screenshot({ path: join(SHOTS, '2-results-full.png'), fullPage: true });
    await page.locator('#leaderboard').screenshot({ path: join(SHOTS, '2-leaderboard.png') });
    await page.locator('#scores').screenshot({ path: join(SHOTS, '2-scores.png') });

    // The sentence explorer: a changed sentence shows the token diff and ERRANT-typed edits of each system.
    await page.click('#sentence-changed');
    await page.waitForFunction(() => document.querySelector('#explorer-body .diff del, #explorer-body .diff ins') !== null);
    const chips = await page.$$eval('#explorer-body .explorer-table .edit .type', (types) => types.map((t) => t.textContent ?? ''));
    assert.ok(chips.length > 0 && chips.every((t) => /^[MRU]:[A-Z:]+$/u.test(t)), `typed edits: ${chips.join(', ')}`);
    const at = Number(await page.inputValue('#sentence'));
    await page.focus('#sentence-next');
    await page.keyboard.press('Enter');
    assert.equal(Number(await page.inputValue('#sentence')), at + 1, 'Next works from the keyboard');
    await page.focus('#sentence-prev');
    await page.keyboard.press('Enter');
    await page.$eval('#explorer-box', (e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, '2-explorer.png') });

    const downloaded = async (file: string): Promise<string> => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`button[data-download="${file}"]`)]);
      return readFileSync((await download.path())!, 'utf8');
    };
    const common = ['--source', 'source.txt', '--m2', 'gold.m2', '--refs', ...REFS.map((a) => `ref-${a}.txt`), '--', ...SYSTEMS.map((s) => `${s}.txt`)];
    // the -O options the page sets: GoToScorer's systems are the chosen outputs, the ensemble's members the control's
    const cliOptions: Record<string, string[]> = { gotoscorer: ['-O', 'systems=systems.list'], ensemble: ['-O', 'metrics=sari,gleu'] };
    for (const metric of SCORED) {
      const cli = gecval(files, ['score', '--metric', metric, '--json', ...(cliOptions[metric] ?? []), ...common]);
      assert.equal(cli.status, 0, `${metric}: ${cli.stderr}`);
      assert.equal(await downloaded(`${metric}.json`), cli.stdout, `${metric}: the page's JSON is the CLI's --json`);
    }
    const tsv = gecval(files, ['score', '--metric', 'gleu', '--tsv', ...common]);
    assert.equal(await downloaded('gleu.tsv'), tsv.stdout, "GLEU's TSV is the CLI's --tsv");
    // ERRANT per type: gecval errant-compare --cat 3 --json on each system.
    for (const s of ['AMU', 'UFC']) {
      const cli = gecval(files, ['errant-compare', '--source', 'source.txt', '--hyp-text', `${s}.txt`, '--ref', 'gold.m2', '--cat', '3', '--json']);
      assert.equal(cli.status, 0, cli.stderr);
      assert.deepEqual(JSON.parse(await downloaded(`errant-types-${s}.json`)), JSON.parse(cli.stdout));
    }
    const board = JSON.parse(await downloaded('leaderboard.json')) as { metrics: { name: string; systems: { name: string; score: number; low: number; high: number }[] }[] };
    // the ensemble's leaderboard column (gecval report's ensemble:A+B) is the score table's number
    const ensembleBoard = board.metrics.find((m) => m.name === 'ensemble:sari+gleu')!;
    const ensembleCli = JSON.parse(gecval(files, ['score', '--metric', 'ensemble', '-O', 'metrics=sari,gleu', '--json', ...common]).stdout) as { results: { system: string; corpus: number }[] };
    for (const s of ensembleBoard.systems) assert.equal(s.score, ensembleCli.results.find((r) => r.system === s.name)!.corpus, `ensemble ${s.name} on the leaderboard`);
    const m2Board = board.metrics.find((m) => m.name === 'm2')!;
    const m2Cli = JSON.parse(gecval(files, ['score', '--metric', 'm2', '--json', ...common]).stdout) as { results: { system: string; corpus: number }[] };
    for (const s of m2Board.systems) {
      assert.equal(s.score, m2Cli.results.find((r) => r.system === s.name)!.corpus);
      assert.ok(s.low <= s.score && s.score <= s.high, `${s.name}: interval holds the score`);
    }

    // --- raw outputs, tokenised in the page as --tokenize conll14 tokenises them ---
    await page.setInputFiles('#file-systems', ['AMU', 'UFC'].map((s) => join(raw, `${s}.txt`)));
    await page.selectOption('#tokenize', 'conll14');
    for (const m of BROWSER_METRICS) await page.uncheck(`#metric-${m}`);
    for (const m of ['m2', 'gleu']) await page.check(`#metric-${m}`);
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'done' && !document.getElementById('run')!.hasAttribute('disabled'));
    for (const metric of ['m2', 'gleu']) {
      const cli = gecval(raw, ['score', '--metric', metric, '--json', '--tokenize', 'conll14', '--source', join(files, 'source.txt'), '--m2', join(files, 'gold.m2'), '--refs', ...REFS.map((a) => join(files, `ref-${a}.txt`)), '--', 'AMU.txt', 'UFC.txt']);
      assert.equal(cli.status, 0, cli.stderr);
      // The CLI's `hypothesis` is the temporary file it tokenised into; everything else is equal.
      const strip = (doc: { results: Record<string, unknown>[] }) => ({ ...doc, results: doc.results.map(({ hypothesis: _, ...rest }) => rest) });
      const shown = JSON.parse(await downloaded(`${metric}.json`)) as { results: Record<string, unknown>[]; signature: string };
      assert.deepEqual(strip(shown), strip(JSON.parse(cli.stdout) as { results: Record<string, unknown>[] }), `${metric} on raw outputs: the CLI's --tokenize numbers and signature`);
      assert.match(shown.signature, /\|tok:conll14/u);
    }
    await page.selectOption('#tokenize', '');

    // --- the bundled sample button (references as M2) ---
    await page.click('#sample');
    await page.waitForFunction(() => /CoNLL-2014/u.test(document.getElementById('sample-note')!.textContent ?? ''));
    for (const m of BROWSER_METRICS) await page.uncheck(`#metric-${m}`);
    for (const m of ['m2', 'errant', 'gleu']) await page.check(`#metric-${m}`);
    await page.fill('#resamples', '1000');
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'done' && !document.getElementById('run')!.hasAttribute('disabled'));
    await page.screenshot({ path: join(SHOTS, '3-sample.png') });
    const amuM2 = await page.$eval('[data-metric="m2"] tbody tr', (row) => row.textContent ?? '');
    assert.match(amuM2, /AMU0\.3875/u, 'AMU M² on the sample (the demo report: 0.3875)');

    // --- the JFLEG sample: USIM on its given UCCA graphs (as gecval report computes it) and the explorer's drawing ---
    await page.click('#sample-jfleg');
    await page.waitForFunction(() => /JFLEG/u.test(document.getElementById('sample-note')!.textContent ?? ''));
    for (const m of ['m2', 'errant']) await page.uncheck(`#metric-${m}`);
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'done' && !document.getElementById('run')!.hasAttribute('disabled'));
    const jflegBoard = JSON.parse(await downloaded('leaderboard.json')) as { metrics: { name: string; signature: string; systems: { name: string; score: number }[] }[] };
    const usimShown = jflegBoard.metrics.find((m) => m.name === 'usim')!;
    const j = join(repoRoot, 'samples', 'jfleg');
    const jSystems = ['mle_1', 'mle_2', 'mle_3', 'mle_4', 'mle_5'];
    const expected = usimFromPreParsed({ name: 'x', source: join(j, 'source.txt'), references: [], systems: jSystems.map((name) => ({ name, path: join(j, 'systems', `${name}.txt`) })), sourceGraphs: join(j, 'graphs', 'source.jsonl'), systemGraphs: Object.fromEntries(jSystems.map((name) => [name, join(j, 'graphs', `${name}.jsonl`)])) });
    assert.equal(usimShown.signature, expected.signature);
    for (const sys of expected.systems) assert.equal(usimShown.systems.find((x) => x.name === sys.name)!.score, sys.mean, `USIM ${sys.name} = the report's`);
    await page.click('#sentence-changed');
    await page.waitForFunction(() => document.querySelector('#drawing svg') !== null);
    await page.$eval('#explorer-box', (e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, '3-jfleg-drawing.png') });

    // --- Cancel (a long run: 100,000 bootstrap resamples, so Cancel always comes first) ---
    await page.fill('#resamples', '100000');
    await page.click('#run');
    await page.click('#cancel');
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'cancelled');
    assert.equal(await page.isEnabled('#run'), true);
    assert.equal(await page.textContent('#status'), 'cancelled');

    // --- a malformed M2 file: the CLI's one-line message, in the page ---
    for (const m of BROWSER_METRICS) await page.uncheck(`#metric-${m}`);
    await page.check('#metric-m2');
    await page.setInputFiles('#file-references', []);
    await page.setInputFiles('#file-graphs', []);
    await page.setInputFiles('#file-m2', join(files, 'broken.m2'));
    await page.setInputFiles('#file-source', join(files, 'source.txt'));
    await page.setInputFiles('#file-systems', SYSTEMS.map((s) => join(files, `${s}.txt`)));
    await page.waitForFunction(() => /broken\.m2/u.test(document.getElementById('list-m2')!.textContent ?? ''));
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'error');
    const shown = (await page.textContent('#error'))!;
    const cli = gecval(files, ['score', '--metric', 'm2', '--source', 'source.txt', '--m2', 'broken.m2', '--', ...SYSTEMS.map((s) => `${s}.txt`)]);
    assert.equal(cli.status, 2);
    assert.match(shown, /^gecval: error: broken\.m2:\d+: /u);
    assert.equal(`${shown}\n`, cli.stderr, 'the page shows the line the CLI prints');
    await page.screenshot({ path: join(SHOTS, '4-error.png') });

    // an ensemble of one member: the CLI's message for it, in the page
    await page.uncheck('#metric-m2');
    await page.check('#metric-ensemble');
    await page.fill('#ensemble-members', 'gleu');
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'error' && /ensemble/u.test(document.getElementById('error')!.textContent ?? ''));
    const one = gecval(files, ['score', '--metric', 'ensemble', '-O', 'metrics=gleu', '--source', 'source.txt', '--', ...SYSTEMS.map((s) => `${s}.txt`)]);
    assert.equal(one.status, 2);
    assert.equal(`${(await page.textContent('#error'))!}\n`, one.stderr, 'the ensemble refuses one member as the CLI does');

    // a site that does not serve Harper's binary (gecval web without harper.js installed): one line, no stack trace
    renameSync(join(app, 'harper', 'harper.wasm'), join(app, 'harper', 'moved.wasm'));
    await page.uncheck('#metric-ensemble');
    await page.check('#metric-grammaticality');
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state === 'error' && /harper/u.test(document.getElementById('error')!.textContent ?? ''));
    assert.match((await page.textContent('#error'))!, /^gecval: error: the grammaticality metric's embedded checker needs the optional package harper\.js \d+\.\d+\.\d+ .*HTTP 404\): install it beside gecval \(npm install harper\.js@\d+\.\d+\.\d+\) and restart gecval web$/u);
    renameSync(join(app, 'harper', 'moved.wasm'), join(app, 'harper', 'harper.wasm'));

    // Keyboard: Tab reaches the sample button, the file inputs and Run.
    const focusable = await page.$$eval('button, input', (els) => els.filter((e) => (e as HTMLElement).tabIndex >= 0).length);
    assert.ok(focusable > 10);
    const unlabelled = await page.$$eval('input', (inputs) => inputs.filter((i) => (i as HTMLInputElement).labels?.length === 0 && !i.getAttribute('aria-label')).map((i) => i.id));
    assert.deepEqual(unlabelled, [], 'every input has a label');

    assert.deepEqual(problems, [], 'no console or page errors');
    const elsewhere = requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert.deepEqual(elsewhere, [], 'no request leaves the page\'s origin');
    assert.ok(requests.some((u) => u.endsWith('/lexicon/errant.json.gz')), 'ERRANT\'s lexicon came from the page\'s origin');
    assert.ok(requests.some((u) => u === `${origin}/harper/harper.wasm`), "Harper's binary came from the page's origin");
  } finally {
    await session.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test('gecval web serves with a strict Content-Security-Policy, on 127.0.0.1 only, files under its folder only', async () => {
  const root = mkdtempSync(join(tmpdir(), 'gecval-web-root-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  const server = await startWebServer(root, 0);
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/u);
    const index = await fetch(server.url);
    assert.equal(index.status, 200);
    const csp = index.headers.get('content-security-policy') ?? '';
    assert.match(csp, /default-src 'self'/u);
    assert.match(csp, /connect-src 'self'/u);
    // WebAssembly may compile (the parser's and SARI's kernels; without it the page falls back to slower JavaScript)
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval';/u);
    assert.match(readFileSync(join(repoRoot, 'src/web/index.html'), 'utf8'), /script-src 'self' 'wasm-unsafe-eval';/u, 'the page states the same policy');
    assert.equal((await fetch(new URL('/../../etc/passwd', server.url))).status, 404);
    assert.equal((await fetch(new URL('/%2e%2e/%2e%2e/etc/passwd', server.url))).status, 404);
    assert.equal((await fetch(server.url, { method: 'POST' })).status, 405);
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('gecval web: prints the URL and serves the built app, or says in one line that it is not built; a bad --port is one line', { timeout: HANG_TIMEOUT_MS }, async () => {
  const bad = gecval(repoRoot, ['web', '--port', '70000']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: .*--port.*\n$/u);
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), join(repoRoot, 'src/cli/main.ts'), 'web', '--port', '0'], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const ready = new Promise<void>((done) => child.stdout.on('data', () => /http:\/\/127\.0\.0\.1:\d+\//u.test(out) && done()));
    const code = await Promise.race([exited, ready.then(() => 'serving' as const)]);
    if (!existsSync(join(repoRoot, 'dist/web/index.html'))) {
      assert.equal(code, 2);
      assert.match(err, /^gecval: error: the browser app is not built .*npm run build\n$/u);
      return;
    }
    assert.equal(code, 'serving', err);
    const url = /http:\/\/127\.0\.0\.1:\d+\//u.exec(out)![0];
    const page = await fetch(url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /gecval/u);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'self'/u);
  } finally {
    child.kill();
  }
});
