/**
 * The one worker pool (src/core/workers.ts): every registered worker module exists and exports, under the declared
 * name, the very function its task runs in this thread; --jobs is defaulted and capped in one place.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { chunksOf, mapInWorkers, maxThreads, moduleUrl, resolveJobs, WORKER_MODULES, type WorkerTask } from '../../src/core/workers.js';
import { PARSE_CHUNK_TASK } from '../../src/ucca/parser/service.js';
import { M2_BATCH_TASK } from '../../src/metrics/m2/batch.js';
import { FAITHFULNESS_CHUNK_TASK } from '../../src/metrics/faithfulness/batch.js';
import { MAEGE_CHUNK_TASK } from '../../src/analyses/maege/worker-task.js';

const TASKS: readonly WorkerTask<never, unknown>[] = [PARSE_CHUNK_TASK, M2_BATCH_TASK, FAITHFULNESS_CHUNK_TASK, MAEGE_CHUNK_TASK] as never;

test('every worker task names a registered module that exports its function under its name', async () => {
  assert.deepEqual([...new Set(TASKS.map((t) => t.module))].sort(), [...WORKER_MODULES].sort());
  for (const task of TASKS) {
    const module = (await import(moduleUrl(task.module))) as Record<string, unknown>;
    assert.equal(module[task.fn], task.run, `${task.module} exports ${task.fn}`);
  }
});

test('--jobs: one default (the idle cores, at least 1), capped at 2 x the cores (bad values: test/cli/bad-input-sweep-options.test.ts)', () => {
  assert.ok(resolveJobs(undefined) >= 1 && resolveJobs(undefined) <= Math.max(1, availableParallelism()));
  assert.equal(resolveJobs(1), 1);
  assert.equal(resolveJobs(1000), maxThreads());
  assert.equal(maxThreads(), 2 * Math.max(1, availableParallelism()));
});

test('mapInWorkers in this thread calls the task function directly, in order, and reports each task done', async () => {
  const done: number[] = [];
  const task: WorkerTask<number, number> = { module: 'metrics/m2/batch', fn: 'unused', run: (n) => n * 2 };
  assert.deepEqual(await mapInWorkers(task, [3, 1, 2], { threads: 1, onDone: (n) => done.push(n) }), [6, 2, 4]);
  assert.deepEqual(done, [3, 1, 2]);
  // about 4 chunks a thread, contiguous, covering every item once
  assert.deepEqual(chunksOf([1, 2, 3, 4, 5, 6, 7, 8], 1), [[1, 2], [3, 4], [5, 6], [7, 8]]);
});
