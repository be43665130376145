import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';

/**
 * A grammar checker counts the errors it finds in each text. Checkers are asynchronous (a WebAssembly linter
 * that loads lazily, an HTTP server), while `Metric.statistics` is synchronous; the grammaticality metric
 * therefore runs the checker once over all texts in `prepare()` and reads the counts from a cache afterwards.
 */
export interface GrammarChecker {
  /** Short name for signatures, with the checker's version, e.g. `harper-2.10.0`. */
  readonly id: string;
  /**
   * Identifies what the checker counts: two checkers with the same key give every text the same count, so their
   * counts may be shared (inside `withSharedWork`, src/core/shared-work.ts). Absent: never shared (a counts file, a server).
   */
  readonly cacheKey?: string;
  /** Error counts, one per text, in order. */
  countErrors(texts: readonly string[], progress?: Progress): Promise<number[]>;
  /** Frees resources (a WebAssembly instance, sockets). */
  close?(): Promise<void>;
}

/** Runs `check` over distinct texts only; shared by checkers that score one text per call. */
export async function countDistinct(
  texts: readonly string[],
  check: (text: string) => Promise<number>,
  progress?: Progress,
  concurrency = 1,
): Promise<number[]> {
  const distinct = [...new Set(texts)];
  const counts = new Map<string, number>();
  progress?.start(distinct.length, 'grammar check');
  let next = 0;
  async function worker(): Promise<void> {
    while (next < distinct.length) {
      const text = distinct[next++]!;
      counts.set(text, await check(text));
      progress?.increment(1);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  progress?.stop();
  return texts.map((t) => counts.get(t)!);
}

/** A checker that answers from known counts (e.g. LanguageTool run elsewhere); unknown texts are an error. */
export class PrecomputedChecker implements GrammarChecker {
  constructor(
    private readonly counts: ReadonlyMap<string, number>,
    readonly id = 'precomputed',
  ) {}

  async countErrors(texts: readonly string[]): Promise<number[]> {
    return texts.map((text) => {
      const count = this.counts.get(text);
      if (count === undefined) throw new GecvalInputError(`no precomputed error count for the sentence '${text.slice(0, 80)}'`);
      return count;
    });
  }
}
