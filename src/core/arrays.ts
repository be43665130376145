/**
 * Arrays for hot code that returns or reads lists that are sometimes empty. V8 gives `[]` (and what `map`,
 * `concat` or `Array.from` make of an empty array) the hidden class of an array of small integers, and a filled
 * list of strings or objects another one; `map` itself gives a packed list when the builtin runs and a holey one
 * (another class) from a caller's optimised code. Optimised code that met one class bails out ("wrong map") when
 * the other arrives and is compiled again: in the M² scorer such recompilations were a quarter of the instructions
 * of a one-output `gecval m2` run. Lists built by `push` onto a list made here keep one class, the class of
 * `String.prototype.split`'s result, empty or not, so code that reads them stays compiled.
 */
export function emptyList<T>(): T[] {
  return FILLED_EMPTY.slice() as T[];
}

/** An empty array of the filled class (slicing keeps the class; the array itself is never handed out). */
const FILLED_EMPTY: readonly unknown[] = [''].slice(1);
