/**
 * The evaluator's normalisation (docs/ucca-usim.md#dag-f-score, step 1; `ucca.normalization.normalize` without the
 * `extra` rewrites, then `evaluation.move_functions`), step by step on the emulated passage.
 */
import { EvalPassage, childrenByTag, fedge, fparentOf, isScene, reaches, terminalsOf, type EEdge, type ENode } from './passage.js';

function removeUnmarkedImplicits(p: EvalPassage, start: ENode | null): void {
  let node = start;
  while (node && node.outgoing.length === 0 && !node.implicit) {
    const parent = fparentOf(node);
    if (!parent) break;
    p.destroyNode(node);
    node = parent;
  }
}

/** `remove(parent, edge)`: unlink, then clean up the parent if it became empty. */
function removeEdgeAndClean(p: EvalPassage, edge: EEdge): void {
  p.removeEdge(edge);
  removeUnmarkedImplicits(p, edge.parent);
}

function destroyNode(p: EvalPassage, node: ENode): ENode | null {
  const parent = fparentOf(node);
  p.destroyNode(node);
  if (parent) removeUnmarkedImplicits(p, parent);
  return parent;
}

function destroyEdge(p: EvalPassage, edge: EEdge): void {
  p.removeEdge(edge);
  removeUnmarkedImplicits(p, edge.parent);
}

/** `copy_edge`: refuses (false) when the new edge would close a cycle. */
function copyEdge(p: EvalPassage, edge: EEdge, opts: { parent?: ENode; child?: ENode; tag?: string; remote?: boolean }): boolean {
  const parent = opts.parent ?? edge.parent;
  const child = opts.child ?? edge.child;
  const tags = opts.tag ? [opts.tag] : edge.tags;
  if (reaches(child, parent)) return false;
  p.addEdge(parent, child, tags, opts.remote ?? edge.remote);
  return true;
}

function nearestWord(p: EvalPassage, position: number, step: number): ENode | null {
  const all = p.terminals;
  for (;;) {
    position += step;
    const index = position - 1; // Python indexing: negative indexes wrap around
    if (index >= all.length || index < -all.length) return null;
    const t = all[index < 0 ? all.length + index : index]!;
    if (t.tag === 'Word') return t;
  }
}

function lowestCommonAncestor(nodes: ENode[]): ENode | null {
  if (nodes.length === 0) return null;
  let level: ENode[] = [nodes[0]!];
  const rest = nodes.slice(1);
  const seenLevels = new Set<string>();
  while (level.length > 0) {
    for (const n of level) {
      const holdsTerminals = n.outgoing.some((e) => e.tags.includes('Terminal'));
      if (n.tag === 'FN' && (!holdsTerminals || rest.length > 0) && rest.every((r) => reaches(n, r))) return n;
    }
    const next: ENode[] = [];
    const inLevel = new Set<ENode>();
    for (const n of level) for (const e of n.incoming) if (!inLevel.has(e.parent)) (inLevel.add(e.parent), next.push(e.parent));
    const signature = next.map((n) => n.id).join(' ');
    if (seenLevels.has(signature)) return null; // cycle guard
    seenLevels.add(signature);
    level = next;
  }
  return null;
}

function reattachPunct(p: EvalPassage): void {
  for (const node of [...p.layer1]) if (node.tag === 'PNCT' && node.alive) destroyNode(p, node);
  for (const t of p.terminals) {
    if (t.tag === 'Punct' && t.incoming.length === 0) {
      const candidates = [nearestWord(p, t.position, -1), nearestWord(p, t.position, 1)].filter((x): x is ENode => x !== null);
      p.addPunct(lowestCommonAncestor(candidates), t);
    }
  }
}

function separateScenes(p: EvalPassage, node: ENode, topLevel: boolean): void {
  if ((isScene(node) || childrenByTag(node, 'A').length > 0) && (topLevel || childrenByTag(node, 'H').length > 0)) {
    const edges = [...node.outgoing];
    const scene = p.addFnode(node, 'H');
    for (const edge of edges) {
      const tag = edge.tags[0]!;
      if (tag !== 'H' && tag !== 'U' && tag !== 'L' && tag !== 'G') {
        if (copyEdge(p, edge, { parent: scene })) removeEdgeAndClean(p, edge);
      }
    }
  }
}

function flattenCenters(p: EvalPassage, node: ENode): ENode | null {
  if (node.tag !== 'FN' || childrenByTag(node, 'C').length !== 1) return node;
  const fe = fedge(node);
  if (fe && fe.tags[0] === 'C' && childrenByTag(fe.parent, 'C').length === 1) {
    for (const edge of [...node.incoming]) if (edge.remote) copyEdge(p, edge, { child: childrenByTag(node, 'C')[0] });
    const parent = fe.parent;
    for (let i = 0; i < node.outgoing.length; i++) copyEdge(p, node.outgoing[i]!, { parent });
    return destroyNode(p, node);
  }
  if (node.outgoing.length === 1) {
    const remote = node.outgoing[0]!.remote;
    for (const edge of [...node.incoming]) copyEdge(p, edge, { child: childrenByTag(node, 'C')[0], remote: remote ? true : edge.remote });
    return destroyNode(p, node);
  }
  return node;
}

function flattenFunctions(p: EvalPassage, node: ENode): ENode | null {
  if (node.tag !== 'FN' || node.incoming.length === 0) return node;
  for (const child of childrenByTag(node, 'F')) {
    if (child.outgoing.length > childrenByTag(child, 'Terminal').length) {
      for (let i = 0; i < child.outgoing.length; i++) {
        const edge = child.outgoing[i]!;
        copyEdge(p, edge, { parent: node, tag: edge.tags[0] === 'C' ? 'F' : edge.tags[0] });
      }
      destroyNode(p, child);
    }
  }
  const functions = childrenByTag(node, 'F');
  if (functions.length === 1 && node.outgoing.length === 1) {
    for (const edge of [...node.incoming]) copyEdge(p, edge, { child: functions[0] });
    return destroyNode(p, node);
  }
  return node;
}

function flattenParticipants(p: EvalPassage, node: ENode): void {
  if (node.tag !== 'FN') return;
  const participants = childrenByTag(node, 'A');
  const only = participants[0];
  if (participants.length === 1 && node.outgoing.length === 1 && only && fedge(only)?.tags.length === 1) {
    for (const edge of [...node.incoming]) copyEdge(p, edge, { child: only });
    destroyNode(p, node);
  } else if (participants.length > 0 && !isScene(node)) {
    for (const child of participants) if (child.implicit && child.alive) destroyNode(p, child);
  }
}

function normalizeNode(p: EvalPassage, node: ENode): void {
  if (node.tag !== 'FN') return;
  separateScenes(p, node, node.incoming.length === 0 && node.alive);
  let current: ENode | null = flattenCenters(p, node);
  if (!current) return;
  current = flattenFunctions(p, current);
  if (!current) return;
  flattenParticipants(p, current);
}

/** `normalization.normalize(passage)`: punctuation, depth-first rewrites with a cycle guard, punctuation. */
export function normalizePassage(p: EvalPassage): void {
  reattachPunct(p);
  const heads = p.heads();
  type Frame = { kind: 'heads'; list: ENode[] } | { kind: 'node'; node: ENode };
  const stack: Frame[] = [{ kind: 'heads', list: heads }];
  const visited = new Set<ENode>();
  const path: ENode[] = [];
  const onPath = new Set<ENode>();
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    let descended = false;
    const length = (): number => (frame.kind === 'heads' ? frame.list.length : frame.node.outgoing.length);
    for (let i = 0; i < length(); i++) {
      const edge = frame.kind === 'node' ? frame.node.outgoing[i]! : null;
      const node = edge ? edge.child : (frame as { list: ENode[] }).list[i]!;
      if (onPath.has(node)) {
        if (edge) destroyEdge(p, edge);
      } else if (!visited.has(node)) {
        visited.add(node);
        path.push(node);
        onPath.add(node);
        stack.push({ kind: 'node', node });
        normalizeNode(p, node);
        descended = true;
        break;
      }
    }
    if (!descended) {
      if (path.length > 0) onPath.delete(path.pop()!);
      stack.pop();
    }
  }
  reattachPunct(p);
}

/** Non-punctuation yield as a key. */
export function yieldKey(node: ENode): string {
  const positions = [...new Set(terminalsOf(node, false).map((t) => t.position))].sort((a, b) => a - b);
  return positions.join(',');
}

/** `move_functions`: units labelled F with the same yield in both passages go under the root. */
export function moveCommonFunctions(p1: EvalPassage, p2: EvalPassage): void {
  const maps = [p1, p2].map((p) => {
    const m = new Map<string, ENode>();
    for (const u of p.layer1) if (u.tag === 'FN' && fedge(u)?.tags[0] === 'F') m.set(yieldKey(u), u);
    return m;
  });
  for (const [key, u1] of maps[0]!) {
    const u2 = maps[1]!.get(key);
    if (!u2) continue;
    for (const [p, unit] of [[p1, u1], [p2, u2]] as const) {
      const parent = fedge(unit)!.parent;
      const edge = parent.outgoing.find((e) => e.child === unit)!;
      p.removeEdge(edge);
      p.addEdge(p.head, unit, ['F'], false);
    }
  }
}
