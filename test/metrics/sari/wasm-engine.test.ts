import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { maxSariSentence, sariSentence, useSariEngine } from '../../../src/metrics/sari/metric.js';
import { DATASETS } from '../fixtures.js';
import { oracleSari } from '../sari-oracle.js';

test('the committed SARI kernel binary is the compiled kernel.wat', async () => {
  const script = '../../../scripts/build-kernels.mjs';
  type Kernel = { out: string };
  const { KERNELS, compileKernels, generatedSource } = (await import(script)) as {
    KERNELS: Record<string, Kernel>;
    compileKernels(kernel: Kernel): Promise<string>;
    generatedSource(b64: string, kernel: Kernel): string;
  };
  const kernel = KERNELS.sari!;
  assert.equal(readFileSync(kernel.out, 'utf8'), generatedSource(await compileKernels(kernel), kernel), 'run node scripts/build-kernels.mjs');
});

/** Every sentence's SARI and MAX-SARI under one engine, three systems scored against each prepared pair. */
function scoresWith(kind: 'wasm' | 'js'): number[] {
  useSariEngine(kind);
  const data = DATASETS['jfleg-dev']();
  const out: number[] = [];
  for (const system of ['mle_1', 'mle_2', 'mle_3']) {
    const hyps = data.output(system);
    data.source.forEach((source, i) => out.push(sariSentence(source, hyps[i]!, data.references[i]!), maxSariSentence(source, hyps[i]!, data.references[i]!)));
  }
  return out;
}

test('the WebAssembly and JavaScript engines give bit-identical SARI and MAX-SARI on JFLEG dev', () => {
  try {
    const wasm = scoresWith('wasm');
    const js = scoresWith('js');
    assert.equal(wasm.length, js.length);
    const first = wasm.findIndex((v, i) => !Object.is(v, js[i]));
    assert.equal(first, -1, `score ${first}: wasm ${wasm[first]} vs js ${js[first]}`);
  } finally {
    useSariEngine('wasm');
  }
});

test('both engines agree on seeded random groups (empty tokens, long lines, many references, memory growth)', () => {
  let seed = 5;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const words = ['a', 'b', 'c', 'the', '', 'x', 'y', 'A'];
  const sentence = (max: number): string => Array.from({ length: Math.floor(random() * max) }, () => words[Math.floor(random() * words.length)]!).join(random() < 0.1 ? '  ' : ' ');
  const groups = Array.from({ length: 600 }, (_, t) => {
    const long = t % 50 === 0; // some lines of hundreds of tokens make the kernel's memory grow
    return { source: sentence(long ? 600 : 12), references: Array.from({ length: 1 + Math.floor(random() * (t % 7 === 0 ? 12 : 3)) }, () => sentence(long ? 600 : 12)), candidates: [sentence(long ? 600 : 12), sentence(12), sentence(12)] };
  });
  const run = (kind: 'wasm' | 'js') => {
    useSariEngine(kind);
    return groups.flatMap((g) => g.candidates.flatMap((c) => [sariSentence(g.source, c, g.references), maxSariSentence(g.source, c, g.references)]));
  };
  try {
    const wasm = run('wasm');
    const js = run('js');
    const first = wasm.findIndex((v, i) => !Object.is(v, js[i]));
    assert.equal(first, -1, `score ${first}: wasm ${wasm[first]} vs js ${js[first]}`);
  } finally {
    useSariEngine('wasm');
  }
});

test('past 10,000 prepared pairs the cache starts over and scores stay exact (first pairs scored again after the wrap)', () => {
  const pair = (i: number) => ({ source: `w${i} a b c d`, references: [`w${i} a b x d`, `a b c w${i + 1}`], candidate: `w${i} a b x c` });
  const expected = (i: number) => {
    const { source, references, candidate } = pair(i);
    return oracleSari(source, candidate, references);
  };
  const first = Array.from({ length: 50 }, (_, i) => pair(i));
  const before = first.map((p) => sariSentence(p.source, p.candidate, p.references));
  for (let i = 50; i < 10_100; i++) {
    const p = pair(i);
    const value = sariSentence(p.source, p.candidate, p.references);
    if (i % 1000 === 0) assert.equal(value, expected(i), `pair ${i}`);
  }
  const after = first.map((p) => sariSentence(p.source, p.candidate, p.references));
  assert.deepEqual(after, before);
  first.forEach((_, i) => assert.equal(after[i], expected(i), `pair ${i} after the wrap`));
});
