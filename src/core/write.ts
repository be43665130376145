/**
 * The bottom of gecval's one writer: every file gecval writes (result files through src/report/write/, the parse
 * cache, parser models, temporary files for metrics that read files) is written here, the same way:
 *
 * - to a temporary name in the target's own folder (`<name>.gecval-tmp-<pid>-<thread>-<random>`), renamed onto the
 *   final name only when complete, so an interrupted or failed run leaves the old file or nothing, never half a file;
 * - a result file's bytes are flushed to the disk (fsync) before the rename, so that after a power loss or an operating
 *   system crash the final name holds the old file or the whole new one: without it, a file system may commit the
 *   rename before the data (ext4 without auto_da_alloc, XFS, btrfs) and leave an empty file under the final name.
 *   Costs about 0.5 ms a file on an SSD (a report folder of 30 files: +15 ms). Not for files whose loss costs nothing
 *   and whose reader checks them (`durable: false`): the parse cache (one file per sentence; a bad entry is re-parsed
 *   with a warning) and scratch files in the system temporary folder (removed when the run ends). The folder is not
 *   fsynced after the rename: a lost rename leaves the old file, which is complete;
 * - a write that fails (a full disk, a read-only file system, no permission) removes its temporary file and becomes
 *   one line, `cannot write <what>: <reason>` (GecvalInputError, exit 2), never an internal error;
 * - temporary files still open are removed when the process is stopped by SIGTERM/SIGINT (the CLI installs that
 *   handler; see `removeLiveTemporaries`); SIGKILL can leave one behind, which the next run into that output folder
 *   removes (`isTemporaryName`).
 *
 * Failures can be injected for tests: `GECVAL_FAULT_WRITE=CODE[:N]` (e.g. `ENOSPC:3`) makes the N-th write of this
 * thread (default the first) write half its bytes and then fail with CODE, as a disk that fills up mid-file would;
 * `SIGKILL:N` / `SIGTERM:N` send the process that signal at that point instead (a run stopped mid-output, at a
 * known place rather than at a time). The variable is for tests only; nothing else reads it.
 */
import { hostname } from 'node:os';
import { closeSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename } from 'node:path';
import { threadId } from 'node:worker_threads';
import { GecvalInputError } from './errors.js';
import { fnv1a32Hex } from './hash.js';

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
    case 'EDQUOT':
      return 'disk quota exceeded';
    case 'EFBIG':
      return 'file too large for the file system';
    case 'EIO':
      return 'input/output error on the device';
    case 'ENOENT':
      return 'no such folder';
    case 'ENAMETOOLONG':
      return 'file name too long';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files';
    default:
      return undefined;
  }
}

/** Runs a file-system step; errors a user can fix become `cannot write <what>: <reason>` naming `path`. */
export function userFixable<T>(path: string, what: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    const reason = fileSystemReason(error);
    if (reason === undefined) throw error;
    throw new GecvalInputError(`cannot write ${what}: ${reason}`, { file: path });
  }
}

const TEMPORARY_MARK = '.gecval-tmp-';

/** Whether a file name is one of this writer's temporary files (left behind only by a killed process). */
export function isTemporaryName(name: string): boolean {
  return basename(name).includes(TEMPORARY_MARK);
}

/**
 * This machine, shortly (temporary names carry it, so that a folder shared by machines can tell whose they are).
 * Computed on first use: the browser app loads this module but never writes, and has no host name to ask for.
 */
let host: string | undefined;
const thisHost = (): string => (host ??= fnv1a32Hex(hostname()));
let temporaries = 0;

/** A fresh temporary name beside `path` (same folder, so the final rename is atomic): `…gecval-tmp-HOST-PID-THREAD-N`. */
export function temporaryPathFor(path: string): string {
  temporaries++;
  return `${path}${TEMPORARY_MARK}${thisHost()}-${process.pid}-${threadId}-${temporaries.toString(36)}${Math.floor(Math.random() * 0x10000).toString(16)}`;
}

/**
 * Whether a temporary file was left by a process that is gone: written on this machine by a process id that no
 * longer runs, or (from another machine sharing the folder, which cannot be asked) not touched for a day. A live
 * writer's file (a shard writing into the same folder) is never taken.
 */
export function isStaleTemporary(path: string, now = Date.now()): boolean {
  const match = /\.gecval-tmp-([0-9a-f]{8})-(\d+)-/u.exec(basename(path));
  if (match === null) return false;
  if (match[1] === thisHost()) {
    try {
      process.kill(Number(match[2]), 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  }
  try {
    return now - statSync(path).mtimeMs > 24 * 3600 * 1000;
  } catch {
    return false;
  }
}

/** Temporary files written and not yet renamed or removed (removed on SIGTERM/SIGINT by the CLI). */
const liveTemporaries = new Set<string>();

/** Removes every temporary file this thread has not finished (for a signal handler); never throws. */
export function removeLiveTemporaries(): void {
  for (const path of liveTemporaries) {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  }
  liveTemporaries.clear();
}

/** Forgets (and deletes, when `remove`) a temporary file. */
export function dropTemporary(path: string, remove = true): void {
  liveTemporaries.delete(path);
  if (!remove) return;
  try {
    unlinkSync(path);
  } catch {
    // never created, or already gone
  }
}

let writesSoFar = 0;

/** The injected failure for this write, if GECVAL_FAULT_WRITE asks for one (tests only). */
function injectedFault(): string | undefined {
  const spec = process.env.GECVAL_FAULT_WRITE;
  if (!spec) return undefined;
  writesSoFar++;
  const [code, at] = spec.split(':');
  return writesSoFar === Number(at ?? '1') ? code : undefined;
}

/** fsync; a file system that cannot (EINVAL, ENOTSUP: some FUSE and network mounts) keeps the write as it is. */
function flushToDisk(fd: number): void {
  try {
    fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EINVAL' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
  }
}

/** How a file is written: `durable` (default true) flushes its bytes to the disk before it is renamed into place. */
export interface WriteOptions {
  readonly durable?: boolean;
}

/**
 * Writes `content` to a new temporary file beside `path` and returns its name; the caller renames it into place
 * (`commitTemporary`) or drops it. A failure removes the temporary file and is thrown as `cannot write <what>: …`.
 */
export function writeTemporary(path: string, content: string | Uint8Array, what: string, options: WriteOptions = {}): string {
  const temporary = temporaryPathFor(path);
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  let fd: number | undefined;
  try {
    fd = openSync(temporary, 'wx');
    liveTemporaries.add(temporary);
    const fault = injectedFault();
    const half = Math.floor(bytes.length / 2);
    for (let at = 0; at < half; ) at += writeSync(fd, bytes, at, half - at);
    if (fault === 'SIGTERM' && process.listenerCount('SIGTERM') > 0) {
      // A real signal's JavaScript handler runs only when the event loop next polls, which on a busy machine can be
      // after the rest of the folder was written and renamed; the fault is meant to stop the run at this write, so it
      // runs the handler the signal would run (the CLI's: remove the temporaries, exit 143) here and now.
      process.emit('SIGTERM', 'SIGTERM');
    } else if (fault === 'SIGKILL' || fault === 'SIGTERM') {
      process.kill(process.pid, fault);
      // SIGKILL ends the process at once; wait for it rather than write on in the moment before.
      if (fault === 'SIGKILL') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    } else if (fault !== undefined) throw Object.assign(new Error(`${fault}: injected write failure (GECVAL_FAULT_WRITE)`), { code: fault });
    for (let at = half; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
    if (options.durable !== false) flushToDisk(fd);
    closeSync(fd);
    fd = undefined;
    return temporary;
  } catch (error) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // the write's own error is the one to report
      }
    }
    dropTemporary(temporary);
    const reason = fileSystemReason(error);
    if (reason === undefined) throw error;
    throw new GecvalInputError(`cannot write ${what}: ${reason}`, { file: path });
  }
}

/** Renames a finished temporary file onto its final name (atomic within one folder). */
export function commitTemporary(temporary: string, path: string, what: string): void {
  try {
    renameSync(temporary, path);
    liveTemporaries.delete(temporary);
  } catch (error) {
    dropTemporary(temporary);
    const reason = fileSystemReason(error);
    if (reason === undefined) throw error;
    throw new GecvalInputError(`cannot write ${what}: ${reason}`, { file: path });
  }
}

/**
 * Writes a file atomically: a temporary name in the same folder, then a rename, so that an interrupted run,
 * a failed write or concurrent writers (threads, shards sharing a cache folder) never leave a half-written file
 * under the final name. `what` names the file in the error (`cannot write <what>: <reason>`); `options.durable`: above.
 */
export function writeFileAtomic(path: string, content: string | Uint8Array, what = 'the file', options: WriteOptions = {}): void {
  commitTemporary(writeTemporary(path, content, what, options), path, what);
}

/**
 * Inputs this process has read (device and inode), recorded by the file readers once the CLI turns tracking on,
 * so that the result writer can refuse to replace any of them, even one a command forgot to declare. Off for
 * library callers, who may rewrite their own files on purpose.
 */
const readInputs = new Map<string, string>();
let tracking = false;

export function trackInputs(on = true): void {
  tracking = on;
}

function identity(stats: { dev: number; ino: number }): string {
  return `${stats.dev}:${stats.ino}`;
}

/** Records that `path` (already opened or stat-ed as `stats`, if given) is an input of this run. */
export function noteInput(path: string, stats?: { dev: number; ino: number }): void {
  if (!tracking) return;
  try {
    readInputs.set(identity(stats ?? statSync(path)), path);
  } catch {
    // not there: nothing to protect
  }
}

/** The input that `path` is (same device and inode), if this run has read it; undefined otherwise. */
export function readInputAt(path: string): string | undefined {
  if (readInputs.size === 0) return undefined;
  try {
    return readInputs.get(identity(statSync(path)));
  } catch {
    return undefined;
  }
}
