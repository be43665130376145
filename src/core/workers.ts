/**
 * One way to spread work over threads: `mapInWorkers` runs an exported function of a gecval module on every task in
 * a pool of worker threads (piscina) and returns the results in task order. Modules are named by their path under
 * src/ without extension (`metrics/m2/batch`), because the same code runs from src/ (tsx), from dist/ (tsc) and from
 * the bundled CLI, whose chunks are not importable by name; workers always load the unbundled module.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packagePath } from './package-root.js';
import { silentProgress, type Progress } from './progress.js';
import { GecvalInputError } from './errors.js';

interface WorkerReply<R> {
  readonly ok?: R;
  readonly inputError?: { readonly message: string; readonly file?: string; readonly line?: number };
}

export interface WorkerCall {
  /** Module path under src/ without extension, e.g. `metrics/m2/batch`. */
  readonly module: string;
  /** Name of an exported function `(task) => result | Promise<result>`. */
  readonly fn: string;
}

export interface WorkerOptions {
  /** Threads; default: available cores. 1 runs in this thread (no pool). */
  readonly threads?: number;
  readonly progress?: Progress;
  readonly label?: string;
}

const fromSource = import.meta.url.endsWith('.ts');

/** URL of a gecval module for this run mode: src/X.ts from source, dist/X.js otherwise. */
export function moduleUrl(module: string): string {
  const file = fromSource ? packagePath('src', `${module}.ts`) : packagePath('dist', `${module}.js`);
  if (!existsSync(file)) throw new Error(`worker module not found: ${file}`);
  return pathToFileURL(file).href;
}

export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

export async function mapInWorkers<T, R>(call: WorkerCall, tasks: readonly T[], options: WorkerOptions = {}): Promise<R[]> {
  const progress = options.progress ?? silentProgress;
  const threads = Math.max(1, Math.min(options.threads ?? defaultThreads(), tasks.length));
  progress.start(tasks.length, options.label ?? call.fn);
  try {
    if (threads <= 1) {
      const module = (await import(moduleUrl(call.module))) as Record<string, (task: T) => R | Promise<R>>;
      const fn = module[call.fn];
      if (typeof fn !== 'function') throw new Error(`${call.module} exports no function ${call.fn}`);
      const results: R[] = [];
      for (const task of tasks) {
        results.push(await fn(task));
        progress.increment();
      }
      return results;
    }
    const { Piscina } = await import('piscina');
    const entry = fromSource ? packagePath('src/core/worker-entry.ts') : packagePath('dist/core/worker-entry.js');
    const pool = new Piscina({ filename: pathToFileURL(entry).href, minThreads: threads, maxThreads: threads, execArgv: process.execArgv });
    try {
      const url = moduleUrl(call.module);
      return await Promise.all(
        tasks.map(async (task) => {
          const reply = (await pool.run({ url, fn: call.fn, task, fromSource })) as WorkerReply<R>;
          if (reply.inputError !== undefined) {
            const { message, file, line } = reply.inputError;
            throw new GecvalInputError(message, { ...(file === undefined ? {} : { file }), ...(line === undefined ? {} : { line }) });
          }
          progress.increment();
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

export const testing = { fromSource, entryFile: () => fileURLToPath(import.meta.url) };
