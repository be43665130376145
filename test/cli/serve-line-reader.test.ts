import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { SeededRandom } from '../../src/core/random.js';
import { readRequestLines, type RequestLineRead } from '../../src/cli/serve/line-reader.js';

async function readAll(chunks: Buffer[], maxBytes: number): Promise<RequestLineRead[]> {
  const out: RequestLineRead[] = [];
  for await (const read of readRequestLines(Readable.from(chunks), maxBytes)) out.push(read);
  return out;
}

/** Cuts `bytes` at seeded random places (inside multi-byte characters too). */
function cut(bytes: Buffer, seed: number): Buffer[] {
  const rng = new SeededRandom(seed);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = rng.integer(1, 7);
    chunks.push(bytes.subarray(at, at + size));
    at += size;
  }
  return chunks;
}

test('serve request lines: any chunking gives the lines split at "\\n" (CRLF too, UTF-8 cut mid-character, last line without "\\n")', async () => {
  const text = '{"id":1,"method":"hello"}\r\n[{"id":"é—ü","method":"m2"}]\n\n{"id":3,"method":"tokenize","params":{"text":"Naïve café — “quoted”"}}';
  const expected = text.split('\n').map((line) => ({ text: line.replace(/\r$/u, '') }));
  for (let seed = 1; seed <= 50; seed++) assert.deepEqual(await readAll(cut(Buffer.from(text, 'utf8'), seed), 1000), expected, `seed ${seed}`);
});

test('serve request lines: a line past the cap is reported with its length and dropped; the lines after it are read whole', async () => {
  const long = 'x'.repeat(95);
  const text = `short\n${long}\nafter\n${'y'.repeat(30)}`;
  for (let seed = 1; seed <= 20; seed++) {
    const reads = await readAll(cut(Buffer.from(text), seed), 20);
    assert.deepEqual(reads, [{ text: 'short' }, { tooLongBytes: 95 }, { text: 'after' }, { tooLongBytes: 30 }], `seed ${seed}`);
  }
  // exactly at the cap is still a line
  assert.deepEqual(await readAll([Buffer.from(`${'z'.repeat(20)}\n`)], 20), [{ text: 'z'.repeat(20) }]);
});
