/**
 * The edit lattice of m2scorer: every optimal Levenshtein alignment of source and hypothesis tokens, under
 * substitution cost 1 and under substitution cost 2 (insertion and deletion cost 1), merged into one graph.
 * Vertices are matrix cells (i, j) = "i source and j hypothesis tokens consumed"; edges are single-token
 * insertions, deletions, substitutions and unchanged tokens (noops) that lie on an optimal path.
 *
 * Vertex ids follow the (i, j) lexicographic order, which is also a topological order of the DAG.
 * The official code keeps the edges of both alignments in one sorted list *with duplicates* (an edge optimal
 * under both costs appears twice); the duplicates change its edge count and epsilon weights, so we keep the
 * multiplicity.
 */
export enum EditKind {
  Insert = 0,
  Delete = 1,
  Substitute = 2,
  Noop = 3,
}

export interface BasicLattice {
  readonly sourceLength: number;
  readonly hypothesisLength: number;
  /** Cell (i, j) of each vertex id, as i * (hypothesisLength + 1) + j. */
  readonly cellOf: Int32Array;
  /** Distinct basic edges sorted by (source vertex, target vertex). */
  readonly edgeFrom: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeKind: Uint8Array;
  /** 1 or 2: in how many of the two alignments the edge is optimal. */
  readonly edgeCount: Uint8Array;
}

/** Backpointer bits per cell: 1 = diagonal, 2 = from above (deletion), 4 = from the left (insertion). */
function optimalMoves(source: readonly string[], hypothesis: readonly string[], substitutionCost: number): Uint8Array {
  const n = source.length;
  const m = hypothesis.length;
  const width = m + 1;
  const cost = new Int32Array((n + 1) * width);
  const moves = new Uint8Array((n + 1) * width);
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i;
    moves[i * width] = 2;
  }
  for (let j = 1; j <= m; j++) {
    cost[j] = j;
    moves[j] = 4;
  }
  for (let i = 1; i <= n; i++) {
    const sourceToken = source[i - 1];
    for (let j = 1; j <= m; j++) {
      const cell = i * width + j;
      const diagonal = cost[cell - width - 1]! + (sourceToken === hypothesis[j - 1] ? 0 : substitutionCost);
      const deletion = cost[cell - width]! + 1;
      const insertion = cost[cell - 1]! + 1;
      const best = Math.min(diagonal, deletion, insertion);
      cost[cell] = best;
      moves[cell] = (diagonal === best ? 1 : 0) | (deletion === best ? 2 : 0) | (insertion === best ? 4 : 0);
    }
  }
  return moves;
}

/** Marks the cells reachable backwards from (n, m): the vertices of one alignment's lattice. */
function reachableCells(moves: Uint8Array, n: number, m: number): Uint8Array {
  const width = m + 1;
  const seen = new Uint8Array((n + 1) * width);
  seen[n * width + m] = 1;
  // Every move decreases the cell index, so one descending sweep visits cells after all their successors.
  for (let cell = n * width + m; cell > 0; cell--) {
    if (!seen[cell]) continue;
    const bits = moves[cell]!;
    if (bits & 1) seen[cell - width - 1] = 1;
    if (bits & 2) seen[cell - width] = 1;
    if (bits & 4) seen[cell - 1] = 1;
  }
  return seen;
}

export function buildBasicLattice(source: readonly string[], hypothesis: readonly string[]): BasicLattice {
  const n = source.length;
  const m = hypothesis.length;
  const width = m + 1;
  const cells = (n + 1) * width;
  // the two tables in variables of their own, not in arrays made by a builtin (whose result's map depends on the
  // path it took: optimised code that saw one map bailed out on the next sentence's, and was compiled again)
  const moves1 = optimalMoves(source, hypothesis, 1);
  const moves2 = optimalMoves(source, hypothesis, 2);
  const seen1 = reachableCells(moves1, n, m);
  const seen2 = reachableCells(moves2, n, m);
  const idOfCell = new Int32Array(cells).fill(-1);
  const cellList: number[] = [];
  for (let cell = 0; cell < cells; cell++) {
    if (seen1[cell] || seen2[cell]) {
      idOfCell[cell] = cellList.length;
      cellList.push(cell);
    }
  }
  // Edges come out already sorted by (source vertex, target vertex): source cells ascending, and from one
  // cell the targets (i, j+1) < (i+1, j) < (i+1, j+1). An edge's count is the number of alignments it is in.
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const edgeKind: number[] = [];
  const edgeCount: number[] = [];
  const emit = (from: number, to: number, bit: number, kind: EditKind) => {
    const count = (seen1[to] && moves1[to]! & bit ? 1 : 0) + (seen2[to] && moves2[to]! & bit ? 1 : 0);
    if (count === 0) return;
    edgeFrom.push(idOfCell[from]!);
    edgeTo.push(idOfCell[to]!);
    edgeKind.push(kind);
    edgeCount.push(count);
  };
  for (const cell of cellList) {
    const i = Math.floor(cell / width);
    const j = cell - i * width;
    if (j < m) emit(cell, cell + 1, 4, EditKind.Insert);
    if (i < n) emit(cell, cell + width, 2, EditKind.Delete);
    if (i < n && j < m) emit(cell, cell + width + 1, 1, source[i] === hypothesis[j] ? EditKind.Noop : EditKind.Substitute);
  }
  return {
    sourceLength: n,
    hypothesisLength: m,
    cellOf: Int32Array.from(cellList),
    edgeFrom: Int32Array.from(edgeFrom),
    edgeTo: Int32Array.from(edgeTo),
    edgeKind: Uint8Array.from(edgeKind),
    edgeCount: Uint8Array.from(edgeCount),
  };
}
