/** Worker thread of BiLSTM training: computes the gradient of its half of each minibatch (see gradient-threads.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { Network, type NetworkShape } from '../../../src/ucca/parser/bilstm/network.js';
import { explorationContext } from './exploration.js';
import { halfGradient, type EngineExploration } from './gradient-threads.js';
import type { PreparedSentence } from './sentence-gradient.js';

const init = workerData as { shape: NetworkShape; data: PreparedSentence[]; seed: number; valuesBuffer: SharedArrayBuffer; gradBuffer: SharedArrayBuffer; exploration?: EngineExploration };
const net = new Network(init.shape, { values: new Float32Array(init.valuesBuffer), grads: new Float32Array(init.gradBuffer) });
const context = init.exploration ? explorationContext(init.exploration.settings, init.exploration.labels) : undefined;

parentPort!.on('message', (message: { ping?: boolean; epoch?: number; indices?: number[] }) => {
  if (message.ping) {
    parentPort!.postMessage({ loss: 0, correct: 0, steps: 0, followed: 0 });
    return;
  }
  try {
    parentPort!.postMessage(halfGradient(net, init.data, init.seed, message.epoch!, message.indices!, context));
  } catch (error) {
    parentPort!.postMessage({ loss: 0, correct: 0, steps: 0, followed: 0, error: (error as Error).stack ?? String(error) });
  }
});
