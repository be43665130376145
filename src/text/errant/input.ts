import type { SentenceFile } from '../../formats/parallel.js';

/**
 * ERRANT reads parallel files with `zip`, so a whitespace-only last line that makes one file a line longer than
 * the others (ERRANT's own demo `orig.txt` ends with one) is silently ignored there. gecval ignores it too, but
 * says so: this returns the files with such a line dropped and one note per dropped line. Only a file exactly one
 * line longer than the shortest loses its last line, and only when that line is whitespace-only; any other
 * difference in line counts is still an error (checkParallel).
 */
export function dropTrailingBlankLines(files: readonly SentenceFile[]): { files: SentenceFile[]; notes: string[] } {
  const shortest = Math.min(...files.map((f) => f.lines.length));
  const notes: string[] = [];
  const out = files.map((file) => {
    const last = file.lines[file.lines.length - 1];
    if (file.lines.length === shortest + 1 && last !== undefined && last.trim() === '') {
      notes.push(`gecval: note: ignored the whitespace-only last line ${file.lines.length} of ${file.path} (one line more than the other files; ERRANT ignores it too)`);
      return { path: file.path, lines: file.lines.slice(0, -1) };
    }
    return file;
  });
  return { files: out, notes };
}
