/**
 * A mutable passage with the reference `ucca` package's object semantics, used only by the evaluator's
 * normalisation: outgoing edges kept sorted by child ID (layer, number), incoming by parent ID, new unit IDs
 * from `next_id` (first free `1.k` with k > number of layer-1 nodes), `fparent` = first non-remote incoming
 * edge from a foundational unit. These details decide which unit a rewrite touches, so they are emulated.
 */
import { GecvalInputError } from '../../core/errors.js';
import type { UccaGraph } from '../graph.js';

export type NodeTag = 'FN' | 'PNCT' | 'LKG' | 'Word' | 'Punct';

export interface ENode {
  readonly id: string;
  readonly key: number;
  tag: NodeTag;
  readonly implicit: boolean;
  readonly position: number; // terminals only
  outgoing: EEdge[];
  incoming: EEdge[];
  alive: boolean;
}

export interface EEdge {
  readonly parent: ENode;
  readonly child: ENode;
  tags: string[];
  remote: boolean;
}

const isLayer1 = (n: ENode): boolean => n.tag === 'FN' || n.tag === 'PNCT' || n.tag === 'LKG';

export class EvalPassage {
  readonly terminals: ENode[] = [];
  /** Layer-1 nodes sorted by ID number. */
  layer1: ENode[] = [];
  readonly byId = new Map<string, ENode>();
  readonly head: ENode;

  constructor(graph: UccaGraph) {
    for (const t of graph.terminals) {
      const node: ENode = { id: t.id, key: t.index, tag: graph.isPunctuation(t.id) ? 'Punct' : 'Word', implicit: false, position: t.index, outgoing: [], incoming: [], alive: true };
      this.terminals.push(node);
      this.byId.set(t.id, node);
    }
    for (const n of graph.nodes) {
      const tag: NodeTag = n.type === 'punct' ? 'PNCT' : n.type === 'linkage' ? 'LKG' : 'FN';
      this.addLayer1Node(n.id, tag, Boolean(n.implicit));
    }
    const head = this.byId.get('1.1') ?? this.layer1.find((n) => n.tag === 'FN');
    if (!head) throw new Error(`passage ${graph.id} has no root`);
    this.head = head;
    for (const e of graph.edges) this.addEdge(this.byId.get(e.from)!, this.byId.get(e.to)!, e.categories, Boolean(e.remote));
  }

  private addLayer1Node(id: string, tag: NodeTag, implicit: boolean): ENode {
    const node: ENode = { id, key: 1e9 + Number(id.slice(id.indexOf('.') + 1)), tag, implicit, position: 0, outgoing: [], incoming: [], alive: true };
    this.byId.set(id, node);
    insertSorted(this.layer1, node, (x) => x.key);
    return node;
  }

  /** The reference's `Layer1.next_id`. */
  nextId(): string {
    for (let k = this.layer1.length + 1; ; k++) if (!this.byId.has(`1.${k}`)) return `1.${k}`;
  }

  addEdge(parent: ENode, child: ENode, tags: readonly string[], remote: boolean): EEdge {
    const edge: EEdge = { parent, child, tags: [...tags], remote };
    insertSorted(parent.outgoing, edge, (e) => e.child.key);
    insertSorted(child.incoming, edge, (e) => e.parent.key);
    return edge;
  }

  removeEdge(edge: EEdge): void {
    const i = edge.parent.outgoing.indexOf(edge);
    if (i >= 0) edge.parent.outgoing.splice(i, 1);
    const j = edge.child.incoming.indexOf(edge);
    if (j >= 0) edge.child.incoming.splice(j, 1);
  }

  /** `node.destroy()`: unlink every edge, drop the node from the layer. */
  destroyNode(node: ENode): void {
    for (const e of [...node.outgoing]) this.removeEdge(e);
    for (const e of [...node.incoming]) this.removeEdge(e);
    if (isLayer1(node)) {
      const i = this.layer1.indexOf(node);
      if (i >= 0) this.layer1.splice(i, 1);
      this.byId.delete(node.id);
    }
    node.alive = false;
  }

  addFnode(parent: ENode, tag: string): ENode {
    const node = this.addLayer1Node(this.nextId(), 'FN', false);
    this.addEdge(parent, node, [tag], false);
    return node;
  }

  addPunct(parent: ENode | null, terminal: ENode): ENode {
    const node = this.addLayer1Node(this.nextId(), 'PNCT', false);
    this.addEdge(parent ?? this.head, node, ['U'], false);
    this.addEdge(node, terminal, ['Terminal'], false);
    return node;
  }

  /** Layer-1 nodes without incoming edges, by ID. */
  heads(): ENode[] {
    return this.layer1.filter((n) => n.incoming.length === 0);
  }
}

function insertSorted<T>(list: T[], item: T, key: (x: T) => number): void {
  const k = key(item);
  let i = list.length;
  while (i > 0 && key(list[i - 1]!) > k) i--;
  list.splice(i, 0, item);
}

// ------------------------------------------------------------------ node properties of the reference

/** First non-remote incoming edge from a foundational unit (`_fedge`). */
export function fedge(node: ENode): EEdge | undefined {
  for (const e of node.incoming) if (e.parent.tag === 'FN' && !e.remote) return e;
  return undefined;
}

/** The module-level `fparent(node_or_edge)` helper: fparent for units, else the first parent. */
export function fparentOf(node: ENode): ENode | null {
  if (node.tag === 'FN' || node.tag === 'PNCT') return fedge(node)?.parent ?? null;
  return node.incoming[0]?.parent ?? null;
}

export function childrenByTag(node: ENode, tag: string): ENode[] {
  const out: ENode[] = [];
  for (const e of node.outgoing) if (e.tags.includes(tag)) out.push(e.child);
  return out;
}

export function isScene(node: ENode): boolean {
  return node.outgoing.some((e) => e.tags.includes('P') || e.tags.includes('S'));
}

/** Most nodes one terminal walk visits (paths, not units: units under several primary parents count once per path). */
export const MAX_YIELD_STEPS = 100_000;

/** `get_terminals(punct)`: non-remote descent, sorted by position (duplicates kept, as the reference). */
export function terminalsOf(node: ENode, punct: boolean): ENode[] {
  const out: ENode[] = [];
  let steps = 0;
  const walk = (n: ENode, depth: number): void => {
    if (depth > 10000) return;
    // A unit under several primary parents is walked once per path, as the reference does; a chain of such
    // units doubles the paths at each level, so the walk is capped instead of running for hours.
    if (++steps > MAX_YIELD_STEPS) {
      throw new GecvalInputError(`unit ${node.id} reaches its terminals by more than ${MAX_YIELD_STEPS} paths (gecval's limit: a chain of units with several primary parents doubles the paths at each level); give each unit one primary parent or split the passage`);
    }
    if (n.tag === 'Word' || n.tag === 'Punct') {
      if (punct || n.tag === 'Word') out.push(n);
      return;
    }
    if (n.tag === 'PNCT') {
      if (punct) for (const e of n.outgoing) out.push(e.child);
      return;
    }
    for (const e of n.outgoing) if (n.tag === 'LKG' || !e.remote) walk(e.child, depth + 1);
  };
  walk(node, 0);
  return out.sort((a, b) => a.position - b.position);
}

/** Whether `target` is `from` or below it (all edges, remote included: `target in from.iter()`). */
export function reaches(from: ENode, target: ENode): boolean {
  if (from === target) return true;
  const seen = new Set<ENode>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const n = stack.pop()!;
    for (const e of n.outgoing) {
      if (e.child === target) return true;
      if (!seen.has(e.child)) {
        seen.add(e.child);
        stack.push(e.child);
      }
    }
  }
  return false;
}
