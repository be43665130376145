import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebServer } from '../../src/cli/web/server.js';

test('gecval web serves the model files its build listed from the models folder (not copied into dist/web), and nothing else from there', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-web-models-'));
  const root = join(dir, 'web');
  const models = join(dir, 'models');
  mkdirSync(root);
  mkdirSync(models);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'model-files.json'), JSON.stringify({ 'models/a.bin.gz': 'a.bin.gz' }));
  writeFileSync(join(models, 'a.bin.gz'), 'model bytes');
  writeFileSync(join(models, 'secret.txt'), 'not listed');
  const server = await startWebServer(root, 0, models);
  try {
    const get = async (path: string) => {
      const response = await fetch(new URL(path, server.url));
      return { status: response.status, body: await response.text(), csp: response.headers.get('content-security-policy') };
    };
    const listed = await get('models/a.bin.gz');
    assert.equal(listed.status, 200);
    assert.equal(listed.body, 'model bytes');
    assert.match(listed.csp ?? '', /default-src 'self'/u);
    assert.equal((await get('models/secret.txt')).status, 404, 'an unlisted file of the models folder');
    assert.equal((await get('secret.txt')).status, 404);
    // a copy inside the site (a self-contained build) wins over the models folder
    mkdirSync(join(root, 'models'));
    writeFileSync(join(root, 'models', 'a.bin.gz'), 'site copy');
    assert.equal((await get('models/a.bin.gz')).body, 'site copy');
  } finally {
    await server.close();
  }
  // without a models folder (a self-contained site), only the site's files
  const plain = await startWebServer(join(dir, 'web'), 0);
  try {
    assert.equal((await fetch(new URL('models/a.bin.gz', plain.url))).status, 200);
    writeFileSync(join(root, 'model-files.json'), JSON.stringify({ 'models/b.bin.gz': 'b.bin.gz' }));
    assert.equal((await fetch(new URL('models/b.bin.gz', plain.url))).status, 404);
  } finally {
    await plain.close();
  }
});

test("gecval web serves a listed file of an installed package (Harper's binary from harper.js) as application/wasm; a missing package's file, or another version's, is a 404", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-web-npm-'));
  const root = join(dir, 'web');
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  const dist = dirname(fileURLToPath(import.meta.resolve('harper.js')));
  const version = (JSON.parse(readFileSync(join(dist, '..', 'package.json'), 'utf8')) as { version: string }).version;
  writeFileSync(join(root, 'model-files.json'), JSON.stringify({
    'harper/harper.wasm': `npm:harper.js@${version}:harper_wasm_bg.wasm`,
    // another version than the installed one: its glue would not match this binary
    'harper/other.wasm': 'npm:harper.js@0.0.1:harper_wasm_bg.wasm',
    'x/none.wasm': 'npm:gecval-no-such-package@1.0.0:x.wasm',
  }));
  const server = await startWebServer(root, 0, join(dir, 'models'));
  try {
    const head = await fetch(new URL('harper/harper.wasm', server.url), { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'application/wasm');
    const file = join(dist, 'harper_wasm_bg.wasm');
    assert.equal(Number(head.headers.get('content-length')), statSync(file).size);
    assert.equal((await fetch(new URL('x/none.wasm', server.url), { method: 'HEAD' })).status, 404);
    assert.equal((await fetch(new URL('harper/other.wasm', server.url), { method: 'HEAD' })).status, 404, 'not served for another version');
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
