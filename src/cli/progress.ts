import cliProgress from 'cli-progress';
import type { Progress } from '../core/progress.js';
import { silentProgress } from '../core/progress.js';

/**
 * A progress bar on stderr, so stdout stays clean for --json. Hidden when stderr is not a terminal
 * (CI logs, pipes) unless GECVAL_PROGRESS=1.
 */
export function terminalProgress(): Progress {
  if (!process.stderr.isTTY && process.env.GECVAL_PROGRESS !== '1') return silentProgress;
  let bar: cliProgress.SingleBar | undefined;
  return {
    start(total, label) {
      bar?.stop();
      bar = new cliProgress.SingleBar(
        { format: `${label.padEnd(24)} {bar} {percentage}% | {value}/{total} | eta {eta_formatted}`, stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      );
      bar.start(total, 0);
    },
    increment(by = 1) {
      bar?.increment(by);
    },
    stop() {
      bar?.stop();
      bar = undefined;
    },
  };
}
