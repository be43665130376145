/**
 * Output paths, checked before anything is computed or written, so that a path a user can fix becomes one line
 * naming it (exit 2) instead of a stack trace after minutes of work. Rules, the same for every command:
 * - a folder given for output (`--out DIR`, `--cache DIR`) is created with any missing parents; if the path is an
 *   existing file, that is an error;
 * - a single output file (`-o FILE`, `--out FILE`) gets its missing parent folders created too (as `mkdir -p`
 *   would); if the path is an existing folder, or a parent on the way is a file, that is an error.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';

/** What went wrong, in words, for the file-system errors a user can fix; undefined for anything else (a bug). */
export function fileSystemReason(error: unknown): string | undefined {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ENOTDIR':
    case 'EEXIST':
      return 'a part of the path is a file, not a folder';
    case 'EISDIR':
      return 'this is a folder, not a file';
    case 'EROFS':
      return 'read-only file system';
    case 'ENOSPC':
      return 'no space left on the device';
    case 'ENOENT':
      return 'no such folder';
    case 'ENAMETOOLONG':
      return 'file name too long';
    default:
      return undefined;
  }
}

/** Runs a file-system step; errors a user can fix become a one-line GecvalInputError naming `path`. */
export function userFixable<T>(path: string, what: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    const reason = fileSystemReason(error);
    if (reason === undefined) throw error;
    throw new GecvalInputError(`cannot write ${what}: ${reason}`, { file: path });
  }
}

function kindOf(path: string): 'file' | 'folder' | 'missing' | 'other' {
  try {
    const stat = statSync(path);
    return stat.isDirectory() ? 'folder' : stat.isFile() ? 'file' : 'other';
  } catch {
    return 'missing';
  }
}

/** The nearest existing folder-or-file on the way to `path` that is not a folder, if any (e.g. `a.txt` in `a.txt/b/c`). */
function fileOnTheWay(path: string): string | undefined {
  for (let at = dirname(path); ; at = dirname(at)) {
    const kind = kindOf(at);
    if (kind === 'folder') return undefined;
    if (kind !== 'missing') return at;
    if (dirname(at) === at) return undefined;
  }
}

/**
 * Checks, without creating anything, that `dir` can be an output folder: an existing folder, or a missing one
 * whose way up passes through no file. Commands call it before computing, so that a run that fails on its input
 * leaves nothing behind and a bad path costs no computation. `what` names the option.
 */
export function checkOutputDir(dir: string, what = '--out'): void {
  const kind = kindOf(dir);
  if (kind === 'folder') return;
  if (kind !== 'missing') throw new GecvalInputError(`${what} expects a folder, but this is ${kind === 'file' ? 'a file' : 'not a folder'}`, { file: dir });
  const blocker = fileOnTheWay(dir);
  if (blocker !== undefined) throw new GecvalInputError(`cannot create ${what}: ${blocker} is a file, not a folder`, { file: dir });
}

/** Checks `dir` as `checkOutputDir` does, then creates it with its missing parents. */
export function prepareOutputDir(dir: string, what = '--out'): void {
  checkOutputDir(dir, what);
  if (kindOf(dir) !== 'folder') userFixable(dir, `${what} (creating the folder)`, () => mkdirSync(dir, { recursive: true }));
}

/** Checks, without creating anything, that `path` can be written as a file: not a folder, no file on the way. */
export function checkOutputFile(path: string, what = 'the output file', inputs: readonly string[] = []): void {
  if (kindOf(path) === 'folder') throw new GecvalInputError(`${what} expects a file name, but this is a folder`, { file: path });
  const input = inputs.find((file) => sameFile(path, file));
  if (input !== undefined) throw new GecvalInputError(`${what} is the input file ${input}: writing it would destroy the input; choose another output`, { file: path });
  const blocker = fileOnTheWay(path);
  if (blocker !== undefined) throw new GecvalInputError(`cannot write ${what}: ${blocker} is a file, not a folder`, { file: path });
}

/** Checks `path` as `checkOutputFile` does, then creates its missing parent folders. */
export function prepareOutputFile(path: string, what = 'the output file'): void {
  checkOutputFile(path, what);
  const parent = dirname(path);
  if (kindOf(parent) !== 'folder') userFixable(path, `${what} (creating its folder)`, () => mkdirSync(parent, { recursive: true }));
}

/**
 * Whether two paths name one existing file: the same device and inode, so symbolic links, `..` spellings and hard
 * links are all caught (an output that does not exist yet is no input).
 */
function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}
