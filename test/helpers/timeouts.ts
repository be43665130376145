/**
 * Time limits in tests are for hangs only (#39 point 5): no test may fail because the machine is busy. A test that
 * takes 2 min on a quiet 2-core machine can take 20× that at load 20, so the limits are far above any run seen:
 * a test past HANG_TIMEOUT_MS, or one gecval process past PROCESS_HANG_MS, is taken to be stuck. Speed belongs in
 * bench/, never in an assertion.
 */
export const HANG_TIMEOUT_MS = 45 * 60_000;

/** One gecval process run by a test (the bad-input sweeps): normally 0.3–3 s. */
export const PROCESS_HANG_MS = 10 * 60_000;

/**
 * `npm run test:full` (GECVAL_FULL_TESTS=1; GECVAL_SWEEP=full is the older name for the sweeps): the exhaustive
 * sweeps and the slow parity cases. `npm test` runs a seeded sample of them.
 */
export const FULL_TESTS = process.env.GECVAL_FULL_TESTS === '1' || process.env.GECVAL_SWEEP === 'full';

/**
 * CPU seconds (user + system) this process spent in `fn`, for the few tests that guard against a complexity bug
 * (work that once took minutes): CPU time, unlike wall time, hardly grows when other processes load the machine,
 * and the budgets those tests give are ≥ 10× what a quiet machine needs. Never a wall-clock limit.
 */
export function cpuSeconds<T>(fn: () => T): { result: T; seconds: number } {
  const before = process.cpuUsage();
  const result = fn();
  const used = process.cpuUsage(before);
  return { result, seconds: (used.user + used.system) / 1e6 };
}
