/**
 * The one worker pool. Work that runs in worker threads is a typed `WorkerTask<T, R>`, defined once beside its
 * function with `defineWorkerTask(module, 'fn', fn)`: `module` is one of `WORKER_MODULES`, the one list of modules
 * whose exports run in workers. Callers hand the task object (not names) to `mapInWorkers`, so imports and types see
 * every call; in this thread the task's function is called directly, in a worker thread the worker loads the
 * module by its path under src/ (tsx) or dist/ (tsc output; the bundled CLI's chunks are not importable by name)
 * and calls the export. test/core/workers.test.ts checks that every task's module exports its function.
 *
 * How many threads: `--jobs N` on every command (src/cli/jobs.ts); `resolveJobs` applies the one default (the idle
 * cores, `defaultThreads`) and the cap (`maxThreads`), and `mapInWorkers` uses no more threads than there are tasks
 * (callers with cheap tasks also ask for fewer threads when the work is too small to pay for starting workers:
 * the parse service, faithfulness).
 */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packagePath } from './package-root.js';
import { silentProgress, type Progress } from './progress.js';
import { GecvalInputError } from './errors.js';

/** Every module with functions that run in worker threads (paths under src/ without extension). */
export const WORKER_MODULES = ['analyses/maege/worker-task', 'metrics/m2/batch', 'metrics/faithfulness/batch', 'ucca/parser/service'] as const;
export type WorkerModule = (typeof WORKER_MODULES)[number];

/** A function that runs on one task in a worker thread (or in this one). */
export interface WorkerTask<T, R> {
  readonly module: WorkerModule;
  /** The name under which `module` exports `run`. */
  readonly fn: string;
  readonly run: (task: T) => R | Promise<R>;
}

/** Declares `run`, exported by `module` as `fn`, as a worker task. */
export function defineWorkerTask<T, R>(module: WorkerModule, fn: string, run: (task: T) => R | Promise<R>): WorkerTask<T, R> {
  return { module, fn, run };
}

interface WorkerReply<R> {
  readonly ok?: R;
  readonly inputError?: { readonly message: string; readonly file?: string; readonly line?: number };
}

export interface WorkerOptions<T = unknown> {
  /** Threads (already resolved with `resolveJobs`); default: `resolveJobs(undefined)`. 1 runs in this thread (no pool). */
  readonly threads?: number;
  readonly progress?: Progress;
  readonly label?: string;
  /** Called as each task finishes (in any order), e.g. to count items rather than tasks on the caller's progress. */
  readonly onDone?: (task: T) => void;
  /** Called before worker threads start (not when the tasks run in this thread): e.g. to write files only this thread could read so far. */
  readonly beforeThreads?: () => void;
}

const fromSource = import.meta.url.endsWith('.ts');

/** URL of a gecval module for this run mode: src/X.ts from source, dist/X.js otherwise. */
export function moduleUrl(module: string): string {
  const file = fromSource ? packagePath('src', `${module}.ts`) : packagePath('dist', `${module}.js`);
  if (!existsSync(file)) throw new Error(`worker module not found: ${file}`);
  return pathToFileURL(file).href;
}

function cores(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The default number of worker threads, the same on every command: the cores that other processes leave idle (the
 * available cores minus the 1-minute load average, rounded; at least 1). A worker pays for itself only on an idle
 * core: each one starts a thread, loads and compiles its code and reads its data (a gold file, a parser model)
 * again, so on a busy machine the default runs in this thread. Output never depends on it (every parallel path
 * joins results in input order), and `--jobs N` asks for N threads whatever the load.
 */
export function defaultThreads(): number {
  return Math.max(1, Math.min(cores(), Math.round(cores() - loadavg()[0]!)));
}

/**
 * The most threads any command starts: 2 × the cores. More threads than cores only add memory (each worker loads
 * its own code and data: a parser model is ~100 MB) without adding speed.
 */
export function maxThreads(): number {
  return 2 * cores();
}

/** `--jobs` as given (undefined: the default) → the threads to use: the default, capped at `maxThreads()`. */
export function resolveJobs(requested: number | undefined): number {
  // One thread asked for is one thread, without asking the machine for its cores (the browser app has none to ask).
  if (requested === 1) return 1;
  return Math.max(1, Math.min(requested ?? defaultThreads(), maxThreads()));
}

export async function mapInWorkers<T, R>(task: WorkerTask<T, R>, tasks: readonly T[], options: WorkerOptions<T> = {}): Promise<R[]> {
  const progress = options.progress ?? silentProgress;
  const threads = Math.max(1, Math.min(options.threads ?? resolveJobs(undefined), tasks.length));
  progress.start(tasks.length, options.label ?? task.fn);
  try {
    if (threads <= 1) {
      const results: R[] = [];
      for (const item of tasks) {
        results.push(await task.run(item));
        progress.increment();
        options.onDone?.(item);
      }
      return results;
    }
    options.beforeThreads?.();
    const { Piscina } = await import('piscina');
    const entry = fromSource ? packagePath('src/core/worker-entry.ts') : packagePath('dist/core/worker-entry.js');
    const pool = new Piscina({ filename: pathToFileURL(entry).href, minThreads: threads, maxThreads: threads, execArgv: process.execArgv });
    try {
      const url = moduleUrl(task.module);
      return await Promise.all(
        tasks.map(async (item) => {
          const reply = (await pool.run({ url, fn: task.fn, task: item, fromSource })) as WorkerReply<R>;
          if (reply.inputError !== undefined) {
            const { message, file, line } = reply.inputError;
            throw new GecvalInputError(message, { ...(file === undefined ? {} : { file }), ...(line === undefined ? {} : { line }) });
          }
          progress.increment();
          options.onDone?.(item);
          return reply.ok as R;
        }),
      );
    } finally {
      await pool.destroy();
    }
  } finally {
    progress.stop();
  }
}

/** Splits `items` into about `4 × jobs` contiguous chunks, so that fast threads take more of them. */
export function chunksOf<T>(items: readonly T[], jobs: number): T[][] {
  const count = Math.max(1, Math.min(items.length, jobs * 4));
  const chunks: T[][] = [];
  for (let c = 0; c < count; c++) chunks.push(items.slice(Math.floor((c * items.length) / count), Math.floor(((c + 1) * items.length) / count)));
  return chunks.filter((chunk) => chunk.length > 0);
}

export const testing = { fromSource, entryFile: () => fileURLToPath(import.meta.url) };
