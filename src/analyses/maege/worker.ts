/**
 * Piscina worker entry. Run from source (tsx), a worker thread loads this file through tsx's CommonJS hook but has
 * no ESM hook, so the lazy `import()`s of metric modules would fail; the first task therefore registers tsx's ESM
 * loader in this thread. Built JavaScript skips that step.
 */
import type { WorkerTask } from './worker-task.js';

let ready: Promise<(task: WorkerTask) => Promise<number[]>> | undefined;

async function load(): Promise<(task: WorkerTask) => Promise<number[]>> {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = 'tsx/esm/api'; // a dev dependency, reached only when running from source
    const { register } = (await import(tsx)) as { register: () => unknown };
    register();
  }
  return (await import('./worker-task.js')).default;
}

export default async function scoreChunk(task: WorkerTask): Promise<number[]> {
  ready ??= load();
  return (await ready)(task);
}
