// Preloaded into every test-file process by scripts/run-tests.mjs (`--import`): when a test file's process exits, it
// appends one line to $GECVAL_TEST_CPU_FILE: the file, and the CPU seconds (user + system) of the process and of
// every child process it waited for (the gecval CLI runs, Python), read from /proc/self/stat (Linux; elsewhere the
// process's own CPU only). run-tests.mjs prints them as a table after the run: what `npm test` costs, file by file.
import { appendFileSync, readFileSync } from 'node:fs';

const out = process.env.GECVAL_TEST_CPU_FILE;
const file = process.argv[1];
if (out !== undefined && file !== undefined && file.endsWith('.test.ts')) {
  process.on('exit', () => {
    const own = process.cpuUsage();
    let seconds = (own.user + own.system) / 1e6;
    let children = 0;
    try {
      // Fields after the command name "(…)": state is field 3; utime 14, stime 15, cutime 16, cstime 17 (clock ticks, 100/s).
      const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /su, '').split(' ');
      const ticks = (i) => Number(fields[i - 3]) / 100;
      seconds = ticks(14) + ticks(15);
      children = ticks(16) + ticks(17);
    } catch {
      // not Linux: the process's own CPU only
    }
    appendFileSync(out, `${JSON.stringify({ file, seconds, children })}\n`);
  });
}
