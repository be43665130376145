/**
 * The Munkres (Hungarian) assignment procedure exactly as the Python `munkres` package 1.1.4 runs it, on a
 * square matrix of doubles. USIM's word-alignment matrices are full of ties (zero padding columns, equal
 * positional costs), and which optimal assignment comes out changes USIM scores — so this follows that
 * package's search order step by step (docs/ucca-usim.md#usim-munkres) rather than using a faster solver:
 * - step 1 subtracts each row's minimum (no column reduction);
 * - the zero search visits rows cyclically from the origin row and, in the first row with an uncovered zero,
 *   takes the LAST such column in cyclic order from the origin column;
 * - step 6 adds μ to covered rows, then subtracts μ from uncovered columns, in that order (floating point).
 * Returns, for each row, the assigned column. Zero positions are indexed per row (rebuilt whenever step 6 changes
 * the matrix), which finds the same zero as the package's full scan far faster on essay-sized matrices.
 */
export function munkresAssignment(cost: Float64Array, n: number): Int32Array {
  const c = Float64Array.from(cost);
  const marked = new Uint8Array(n * n); // 1 = star, 2 = prime
  const rowCovered = new Uint8Array(n);
  const colCovered = new Uint8Array(n);
  if (n === 0) return new Int32Array(0);

  // step 1
  for (let i = 0; i < n; i++) {
    let min = Infinity;
    for (let j = 0; j < n; j++) if (c[i * n + j]! < min) min = c[i * n + j]!;
    for (let j = 0; j < n; j++) c[i * n + j] = c[i * n + j]! - min;
  }
  // Zero columns per row, ascending; zeros only change in steps 1 and 6, so the lists are rebuilt there.
  const zeroCols: number[][] = Array.from({ length: n }, () => []);
  const rebuildZeros = (): void => {
    for (let r = 0; r < n; r++) {
      const list = zeroCols[r]!;
      list.length = 0;
      for (let k = 0; k < n; k++) if (c[r * n + k] === 0) list.push(k);
    }
  };
  rebuildZeros();
  // step 2
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (c[i * n + j] === 0 && !colCovered[j] && !rowCovered[i]) {
        marked[i * n + j] = 1;
        colCovered[j] = 1;
        rowCovered[i] = 1;
        break;
      }
    }
  }
  rowCovered.fill(0);
  colCovered.fill(0);

  // At most one star per row and per column, and at most one prime per row, so marks are kept as indexes.
  const rowStar = new Int32Array(n).fill(-1);
  const colStar = new Int32Array(n).fill(-1);
  const rowPrime = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (marked[i * n + j] === 1) {
        rowStar[i] = j;
        colStar[j] = i;
      }
    }
  }
  const primedRows: number[] = [];

  for (;;) {
    // step 3
    let count = 0;
    for (let j = 0; j < n; j++) {
      if (colStar[j] >= 0) {
        colCovered[j] = 1;
        count++;
      }
    }
    if (count >= n) break;

    // steps 4 and 6, until step 5 fires
    let row = 0;
    let col = 0;
    let z0r = -1;
    let z0c = -1;
    for (;;) {
      // find a zero: first uncovered row (cyclic from `row`) holding an uncovered zero; last such column cyclic
      // from `col` — i.e. the largest uncovered zero column below `col` if there is one, else the largest at or above.
      let foundRow = -1;
      let foundCol = -1;
      const i0 = row;
      const j0 = col;
      let i = i0;
      do {
        if (!rowCovered[i]) {
          const zeros = zeroCols[i]!;
          let below = -1;
          let above = -1;
          for (let z = 0; z < zeros.length; z++) {
            const j = zeros[z]!;
            if (colCovered[j]) continue;
            if (j < j0) below = j;
            else above = j;
          }
          const j = below >= 0 ? below : above;
          if (j >= 0) {
            foundRow = i;
            foundCol = j;
            break;
          }
        }
        i = i + 1 === n ? 0 : i + 1;
      } while (i !== i0);

      if (foundRow < 0) {
        // step 6
        let min = Infinity;
        for (let r = 0; r < n; r++) {
          if (rowCovered[r]) continue;
          for (let k = 0; k < n; k++) if (!colCovered[k] && c[r * n + k]! < min) min = c[r * n + k]!;
        }
        for (let r = 0; r < n; r++) {
          const covered = rowCovered[r];
          const base = r * n;
          const zeros = zeroCols[r]!;
          zeros.length = 0;
          for (let k = 0; k < n; k++) {
            let v = c[base + k]!;
            if (covered) v += min;
            if (!colCovered[k]) v -= min;
            c[base + k] = v;
            if (v === 0) zeros.push(k);
          }
        }
        row = 0;
        col = 0;
        continue;
      }
      rowPrime[foundRow] = foundCol;
      primedRows.push(foundRow);
      const starCol = rowStar[foundRow]!;
      if (starCol >= 0) {
        rowCovered[foundRow] = 1;
        colCovered[starCol] = 0;
        row = foundRow;
        col = starCol;
      } else {
        z0r = foundRow;
        z0c = foundCol;
        break;
      }
    }

    // step 5: alternating path from the primed zero through the star in its column and the prime in that row
    const pathRows: number[] = [z0r];
    const pathCols: number[] = [z0c];
    for (;;) {
      const r = colStar[pathCols[pathCols.length - 1]!]!;
      if (r < 0) break;
      pathRows.push(r);
      pathCols.push(pathCols[pathCols.length - 1]!);
      pathRows.push(r);
      pathCols.push(rowPrime[r]!);
    }
    // unstar the stars of the path (odd entries), then star its primes (even entries)
    for (let k = 1; k < pathRows.length; k += 2) {
      rowStar[pathRows[k]!] = -1;
      colStar[pathCols[k]!] = -1;
    }
    for (let k = 0; k < pathRows.length; k += 2) {
      rowStar[pathRows[k]!] = pathCols[k]!;
      colStar[pathCols[k]!] = pathRows[k]!;
    }
    rowCovered.fill(0);
    colCovered.fill(0);
    for (const r of primedRows) rowPrime[r] = -1;
    primedRows.length = 0;
  }

  return rowStar;
}
