/**
 * The static oracle (docs/parser.md, "Static oracle"): for a configuration and the gold tree it returns one canonical
 * action (first applicable rule), and it follows the actions taken to keep the map between built and gold
 * nodes. Training replays these actions; the round-trip test checks that they rebuild every gold graph.
 *
 * Exploration (docs/parser-v3.md, "Exploration"): `explore` also follows some of the parser's own wrong actions —
 * those after which the gold primary structure is still fully reachable and the oracle's rules still apply — so
 * training can visit states with the parser's own label and remote-edge mistakes in them. On request it follows
 * structural mistakes too (session 13): it then changes its view of the gold tree to the tree that loses least
 * given what was built (a premature REDUCE's missing children move up to a live ancestor; a misattached child
 * takes the parent it was given; a spurious NODE becomes a gold unit), and its rules go on from that tree. The
 * gold tree itself is never modified: the oracle keeps its own edge lists.
 */
import type { GoldEdge, GoldTree } from './gold.js';
import { Move, ParserState, type Action } from './state.js';

/** Which structural mistakes `Oracle.explore` follows besides label and remote-edge ones (absent = not followed). */
export interface StructuralMistakes {
  /** Premature SHIFTs: no node is created, and the SWAP rule mostly restores the order the oracle needs. */
  shift?: boolean;
  /** Premature REDUCEs: the reduced unit's missing children move up to a live ancestor. */
  reduce?: boolean;
  /** Primary edges to a wrong parent, and NODEs where gold has no unit. */
  attach?: boolean;
}

export class Oracle {
  readonly state: ParserState;
  private readonly gold: GoldTree;
  private readonly builtOf: number[];
  private readonly goldOf: number[] = [];
  private readonly incident: GoldEdge[][];
  private readonly goldParentEdge: (GoldEdge | undefined)[];
  private readonly built = new Set<GoldEdge>();
  private readonly pending: number[];
  private readonly pendingPrimaryOut: number[];
  /** Spurious remote edges (gold parent, gold child) that exploration followed. */
  private readonly spurious: Array<[number, number]> = [];
  /** Gold edges given up or replaced after explored structural mistakes (REDUCE, misattachment, spurious NODE). */
  private readonly lost = new Set<GoldEdge>();
  /** Primary edges given up because a gold node can no longer be created (`dropUncreatable`). */
  private droppedPrimary = 0;

  constructor(gold: GoldTree) {
    this.gold = gold;
    this.state = new ParserState(gold.root, { limitUnary: false });
    const count = gold.nodeCount;
    this.builtOf = new Array<number>(count).fill(-1);
    for (let i = 0; i <= gold.root; i++) {
      this.builtOf[i] = i;
      this.goldOf[i] = i;
    }
    this.incident = Array.from({ length: count }, () => []);
    this.goldParentEdge = new Array(count).fill(undefined);
    this.pending = new Array<number>(count).fill(0);
    this.pendingPrimaryOut = new Array<number>(count).fill(0);
    for (const e of gold.edges) this.addGoldEdge(e);
  }

  /** The oracle action for the current configuration. */
  next(): Action {
    const st = this.state;
    const s0 = st.s(0);
    const s1 = st.s(1);
    if (s0 === st.root) return st.buffer.length > 0 ? { move: Move.Shift, label: '' } : { move: Move.Finish, label: '' };
    const g0 = this.goldOf[s0]!;
    if (this.pending[g0] === 0) return { move: Move.Reduce, label: '' };
    const parentEdge = this.goldParentEdge[g0];
    if (st.isToken(s0) && parentEdge && this.builtOf[parentEdge.parent]! < 0) return { move: Move.Unit, label: '' };
    if (!st.isToken(s0) && parentEdge && this.builtOf[parentEdge.parent]! < 0 && (this.pendingPrimaryOut[g0] === 0 || st.buffer.length === 0)) {
      if (st.allowed(Move.Node)) return { move: Move.Node, label: parentEdge.label };
    }
    if (s1 >= 0) {
      const g1 = this.goldOf[s1]!;
      let remoteAction: Action | undefined;
      for (const e of this.incident[g0]!) {
        if (this.built.has(e)) continue;
        const left = e.parent === g0 && e.child === g1;
        const right = e.parent === g1 && e.child === g0;
        if (!left && !right) continue;
        const move = e.remote ? (left ? Move.LeftRemote : Move.RightRemote) : left ? Move.LeftEdge : Move.RightEdge;
        if (!e.remote) return { move, label: e.label };
        remoteAction ??= { move, label: e.label };
      }
      if (remoteAction) return remoteAction;
    }
    if (s1 >= 0 && st.allowed(Move.Swap) && this.allNeighboursDeeper(g0)) return { move: Move.Swap, label: '' };
    if (st.buffer.length > 0) return { move: Move.Shift, label: '' };
    if (parentEdge && this.builtOf[parentEdge.parent]! < 0) return st.isToken(s0) ? { move: Move.Unit, label: '' } : { move: Move.Node, label: parentEdge.label };
    return { move: Move.Finish, label: '' };
  }

  /**
   * The oracle action, giving up pending remote edges that the state no longer allows (after an explored spurious
   * remote edge closed a cycle they would need); null when a primary action is not allowed, which never happens on
   * states reached by the oracle and `explore` alone (tested), but ends a training walk rather than loops.
   */
  nextAllowed(): Action | null {
    for (;;) {
      const action = this.next();
      if (this.state.allowed(action.move)) return action;
      const edge = isRemoteMove(action.move) ? this.pendingEdgeFor(action.move) : undefined;
      if (!edge) return null;
      this.markBuilt(edge);
    }
  }

  /**
   * Applies the parser's `predicted` action instead of the oracle's `expected` one when the gold primary structure
   * stays reachable and the oracle's map stays exact; returns whether it did (false: nothing changed). Followed:
   * the right move with another label; another pending gold edge between s0 and s1 (with any label), i.e. the
   * same edges in another order; a remote edge between two units that share no gold edge (it stays, spurious);
   * and, when a remote edge was expected, a prediction equal in move to what the oracle does with that edge given up
   * (the remote is then lost). With `shift`, also a premature SHIFT: it creates no node, so the map stays exact,
   * and the oracle's SWAP rule mostly restores the order it needs: walks that take random wrong actions half of
   * the time still finish as valid graphs, and 92–97 % of them rebuild every gold primary edge (tested); the rest
   * lose a few. With `reduce`, a premature REDUCE (`reattachAfterReduce`); with `attach`, a primary edge to a wrong
   * parent (`misattach`) and a NODE where gold has no unit (`spuriousNode`). Anything else that would lose a
   * primary edge or misplace a node is not followed.
   */
  explore(predicted: Action, expected: Action, options: StructuralMistakes = {}): boolean {
    const st = this.state;
    if (!st.allowed(predicted.move)) return false;
    if (predicted.move === expected.move || (options.shift && predicted.move === Move.Shift)) {
      this.apply(predicted);
      return true;
    }
    if (options.reduce && predicted.move === Move.Reduce) {
      const reduced = this.goldOf[st.s(0)]!;
      this.apply(predicted);
      this.reattachAfterReduce(reduced);
      return true;
    }
    if (isEdgeMove(predicted.move) && st.s(1) >= 0) {
      if (this.pendingEdgeFor(predicted.move)) {
        this.apply(predicted);
        return true;
      }
      if (options.attach && !isRemoteMove(predicted.move) && this.misattach(predicted)) return true;
      const g0 = this.goldOf[st.s(0)]!;
      const g1 = this.goldOf[st.s(1)]!;
      const [parent, child] = predicted.move === Move.LeftRemote ? [g0, g1] : [g1, g0];
      // a spurious remote must not close a cycle with gold edges still to come (the state would then refuse them)
      if (isRemoteMove(predicted.move) && !this.shareGoldEdge(g0, g1) && !this.reachable(child, parent)) {
        this.apply(predicted); // markBetween finds no gold edge: the map is unchanged
        this.spurious.push([parent, child]);
        return true;
      }
    }
    if (options.attach && predicted.move === Move.Node && this.spuriousNode(predicted)) return true;
    if (isRemoteMove(expected.move)) {
      const edge = this.pendingEdgeFor(expected.move);
      if (!edge) return false;
      this.markBuilt(edge);
      const without = this.next();
      if (without.move === predicted.move && st.allowed(without.move)) {
        this.apply(predicted);
        return true;
      }
      this.unmarkBuilt(edge);
    }
    return false;
  }

  /** The gold edges given up or replaced so far after explored structural mistakes. */
  lostEdges(): ReadonlySet<GoldEdge> {
    return this.lost;
  }

  /**
   * After a premature REDUCE of gold node `reduced`, its children still to be attached move up to its nearest
   * ancestor still on the stack or buffer (the root at worst; REDUCE needs a parent, so the ancestors are built),
   * keeping their labels, and its unbuilt remote edges are given up. The moved edges make a tree again, with every
   * unit's yield as in gold except those of `reduced` and of the reduced units between it and that ancestor — the
   * least a REDUCE that cannot be undone must cost — so the oracle's rules go on as for any gold tree. Tokens cannot
   * hang from the root: when that ancestor is the root, the reduced unit's tokens go to one new unit under it with
   * the reduced unit's label.
   */
  private reattachAfterReduce(reduced: number): void {
    const st = this.state;
    const alive = new Set<number>([...st.stack, ...st.buffer]);
    let anchor = this.goldParentEdge[reduced]!.parent;
    while (!alive.has(this.builtOf[anchor]!)) anchor = this.goldParentEdge[anchor]!.parent;
    let tokenUnit = -1;
    for (const edge of [...this.incident[reduced]!]) {
      if (this.built.has(edge)) continue;
      if (edge.remote) {
        this.markBuilt(edge);
        this.lost.add(edge);
        continue;
      }
      let parent = anchor;
      if (anchor === this.gold.root && edge.child < this.gold.root) {
        if (tokenUnit < 0) {
          tokenUnit = this.addGoldNode();
          this.addGoldEdge({ ...this.goldParentEdge[reduced]!, parent: anchor, child: tokenUnit });
        }
        parent = tokenUnit;
      }
      this.removeGoldEdge(edge);
      this.addGoldEdge({ ...edge, parent });
    }
  }

  /**
   * A primary edge to a unit that is not its gold parent (s0 or s1 taken as the other's child): the child's gold
   * parent edge is replaced by the edge built, the old parent merely loses that child, and gold nodes left with no
   * way to be created lose their edges (`dropUncreatable`). Refused (false, nothing changed) when the new parent
   * lies below the child (gold edges and the spurious remote edges followed so far): a cycle would then stop
   * edges still to come.
   */
  private misattach(predicted: Action): boolean {
    const st = this.state;
    const left = predicted.move === Move.LeftEdge;
    const parent = this.goldOf[left ? st.s(0) : st.s(1)]!;
    const child = this.goldOf[left ? st.s(1) : st.s(0)]!;
    const old = this.goldParentEdge[child];
    if (!old || this.built.has(old) || old.parent === parent || this.reachable(child, parent)) return false;
    this.apply(predicted); // no gold edge between the two: the map is unchanged
    this.removeGoldEdge(old);
    const moved: GoldEdge = { ...old, parent, label: predicted.label };
    this.addGoldEdge(moved);
    this.markBuilt(moved);
    this.dropUncreatable();
    return true;
  }

  /**
   * A NODE over s0 where gold has no unit (its gold parent edge is still unbuilt, but not NODE's to build): a new
   * gold unit is put between s0 and its gold parent, with the NODE's label below it and the old edge's label above,
   * so the oracle attaches it where s0 belonged. It spans what s0 spans: only the unary unit itself is wrong.
   */
  private spuriousNode(predicted: Action): boolean {
    const child = this.goldOf[this.state.s(0)]!;
    const old = this.goldParentEdge[child];
    if (!old || this.built.has(old) || this.builtOf[old.parent]! < 0) return false;
    const unit = this.addGoldNode();
    this.removeGoldEdge(old);
    this.addGoldEdge({ ...old, child: unit });
    this.addGoldEdge({ ...old, parent: unit, label: predicted.label });
    this.apply(predicted); // NODE maps the new unit to the gold one just added and builds the edge below it
    return true;
  }

  /**
   * Gold nodes that can no longer be created lose their edges. A unit is created by UNIT or NODE from a child on
   * the stack, so an unbuilt node needs a child still on the stack or buffer, or one that can itself still be
   * created; a misattachment can take a node's last such child away. Repeats until nothing changes.
   */
  private dropUncreatable(): void {
    const st = this.state;
    const alive = new Set<number>([...st.stack, ...st.buffer]);
    for (let changed = true; changed; ) {
      changed = false;
      const memo = new Map<number, boolean>();
      const creatable = (node: number): boolean => {
        const known = memo.get(node);
        if (known !== undefined) return known;
        const yes = this.incident[node]!.some(
          (e) => e.parent === node && !e.remote && !this.built.has(e) && (this.builtOf[e.child]! >= 0 ? alive.has(this.builtOf[e.child]!) : creatable(e.child)),
        );
        memo.set(node, yes);
        return yes;
      };
      for (let node = this.gold.root + 1; node < this.incident.length; node++) {
        if (this.builtOf[node]! >= 0 || this.pending[node] === 0 || creatable(node)) continue;
        for (const e of this.incident[node]!) {
          if (this.built.has(e)) continue;
          this.markBuilt(e);
          this.lost.add(e);
          if (!e.remote) this.droppedPrimary++;
          changed = true;
        }
      }
    }
  }

  /** How many primary gold edges were given up with nodes that could no longer be created. */
  droppedPrimaryEdges(): number {
    return this.droppedPrimary;
  }

  /** How many gold units the oracle added (`reattachAfterReduce` for tokens under the root, `spuriousNode`). */
  addedUnits(): number {
    return this.incident.length - this.gold.nodeCount;
  }

  /** A gold node that exploration added (unbuilt, no edges yet); returns its number. */
  private addGoldNode(): number {
    const node = this.incident.length;
    this.builtOf.push(-1);
    this.incident.push([]);
    this.goldParentEdge.push(undefined);
    this.pending.push(0);
    this.pendingPrimaryOut.push(0);
    return node;
  }

  /** Takes an unbuilt gold edge out of the oracle's view of the tree (it is recorded as lost). */
  private removeGoldEdge(edge: GoldEdge): void {
    this.pending[edge.parent]!--;
    this.pending[edge.child]!--;
    if (!edge.remote) this.pendingPrimaryOut[edge.parent]!--;
    this.incident[edge.parent] = this.incident[edge.parent]!.filter((e) => e !== edge);
    this.incident[edge.child] = this.incident[edge.child]!.filter((e) => e !== edge);
    this.lost.add(edge);
  }

  /** Adds an unbuilt gold edge to the oracle's view of the tree. */
  private addGoldEdge(edge: GoldEdge): void {
    this.incident[edge.parent]!.push(edge);
    this.incident[edge.child]!.push(edge);
    this.pending[edge.parent]!++;
    this.pending[edge.child]!++;
    if (!edge.remote) {
      this.goldParentEdge[edge.child] = edge;
      this.pendingPrimaryOut[edge.parent]!++;
    }
  }

  /** The unbuilt gold edge an edge move on (s0, s1) would build, if any. */
  private pendingEdgeFor(move: Move): GoldEdge | undefined {
    const st = this.state;
    const s0 = st.s(0);
    const s1 = st.s(1);
    if (s0 < 0 || s1 < 0) return undefined;
    const left = move === Move.LeftEdge || move === Move.LeftRemote;
    const parent = this.goldOf[left ? s0 : s1]!;
    const child = this.goldOf[left ? s1 : s0]!;
    const remote = isRemoteMove(move);
    return this.incident[child]!.find((e) => e.parent === parent && e.child === child && e.remote === remote && !this.built.has(e));
  }

  /** Whether `to` lies below `from` in the gold graph plus the spurious remote edges explored so far. */
  private reachable(from: number, to: number): boolean {
    const seen = new Set<number>([from]);
    const todo = [from];
    while (todo.length > 0) {
      const node = todo.pop()!;
      if (node === to) return true;
      const below = this.incident[node]!.filter((e) => e.parent === node).map((e) => e.child);
      for (const [p, c] of this.spurious) if (p === node) below.push(c);
      for (const next of below) {
        if (!seen.has(next)) {
          seen.add(next);
          todo.push(next);
        }
      }
    }
    return false;
  }

  private shareGoldEdge(a: number, b: number): boolean {
    return this.incident[a]!.some((e) => (e.parent === a && e.child === b) || (e.parent === b && e.child === a));
  }

  /** Applies an action to the state and updates the built↔gold map. */
  apply(action: Action): void {
    const st = this.state;
    const s0 = st.s(0);
    const s1 = st.s(1);
    const created = st.apply(action);
    switch (action.move) {
      case Move.Unit:
      case Move.Node: {
        const edge = this.goldParentEdge[this.goldOf[s0]!]!;
        this.goldOf[created] = edge.parent;
        this.builtOf[edge.parent] = created;
        this.markBuilt(edge);
        break;
      }
      case Move.LeftEdge:
      case Move.LeftRemote:
        this.markBetween(this.goldOf[s0]!, this.goldOf[s1]!, action.move === Move.LeftRemote);
        break;
      case Move.RightEdge:
      case Move.RightRemote:
        this.markBetween(this.goldOf[s1]!, this.goldOf[s0]!, action.move === Move.RightRemote);
        break;
    }
  }

  private markBetween(parent: number, child: number, remote: boolean): void {
    for (const e of this.incident[child]!) {
      if (e.parent === parent && e.child === child && e.remote === remote && !this.built.has(e)) {
        this.markBuilt(e);
        return;
      }
    }
  }

  private markBuilt(e: GoldEdge): void {
    this.built.add(e);
    this.pending[e.parent]!--;
    this.pending[e.child]!--;
    if (!e.remote) this.pendingPrimaryOut[e.parent]!--;
  }

  private unmarkBuilt(e: GoldEdge): void {
    this.built.delete(e);
    this.pending[e.parent]!++;
    this.pending[e.child]!++;
    if (!e.remote) this.pendingPrimaryOut[e.parent]!++;
  }

  /** Every node sharing a pending edge with `g0` exists and lies deeper in σ than s1. */
  private allNeighboursDeeper(g0: number): boolean {
    const stack = this.state.stack;
    const limit = stack.length - 2;
    for (const e of this.incident[g0]!) {
      if (this.built.has(e)) continue;
      const other = this.builtOf[e.parent === g0 ? e.child : e.parent]!;
      if (other < 0) return false;
      const at = stack.lastIndexOf(other);
      if (at < 0 || at >= limit) return false;
    }
    return true;
  }
}

function isEdgeMove(move: Move): boolean {
  return move === Move.LeftEdge || move === Move.RightEdge || move === Move.LeftRemote || move === Move.RightRemote;
}

function isRemoteMove(move: Move): boolean {
  return move === Move.LeftRemote || move === Move.RightRemote;
}

/** Runs the oracle to the end; returns the actions, or null when it exceeds the step limit. */
export function oracleDerivation(gold: GoldTree): { actions: Action[]; state: ParserState } | null {
  const oracle = new Oracle(gold);
  const actions: Action[] = [];
  const limit = 200 * (gold.root + 1) + 100;
  while (!oracle.state.finished) {
    if (actions.length > limit) return null;
    const action = oracle.next();
    if (!oracle.state.allowed(action.move)) return null;
    actions.push(action);
    oracle.apply(action);
  }
  return { actions, state: oracle.state };
}

