/**
 * Standard output and the end of a run, in one place. Every byte gecval prints goes through process.stdout, which
 * `guardOutput` (called once by main) watches:
 * - a write that fails (`> /dev/full`, a full disk: no space left; an I/O error) is one line, `gecval: error:
 *   cannot write standard output: <reason>`, exit 2, instead of Node's stack trace (or, for a file on a disk that
 *   fills up, instead of exit 0 with the end of the output silently lost: a file or device is written here, every
 *   short write retried until it fails with its reason);
 * - a closed reader (`gecval … | head`, EPIPE) is the reader's choice: a quiet exit 0;
 * - a closed standard output (`gecval … >&-`) loses everything printed, so the first write is refused with that
 *   error instead of exit 0. Node reopens a closed descriptor 0–2 on /dev/null for reading and writing; a shell's
 *   `> /dev/null` opens it for writing only, so reading one byte from it tells the two apart on every POSIX system
 *   (end of file: Node's; EBADF: the shell's). Only /dev/null is ever read (a terminal or pipe would block). A
 *   `1<>/dev/null` (read-write, on purpose) reads as closed; on Windows there is no /dev/null and nothing is refused;
 * - standard error whose reader went away (`gecval … 2>&1 | head -1`, EPIPE) or that cannot be written (a full
 *   disk) loses the notes, warnings and progress still to come, and nothing else: the run goes on and ends with
 *   the exit status it would have had (an error's exit 2 included; its line is lost with the rest), instead of
 *   Node's unhandled 'error' (exit 1, the run cut short);
 * - SIGTERM, SIGINT and SIGHUP remove the temporary files of writes in progress (src/core/write.ts) before the
 *   process ends with 128 + the signal's number, so a stopped run leaves old files or nothing, never half a file.
 */
import { fstatSync, readSync, statSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { constants } from 'node:os';
import { GecvalInputError, oneLineSafe } from '../core/errors.js';
import { fileSystemReason, removeLiveTemporaries } from '../core/write.js';

/**
 * Whether descriptor `fd` is the /dev/null that Node opened because it was closed: /dev/null open for reading too
 * (a read gives end of file; the shell's `>/dev/null` is write-only and the read fails with EBADF). Any POSIX system.
 */
export function stdoutWasClosed(fd = 1): boolean {
  try {
    const [out, devNull] = [fstatSync(fd), statSync('/dev/null')];
    if (!out.isCharacterDevice() || out.rdev !== devNull.rdev) return false;
  } catch {
    return false; // no /dev/null (Windows), or no such descriptor
  }
  try {
    return readSync(fd, Buffer.alloc(1), 0, 1, null) === 0;
  } catch {
    return false; // EBADF: opened for writing only, as a shell's `> /dev/null`
  }
}

/** Whether standard output is a regular file or a device other than a terminal (written synchronously by Node too). */
function isFileOrDevice(): boolean {
  try {
    const stats = fstatSync(1);
    return stats.isFile() || (stats.isCharacterDevice() && !isatty(1));
  } catch {
    return false;
  }
}

function writeFailed(error: NodeJS.ErrnoException): never {
  // The reader went away (`| head`): everything it wanted was printed.
  if (error.code === 'EPIPE') process.exit(0);
  const reason = fileSystemReason(error) ?? error.code ?? error.message;
  process.stderr.write(`gecval: error: ${oneLineSafe(`cannot write standard output: ${reason}`)}\n`);
  process.exit(2);
}

let guarded = false;

/** Installs the standard-output and signal rules above (once per process). */
export function guardOutput(): void {
  if (guarded) return;
  guarded = true;
  const stdout = process.stdout;
  stdout.on('error', writeFailed);
  // Standard error that cannot be written: what it would have said is lost, the run is not (see above).
  const stderr = process.stderr;
  stderr.on('error', () => {
    stderr.write = function lost(...args: unknown[]): boolean {
      const done = args.find((a) => typeof a === 'function') as ((error?: Error | null) => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    } as typeof stderr.write;
  });
  const write = stdout.write;
  let direct: boolean | undefined;
  stdout.write = function guardedWrite(this: typeof stdout, ...args: Parameters<typeof write>): boolean {
    if (direct === undefined) {
      if (stdoutWasClosed()) {
        throw new GecvalInputError('cannot write standard output: it is closed (run with >&-); redirect it to a file, or give the command an output file (-o/--out)');
      }
      direct = isFileOrDevice();
    }
    if (!direct) return write.apply(this, args);
    // A file or device: written here, to the last byte, so that a short write (a disk that fills up mid-write)
    // is retried and its failure reported; Node's own file stream drops the rest of a short write silently.
    const [chunk, encodingOrCallback, callback] = args as [string | Uint8Array, BufferEncoding | ((error?: Error | null) => void) | undefined, ((error?: Error | null) => void) | undefined];
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encodingOrCallback === 'string' ? encodingOrCallback : 'utf8') : chunk;
    for (let at = 0; at < bytes.length; ) {
      try {
        at += writeSync(1, bytes, at, bytes.length - at);
      } catch (error) {
        const e = error as NodeJS.ErrnoException;
        throw new GecvalInputError(`cannot write standard output: ${fileSystemReason(e) ?? e.code ?? e.message}`);
      }
    }
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  } as typeof write;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeLiveTemporaries();
      process.exit(128 + (constants.signals[signal] ?? 0));
    });
  }
  process.on('exit', removeLiveTemporaries);
}
