/**
 * Training recipes of the v2 parser. `ewt`: train on EWT train, score EWT dev after every epoch (labeled primary
 * and remote F1 with the toolkit's evaluator), keep the best epoch. `wiki+ewt`: Wiki train minus every 10th
 * sentence (by sorted id) + EWT train, dev = that Wiki slice + EWT dev (the split of v1's recipe). The held-out
 * sets are scored with the best epoch at the end.
 */
import { createHash } from 'node:crypto';
import type { UccaGraph } from '../../graph.js';
import { evaluationInput, readSplit, trainingItem, type CorpusSplit } from '../corpus.js';
import { scoreGraphs, type ParseScores } from '../evaluation.js';
import { winkVersions } from '../tagger.js';
import { DEFAULT_V2_CONFIG, type V2Config } from './config.js';
import { writeContainer } from './model-file.js';
import type { V2Decoder } from './sentence.js';
import { trainV2, type V2TrainResult } from './trainer.js';

export type V2Recipe = 'ewt' | 'wiki+ewt';

export interface V2RecipeOptions {
  recipe?: V2Recipe;
  dataDir: string;
  seed: number;
  epochs: number;
  workers: 1 | 2;
  config?: Partial<V2Config>;
  checkpoint?: string;
  resume?: boolean;
  /** Train on the first N sentences only (0 = all). */
  limit?: number;
  /** Score only the first N dev sentences each epoch (0 = all). */
  devLimit?: number;
  /** Held-out splits scored with the best epoch at the end. */
  finalSplits?: CorpusSplit[];
  out?: string;
  log?: (line: string) => void;
}

function checksum(graphs: readonly UccaGraph[]): string {
  const h = createHash('sha256');
  for (const g of graphs) h.update(`${g.id}\t${g.text}\t${g.edges.length}\n`);
  return h.digest('hex').slice(0, 16);
}

export function scoreSplit(decoder: V2Decoder, graphs: readonly UccaGraph[]): ParseScores {
  return scoreGraphs(graphs.map((g) => [decoder.parse(evaluationInput(g)), g]));
}

export async function trainV2Recipe(opts: V2RecipeOptions): Promise<{ result: V2TrainResult; scores: Record<string, ParseScores> }> {
  const log = opts.log ?? (() => {});
  const recipe = opts.recipe ?? 'ewt';
  let train = readSplit(opts.dataDir, 'ewt-train');
  let dev = readSplit(opts.dataDir, 'ewt-dev');
  if (recipe === 'wiki+ewt') {
    const wiki = readSplit(opts.dataDir, 'wiki-train');
    train = [...wiki.filter((_, i) => i % 10 !== 9), ...train];
    dev = [...wiki.filter((_, i) => i % 10 === 9), ...dev];
  }
  if (opts.limit) train = train.slice(0, opts.limit);
  if (opts.devLimit) dev = dev.slice(0, opts.devLimit);
  log(`${recipe}: ${train.length} train, ${dev.length} dev sentences; tagging`);
  const items = train.map(trainingItem);
  const devInputs = dev.map((g) => [evaluationInput(g), g] as const);
  const wink = winkVersions();
  const config = { ...DEFAULT_V2_CONFIG, ...opts.config };
  const result = await trainV2(items, {
    seed: opts.seed,
    epochs: opts.epochs,
    workers: opts.workers,
    config,
    ...(opts.checkpoint ? { checkpoint: opts.checkpoint } : {}),
    resume: opts.resume ?? false,
    log,
    preprocess: { winkNlp: wink.winkNlp, winkModel: wink.model, punctuationRule: 'PS-not-Sc-v1' },
    meta: { recipe, trainChecksum: checksum(train), devChecksum: checksum(dev), node: process.version },
    evaluate: (decoder) => {
      const s = scoreGraphs(devInputs.map(([input, gold]) => [decoder.parse(input), gold]));
      return { primary: s.primary.labeled.f, remote: s.remote.labeled.f };
    },
  });
  const scores: Record<string, ParseScores> = {};
  for (const split of opts.finalSplits ?? []) {
    scores[split] = scoreSplit(result.model.decoder, readSplit(opts.dataDir, split));
    log(`${split} (best epoch ${result.bestEpoch}): labeled primary F1 ${(100 * scores[split].primary.labeled.f).toFixed(2)}, remote ${(100 * scores[split].remote.labeled.f).toFixed(2)}`);
  }
  if (opts.out) writeContainer(opts.out, { ...result.header, scores }, [['params', result.model.net.params.values]]);
  return { result, scores };
}
