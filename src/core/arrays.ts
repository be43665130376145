/**
 * Arrays for hot code that returns or reads lists that are sometimes empty. V8 gives `[]` (and what `map`,
 * `concat` or `Array.from` make of an empty array) the hidden class of an array of small integers, and a filled
 * list of strings or objects another one; optimised code that met one class bails out ("wrong map") when the other
 * arrives and is compiled again. In the M² scorer such recompilations were a quarter of the instructions of a
 * one-output `gecval m2` run. An empty list made here has the class of a filled one, as `String.prototype.split`'s
 * result has, so code that sees both stays compiled.
 */
export function emptyList<T>(): T[] {
  return FILLED_EMPTY.slice() as T[];
}

/** An empty array of the filled class (slicing keeps the class; the array itself is never handed out). */
const FILLED_EMPTY: readonly unknown[] = [''].slice(1);
