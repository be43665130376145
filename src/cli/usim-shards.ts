/**
 * `gecval usim --merge`: joins the `--json` outputs of `gecval usim --shard K/N` runs into the output of one run over
 * all lines, byte for byte: sentences in shard order, the corpus mean recomputed from the sentence scores in the same
 * order and the same way as one run computes it, parse counts summed (equal to one run's when the shards ran one
 * after another on a shared cache; shards running at once may each parse a sentence that repeats across shards).
 */
import { GecvalInputError } from '../core/errors.js';
import { readTextFile } from '../formats/text-file.js';
import { shardRange } from './parse-io.js';

interface ShardSentence {
  usim: number | null;
  [key: string]: unknown;
}

interface ShardOutput {
  shard: string;
  lines: number;
  mean: number | null;
  variant: string;
  sentences: ShardSentence[];
  parsed: number;
  reused: number;
  signature: string;
}

function readShard(file: string): ShardOutput & { index: number; count: number } {
  let value: unknown;
  try {
    value = JSON.parse(readTextFile(file));
  } catch (error) {
    if (error instanceof GecvalInputError) throw error;
    throw new GecvalInputError(`not JSON: ${(error as Error).message}`, { file });
  }
  const v = value as Partial<ShardOutput>;
  const match = typeof v.shard === 'string' ? /^(\d+)\/(\d+)$/.exec(v.shard) : null;
  if (!match || typeof v.lines !== 'number' || !Array.isArray(v.sentences) || typeof v.signature !== 'string' || typeof v.variant !== 'string' || typeof v.parsed !== 'number' || typeof v.reused !== 'number') {
    throw new GecvalInputError('not the --json output of `gecval usim --source … --shard K/N --json`', { file });
  }
  return { ...(v as ShardOutput), index: Number(match[1]), count: Number(match[2]) };
}

/** The single-run `--json` object from the shard outputs (given in any order; every shard 1/N … N/N exactly once). */
export function mergeUsimShards(files: readonly string[]): Record<string, unknown> {
  const shards = files.map((file) => ({ file, ...readShard(file) }));
  const first = shards[0]!;
  for (const s of shards) {
    if (s.count !== first.count || s.lines !== first.lines) throw new GecvalInputError(`shard ${s.shard} of ${s.lines} lines does not belong with shard ${first.shard} of ${first.lines} lines`, { file: s.file });
    if (s.signature !== first.signature || s.variant !== first.variant) throw new GecvalInputError(`signature differs from ${first.file}'s: ${s.signature}`, { file: s.file });
    const [start, end] = shardRange(s.lines, { index: s.index, count: s.count });
    if (s.sentences.length !== end - start) throw new GecvalInputError(`shard ${s.shard} should hold ${end - start} sentences, has ${s.sentences.length}`, { file: s.file });
  }
  const ordered = [...shards].sort((a, b) => a.index - b.index);
  ordered.forEach((s, i) => {
    if (s.index !== i + 1) {
      const missing = i + 1 < s.index ? `shard ${i + 1}/${first.count} is missing` : `shard ${s.shard} is given twice`;
      throw new GecvalInputError(missing, { file: s.file });
    }
  });
  if (ordered.length !== first.count) throw new GecvalInputError(`shard ${ordered.length + 1}/${first.count} is missing`);
  const sentences = ordered.flatMap((s) => s.sentences);
  // As autoUsim: the sum in line order, then one division (NaN scores print as null and stay NaN).
  const mean = sentences.length === 0 ? 0 : sentences.reduce((sum, r) => sum + (r.usim === null ? NaN : r.usim), 0) / sentences.length;
  return {
    mean,
    variant: first.variant,
    sentences,
    parsed: ordered.reduce((n, s) => n + s.parsed, 0),
    reused: ordered.reduce((n, s) => n + s.reused, 0),
    signature: first.signature,
  };
}
