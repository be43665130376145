// The WebAssembly inference path of the v2 parser gives bit-identical scores and parses to the JavaScript
// network (src/ucca/parser/bilstm/inference.ts), and its committed binary is the compiled matvec.wat.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { KernelMemory } from '../../../../src/ucca/parser/bilstm/kernels/wasm-kernels.js';
import type { BiLstmClassifier } from '../../../../src/ucca/parser/bilstm/classifier.js';
import { matVec } from '../../../../src/ucca/parser/bilstm/tensor.js';
import { BUNDLED_PARSER_MODELS } from '../../../../src/ucca/parser/catalogue.js';
import { decodeInputFor } from '../../../../src/ucca/parser/input.js';
import { UccaParser } from '../../../../src/ucca/parser/parser.js';
import { ParserState } from '../../../../src/ucca/parser/transition/state.js';
import { bestValidClass } from '../../../../src/ucca/parser/classifier.js';
import { toUccaJson } from '../../../../src/ucca/json.js';
import { SeededRandom } from '../../../../src/core/random.js';
import { sharedPath } from '../../../helpers/shared.js';

function randomArray(random: SeededRandom, n: number, scale = 1): Float32Array {
  return Float32Array.from({ length: n }, () => (random.float() - 0.5) * scale);
}

test('the committed kernel binary is the compiled matvec.wat', async () => {
  const script = '../../../../scripts/build-kernels.mjs';
  const { compileKernels, generatedSource } = (await import(script)) as { compileKernels(): Promise<string>; generatedSource(b64: string): string };
  const committed = readFileSync(new URL('../../../../src/ucca/parser/bilstm/kernels/matvec-wasm.ts', import.meta.url), 'utf8');
  assert.equal(committed, generatedSource(await compileKernels()), 'run node scripts/build-kernels.mjs');
});

/**
 * One wasm matrix–vector kernel against a JavaScript definition on random matrices of the given shapes, in both
 * modes: the outputs must be equal bit for bit.
 */
type Product = (W: Float32Array, rows: number, cols: number, x: Float32Array, out: Float32Array, accumulate: boolean) => void;
function assertKernelMatches(seed: number, shapes: ReadonlyArray<readonly [number, number]>, precision: 'f64' | 'f32', reference: Product): void {
  const random = new SeededRandom(seed);
  const mem = new KernelMemory();
  for (const [rows, cols] of shapes) {
    for (const accumulate of [false, true]) {
      const W = randomArray(random, rows * cols, 2);
      const x = randomArray(random, cols, 3);
      const start = randomArray(random, rows);
      const wAt = precision === 'f64' ? mem.storeMatrix(W) : mem.storeMatrix32(W);
      const xAt = mem.store(x);
      const outAt = mem.store(start);
      if (precision === 'f64') mem.matVec(wAt, rows, cols, xAt, outAt, accumulate);
      else mem.matVec32(wAt, rows, cols, xAt, outAt, accumulate);
      const expected = Float32Array.from(start);
      reference(W, rows, cols, x, expected, accumulate);
      const got = mem.floats().subarray(outAt >> 2, (outAt >> 2) + rows);
      assert.deepEqual(Array.from(got), Array.from(expected), `${rows}×${cols} accumulate=${accumulate}`);
    }
  }
}

test('wasm matVec equals the JavaScript kernel bit for bit (odd shapes, both modes)', () => {
  const shapes = [[1, 1], [3, 5], [4, 4], [7, 13], [9, 244], [256, 244], [91, 128], [128, 131]] as const;
  assertKernelMatches(7, shapes, 'f64', (W, rows, cols, x, out, accumulate) => matVec(W, rows, cols, x, 0, out, 0, accumulate));
});

test('wasm hidden layer equals the Float32Array loop bit for bit (ReLU: +0 for negatives)', () => {
  const random = new SeededRandom(11);
  const mem = new KernelMemory();
  const H = 128;
  const bias = randomArray(random, H);
  const rowValues = Array.from({ length: 40 }, () => randomArray(random, H, 4));
  const rowsAt = mem.reserve(rowValues.length);
  const offsets = rowValues.map((r) => mem.store(r));
  const biasAt = mem.store(bias);
  const postAt = mem.reserve(H);
  mem.ints().set(offsets, rowsAt >> 2);
  mem.hidden(biasAt, rowsAt, offsets.length, H, postAt);
  const pre = Float32Array.from(bias);
  for (const r of rowValues) for (let j = 0; j < H; j++) pre[j] += r[j]!;
  const expected = Array.from(pre, (a) => (a > 0 ? a : 0));
  const got = Array.from(mem.floats().subarray(postAt >> 2, (postAt >> 2) + H));
  assert.deepEqual(got, expected);
  assert.ok(got.some((v) => v === 0) && got.some((v) => v > 0), 'both sides of the ReLU are exercised');
});

/** The bundled v2 classifier with the JavaScript network or the wasm engine. */
function v2Classifier(kernels: 'js' | 'wasm'): BiLstmClassifier {
  const parser = UccaParser.load({ model: BUNDLED_PARSER_MODELS.v2! });
  const classifier = parser.classifier as BiLstmClassifier;
  const saved = process.env.GECVAL_PARSER_KERNELS;
  if (kernels === 'js') process.env.GECVAL_PARSER_KERNELS = 'js';
  else delete process.env.GECVAL_PARSER_KERNELS;
  classifier.sentence(decodeInputFor(['Hello'], '0')); // the engine is chosen on the first sentence
  if (saved === undefined) delete process.env.GECVAL_PARSER_KERNELS;
  else process.env.GECVAL_PARSER_KERNELS = saved;
  return classifier;
}

test('v2 on JFLEG dev: every valid class of every visited state scores the same in both engines', () => {
  const js = v2Classifier('js');
  const fast = v2Classifier('wasm');
  const lines = readFileSync(sharedPath('data', 'jfleg', 'dev.src'), 'utf8').split('\n').filter((l) => l.trim()).slice(0, 60);
  const size = js.classes.size;
  let compared = 0;
  for (const [i, line] of lines.entries()) {
    const input = decodeInputFor(line.split(' ').filter(Boolean), String(i));
    const a = js.sentence(input);
    const b = fast.sentence(input);
    const st = new ParserState(input.tokenTerminal.length);
    const mask = new Uint8Array(size);
    const sa = new Float32Array(size);
    const sb = new Float32Array(size);
    if (input.words.length === 0) continue;
    while (!st.finished && !st.outOfActions) {
      js.classes.validMask(st, mask);
      a.score(st, sa, mask);
      b.score(st, sb, mask);
      for (let c = 0; c < size; c++) if (mask[c]) assert.equal(sb[c], sa[c], `sentence ${i}, class ${c}`);
      compared++;
      const best = bestValidClass(sa, mask);
      if (best < 0) break;
      st.apply(js.classes.action(best));
    }
  }
  assert.ok(compared > 1000, `compared ${compared} states`);
});

test('v2 parses are byte-identical with GECVAL_PARSER_KERNELS=js (odd and long inputs too)', () => {
  const jsParser = UccaParser.fromClassifier(UccaParser.load({ model: BUNDLED_PARSER_MODELS.v2! }).header, v2Classifier('js'));
  const fastParser = UccaParser.fromClassifier(jsParser.header, v2Classifier('wasm'));
  const inputs: string[][] = [
    [], ['.'], ['Hello'], ['I', 'has', 'a', 'apple', '.'], ['東京', 'は', '大きい', '。'],
    Array.from({ length: 300 }, (_, i) => (i % 9 === 8 ? ',' : `word${i % 17}`)),
    ...readFileSync(sharedPath('data', 'jfleg', 'dev.src'), 'utf8').split('\n').slice(60, 160).map((l) => l.split(' ').filter(Boolean)),
  ];
  for (const tokens of inputs) {
    assert.equal(JSON.stringify(toUccaJson(fastParser.parseTokens(tokens))), JSON.stringify(toUccaJson(jsParser.parseTokens(tokens))), tokens.join(' ').slice(0, 60));
  }
});

/** matvec32's arithmetic written out with Math.fround: eight f32 lanes by column modulo 8, combined as the kernel does. */
function matVec32Reference(W: Float32Array, rows: number, cols: number, x: Float32Array, out: Float32Array, accumulate: boolean): void {
  const f = Math.fround;
  const c8 = cols & ~7;
  for (let r = 0; r < rows; r++) {
    const lanes = new Array<number>(8).fill(0);
    for (let c = 0; c < c8; c++) lanes[c % 8] = f(lanes[c % 8]! + f(W[r * cols + c]! * x[c]!));
    const pair = [0, 1, 2, 3].map((j) => f(lanes[j]! + lanes[j + 4]!));
    let sum = f(f(pair[0]! + pair[1]!) + f(pair[2]! + pair[3]!));
    for (let c = c8; c < cols; c++) sum = f(sum + f(W[r * cols + c]! * x[c]!));
    out[r] = accumulate ? f(out[r]! + sum) : sum;
  }
}

test('wasm matVec32 equals its single-precision definition bit for bit (odd shapes, both modes)', () => {
  const shapes = [[1, 1], [3, 5], [4, 8], [7, 13], [9, 244], [256, 352], [91, 128], [128, 131]] as const;
  assertKernelMatches(13, shapes, 'f32', matVec32Reference);
});

test('a model with inferenceF32 = 1 runs the single-precision kernel: v3 makes every decision on JFLEG sentences as with the f64 kernel, scores within 1e-4', () => {
  const load = (f32: boolean): BiLstmClassifier => {
    const parser = UccaParser.load({ model: BUNDLED_PARSER_MODELS.v3! });
    const classifier = parser.classifier as BiLstmClassifier;
    const net = (classifier as unknown as { net: { config: object } }).net;
    net.config = { ...net.config, inferenceF32: f32 ? 1 : 0 };
    classifier.weightsChanged();
    return classifier;
  };
  const exact = load(false);
  const single = load(true);
  const lines = readFileSync(sharedPath('data', 'jfleg', 'dev.src'), 'utf8').split('\n').filter((l) => l.trim()).slice(0, 40);
  const size = exact.classes.size;
  let compared = 0;
  let differing = 0;
  for (const [i, line] of lines.entries()) {
    const input = decodeInputFor(line.split(' ').filter(Boolean), String(i));
    const a = exact.sentence(input);
    const b = single.sentence(input);
    const st = new ParserState(input.tokenTerminal.length);
    const mask = new Uint8Array(size);
    const sa = new Float32Array(size);
    const sb = new Float32Array(size);
    while (!st.finished && !st.outOfActions) {
      exact.classes.validMask(st, mask);
      a.score(st, sa, mask);
      b.score(st, sb, mask);
      for (let c = 0; c < size; c++) {
        if (!mask[c]) continue;
        assert.ok(Math.abs(sb[c]! - sa[c]!) <= 1e-4 * Math.max(1, Math.abs(sa[c]!)), `sentence ${i}, class ${c}: ${sb[c]} vs ${sa[c]}`);
        if (sb[c] !== sa[c]) differing++;
      }
      compared++;
      const best = bestValidClass(sa, mask);
      assert.equal(bestValidClass(sb, mask), best, `sentence ${i}: the same decision`);
      if (best < 0) break;
      st.apply(exact.classes.action(best));
    }
  }
  assert.ok(compared > 500, `compared ${compared} states`);
  assert.ok(differing > 0, 'the single-precision kernel is really in use');
});
