// The v1 scoring layout (src/ucca/parser/perceptron/sparse-weights.ts, kernel.wat): on the shipped v1 model and the
// features of real states (JFLEG dev sources), the WebAssembly kernel and its JavaScript twin give, for every class up
// to the requested one, exactly the float32 scores of the plain reference (each feature's row looked up by key and
// added into float32 scores, row by row, as the parser did before the layout); the generated kernel module is up to
// date; parses are the same with either kernel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataPath } from '../../../helpers/shared.js';
import { BUNDLED_PARSER_MODELS } from '../../../../src/ucca/parser/catalogue.js';
import { readContainer } from '../../../../src/ucca/parser/model-file.js';
import { perceptronModelFrom } from '../../../../src/ucca/parser/perceptron/model.js';
import { SparseWeights } from '../../../../src/ucca/parser/perceptron/sparse-weights.js';
import { PerceptronClassifier } from '../../../../src/ucca/parser/perceptron/classifier.js';
import { ActionClasses } from '../../../../src/ucca/parser/transition/classes.js';
import { UccaParser } from '../../../../src/ucca/parser/parser.js';
import { toUccaJson } from '../../../../src/ucca/json.js';
import { SeededRandom } from '../../../../src/core/random.js';

const model = perceptronModelFrom(readContainer(BUNDLED_PARSER_MODELS.v1!));
const { keys, offsets, classIds, weights, classes } = model.weights;
const C = classes;

/** The reference: float32 scores, each found row added in order (the scoring before the layout). */
const rowOf = new Map<number, number>();
keys.forEach((k, r) => rowOf.set(k, r));
function reference(features: Uint32Array, count: number): Float32Array {
  const scores = new Float32Array(C);
  for (let i = 0; i < count; i++) {
    const r = rowOf.get(features[i]!);
    if (r === undefined) continue;
    for (let j = offsets[r]!; j < offsets[r + 1]!; j++) scores[classIds[j]!] += weights[j]!;
  }
  return scores;
}

const sources = readFileSync(dataPath('..', 'data', 'jfleg', 'dev.src'), 'utf8').split('\n').filter((l) => l.length > 0).slice(0, 60);

/** Feature lists of the states met while parsing the sources (captured from the classifier). */
function capturedFeatures(): Uint32Array[] {
  const lists: Uint32Array[] = [];
  const capture = { score: (features: Uint32Array, count: number, scores: Float32Array) => {
    lists.push(features.slice(0, count));
    scores.set(reference(features, count));
  } };
  const parser = UccaParser.fromClassifier(model.header, new PerceptronClassifier(new ActionClasses(model.header.labels), capture, model.header.hashSeed));
  for (const line of sources) parser.parseTokens(line.split(' ').filter((t) => t !== ''));
  return lists;
}

test('v1 scoring: the WebAssembly kernel and the JavaScript loops equal the float32 reference for every class up to maxClass', () => {
  const lists = capturedFeatures();
  assert.ok(lists.length > 2000, `${lists.length} states`);
  // a few made-up lists too: unknown keys, repeated keys, the empty list
  const random = new SeededRandom(7);
  for (let n = 0; n < 50; n++) {
    const list = new Uint32Array(random.integer(1, 96));
    for (let i = 0; i < list.length; i++) list[i] = random.float() < 0.5 ? keys[random.integer(0, keys.length - 1)]! : (random.float() * 2 ** 32) >>> 0;
    lists.push(list);
  }
  lists.push(new Uint32Array(0));
  const kernels = [new SparseWeights(keys, offsets, classIds, weights, C), new SparseWeights(keys, offsets, classIds, weights, C, { kernel: 'js' })];
  assert.equal(kernels[0]!.kernel, 'wasm', 'Node 20 has WebAssembly SIMD');
  assert.equal(kernels[1]!.kernel, 'js');
  const scores = new Float32Array(C);
  let compared = 0;
  for (const [n, list] of lists.entries()) {
    const expected = reference(list, list.length);
    for (const maxClass of [C - 1, n % C, 0, 6]) {
      for (const kernel of kernels) {
        scores.fill(Number.NaN);
        kernel.score(list, list.length, scores, maxClass);
        for (let c = 0; c <= maxClass; c++) {
          if (!Object.is(scores[c], expected[c])) assert.fail(`${kernel.kernel} kernel, state ${n}, maxClass ${maxClass}, class ${c}: ${scores[c]} ≠ ${expected[c]}`);
        }
        for (let c = maxClass + 1; c < C; c++) assert.ok(Number.isNaN(scores[c]), 'classes above maxClass are left as they were');
        compared++;
      }
    }
  }
  assert.ok(compared > 16000);
});

test('v1 parses are the same with the WebAssembly kernel and the JavaScript loops', () => {
  const classesOf = (): ActionClasses => new ActionClasses(model.header.labels);
  const wasm = UccaParser.fromClassifier(model.header, new PerceptronClassifier(classesOf(), new SparseWeights(keys, offsets, classIds, weights, C), model.header.hashSeed));
  const js = UccaParser.fromClassifier(model.header, new PerceptronClassifier(classesOf(), new SparseWeights(keys, offsets, classIds, weights, C, { kernel: 'js' }), model.header.hashSeed));
  for (const [i, line] of sources.entries()) {
    const tokens = line.split(' ').filter((t) => t !== '');
    assert.deepEqual(toUccaJson(js.parseTokens(tokens, { id: String(i) })), toUccaJson(wasm.parseTokens(tokens, { id: String(i) })));
  }
});

test('the generated v1 kernel module is up to date with kernel.wat', async () => {
  const script = '../../../../scripts/build-kernels.mjs';
  type Kernel = { out: string };
  const { KERNELS, compileKernels, generatedSource } = (await import(script)) as {
    KERNELS: Record<string, Kernel>;
    compileKernels(kernel: Kernel): Promise<string>;
    generatedSource(b64: string, kernel: Kernel): string;
  };
  const kernel = KERNELS.perceptron!;
  assert.equal(readFileSync(kernel.out, 'utf8'), generatedSource(await compileKernels(kernel), kernel), 'run node scripts/build-kernels.mjs');
});
