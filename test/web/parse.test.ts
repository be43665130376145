/**
 * The UCCA parser in the browser app (#38 part 2): builds dist/web into a temp folder, serves it with `gecval web`'s
 * server and drives Debian's Chromium (playwright-core): the JFLEG sample's source and two systems through the real
 * file inputs, USIM ticked (no graphs given, so the worker fetches the CLI's default parser model from the page's
 * origin and parses in the page). The downloaded USIM JSON of each system equals `gecval usim --source SRC SYS
 * --json --no-cache`, the downloaded parses equal `gecval parse --tokenized --format json`, faithfulness (ticked too:
 * its parser v1 and lexicon fetched the same way) equals `gecval faithfulness --source SRC SYS --json`, the explorer draws the
 * source and correction from the page's parses, and no request leaves the page's origin. A few sentences only.
 * Screenshots (1366×768) go to test-output/web/. Without /usr/bin/chromium the test is skipped with a visible reason.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { buildWebApp, gecval, openApp } from './helpers.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';
import { DEFAULT_PARSER_MODEL, PARSER_CATALOGUE } from '../../src/ucca/parser/catalogue.js';

const SHOTS = join(repoRoot, 'test-output', 'web');
const JFLEG = join(repoRoot, 'samples', 'jfleg');
const SYSTEMS = ['mle_1', 'mle_3'];
/** The first lines of the sample: enough for parity, modest in CPU. */
const LINES = 6;

test('browser app: the UCCA parser in the worker — parses, USIM from text and drawings equal the CLI\'s; the model comes from the page\'s origin', { timeout: HANG_TIMEOUT_MS }, async (t) => {
  if (skipWithoutChromium(t)) return;
  const { work, app } = buildWebApp('gecval-web-parse-');
  const files = join(work, 'files');
  mkdirSync(files);
  const head = (file: string) => `${readFileSync(file, 'utf8').split('\n').slice(0, LINES).join('\n')}\n`;
  writeFileSync(join(files, 'source.txt'), head(join(JFLEG, 'source.txt')));
  for (const s of SYSTEMS) writeFileSync(join(files, `${s}.txt`), head(join(JFLEG, 'systems', `${s}.txt`)));

  mkdirSync(SHOTS, { recursive: true });
  const session = await openApp(app);
  const { server, origin, browser, page, requests, problems } = session;
  try {
    // Nothing heavy before it is needed: no parser model on the first screen.
    assert.deepEqual(requests.filter((u) => /\/models\//u.test(u)), [], 'no parser model fetched before a parse-needing metric runs');
    assert.equal(await page.inputValue('#parser-model'), DEFAULT_PARSER_MODEL, "the page's default parser is the CLI's");

    await page.setInputFiles('#file-source', join(files, 'source.txt'));
    await page.setInputFiles('#file-systems', SYSTEMS.map((s) => join(files, `${s}.txt`)));
    await page.waitForFunction((n) => document.getElementById('list-systems')!.children.length === n, SYSTEMS.length);
    for (const box of await page.$$('#metric-list input:checked')) await box.uncheck();
    await page.check('#metric-usim');
    await page.check('#metric-faithfulness');
    await page.fill('#resamples', '100');
    await page.click('#run');
    await page.waitForFunction(() => document.body.dataset.state !== 'ready');
    assert.equal(await page.evaluate(() => document.body.dataset.state), 'done', (await page.textContent('#error')) ?? '');
    await page.$eval('#usim-text', (e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, '5-usim-text.png') });

    const downloaded = async (file: string): Promise<string> => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`button[data-download="${file}"]`)]);
      return readFileSync((await download.path())!, 'utf8');
    };
    // Parses: as `gecval parse --tokenized --format json` writes them, byte for byte.
    for (const file of ['source', ...SYSTEMS]) {
      const cli = gecval(files, ['parse', '--tokenized', '--format', 'json', `${file}.txt`]);
      assert.equal(cli.status, 0, cli.stderr);
      assert.equal(await downloaded(`parses-${file}.jsonl`), cli.stdout, `${file}: the page's parses are gecval parse's`);
    }
    // USIM from text: `gecval usim --source SRC SYS --json --no-cache`, byte for byte (numbers, counts, signature).
    for (const s of SYSTEMS) {
      const cli = gecval(files, ['usim', '--source', 'source.txt', `${s}.txt`, '--json', '--no-cache']);
      assert.equal(cli.status, 0, cli.stderr);
      assert.equal(await downloaded(`usim-${s}.json`), cli.stdout, `${s}: the page's USIM JSON is the CLI's`);
    }
    // Faithfulness: `gecval faithfulness --source SRC SYS --json` (scores and explanations), byte for byte.
    for (const s of SYSTEMS) {
      const cli = gecval(files, ['faithfulness', '--source', 'source.txt', `${s}.txt`, '--json']);
      assert.equal(cli.status, 0, cli.stderr);
      assert.equal(await downloaded(`faithfulness-${s}.json`), cli.stdout, `${s}: the page's faithfulness JSON is the CLI's`);
    }
    // The leaderboard's USIM column carries the text-USIM signature.
    const board = JSON.parse(await downloaded('leaderboard.json')) as { metrics: { name: string; signature: string }[] };
    assert.match(board.metrics.find((m) => m.name === 'usim')!.signature, /graphs:ucca-parse;model:ucca-parser-v3/u);

    // The explorer draws source and correction from the page's parses.
    await page.click('#sentence-changed');
    await page.waitForFunction(() => document.querySelector('#drawing svg') !== null);
    assert.ok(await page.$('#explorer-body td.faithfulness strong'), "the explorer shows each system's faithfulness and its explanation");
    await page.$eval('#explorer-box', (e) => e.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, '5-parse-drawing.png') });

    assert.deepEqual(problems, [], 'no console or page errors');
    const elsewhere = requests.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert.deepEqual(elsewhere, [], "no request leaves the page's origin");
    assert.ok(requests.some((u) => u.endsWith(`/models/${PARSER_CATALOGUE[DEFAULT_PARSER_MODEL]!.file}`)), "the parser model came from the page's origin");
    assert.ok(requests.some((u) => u.endsWith('/lexicon/faithfulness-vectors.bin.gz')) && requests.some((u) => u.endsWith('/lexicon/faithfulness-wordnet.json.gz')), "faithfulness's lexicon came from the page's origin");
  } finally {
    await session.close();
    rmSync(work, { recursive: true, force: true });
  }
});
