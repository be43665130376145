/**
 * `gecval edits` as a library call on files: reads a source and its corrected versions (line-parallel), extracts the
 * edits and formats them as M2 (one annotator per target file). The command and `gecval serve`'s `edits` method
 * both run it, so they print the same M2 and signature for the same lines.
 */
import type { Progress } from '../../core/progress.js';
import { formatM2 } from '../../formats/m2.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { extractM2, extractionSignature, type ExtractOptions } from './extract.js';
import { dropTrailingBlankLines } from './input.js';

export interface ExtractedM2File {
  /** The M2 text, as `gecval edits` writes it. */
  readonly m2: string;
  /** Notes for standard error (a dropped whitespace-only last line). */
  readonly notes: readonly string[];
  readonly signature: string;
}

export function extractM2Files(sourcePath: string, targetPaths: readonly string[], options: ExtractOptions, progress?: Progress): ExtractedM2File {
  // A whitespace-only last line that makes one file a line longer is ignored, as ERRANT does (with a note).
  const { files, notes } = dropTrailingBlankLines([sourcePath, ...targetPaths].map((path) => readSentenceFile(path)));
  checkParallel(files);
  const [source, ...targets] = files;
  const sentences = extractM2(source!.lines, targets.map((t) => t.lines), options, progress, { source: sourcePath, targets: targetPaths });
  return { m2: formatM2(sentences), notes, signature: extractionSignature(options) };
}
