/**
 * Literal transcription (benchmark baseline and test cross-check) of the munkres 1.1.4 step sequence (full scans, star/prime matrix), kept to
 * cross-check the indexed implementation in src/ucca/usim/munkres.ts.
 *
 * The Munkres (Hungarian) assignment procedure exactly as the Python `munkres` package 1.1.4 runs it, on a
 * square matrix of doubles. USIM's word-alignment matrices are full of ties (zero padding columns, equal
 * positional costs), and which optimal assignment comes out changes USIM scores — so this follows that
 * package's search order step by step (docs/ucca-usim.md#usim-munkres) rather than using a faster solver:
 * - step 1 subtracts each row's minimum (no column reduction);
 * - the zero search visits rows cyclically from the origin row and, in the first row with an uncovered zero,
 *   takes the LAST such column in cyclic order from the origin column;
 * - step 6 adds μ to covered rows, then subtracts μ from uncovered columns, in that order (floating point).
 * Returns, for each row, the assigned column.
 */
export function munkresAssignmentNaive(cost: Float64Array, n: number): Int32Array {
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

  const starInRow = (row: number): number => {
    for (let j = 0; j < n; j++) if (marked[row * n + j] === 1) return j;
    return -1;
  };
  const starInCol = (col: number): number => {
    for (let i = 0; i < n; i++) if (marked[i * n + col] === 1) return i;
    return -1;
  };
  const primeInRow = (row: number): number => {
    for (let j = 0; j < n; j++) if (marked[row * n + j] === 2) return j;
    return -1;
  };
  const pathRows = new Int32Array(2 * n + 1);
  const pathCols = new Int32Array(2 * n + 1);

  for (;;) {
    // step 3
    let count = 0;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (marked[i * n + j] === 1 && !colCovered[j]) {
          colCovered[j] = 1;
          count++;
        }
      }
    }
    if (count >= n) break;

    // steps 4 and 6, until step 5 fires
    let row = 0;
    let col = 0;
    let z0r = -1;
    let z0c = -1;
    for (;;) {
      // find a zero: first uncovered row (cyclic from `row`) holding an uncovered zero; last such column cyclic from `col`
      let foundRow = -1;
      let foundCol = -1;
      const i0 = row;
      const j0 = col;
      let i = i0;
      do {
        if (!rowCovered[i]) {
          const base = i * n;
          let j = j0;
          do {
            if (c[base + j] === 0 && !colCovered[j]) {
              foundRow = i;
              foundCol = j;
            }
            j = j + 1 === n ? 0 : j + 1;
          } while (j !== j0);
          if (foundRow >= 0) break;
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
          for (let k = 0; k < n; k++) {
            let v = c[r * n + k]!;
            if (covered) v += min;
            if (!colCovered[k]) v -= min;
            c[r * n + k] = v;
          }
        }
        row = 0;
        col = 0;
        continue;
      }
      marked[foundRow * n + foundCol] = 2;
      const starCol = starInRow(foundRow);
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

    // step 5
    let count5 = 0;
    pathRows[0] = z0r;
    pathCols[0] = z0c;
    for (;;) {
      const r = starInCol(pathCols[count5]!);
      if (r < 0) break;
      count5++;
      pathRows[count5] = r;
      pathCols[count5] = pathCols[count5 - 1]!;
      const k = primeInRow(pathRows[count5]!);
      count5++;
      pathRows[count5] = pathRows[count5 - 1]!;
      pathCols[count5] = k;
    }
    for (let p = 0; p <= count5; p++) {
      const at = pathRows[p]! * n + pathCols[p]!;
      marked[at] = marked[at] === 1 ? 0 : 1;
    }
    rowCovered.fill(0);
    colCovered.fill(0);
    for (let p = 0; p < n * n; p++) if (marked[p] === 2) marked[p] = 0;
  }

  const assignment = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) assignment[i] = starInRow(i);
  return assignment;
}
