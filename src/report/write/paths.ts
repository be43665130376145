/**
 * Output paths, checked before anything is computed or written, so that a path a user can fix becomes one line
 * naming it (exit 2) instead of a stack trace after minutes of work. Rules, the same for every command:
 * - a folder given for output (`--out DIR`, `--cache DIR`) is created with any missing parents; if the path is an
 *   existing file, that is an error;
 * - a single output file (`-o FILE`, `--out FILE`) gets its missing parent folders created too (as `mkdir -p`
 *   would); if the path is an existing folder, or a parent on the way is a file, that is an error;
 * - an output is never an input: a file output that is one of the command's inputs (the same file through any
 *   spelling, symbolic link or hard link: same device and inode) is refused, and so is an output folder that holds
 *   an input (anywhere below it) or is an input folder;
 * - an output folder is gecval's: the files gecval wrote there are listed in its manifest, `.gecval-outputs`
 *   (OUTPUT_MANIFEST), and a rerun may replace those; a folder that already holds other files is refused unless
 *   the command is given --force (`force`), and even then a file is replaced only when its name is one gecval writes.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { fileSystemReason, isTemporaryName, userFixable } from '../../core/write.js';

export { fileSystemReason, userFixable };

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
export function checkOutputDir(dir: string, what = '--out', rules: OutputFolderRules = {}): void {
  const kind = kindOf(dir);
  if (kind !== 'folder' && kind !== 'missing') throw new GecvalInputError(`${what} expects a folder, but this is ${kind === 'file' ? 'a file' : 'not a folder'}`, { file: dir });
  if (kind === 'missing') {
    const blocker = fileOnTheWay(dir);
    if (blocker !== undefined) throw new GecvalInputError(`cannot create ${what}: ${blocker} is a file, not a folder`, { file: dir });
  }
  const inputs = realInputs(rules.inputs);
  const folder = kind === 'folder' ? realpathSync(dir) : undefined;
  if (folder !== undefined) {
    for (const input of inputs) {
      if (input.real === folder) throw new GecvalInputError(`${what} is the input folder ${input.path}: writing there would mix results into the input; choose another folder`, { file: dir });
      if (input.real.startsWith(folder + sep)) {
        throw new GecvalInputError(`${what} holds the input ${input.path}: gecval could replace it with a result file; choose a folder that holds no input`, { file: dir });
      }
    }
  }
  if (rules.cache !== true) {
    declaredFolders.set(resolve(dir), { force: rules.force === true, inputs: inputs.map((i) => i.path) });
    if (folder !== undefined && rules.force !== true) checkOwnFolder(dir, what);
  }
}

/** What a command declares about an output folder before any work (see checkOutputDir). */
export interface OutputFolderRules {
  /** Every file or folder the command reads (undefined and '-' are skipped). */
  readonly inputs?: readonly (string | undefined)[];
  /** --force: write into a folder that holds files gecval did not write, replacing those whose names it writes. */
  readonly force?: boolean;
  /** A cache folder (gecval's own, files named by content hash): no manifest, only the input rules apply. */
  readonly cache?: boolean;
}

/** The manifest of an output folder: the files gecval wrote there, one relative path a line. */
export const OUTPUT_MANIFEST = '.gecval-outputs';

/** The files listed in `dir`'s manifest (empty when it has none). */
export function manifestFiles(dir: string): Set<string> {
  const path = join(dir, OUTPUT_MANIFEST);
  if (!existsSync(path)) return new Set();
  return new Set(readFileSync(path, 'utf8').split('\n').filter((line) => line !== '' && !line.startsWith('#')));
}

/** The first file (in name order, depth first) under `dir` that gecval did not write there, if any. */
function foreignFile(dir: string): string | undefined {
  const own = manifestFiles(dir);
  const hasManifest = existsSync(join(dir, OUTPUT_MANIFEST));
  const walk = (at: string): string | undefined => {
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(at, entry.name);
      const rel = relative(dir, path).split(sep).join('/');
      if (rel === OUTPUT_MANIFEST || isTemporaryName(entry.name)) continue;
      if (entry.isDirectory()) {
        // Folders are walked: only files count (a run stopped before its first file leaves empty folders).
        const inside = walk(path);
        if (inside !== undefined) return inside;
      } else if (!hasManifest || !own.has(rel)) return rel;
    }
    return undefined;
  };
  return walk(dir);
}

/** Refuses an existing folder that holds files gecval did not write (the caller has no --force). */
function checkOwnFolder(dir: string, what: string): void {
  // A folder gecval wrote before may hold other files too: each write checks its own name (OutputFolder.write).
  if (existsSync(join(dir, OUTPUT_MANIFEST))) return;
  const foreign = userFixable(dir, what, () => foreignFile(dir));
  if (foreign !== undefined) {
    throw new GecvalInputError(
      `${what} already holds ${foreign}, which gecval did not write; gecval never replaces such files: choose a new or empty folder, or give --force to write there anyway (replacing only files whose names gecval writes)`,
      { file: dir },
    );
  }
}

/** Declarations made by checkOutputDir, looked up by the writer when it opens the folder. */
const declaredFolders = new Map<string, { force: boolean; inputs: readonly string[] }>();

/** What checkOutputDir was told about `dir` (force, inputs), if it was asked. */
export function declaredFolder(dir: string): { force: boolean; inputs: readonly string[] } | undefined {
  return declaredFolders.get(resolve(dir));
}

/** The existing inputs with their real paths (symbolic links and `..` resolved). */
function realInputs(inputs: readonly (string | undefined)[] = []): { path: string; real: string }[] {
  const found: { path: string; real: string }[] = [];
  for (const path of inputs) {
    if (path === undefined || path === '-' || path === '') continue;
    try {
      found.push({ path, real: realpathSync(path) });
    } catch {
      // a missing input is its reader's error, not the writer's
    }
  }
  return found;
}

/** Checks `dir` as `checkOutputDir` does, then creates it with its missing parents. */
export function prepareOutputDir(dir: string, what = '--out', rules: OutputFolderRules = {}): void {
  checkOutputDir(dir, what, rules);
  if (kindOf(dir) !== 'folder') userFixable(dir, `${what} (creating the folder)`, () => mkdirSync(dir, { recursive: true }));
}

/** Checks, without creating anything, that `path` can be written as a file: not a folder, no file on the way. */
export function checkOutputFile(path: string, what = 'the output file', inputs: readonly (string | undefined)[] = []): void {
  if (kindOf(path) === 'folder') throw new GecvalInputError(`${what} expects a file name, but this is a folder`, { file: path });
  const input = inputs.find((file) => file !== undefined && file !== '-' && sameFile(path, file));
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
export function sameFile(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/**
 * A command's input paths from its options, flattened: lists are spread, undefined skipped, and a `NAME=FILE`
 * argument (system outputs) gives both spellings, since a file name may itself hold '=' (missing paths are ignored
 * by the checks).
 */
export function inputPaths(...items: readonly (string | readonly string[] | undefined | null | false)[]): string[] {
  const paths: string[] = [];
  for (const item of items) {
    if (item === undefined || item === null || item === false) continue;
    for (const path of typeof item === 'string' ? [item] : item) {
      paths.push(path);
      const eq = path.indexOf('=');
      if (eq > 0) paths.push(path.slice(eq + 1));
    }
  }
  return paths;
}

/** The one help text of --force, for every command that writes an output folder. */
export const FORCE_HELP = 'write into an output folder that holds files gecval did not write (replacing those whose names gecval writes); never an input';
