/**
 * Worker-thread entry for the report's UCCA parsing (run through src/core/workers.ts `mapInWorkers`): parses one
 * chunk of distinct sentences with the bundled parser (using and filling the on-disk parse cache when given) and
 * returns the graphs as UCCA JSON, which crosses the thread boundary as plain data.
 */
import { parseLinesCached } from '../../ucca/parser/auto-usim.js';
import { toUccaJson, type UccaJson } from '../../ucca/json.js';

export interface ParseChunkTask {
  readonly lines: readonly string[];
  readonly model: string;
  readonly cacheDir?: string;
}

export function parseChunk(task: ParseChunkTask): UccaJson[] {
  const options = { model: task.model, tokenized: true, ...(task.cacheDir === undefined ? {} : { cacheDir: task.cacheDir }) };
  return parseLinesCached(task.lines, options).map(toUccaJson);
}
