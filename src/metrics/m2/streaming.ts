import { emptyList } from '../../core/arrays.js';
import { GecvalInputError } from '../../core/errors.js';
import type { GoldEdit } from './gold.js';
import { type BasicLattice, EditKind } from './lattice.js';
/** m2scorer adds this to every edge that matches no gold edit, so that fewer, longer edits win ties. */
export const EPSILON = 0.001;

/**
 * m2scorer's edit graph and best paths, computed row by row without ever holding the whole graph.
 *
 * The official closure (see docs/m2.md, "Exact on every sentence") visits intermediate vertices k in
 * topological order and, for every arc (i, k) in source order, extends it by each basic edge (k, j). That
 * order is also the order of the edge list E, whose positions decide path tie-breaks and which merged noop
 * arcs survive `E.remove` while iterating. Vertex ids are matrix cells in (row, column) order and a basic edge
 * goes at most one row down, so when every block k of row r has run, every arc into row r is final. Arcs are
 * therefore kept only for two rows of targets (the row being finished and the next), as dense arrays indexed
 * by source vertex, and the shortest path of each annotator advances one row at a time.
 *
 * Gold-matching edges weigh -len(E), which is known only once the whole closure has run; so the closure runs
 * twice: once to count E, once to find the paths. Memory is O(row length x vertices) and time O(arcs), where
 * materialising the graph took O(arcs) memory (8.7 million arcs for a 300-token repeated word).
 */

/** One system edit of a best path: source span and hypothesis span (token offsets). */
export interface PathEdit {
  readonly start: number;
  readonly end: number;
  readonly hypothesisStart: number;
  readonly hypothesisEnd: number;
}

/** What the scorer needs of one annotator: its edits (gold text already normalised). */
export interface PathAnnotator {
  readonly edits: readonly GoldEdit[];
}

/**
 * Work limits of one sentence. Past them the sentence fails with a `GecvalInputError` naming it; gecval
 * never falls back to an approximation. The defaults allow about 15 seconds and 1 GB on one core.
 */
export interface ExactLimits {
  /** Vertices x vertices / 2, the number of (source, target) pairs the closure may visit. */
  readonly maxPairs: number;
  /** Bytes of the two rows of arc arrays. */
  readonly maxBytes: number;
}

export const DEFAULT_EXACT_LIMITS: ExactLimits = Object.freeze({ maxPairs: 400_000_000, maxBytes: 1_000_000_000 });

/** Bytes per (target, source) entry: distance, unchanged count (Int16 each), alive count, 3 positions. */
const ENTRY_BYTES = 2 + 2 + 1 + 12;

interface Rows {
  /** Distance in basic edges (0 = no arc). */
  readonly distance: Int16Array[];
  readonly unchanged: Int16Array[];
  /** Occurrences still in E after the noop-arc removal (0..3). */
  readonly alive: Uint8Array[];
  /** Positions in E (before removal) of the alive occurrences, ascending. */
  readonly positions: Int32Array[];
}

class Geometry {
  readonly vertexCount: number;
  readonly width: number;
  readonly rowOf: Int32Array;
  readonly columnOf: Int32Array;
  /** First vertex id of each row, plus one past the end. */
  readonly rowStart: Int32Array;
  readonly maxRowLength: number;
  readonly outStart: Int32Array;
  /** E position of the first occurrence of each basic edge. */
  readonly basicPosition: Int32Array;
  readonly basicTotal: number;
  /** upTo[row * width + column]: one past the last vertex of `row` whose column is <= `column`. */
  readonly upTo: Int32Array;
  constructor(readonly lattice: BasicLattice) {
    const n = lattice.sourceLength;
    this.vertexCount = lattice.cellOf.length;
    this.width = lattice.hypothesisLength + 1;
    this.rowOf = new Int32Array(this.vertexCount);
    this.columnOf = new Int32Array(this.vertexCount);
    this.rowStart = new Int32Array(n + 2).fill(-1);
    for (let v = 0; v < this.vertexCount; v++) {
      const cell = lattice.cellOf[v]!;
      const row = Math.floor(cell / this.width);
      this.rowOf[v] = row;
      this.columnOf[v] = cell - row * this.width;
      if (this.rowStart[row] === -1) this.rowStart[row] = v;
    }
    this.rowStart[n + 1] = this.vertexCount;
    let longest = 0;
    for (let r = 0; r <= n; r++) longest = Math.max(longest, this.rowStart[r + 1]! - this.rowStart[r]!);
    this.maxRowLength = longest;
    this.outStart = new Int32Array(this.vertexCount + 1);
    const edges = lattice.edgeFrom.length;
    this.basicPosition = new Int32Array(edges);
    let position = 0;
    for (let e = 0; e < edges; e++) {
      this.outStart[lattice.edgeFrom[e]! + 1]!++;
      this.basicPosition[e] = position;
      position += lattice.edgeCount[e]!;
    }
    for (let v = 0; v < this.vertexCount; v++) this.outStart[v + 1]! += this.outStart[v]!;
    this.basicTotal = position;
    this.upTo = new Int32Array((n + 1) * this.width);
    for (let row = 0; row <= n; row++) {
      let v = this.rowStart[row]!;
      for (let column = 0; column < this.width; column++) {
        while (v < this.rowStart[row + 1]! && this.columnOf[v]! <= column) v++;
        this.upTo[row * this.width + column] = v;
      }
    }
  }
  /** Kind of the arc (from, to) with the given distance and unchanged count (as m2scorer's merge_edits). */
  kind(from: number, to: number, distance: number, unchanged: number): EditKind {
    if (this.rowOf[from] === this.rowOf[to]) return EditKind.Insert;
    if (this.columnOf[from] === this.columnOf[to]) return EditKind.Delete;
    return unchanged === distance ? EditKind.Noop : EditKind.Substitute;
  }
}

/** Receives each row's final arcs, in row order, together with the slot layout. */
type RowVisitor = (row: number, rows: Rows, buffer: number) => void;

/**
 * Runs m2scorer's closure and noop-arc removal in E order, calling `visit` once every arc into a row is final.
 * Returns len(E) after the removal.
 */
function runClosure(geometry: Geometry, maxUnchangedWords: number, visit: RowVisitor): number {
  const { lattice, vertexCount: V, rowStart, rowOf } = geometry;
  const n = lattice.sourceLength;
  const size = geometry.maxRowLength * V;
  const rows: Rows = {
    distance: [new Int16Array(size), new Int16Array(size)],
    unchanged: [new Int16Array(size), new Int16Array(size)],
    alive: [new Uint8Array(size), new Uint8Array(size)],
    positions: [new Int32Array(size * 3), new Int32Array(size * 3)],
  };
  const slotOf = (target: number) => (target - rowStart[rowOf[target]!]!) * V;
  const bufferOf = (target: number) => rowOf[target]! & 1;
  /** Puts the basic edges into row `r` (their multiplicity is their count of basic occurrences). */
  const loadRow = (r: number): number => {
    let loaded = 0;
    const buffer = r & 1;
    rows.distance[buffer]!.fill(0);
    rows.unchanged[buffer]!.fill(0);
    rows.alive[buffer]!.fill(0);
    if (r > n) return 0;
    // Basic edges into row r start in row r - 1 or r; they are sorted by source.
    const first = r > 0 ? rowStart[r - 1]! : 0;
    for (let e = geometry.outStart[first]!; e < lattice.edgeFrom.length; e++) {
      const from = lattice.edgeFrom[e]!;
      if (rowOf[from]! > r) break;
      const to = lattice.edgeTo[e]!;
      if (rowOf[to] !== r) continue;
      const entry = slotOf(to) + from;
      const count = lattice.edgeCount[e]!;
      rows.distance[buffer]![entry] = 1;
      rows.unchanged[buffer]![entry] = lattice.edgeKind[e] === EditKind.Noop ? 1 : 0;
      rows.alive[buffer]![entry] = count;
      for (let c = 0; c < count; c++) rows.positions[buffer]![entry * 3 + c] = geometry.basicPosition[e]! + c;
      loaded += count;
    }
    return loaded;
  };
  const outTarget = new Int32Array(3);
  const outSlot = new Int32Array(3);
  const outNoop = new Int32Array(3);
  const outDistance: Int16Array[] = [];
  const outUnchanged: Int16Array[] = [];
  const outAlive: Uint8Array[] = [];
  const outPositions: Int32Array[] = [];
  let aliveTotal = loadRow(0);
  let position = geometry.basicTotal;
  let skipNext = false;
  for (let r = 0; r <= n; r++) {
    aliveTotal += loadRow(r + 1);
    for (let k = rowStart[r]!; k < rowStart[r + 1]!; k++) {
      const outFirst = geometry.outStart[k]!;
      const outEnd = geometry.outStart[k + 1]!;
      if (outFirst === outEnd) continue;
      const inBuffer = bufferOf(k);
      const inDistance = rows.distance[inBuffer]!;
      const inUnchanged = rows.unchanged[inBuffer]!;
      const inSlot = slotOf(k);
      // The (at most three) basic edges out of k, hoisted out of the loop over sources.
      const outCount = outEnd - outFirst;
      for (let o = 0; o < outCount; o++) {
        const e = outFirst + o;
        const j = lattice.edgeTo[e]!;
        const buffer = bufferOf(j);
        outTarget[o] = j;
        outSlot[o] = slotOf(j);
        outNoop[o] = lattice.edgeKind[e] === EditKind.Noop ? 1 : 0;
        outDistance[o] = rows.distance[buffer]!;
        outUnchanged[o] = rows.unchanged[buffer]!;
        outAlive[o] = rows.alive[buffer]!;
        outPositions[o] = rows.positions[buffer]!;
      }
      // Only cells up and to the left of k can reach it: per source row, a prefix of that row's vertices.
      const column = geometry.columnOf[k]!;
      for (let sourceRow = 0; sourceRow <= r; sourceRow++) {
      const rowEnd = Math.min(k, geometry.upTo[sourceRow * geometry.width + column]!);
      for (let i = rowStart[sourceRow]!; i < rowEnd; i++) {
        const distanceIK = inDistance[inSlot + i]!;
        if (distanceIK === 0) continue;
        const unchangedIK = inUnchanged[inSlot + i]!;
        const candidate = distanceIK + 1;
        if (candidate > 0x7fff) throw new GecvalInputError('sentence too long for the M2 edit lattice (over 32767 tokens)');
        for (let o = 0; o < outCount; o++) {
          const entry = outSlot[o]! + i;
          const distance = outDistance[o]!;
          const current = distance[entry]!;
          if (current !== 0 && !(candidate < current)) continue;
          const unchanged = unchangedIK + outNoop[o]!;
          if (unchanged > maxUnchangedWords) continue;
          distance[entry] = candidate;
          outUnchanged[o]![entry] = unchanged;
          const here = position++;
          // The official `for edge in E: ... E.remove(edge)` skips the element after each one it removes.
          if (skipNext) skipNext = false;
          else if (unchanged === candidate && geometry.kind(i, outTarget[o]!, candidate, unchanged) === EditKind.Noop) {
            // A merged noop arc has exactly one occurrence (its all-diagonal path is the first one found and
            // the shortest), so removing it removes the arc.
            skipNext = true;
            continue;
          }
          const alive = outAlive[o]!;
          const count = alive[entry]!;
          outPositions[o]![entry * 3 + count] = here;
          alive[entry] = count + 1;
          aliveTotal++;
        }
      }
      }
    }
    visit(r, rows, r & 1);
  }
  return aliveTotal;
}

/** Per annotator: gold edits grouped by source span, and whether an arc's text matches one of them. */
class AnnotatorGold {
  readonly bySpan = new Map<number, GoldEdit[]>();
  /** No gold edit (read instead of `edits.length`: an empty list of edits has another class than a filled one, core/arrays.ts). */
  private readonly none: boolean;
  constructor(readonly edits: readonly GoldEdit[], private readonly spanBase: number) {
    this.none = edits.length === 0;
    for (const edit of edits) {
      const span = edit.start * spanBase + edit.end;
      let list = this.bySpan.get(span);
      if (!list) this.bySpan.set(span, (list = []));
      list.push(edit);
    }
  }
  golds(start: number, end: number): GoldEdit[] | undefined {
    return this.none ? undefined : this.bySpan.get(start * this.spanBase + end);
  }
}

export interface ExactPathsInput {
  readonly source: readonly string[];
  readonly hypothesis: readonly string[];
  readonly lattice: BasicLattice;
  readonly annotators: readonly PathAnnotator[];
  readonly maxUnchangedWords: number;
  readonly limits?: ExactLimits;
  /** Names the sentence in the error when a limit is exceeded, e.g. "hyp.txt:333". */
  readonly where?: string;
}

/**
 * For each annotator, the edits (noops removed) of m2scorer's best path, from the end of the sentence back to
 * the start (the official `editSeq` order).
 */
export function exactBestPaths(input: ExactPathsInput): PathEdit[][] {
  const { source, hypothesis, lattice, annotators, maxUnchangedWords } = input;
  const limits = input.limits ?? DEFAULT_EXACT_LIMITS;
  const geometry = new Geometry(lattice);
  const V = geometry.vertexCount;
  const pairs = (V * V) / 2;
  const bytes = 2 * geometry.maxRowLength * V * ENTRY_BYTES;
  if (pairs > limits.maxPairs || bytes > limits.maxBytes) {
    throw new GecvalInputError(
      `${input.where ? input.where + ': ' : ''}the M2 edit lattice of this sentence is too large to score exactly `
      + `(${V} vertices, ${source.length} source and ${hypothesis.length} hypothesis tokens; the limit is about `
      + `${Math.floor(Math.sqrt(limits.maxPairs * 2))} vertices); gecval does not approximate M2: `
      + (source.length > hypothesis.length
        ? 'the gold sentence itself is this long: split it (in the gold M2 and in the outputs)'
        : 'shorten or fix this output line'),
    );
  }
  const edgeListLength = runClosure(geometry, maxUnchangedWords, () => {});
  const matched = -edgeListLength;

  const A = annotators.length;
  const spanBase = source.length + 1;
  // (lists built by push into a filled list's class, here and below: core/arrays.ts)
  const golds = emptyList<AnnotatorGold>();
  for (const a of annotators) golds.push(new AnnotatorGold(a.edits, spanBase));
  const sourceText = (start: number, end: number) => source.slice(start, end).join(' ');
  const hypothesisText = (start: number, end: number) => hypothesis.slice(start, end).join(' ');
  const matchesGold = (from: number, to: number, gold: GoldEdit) => {
    const start = geometry.rowOf[from]!;
    const end = geometry.rowOf[to]!;
    return start === gold.start && end === gold.end && sourceText(start, end) === gold.original
      && gold.corrections.includes(hypothesisText(geometry.columnOf[from]!, geometry.columnOf[to]!));
  };

  const distance = Array.from({ length: A }, () => new Float64Array(V).fill(Infinity));
  const finalPass = Array.from({ length: A }, () => new Int32Array(V));
  const finalPosition = Array.from({ length: A }, () => new Int32Array(V));
  const viaSource = Array.from({ length: A }, () => new Int32Array(V).fill(-1));
  const viaNoop = Array.from({ length: A }, () => new Uint8Array(V));
  for (let a = 0; a < A; a++) {
    distance[a]![0] = 0;
    finalPass[a]![0] = 1;
    finalPosition[a]![0] = -1;
  }
  const best = new Float64Array(A);
  const bestPass = new Int32Array(A);
  const bestPosition = new Int32Array(A);
  const bestSource = new Int32Array(A);
  const bestNoop = new Uint8Array(A);

  runClosure(geometry, maxUnchangedWords, (r, rows, buffer) => {
    const first = geometry.rowStart[r]!;
    const end = geometry.rowStart[r + 1]!;
    const length = end - first;
    const arcDistance = rows.distance[buffer]!;
    const arcUnchanged = rows.unchanged[buffer]!;
    const arcAlive = rows.alive[buffer]!;
    const arcPositions = rows.positions[buffer]!;
    // Insertions at source position r: m2scorer's two-pointer walk over them, per annotator with gold there.
    // (lists of a filled list's class from the start, filled by push: see core/arrays.ts)
    const insertionWeights = emptyList<Float64Array | undefined>();
    for (const gold of golds) insertionWeights.push(insertionWeightsOf(gold));
    function insertionWeightsOf(gold: AnnotatorGold): Float64Array | undefined {
      const here = gold.golds(r, r);
      if (!here) return undefined;
      const edges: number[] = []; // (target - first) * length + (source - first), once per occurrence
      for (let u = first; u < end; u++) {
        for (let w = u + 1; w < end; w++) {
          const entry = (w - first) * V + u;
          for (let c = 0; c < arcAlive[entry]!; c++) edges.push((w - first) * length + (u - first));
        }
      }
      const weights = new Float64Array(length * length);
      for (const key of edges) weights[key] = arcDistance[Math.floor(key / length) * V + first + (key % length)]!;
      const from = (key: number) => first + (key % length);
      const to = (key: number) => first + Math.floor(key / length);
      walkInsertions(edges, weights, here, matched, from, to, (key, gold) => matchesGold(from(key), to(key), gold));
      return weights;
    }
    // Gold edits ending at this row, per annotator and start row: looked up once per row, not once per arc.
    const goldsFrom = emptyList<(GoldEdit[] | undefined)[]>();
    for (const gold of golds) {
      const list = emptyList<GoldEdit[] | undefined>();
      for (let start = 0; start < r; start++) list.push(gold.golds(start, r));
      goldsFrom.push(list);
    }
    for (let w = first; w < end; w++) {
      if (w === 0) continue;
      const slot = (w - first) * V;
      best.fill(Infinity);
      bestPass.fill(0x7fffffff);
      bestPosition.fill(0x7fffffff);
      bestSource.fill(-1);
      const column = geometry.columnOf[w]!;
      for (let sourceRow = 0; sourceRow <= r; sourceRow++) {
      const rowEnd = Math.min(w, geometry.upTo[sourceRow * geometry.width + column]!);
      for (let u = geometry.rowStart[sourceRow]!; u < rowEnd; u++) {
        const entry = slot + u;
        const alive = arcAlive[entry]!;
        if (alive === 0) continue;
        const d = arcDistance[entry]!;
        const kind = geometry.kind(u, w, d, arcUnchanged[entry]!);
        let base = d;
        if (kind !== EditKind.Noop) for (let c = 0; c < alive; c++) base += EPSILON;
        const start = geometry.rowOf[u]!;
        for (let a = 0; a < A; a++) {
          let weight = base;
          if (start === r) {
            const table = insertionWeights[a];
            if (table) weight = table[(w - first) * length + (u - first)]!;
          } else {
            const here = goldsFrom[a]![start];
            if (here && here.some((gold) => matchesGold(u, w, gold))) weight = matched;
          }
          const cost = distance[a]![u]! + weight;
          const sourcePass = finalPass[a]![u]!;
          const sourcePosition = finalPosition[a]![u]!;
          // Bellman-Ford keeps the occurrence scanned first after its source became final.
          for (let c = 0; c < alive; c++) {
            const position = arcPositions[entry * 3 + c]!;
            const pass = position > sourcePosition ? sourcePass : sourcePass + 1;
            if (cost < best[a]! || (cost === best[a]! && (pass < bestPass[a]! || (pass === bestPass[a]! && position < bestPosition[a]!)))) {
              best[a] = cost;
              bestPass[a] = pass;
              bestPosition[a] = position;
              bestSource[a] = u;
              bestNoop[a] = kind === EditKind.Noop ? 1 : 0;
            }
          }
        }
      }
      }
      for (let a = 0; a < A; a++) {
        distance[a]![w] = best[a]!;
        finalPass[a]![w] = bestPass[a]!;
        finalPosition[a]![w] = bestPosition[a]!;
        viaSource[a]![w] = bestSource[a]!;
        viaNoop[a]![w] = bestNoop[a]!;
      }
    }
  });

  const paths = emptyList<PathEdit[]>();
  for (let a = 0; a < A; a++) {
    const edits = emptyList<PathEdit>();
    for (let v = V - 1; viaSource[a]![v]! >= 0; v = viaSource[a]![v]!) {
      if (viaNoop[a]![v]) continue;
      const u = viaSource[a]![v]!;
      edits.push({ start: geometry.rowOf[u]!, end: geometry.rowOf[v]!, hypothesisStart: geometry.columnOf[u]!, hypothesisEnd: geometry.columnOf[v]! });
    }
    paths.push(edits);
  }
  return paths;
}

/**
 * m2scorer's weighting of insertion edges at one source position: a walk from both ends of the sorted edge
 * list (one entry per occurrence) that alternates sides, matches gold insertions in order and penalises the
 * edges it jumps over. Reproduced step by step because its quirks decide ties.
 */
function walkInsertions(
  edges: readonly number[], weights: Float64Array, golds: readonly GoldEdit[], matched: number,
  from: (key: number) => number, to: (key: number) => number, matches: (key: number, gold: GoldEdit) => boolean,
): void {
  let left = 0;
  let right = edges.length - 1;
  let cur = left;
  let goldLeft = 0;
  let goldRight = golds.length - 1;
  while (left <= right) {
    const key = edges[cur]!;
    const fromLeft = cur === left;
    let hit = false;
    if (fromLeft) {
      for (let g = goldLeft; g <= goldRight; g++) {
        if (matches(key, golds[g]!)) { hit = true; weights[key] = matched; goldLeft = g + 1; break; }
      }
    } else {
      for (let g = goldRight; g >= goldLeft; g--) {
        if (matches(key, golds[g]!)) { hit = true; weights[key] = matched; goldRight = g - 1; break; }
      }
    }
    if (!hit) weights[key] += EPSILON; // insertions are never noops
    if (hit && fromLeft) {
      left++;
      while (left < edges.length && from(edges[left]!) !== to(edges[cur]!)) weights[edges[left++]!] += EPSILON;
      cur = left;
    } else if (hit) {
      right--;
      while (right >= 0 && to(edges[right]!) !== from(edges[cur]!)) weights[edges[right--]!] += EPSILON;
      cur = right;
    } else if (fromLeft) {
      left++;
      cur = right;
    } else {
      right--;
      cur = left;
    }
  }
}
