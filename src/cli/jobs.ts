/**
 * The one `--jobs` option: every command that can spread work over worker threads declares it with `addJobsOption`
 * and reads it with `jobsFrom`. The default is the same everywhere (the cores other processes leave idle, core/workers.ts
 * `defaultThreads`), values above 2 × the cores are capped, and the output never depends on it. `--threads N`, the
 * old spelling of MAEGE and meta-eval, is still accepted with a deprecation note.
 */
import { Option, type Command } from 'commander';

export interface JobsCliOptions {
  jobs?: string;
  threads?: string;
}

/** Adds `--jobs <n>` (and the hidden, deprecated `--threads <n>`) to a command. `what` says what runs in parallel. */
export function addJobsOption(command: Command, what: string): Command {
  return command
    .option('--jobs <n>', `worker threads for ${what} (default: the idle cores; at most 2 × the cores; the output is the same for every value)`)
    .addOption(new Option('--threads <n>', 'deprecated spelling of --jobs').hideHelp());
}

/** The number of threads a command runs with: `--jobs` (or the deprecated `--threads`), defaulted and capped. */
export async function jobsFrom(options: JobsCliOptions): Promise<number> {
  const { maxThreads, resolveJobs } = await import('../core/workers.js');
  const { parseNumberOption, printWarning } = await import('./io.js');
  let raw = options.jobs;
  let name = '--jobs';
  if (options.threads !== undefined) {
    printWarning('--threads is deprecated; use --jobs (the same meaning)');
    if (raw === undefined) {
      raw = options.threads;
      name = '--threads';
    }
  }
  const requested = raw === undefined ? undefined : parseNumberOption(name, raw, { integer: true, min: 1 });
  if (requested !== undefined && requested > maxThreads()) printWarning(`${name} ${requested} is more than 2 × the ${maxThreads() / 2} available cores; using ${maxThreads()} threads`);
  return resolveJobs(requested);
}
