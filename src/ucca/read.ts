/**
 * Reads a UCCA graph file by extension: `.xml` (UCCA standard XML), `.json` (one `ucca-json/1` or MRP object),
 * `.jsonl`/`.mrp` (the first graph of a JSON-lines file; use `readUccaGraphs` for all).
 */
import { readFileSync } from 'node:fs';
import { GecvalInputError } from '../core/errors.js';
import type { UccaGraph } from './graph.js';
import { parseUccaJsonLines } from './json.js';
import { parseUccaXml } from './xml.js';

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new GecvalInputError(`cannot read UCCA graph file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, { file: path });
  }
}

export function readUccaGraphs(path: string): UccaGraph[] {
  const text = readText(path);
  let graphs: UccaGraph[];
  if (/\.json$/i.test(path)) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new GecvalInputError(`invalid JSON: ${(error as Error).message}`, { file: path });
    }
    graphs = (Array.isArray(json) ? json : [json]).map((item) => parseUccaJsonLines(JSON.stringify(item), path)[0]!);
  } else if (/\.(jsonl|mrp)$/i.test(path) || text.trimStart().startsWith('{')) {
    graphs = parseUccaJsonLines(text, path);
  } else {
    graphs = [parseUccaXml(text, { file: path })];
  }
  if (graphs.length === 0) throw new GecvalInputError('no UCCA graph in file', { file: path });
  return graphs;
}

export function readUccaGraph(path: string): UccaGraph {
  return readUccaGraphs(path)[0]!;
}
