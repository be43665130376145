/**
 * `ucca-eval GOLD_DIR PRED_DIR`: score every graph file present in PRED_DIR against the gold file with the same
 * name stem (`<id>.xml`) in GOLD_DIR — or, failing that, the gold file named by the predicted passage ID.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { readUccaGraphs } from '../read.js';
import { addCounts, dagCounts, emptyCounts, type DagCounts } from './evaluate.js';

export interface DirEvaluation {
  counts: DagCounts;
  passages: number;
  perPassage: Array<{ id: string; file: string; counts: DagCounts }>;
}

const GRAPH_FILE = /\.(xml|json|jsonl)$/i;

function listDir(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => GRAPH_FILE.test(f)).sort();
  } catch (error) {
    throw new GecvalInputError(`cannot read directory: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { file: dir });
  }
}

export function evaluateDirs(goldDir: string, predDir: string, progress?: Progress): DirEvaluation {
  const goldFiles = new Map(listDir(goldDir).map((f) => [f.replace(GRAPH_FILE, ''), f]));
  const predFiles = listDir(predDir);
  if (predFiles.length === 0) throw new GecvalInputError('no .xml/.json/.jsonl graph files', { file: predDir });
  const total = emptyCounts();
  const perPassage: DirEvaluation['perPassage'] = [];
  progress?.start(predFiles.length, 'ucca-eval');
  for (const file of predFiles) {
    const preds = readUccaGraphs(join(predDir, file));
    for (const pred of preds) {
      const stem = file.replace(GRAPH_FILE, '');
      const goldName = (preds.length === 1 ? goldFiles.get(stem) : undefined) ?? goldFiles.get(pred.id);
      if (!goldName || !existsSync(join(goldDir, goldName))) throw new GecvalInputError(`no gold graph ${stem}.xml or ${pred.id}.xml in ${goldDir}`, { file: join(predDir, file) });
      const gold = readUccaGraphs(join(goldDir, goldName))[0]!;
      let counts: DagCounts;
      try {
        counts = dagCounts(pred, gold);
      } catch (error) {
        if (error instanceof GecvalInputError) throw new GecvalInputError(error.message, { file: join(predDir, file) });
        throw error;
      }
      addCounts(total, counts);
      perPassage.push({ id: pred.id, file, counts });
    }
    progress?.increment();
  }
  progress?.stop();
  return { counts: total, passages: perPassage.length, perPassage };
}
