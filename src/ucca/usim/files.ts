/**
 * Graph-file plumbing for the `usim` and `distsim` commands: list files (one graph path per line, relative
 * paths resolved against the list's folder), line-by-line pairing, and the paper driver's (buggy) pairing.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';
import type { UccaGraph } from '../graph.js';
import { readUccaGraph } from '../read.js';
import { paperDriverSourceName } from './score.js';

/** Paths listed in a list file; empty lines are errors (they would shift the pairing). */
export function readGraphList(listPath: string): string[] {
  const lines = readLines(listPath);
  return lines.map((line, i) => {
    const path = line.trim();
    if (path === '') throw new GecvalInputError('empty line in graph list (each line must name one graph file)', { file: listPath, line: i + 1 });
    return isAbsolute(path) ? path : resolve(dirname(listPath), path);
  });
}

export interface GraphPairsRequest {
  sourceList?: string;
  correctionList: string;
  /** Reproduce the JFLEG driver's file-name-based source lookup instead of line pairing. */
  emulatePaperPairing?: boolean;
}

/** The (source path, correction path) pairs a batch run scores. */
export function graphPairPaths(req: GraphPairsRequest): Array<[string, string]> {
  const corrections = readGraphList(req.correctionList);
  if (req.emulatePaperPairing) {
    return corrections.map((c, i) => {
      const dir = dirname(c);
      const name = paperDriverSourceName(basename(c), (n) => existsSync(join(dir, n)));
      if (!name) throw new GecvalInputError(`no dev.src<digits>.xml beside ${basename(c)} for the paper driver's lookup`, { file: req.correctionList, line: i + 1 });
      return [join(dir, name), c];
    });
  }
  if (!req.sourceList) throw new GecvalInputError('--correction-list needs --source-list (or --emulate-paper-pairing)');
  const sources = readGraphList(req.sourceList);
  if (sources.length !== corrections.length) {
    // Either list may be the wrong one: name both.
    throw new GecvalInputError(`has ${corrections.length} lines but the source list ${req.sourceList} has ${sources.length}; they are paired line by line`, { file: req.correctionList, line: Math.min(sources.length, corrections.length) + 1 });
  }
  return sources.map((s, i) => [s, corrections[i]!]);
}

/** Reads the graphs of every pair, reading each distinct file once. */
export function readGraphPairs(paths: ReadonlyArray<readonly [string, string]>): Array<[UccaGraph, UccaGraph]> {
  const cache = new Map<string, UccaGraph>();
  const get = (p: string): UccaGraph => {
    let g = cache.get(p);
    if (!g) cache.set(p, (g = readUccaGraph(p)));
    return g;
  };
  return paths.map(([s, c]) => [get(s), get(c)]);
}
