/**
 * Reads a UCCA graph file by extension: `.xml` (UCCA standard XML), `.json` (one `ucca-json/1` or MRP object),
 * `.jsonl`/`.mrp` (the first graph of a JSON-lines file; use `readUccaGraphs` for all).
 */
import { GecvalInputError } from '../core/errors.js';
import { parseJsonText } from '../formats/json-text.js';
import { readTextFile } from '../formats/text-file.js';
import type { UccaGraph } from './graph.js';
import { parseUccaJsonLines } from './json.js';
import { parseUccaXml } from './xml.js';

export function readUccaGraphs(path: string): UccaGraph[] {
  // Strict UTF-8 (invalid bytes and NUL bytes are errors at their line) with a BOM dropped, as every reader.
  const text = readTextFile(path);
  let graphs: UccaGraph[];
  if (/\.json$/i.test(path)) {
    const json = parseJsonText(text, path);
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
