/**
 * Batch M² scoring for leaderboards (`gecval m2 --gold G.m2 SYS1 SYS2 …`): one task per (system, gold file), run in
 * worker threads by core/workers.ts. Each worker parses a gold file once and keeps it for the next task.
 */
import { readM2, type M2Sentence } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { readsHeldLines } from '../../formats/text-file.js';
import { GecvalInputError } from '../../core/errors.js';
import { aggregateM2, scoreAnnotators } from './corpus.js';
import { checkGoldOverlaps, duplicateGoldEdits, type M2FileOptions, type M2GoldWarning } from './files.js';
import { goldFromM2 } from './gold.js';
import { resolveM2Options } from './options.js';
import { defineWorkerTask } from '../../core/workers.js';

export interface M2BatchTask {
  readonly hypothesis: string;
  readonly gold: string;
  readonly options: Partial<M2FileOptions>;
}

export interface M2BatchResult {
  readonly hypothesis: string;
  readonly gold: string;
  readonly precision: number;
  readonly recall: number;
  readonly f: number;
  readonly correct: number;
  readonly proposed: number;
  readonly goldEdits: number;
  readonly signature: string;
  readonly goldWarnings: readonly M2GoldWarning[];
}

interface CachedGold {
  readonly sentences: M2Sentence[];
  readonly edits: ReturnType<typeof goldFromM2>[];
  readonly warnings: M2GoldWarning[];
}

const goldCache = new Map<string, CachedGold>();

function gold(file: string, strict: boolean): CachedGold {
  let cached = goldCache.get(file);
  if (cached === undefined) {
    const sentences = readM2(file);
    if (sentences.length === 0) throw new GecvalInputError('has no sentences', { file });
    cached = { sentences, edits: sentences.map(goldFromM2), warnings: duplicateGoldEdits(sentences) };
    goldCache.set(file, cached);
  }
  if (strict) checkGoldOverlaps(cached.sentences, file);
  return cached;
}

export function scoreM2Task(task: M2BatchTask): M2BatchResult {
  const { sentences, edits, warnings } = gold(task.gold, task.options.strictGold === true);
  const hypotheses = readSentenceFile(task.hypothesis);
  checkParallel([hypotheses], { count: sentences.length, what: `${task.gold} (sentences)` });
  const resolved = resolveM2Options(task.options);
  const result = aggregateM2(scoreAnnotators(hypotheses.lines, edits, resolved, undefined, task.hypothesis, readsHeldLines(task.hypothesis)), resolved);
  return {
    hypothesis: task.hypothesis,
    gold: task.gold,
    precision: result.precision,
    recall: result.recall,
    f: result.f,
    correct: result.correct,
    proposed: result.proposed,
    goldEdits: result.gold,
    signature: result.signature,
    goldWarnings: warnings,
  };
}

export const M2_BATCH_TASK = defineWorkerTask('metrics/m2/batch', 'scoreM2Task', scoreM2Task);
