/**
 * The iteration order of a Python 2.7 `dict` with non-negative integer keys, inserted in the given order and
 * never deleted. m2scorer visits a sentence's annotators in this order, and the first of equally good
 * annotators wins, so the order decides ties. For the ids of the CoNLL files (0..9) it is ascending; for other
 * ids (e.g. 8 and 16 collide in an 8-slot table) it is not.
 *
 * Follows CPython 2.7 dictobject.c: 8 slots to start, open addressing with `i = 5*i + perturb + 1`,
 * `perturb >>= 5`, and a resize to the smallest power of two above 4 * used once 2/3 of the slots are filled.
 */
const MIN_SIZE = 8;
const TWO_32 = 4294967296;

function insert(table: (number | undefined)[], key: number): void {
  const mask = table.length - 1;
  let i = key % TWO_32;
  let perturb = key;
  let slot = i & mask;
  while (table[slot] !== undefined) {
    i = (5 * i + perturb + 1) % TWO_32;
    perturb = Math.floor(perturb / 32);
    slot = i & mask;
  }
  table[slot] = key;
}

export function pythonDictOrder(keys: readonly number[]): number[] {
  if (keys.some((k) => !Number.isInteger(k) || k < 0 || k >= TWO_32)) return [...new Set(keys)].sort((a, b) => a - b);
  let table: (number | undefined)[] = new Array(MIN_SIZE);
  let used = 0;
  for (const key of keys) {
    if (table.includes(key)) continue;
    insert(table, key);
    used++;
    if (used * 3 >= table.length * 2) {
      let size = MIN_SIZE;
      while (size <= (used > 50000 ? 2 : 4) * used) size *= 2;
      const old = table;
      table = new Array(size);
      for (const k of old) if (k !== undefined) insert(table, k);
    }
  }
  // (the keys by push, so that the list has the class of the one it was given, a list of small integers: a
  // filtered sparse table has another, and the second call of goldFromM2's two was compiled again)
  const order: number[] = [];
  for (const k of table) if (k !== undefined) order.push(k);
  return order;
}
