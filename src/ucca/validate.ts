import type { UccaGraph } from './graph.js';

/** One structural problem, with the ID of the element to point the user at. */
export interface GraphProblem {
  readonly message: string;
  /** The node (or edge parent) the problem is about. */
  readonly id: string;
  /** For edge problems: the edge's target ID. */
  readonly toId?: string;
}

/**
 * Structural checks every reader runs: edges between existing elements, edges only out of layer-1 nodes,
 * a root, no cycles. (Several primary parents or childless units are tolerated: the annotation tools produce
 * them and the measures have defined behaviour for them.)
 */
export function graphProblems(graph: UccaGraph): GraphProblem[] {
  const problems: GraphProblem[] = [];
  if (!graph.nodes.some((n) => n.type === 'root')) problems.push({ message: 'passage has no root unit (layer 1 node 1.1)', id: '1.1' });
  for (const e of graph.edges) {
    if (!graph.node(e.from)) {
      problems.push({ message: `edge ${e.from} -> ${e.to} starts at ${graph.isTerminal(e.from) ? 'a terminal' : 'a missing node'}`, id: e.from, toId: e.to });
    } else if (!graph.has(e.to)) {
      problems.push({ message: `edge ${e.from} -> ${e.to} points to a missing node ${e.to}`, id: e.from, toId: e.to });
    }
  }
  if (problems.length > 0) return problems;
  const cycle = findCycle(graph);
  if (cycle) problems.push({ message: `cycle through ${cycle.join(' -> ')}`, id: cycle[0]! });
  else {
    const deep = tooDeep(graph);
    if (deep) problems.push(deep);
  }
  return problems;
}

/**
 * The deepest nesting of units gecval reads: the longest chain of layer-1 nodes (over primary and remote edges).
 * Corpus passages nest a few dozen deep; the measures (drawing, USIM, DAG F-score, distances) walk the graph
 * per level and some of their work grows faster than the depth, so a graph far deeper than any annotation is
 * refused when it is read, with the node where the limit was passed, instead of overflowing the stack later.
 */
export const MAX_UCCA_DEPTH = 1000;

/** The problem of a graph whose units nest deeper than MAX_UCCA_DEPTH (a DAG: cycles are checked first), or null. */
function tooDeep(graph: UccaGraph): GraphProblem | null {
  const parents = new Map<string, number>();
  for (const n of graph.nodes) parents.set(n.id, 0);
  for (const e of graph.edges) if (parents.has(e.to)) parents.set(e.to, parents.get(e.to)! + 1);
  const depth = new Map<string, number>();
  const ready: string[] = [];
  for (const [id, count] of parents) if (count === 0) ready.push(id), depth.set(id, 1);
  while (ready.length > 0) {
    const id = ready.pop()!;
    const d = depth.get(id)!;
    if (d > MAX_UCCA_DEPTH) {
      return { message: `units nest more than ${MAX_UCCA_DEPTH} deep (gecval's limit; annotated passages nest a few dozen deep): this is not a sentence's structure; split the passage`, id };
    }
    for (const e of graph.outgoing(id)) {
      const left = parents.get(e.to);
      if (left === undefined) continue;
      depth.set(e.to, Math.max(depth.get(e.to) ?? 0, d + 1));
      parents.set(e.to, left - 1);
      if (left === 1) ready.push(e.to);
    }
  }
  return null;
}

/** The IDs of one cycle (over primary and remote edges), or null for a DAG. */
export function findCycle(graph: UccaGraph): string[] | null {
  const state = new Map<string, 1 | 2>(); // 1: on the path, 2: done
  for (const start of graph.nodes) {
    if (state.has(start.id)) continue;
    const path: string[] = [];
    const iters: Array<{ id: string; next: number }> = [{ id: start.id, next: 0 }];
    state.set(start.id, 1);
    path.push(start.id);
    while (iters.length > 0) {
      const top = iters[iters.length - 1]!;
      const out = graph.outgoing(top.id);
      if (top.next >= out.length) {
        state.set(top.id, 2);
        iters.pop();
        path.pop();
        continue;
      }
      const child = out[top.next++]!.to;
      if (graph.isTerminal(child)) continue;
      const s = state.get(child);
      if (s === 1) return [...path.slice(path.indexOf(child)), child];
      if (s === undefined) {
        state.set(child, 1);
        path.push(child);
        iters.push({ id: child, next: 0 });
      }
    }
  }
  return null;
}
