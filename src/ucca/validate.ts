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
  return problems;
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
