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
 *   `> /dev/null` opens it for writing only, so on Linux (/proc/self/fdinfo) the two are told apart. Elsewhere a
 *   closed standard output cannot be detected and prints into /dev/null, as before;
 * - SIGTERM, SIGINT and SIGHUP remove the temporary files of writes in progress (src/core/write.ts) before the
 *   process ends with 128 + the signal's number, so a stopped run leaves old files or nothing, never half a file.
 */
import { fstatSync, readFileSync, statSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { constants } from 'node:os';
import { GecvalInputError, oneLineSafe } from '../core/errors.js';
import { fileSystemReason, removeLiveTemporaries } from '../core/write.js';

/** Whether descriptor 1 is the /dev/null that Node opened because standard output was closed (Linux only). */
export function stdoutWasClosed(): boolean {
  try {
    const flags = /^flags:\s*([0-7]+)/mu.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'))?.[1];
    if (flags === undefined || (parseInt(flags, 8) & 3) !== 2) return false;
    const [out, devNull] = [fstatSync(1), statSync('/dev/null')];
    return out.isCharacterDevice() && out.rdev === devNull.rdev;
  } catch {
    return false;
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
