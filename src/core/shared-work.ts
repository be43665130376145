/**
 * Work shared inside one run: `withSharedWork(fn)` opens a scope in which modules remember results that depend on
 * their inputs alone (ERRANT's extracted edits, a grammar checker's error counts), so that the same work asked for
 * twice in one run — the browser app's score table, its leaderboard and its HTML report read the same systems — is
 * done once. Outside a scope nothing is remembered. A memo holds only what its inputs decide, so a scope never changes
 * a number or a byte; it is dropped when `fn` ends. An inner call runs in the outer scope; the scope is per module instance (one per
 * thread or Web Worker).
 */
let scope: Map<string, Map<string, unknown>> | undefined;

export async function withSharedWork<T>(fn: () => Promise<T>): Promise<T> {
  if (scope !== undefined) return fn();
  scope = new Map();
  try {
    return await fn();
  } finally {
    scope = undefined;
  }
}

/** The memo named `kind` of the open scope (created empty on first use); undefined outside a scope. */
export function sharedMemo<V>(kind: string): Map<string, V> | undefined {
  if (scope === undefined) return undefined;
  let memo = scope.get(kind);
  if (memo === undefined) {
    memo = new Map();
    scope.set(kind, memo);
  }
  return memo as Map<string, V>;
}
