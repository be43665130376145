/**
 * `gecval usim --merge` and `gecval faithfulness --merge`: join the `--json` outputs of `--shard K/N` runs into the
 * output of one run over all lines, byte for byte: sentences in shard order, the corpus mean recomputed from the
 * sentence scores in the same order and the same way as one run computes it (the sum in line order, then one
 * division), counters summed (USIM's parse counts equal one run's when the shards ran one after another on a shared
 * cache; shards running at once may each parse a sentence that repeats across shards).
 */
import { GecvalInputError } from '../core/errors.js';
import { readJsonFile } from '../formats/json-text.js';
import { shardRange } from './parse-io.js';

/** What differs between the commands whose shards merge. */
export interface ShardKind {
  /** The command line that writes such a shard, for error messages. */
  readonly writtenBy: string;
  /** The per-sentence field holding the score averaged into `mean` (null in JSON = NaN). */
  readonly scoreKey: string;
  /** Top-level fields copied from the first shard (all shards must agree), in output order before `sentences`. */
  readonly constants: readonly string[];
  /** Top-level numeric fields summed over the shards, in output order after `sentences`. */
  readonly counters: readonly string[];
}

export const USIM_SHARDS: ShardKind = { writtenBy: 'gecval usim --source … --shard K/N --json', scoreKey: 'usim', constants: ['variant'], counters: ['parsed', 'reused'] };
export const FAITHFULNESS_SHARDS: ShardKind = { writtenBy: 'gecval faithfulness --source … --shard K/N --json', scoreKey: 'score', constants: [], counters: [] };

interface ShardOutput {
  [field: string]: unknown;
  shard: string;
  lines: number;
  sentences: Array<Record<string, unknown>>;
  signature: string;
}

function readShard(file: string, kind: ShardKind): ShardOutput & { index: number; count: number; file: string } {
  // As every JSON input: a BOM is accepted, and a syntax error names the line and column.
  const value = readJsonFile(file);
  const v = (value ?? {}) as Partial<ShardOutput>;
  const match = typeof v.shard === 'string' ? /^(\d+)\/(\d+)$/.exec(v.shard) : null;
  const shaped = match && typeof v.lines === 'number' && Array.isArray(v.sentences) && typeof v.signature === 'string'
    && kind.constants.every((k) => typeof v[k] === 'string') && kind.counters.every((k) => typeof v[k] === 'number');
  if (!shaped) throw new GecvalInputError(`not the --json output of \`${kind.writtenBy}\``, { file });
  return { ...(v as ShardOutput), index: Number(match[1]), count: Number(match[2]), file };
}

/** The single-run `--json` object from the shard outputs (given in any order; every shard 1/N … N/N exactly once). */
export function mergeShards(files: readonly string[], kind: ShardKind): Record<string, unknown> {
  const shards = files.map((file) => readShard(file, kind));
  const first = shards[0]!;
  for (const s of shards) {
    if (s.count !== first.count || s.lines !== first.lines) throw new GecvalInputError(`shard ${s.shard} of ${s.lines} lines does not belong with shard ${first.shard} of ${first.lines} lines`, { file: s.file });
    if (s.signature !== first.signature || kind.constants.some((k) => s[k] !== first[k])) throw new GecvalInputError(`signature differs from ${first.file}'s: ${s.signature}`, { file: s.file });
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
  const score = (r: Record<string, unknown>): number => (typeof r[kind.scoreKey] === 'number' ? (r[kind.scoreKey] as number) : NaN);
  const mean = sentences.length === 0 ? 0 : sentences.reduce((sum, r) => sum + score(r), 0) / sentences.length;
  return {
    mean,
    ...Object.fromEntries(kind.constants.map((k) => [k, first[k]])),
    sentences,
    ...Object.fromEntries(kind.counters.map((k) => [k, ordered.reduce((n, s) => n + (s[k] as number), 0)])),
    signature: first.signature,
  };
}
