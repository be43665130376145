/**
 * A parse's signature needs the model's header (training recipe and seed, kernel), not its weights: `parse --jobs`
 * parses on workers, and the main thread reads only the start of the model file for the signature (#33 point 4).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BUNDLED_PARSER_MODELS } from '../../../src/ucca/parser/catalogue.js';
import { readContainer, readModelHeader } from '../../../src/ucca/parser/model-file.js';
import { getParser, parserSignature } from '../../../src/ucca/parser/parser.js';

test('the header read alone equals the header of the whole model file, and the signature does not change once the model is loaded', () => {
  for (const name of ['v1', 'v3']) {
    const path = BUNDLED_PARSER_MODELS[name]!;
    assert.deepEqual(readModelHeader(path), readContainer(path).header, name);
  }
  // v2 is loaded by no other test in this file: its signature from the header, then from the loaded parser.
  const before = parserSignature({ model: 'v2', tokenized: true });
  getParser('v2');
  assert.equal(parserSignature({ model: 'v2', tokenized: true }), before);
});

test('a model file cut short inside its header is one input error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-header-'));
  try {
    const raw = gunzipSync(readFileSync(BUNDLED_PARSER_MODELS.v1!));
    const cut = join(dir, 'cut.ucca.bin.gz');
    writeFileSync(cut, gzipSync(raw.subarray(0, 100)));
    assert.throws(() => readModelHeader(cut), (e: Error) => e.name === 'GecvalInputError' && /header is cut short/u.test(e.message));
    const notModel = join(dir, 'text.ucca.bin.gz');
    writeFileSync(notModel, gzipSync(Buffer.from('hello, this is no model at all')));
    assert.throws(() => readModelHeader(notModel), /magic UCCAPRS1 missing/u);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
