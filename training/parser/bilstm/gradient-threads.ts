/**
 * The gradient engine of BiLSTM training, where minibatch gradients are computed: in this thread, or in two worker threads that share the parameter
 * buffer (SharedArrayBuffer) and each own a gradient buffer. Either way a minibatch is split into the same two
 * halves, each half's gradient is summed sentence by sentence in order, and the two halves are added half 0 first,
 * so one thread and two threads give bit-identical training.
 */
import { Worker } from 'node:worker_threads';
import { SeededRandom } from '../../../src/core/random.js';
import { Network, type NetworkShape } from '../../../src/ucca/parser/bilstm/network.js';
import type { LabelSets } from '../../../src/ucca/parser/transition/classes.js';
import { explorationContext, explorationSeed, exploringSentenceGradient, type Exploration, type ExplorationContext } from './exploration.js';
import { sentenceGradient, sentenceSeed, type PreparedSentence } from './sentence-gradient.js';

export interface HalfResult {
  loss: number;
  correct: number;
  steps: number;
  /** Exploring epochs: wrong predictions the walks followed. */
  followed: number;
}

export interface GradientEngine {
  /** Parameter values the engine reads (write updates here). */
  readonly values: Float32Array;
  /** Per half, its gradient buffer after `run`. */
  readonly grads: [Float32Array, Float32Array];
  run(epoch: number, halves: [number[], number[]]): Promise<[HalfResult, HalfResult]>;
  close(): Promise<void>;
}

/**
 * Gradient of a list of sentences into a network's (zeroed) gradient buffer: static-oracle walks, or exploring
 * walks (exploration.ts) from the context's first exploring epoch on.
 */
export function halfGradient(net: Network, data: readonly PreparedSentence[], seed: number, epoch: number, indices: readonly number[], exploration?: ExplorationContext): HalfResult {
  net.params.zeroGrad();
  const total: HalfResult = { loss: 0, correct: 0, steps: 0, followed: 0 };
  const exploring = exploration !== undefined && epoch >= exploration.fromEpoch;
  for (const i of indices) {
    const prep = data[i]!;
    const random = new SeededRandom(sentenceSeed(seed, epoch, i));
    const r = exploring
      ? exploringSentenceGradient(net, prep, prep.walk!, exploration, random, new SeededRandom(explorationSeed(seed, epoch, i)))
      : { ...sentenceGradient(net, prep, random), followed: 0 };
    total.loss += r.loss;
    total.correct += r.correct;
    total.steps += r.steps;
    total.followed += r.followed;
  }
  return total;
}

/** Exploration as the engine gets it: the settings and the label sets each thread builds its context from. */
export interface EngineExploration {
  settings: Exploration;
  labels: LabelSets;
}

export function localEngine(shape: NetworkShape, data: readonly PreparedSentence[], seed: number, values: Float32Array, exploration?: EngineExploration): GradientEngine {
  const nets = [new Network(shape, { values }), new Network(shape, { values })] as const;
  const context = exploration ? explorationContext(exploration.settings, exploration.labels) : undefined;
  return {
    values,
    grads: [nets[0].params.grads, nets[1].params.grads],
    run: async (epoch, halves) => [halfGradient(nets[0], data, seed, epoch, halves[0], context), halfGradient(nets[1], data, seed, epoch, halves[1], context)],
    close: async () => {},
  };
}

/**
 * Starts gradient-worker.js next to this module; when running from TypeScript sources (tsx), the worker first registers
 * tsx's loader, which worker threads do not inherit.
 */
function startWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./gradient-worker.js', import.meta.url), { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./gradient-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData });
}

interface Reply extends HalfResult {
  error?: string;
}

export async function workerEngine(shape: NetworkShape, data: readonly PreparedSentence[], seed: number, size: number, exploration?: EngineExploration): Promise<GradientEngine> {
  const valuesBuffer = new SharedArrayBuffer(size * 4);
  const gradBuffers = [new SharedArrayBuffer(size * 4), new SharedArrayBuffer(size * 4)];
  const workers = gradBuffers.map((gradBuffer) => startWorker({ shape, data, seed, valuesBuffer, gradBuffer, exploration }));
  const ask = (w: Worker, message: unknown): Promise<HalfResult> =>
    new Promise((resolve, reject) => {
      const onMessage = (reply: Reply): void => {
        w.off('error', onError);
        if (reply.error) reject(new Error(reply.error));
        else resolve(reply);
      };
      const onError = (error: Error): void => {
        w.off('message', onMessage);
        reject(error);
      };
      w.once('message', onMessage);
      w.once('error', onError);
      w.postMessage(message);
    });
  await Promise.all(workers.map((w) => ask(w, { ping: true })));
  return {
    values: new Float32Array(valuesBuffer),
    grads: [new Float32Array(gradBuffers[0]!), new Float32Array(gradBuffers[1]!)],
    run: async (epoch, halves) => {
      const [a, b] = await Promise.all([ask(workers[0]!, { epoch, indices: halves[0] }), ask(workers[1]!, { epoch, indices: halves[1] })]);
      return [a, b];
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
