import { createRequire } from 'node:module';
import type cliProgressTypes from 'cli-progress';
import type { Progress } from '../core/progress.js';
import { silentProgress } from '../core/progress.js';

/**
 * Progress on stderr, so stdout stays clean for --json and --tsv.
 *
 * - stderr is a terminal: a cli-progress bar.
 * - stderr is a file or a pipe (CI logs, `2> log`, nohup): a plain line every few seconds — stage, %, done/total,
 *   elapsed, ETA — so a long run never sits silent; a stage that finishes within the first interval prints nothing.
 * - `--quiet` (or GECVAL_PROGRESS=0): nothing.
 *
 * GECVAL_PROGRESS=bar forces the bar, =lines forces plain lines; GECVAL_PROGRESS_INTERVAL sets the seconds between
 * plain lines (default 5; 0 = a line per finished item).
 */
let quiet = false;

/** Set once by the CLI entry point from the global `--quiet` flag. */
export function setQuiet(value: boolean): void {
  quiet = value;
}

/** Whether `--quiet` was given: commands leave out their closing notes on stderr too. */
export function isQuiet(): boolean {
  return quiet;
}

type Mode = 'bar' | 'lines' | 'off';

function progressMode(): Mode {
  const forced = process.env.GECVAL_PROGRESS;
  if (quiet || forced === '0' || forced === 'off') return 'off';
  if (forced === 'bar' || forced === '1') return 'bar';
  if (forced === 'lines') return 'lines';
  return process.stderr.isTTY ? 'bar' : 'lines';
}

export function terminalProgress(): Progress {
  const mode = progressMode();
  if (mode === 'off') return silentProgress;
  return mode === 'bar' ? barProgress() : lineProgress(intervalMs());
}

/** A one-line stage note on stderr (`gecval: …`), printed wherever progress is (not with --quiet / GECVAL_PROGRESS=0). */
export function stageNote(message: string): void {
  if (progressMode() !== 'off') process.stderr.write(`gecval: ${message}\n`);
}

function intervalMs(): number {
  // 0 prints a line on every finished item (for debugging and tests).
  const seconds = Number(process.env.GECVAL_PROGRESS_INTERVAL ?? '5');
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 5000;
}

// cli-progress (and the emoji tables it pulls in) is loaded only when a terminal bar is drawn: every command
// imports this module, and most runs print no bar, so a static import cost every start-up a few milliseconds.
const requireFromHere = createRequire(import.meta.url);
const loadCliProgress = (): typeof cliProgressTypes => requireFromHere('cli-progress') as typeof cliProgressTypes;

function barProgress(): Progress {
  const cliProgress = loadCliProgress();
  let bar: cliProgressTypes.SingleBar | undefined;
  let total = 0;
  let done = 0;
  let started = 0;
  // The same rule as the plain lines: no estimate before 5 % of the work and 3 s.
  const left = (): string => {
    const elapsed = (Date.now() - started) / 1000;
    return total > 0 && done / total >= ETA_MIN_FRACTION && elapsed >= ETA_MIN_SECONDS && total > done ? `about ${formatDuration((elapsed * (total - done)) / done)} left` : '';
  };
  return {
    start(newTotal, label) {
      bar?.stop();
      total = newTotal;
      done = 0;
      started = Date.now();
      bar = new cliProgress.SingleBar(
        { format: `${label.padEnd(24)} {bar} {percentage}% | {value}/{total} {left}`, stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0, { left: '' });
    },
    increment(by = 1) {
      done += by;
      bar?.increment(by, { left: left() });
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}

/** Formats seconds as `42 s`, `3 min 05 s` or `1 h 02 min`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '?';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/**
 * An estimate of the time left is shown only once it means something: after at least 5 % of the work and 3 s.
 * Earlier, one slow first item (a model load, a long sentence) or a fast one extrapolates to estimates off by 100×.
 */
export const ETA_MIN_FRACTION = 0.05;
export const ETA_MIN_SECONDS = 3;

/** One plain progress line, e.g. `gecval: M2 scores: 40% (6/15), 12 s elapsed, about 18 s left`. */
export function progressLine(label: string, done: number, total: number, elapsedSeconds: number): string {
  const percent = total > 0 ? Math.floor((100 * done) / total) : 0;
  const meaningful = total > 0 && done / total >= ETA_MIN_FRACTION && elapsedSeconds >= ETA_MIN_SECONDS;
  const left = meaningful && total > done ? `, about ${formatDuration((elapsedSeconds * (total - done)) / done)} left` : '';
  return `gecval: ${label}: ${percent}% (${done}/${total}), ${formatDuration(elapsedSeconds)} elapsed${left}\n`;
}

function lineProgress(everyMs: number, write: (line: string) => void = (line) => process.stderr.write(line)): Progress {
  let label = '';
  let total = 0;
  let done = 0;
  let started = 0;
  let lastPrinted = 0;
  let printedAny = false;
  let printedDone = -1;
  let timer: NodeJS.Timeout | undefined;
  const print = (): void => {
    lastPrinted = Date.now();
    printedAny = true;
    printedDone = done;
    write(progressLine(label, done, total, (lastPrinted - started) / 1000));
  };
  const stopTimer = (): void => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  return {
    start(newTotal, newLabel) {
      stopTimer();
      label = newLabel;
      total = newTotal;
      done = 0;
      started = Date.now();
      lastPrinted = started;
      printedAny = false;
      printedDone = -1;
      // A timer, not only increments: one slow item (a long sentence, a model load) must not make the run silent.
      if (everyMs > 0) {
        timer = setInterval(() => {
          if (Date.now() - lastPrinted >= everyMs - 50) print();
        }, everyMs);
        timer.unref();
      }
    },
    increment(by = 1) {
      done += by;
      if (Date.now() - lastPrinted >= everyMs) print();
    },
    stop() {
      stopTimer();
      // Close a stage that spoke with a final 100% line, so a log shows it ended (unless its last line was that one).
      if (printedAny && printedDone !== done) print();
    },
  };
}

/** For tests: a plain-line progress that writes into a callback. */
export const testing = { lineProgress };
