/**
 * The data a report is about, read once: source lines, references (text, or rebuilt from M2 annotators), the gold
 * M2, and the system outputs, all checked to be line-aligned with the source (file + line in the error).
 */
import { basename } from 'node:path';
import { GecvalInputError } from '../core/errors.js';
import { readM2, type M2Sentence } from '../formats/m2.js';
import { duplicateGoldEdits } from '../metrics/m2/files.js';
import { readSentenceFile } from '../formats/parallel.js';
import { referencesFromM2 } from '../analyses/conservatism/references.js';
import { correctedFromM2 } from '../analyses/maege/references.js';
import type { Collision } from '../analyses/maege/lattice.js';
import type { NamedFile } from './config.js';

export interface NamedLines {
  readonly name: string;
  readonly path: string;
  readonly lines: readonly string[];
}

export interface Dataset {
  readonly name: string;
  readonly sourcePath: string;
  readonly source: readonly string[];
  readonly references: readonly NamedLines[];
  readonly gold?: readonly M2Sentence[];
  readonly goldPath?: string;
  readonly systems: readonly NamedLines[];
  /** Things the reader should know about the inputs (e.g. overlapping reference edits that were merged). */
  readonly warnings: readonly string[];
}

function checkAligned(what: NamedLines, count: number, sourcePath: string): void {
  if (what.lines.length !== count) {
    throw new GecvalInputError(`has ${what.lines.length} lines but the source ${sourcePath} has ${count}`, { file: what.path, line: Math.min(what.lines.length, count) + 1 });
  }
}

/**
 * References as text. An M2 file with one annotator (the Bryant & Ng files) is applied with overlapping edits
 * merged, as MAEGE reads them (those files have a few, mostly one token edited twice), and the merges are reported
 * in `warnings`; an M2 file with several annotators gives one reference per annotator.
 */
export function readReferenceFiles(paths: readonly string[], warnings: string[] = []): NamedLines[] {
  return paths.flatMap((path) => {
    const stem = basename(path).replace(/\.[^.]*$/u, '');
    if (!/\.m2$/iu.test(path)) return [{ name: stem, path, lines: readSentenceFile(path).lines }];
    const m2 = readM2(path);
    const annotators = new Set(m2.flatMap((s) => s.edits.map((e) => e.annotator)));
    if (annotators.size > 1) return referencesFromM2(m2, path, stem).map((r) => ({ name: r.name, path, lines: r.lines }));
    const collisions: Collision[] = [];
    const lines = correctedFromM2(m2, path, 'merge', collisions);
    if (collisions.length > 0) warnings.push(`${path}: ${collisions.length} overlapping edit(s) merged (lines ${collisions.map((c) => c.line).join(', ')})`);
    return [{ name: stem, path, lines }];
  });
}

export function loadDataset(config: { name: string; source: string; m2?: string; references: readonly string[]; systems: readonly NamedFile[] }): Dataset {
  const source = readSentenceFile(config.source).lines;
  const gold = config.m2 === undefined ? undefined : readM2(config.m2);
  if (gold !== undefined) {
    if (gold.length !== source.length) throw new GecvalInputError(`has ${gold.length} sentences but the source ${config.source} has ${source.length} lines`, { file: config.m2 });
    const bad = gold.findIndex((s, i) => s.tokens.join(' ') !== source[i]!.split(/\s+/u).filter(Boolean).join(' '));
    if (bad >= 0) throw new GecvalInputError(`sentence ${bad + 1} of the M2 file differs from line ${bad + 1} of the source`, { file: config.m2, line: gold[bad]!.line });
  }
  const warnings: string[] = [];
  const repeated = gold === undefined ? [] : duplicateGoldEdits(gold);
  if (repeated.length > 0) {
    warnings.push(`${config.m2}: ${repeated.length} gold edit(s) repeated by their annotator (lines ${repeated.map((w) => w.line).join(', ')}); as in m2scorer, a system edit matching one counts correct once per copy`);
  }
  const references = readReferenceFiles(config.references, warnings);
  const systems = config.systems.map((s) => ({ name: s.name, path: s.path, lines: readSentenceFile(s.path).lines }));
  for (const x of [...references, ...systems]) checkAligned(x, source.length, config.source);
  return { name: config.name, sourcePath: config.source, source, references, gold, goldPath: config.m2, systems, warnings };
}
