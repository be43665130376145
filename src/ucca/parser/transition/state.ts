/**
 * The transition system (docs/parser.md, "Transition system"): a configuration (stack σ, buffer β, graph G) over the
 * non-punctuation tokens of one sentence, the transitions and their preconditions, and the hard constraints
 * (node budget, no deep unary chains, root labels, action budget). Nodes are integers: tokens `0..n-1`,
 * the root `n`, created units from `n+1` on, so greedy decoding updates flat arrays and allocates little.
 */

export const enum Move {
  Shift = 0,
  Reduce = 1,
  Unit = 2,
  Node = 3,
  LeftEdge = 4,
  RightEdge = 5,
  LeftRemote = 6,
  RightRemote = 7,
  Swap = 8,
  Finish = 9,
}
export const MOVE_NAMES = ['SHIFT', 'REDUCE', 'UNIT', 'NODE', 'LEFT-EDGE', 'RIGHT-EDGE', 'LEFT-REMOTE', 'RIGHT-REMOTE', 'SWAP', 'FINISH'] as const;
export const MOVE_COUNT = 10;

/** The internal label of an edge into a token (not `T`, which is the Time category). */
export const TERM_LABEL = '#term';

export interface Action {
  move: Move;
  /** Edge label for NODE and edge transitions ('' otherwise). */
  label: string;
}

export interface BuiltEdge {
  parent: number;
  child: number;
  label: string;
  remote: boolean;
}

export const KIND_TOKEN = 0;
export const KIND_ROOT = 1;
export const KIND_UNIT = 2;

export class ParserState {
  readonly tokenCount: number;
  readonly root: number;
  readonly kind: number[] = [];
  /** Order key (position, serial): tokens (i, 0); a created node takes the position of the s0 it came from. */
  readonly keyPos: number[] = [];
  readonly keySerial: number[] = [];
  readonly parent: number[] = [];
  readonly parentLabel: string[] = [];
  readonly children: number[][] = [];
  readonly remoteChildren: number[][] = [];
  readonly remoteParents: number[][] = [];
  readonly stack: number[];
  /** Buffer stored reversed: the front of β is the last element. */
  readonly buffer: number[] = [];
  readonly edges: BuiltEdge[] = [];
  readonly history: Move[] = [];
  finished = false;
  private serial = 0;
  /** `reaches`'s reused walk: its stack, the number of the last walk, and per node the last walk that visited it. */
  private readonly walkStack: number[] = [];
  private walks = 0;
  private readonly walkSeen: number[] = [];
  readonly nodeBudget: number;
  readonly actionBudget: number;

  /** Forbid a third level of unary chain (an inference constraint; the oracle turns it off). */
  readonly limitUnary: boolean;

  constructor(tokenCount: number, opts: { limitUnary?: boolean } = {}) {
    this.tokenCount = tokenCount;
    this.limitUnary = opts.limitUnary ?? true;
    for (let i = 0; i < tokenCount; i++) this.addNode(KIND_TOKEN, i, 0);
    this.root = this.addNode(KIND_ROOT, -1, 0);
    this.stack = [this.root];
    for (let i = tokenCount - 1; i >= 0; i--) this.buffer.push(i);
    this.nodeBudget = 8 * tokenCount + 10;
    this.actionBudget = 40 * (tokenCount + 1) + 50;
  }

  get nodeCount(): number {
    return this.kind.length;
  }

  /** Stack element i from the top (0 = s0), or -1. */
  s(i: number): number {
    const at = this.stack.length - 1 - i;
    return at >= 0 ? this.stack[at]! : -1;
  }

  /** Buffer element i from the front (0 = b0), or -1. */
  b(i: number): number {
    const at = this.buffer.length - 1 - i;
    return at >= 0 ? this.buffer[at]! : -1;
  }

  isToken(node: number): boolean {
    return this.kind[node] === KIND_TOKEN;
  }

  /** Whether a move is allowed (label constraints aside; see `labelAllowed`). */
  allowed(move: Move): boolean {
    if (this.finished) return false;
    const s0 = this.s(0);
    const s1 = this.s(1);
    const root = this.root;
    switch (move) {
      case Move.Shift:
        return this.buffer.length > 0;
      case Move.Finish:
        return this.buffer.length === 0;
      case Move.Reduce:
        return s0 !== root && this.kind[s0] === KIND_UNIT && this.parent[s0]! >= 0;
      case Move.Unit:
        return s0 >= 0 && this.kind[s0] === KIND_TOKEN && this.nodeCount <= this.nodeBudget;
      case Move.Node:
        return s0 >= 0 && this.kind[s0] === KIND_UNIT && this.parent[s0]! < 0 && this.nodeCount <= this.nodeBudget && !(this.limitUnary && this.deepUnary(s0));
      case Move.LeftEdge:
        return s1 >= 0 && s1 !== root && this.parent[s1]! < 0 && this.kind[s0] !== KIND_TOKEN && !this.reaches(s1, s0);
      case Move.RightEdge:
        return s1 >= 0 && this.parent[s0]! < 0 && s0 !== root && this.kind[s1] !== KIND_TOKEN && !(s1 === root && this.kind[s0] === KIND_TOKEN) && !this.reaches(s0, s1);
      case Move.LeftRemote:
        return s1 >= 0 && s1 !== root && this.kind[s0] === KIND_UNIT && this.kind[s1] === KIND_UNIT && !this.hasEdge(s0, s1) && !this.reaches(s1, s0);
      case Move.RightRemote:
        return s1 >= 0 && s1 !== root && this.kind[s0] === KIND_UNIT && this.kind[s1] === KIND_UNIT && !this.hasEdge(s1, s0) && !this.reaches(s0, s1);
      case Move.Swap:
        return s1 >= 0 && s1 !== root && this.keyLess(s1, s0);
    }
    return false;
  }

  /** Label constraints: token children take exactly `#term`; root edges only take `rootLabels`. */
  labelAllowed(move: Move, label: string, rootLabels: ReadonlySet<string>): boolean {
    if (move === Move.LeftEdge || move === Move.RightEdge) {
      const child = move === Move.LeftEdge ? this.s(1) : this.s(0);
      const parent = move === Move.LeftEdge ? this.s(0) : this.s(1);
      if (this.kind[child] === KIND_TOKEN) return label === TERM_LABEL;
      if (label === TERM_LABEL) return false;
      return parent !== this.root || rootLabels.has(label);
    }
    return label !== TERM_LABEL;
  }

  /** Applies an action (assumed allowed); returns the created node or -1. */
  apply(action: Action): number {
    const s0 = this.s(0);
    const s1 = this.s(1);
    this.history.push(action.move);
    switch (action.move) {
      case Move.Shift:
        this.stack.push(this.buffer.pop()!);
        return -1;
      case Move.Reduce:
        this.stack.pop();
        return -1;
      case Move.Unit: {
        const unit = this.addNode(KIND_UNIT, this.keyPos[s0]!, ++this.serial);
        this.stack.pop();
        this.link(unit, s0, TERM_LABEL, false);
        this.buffer.push(unit);
        return unit;
      }
      case Move.Node: {
        const unit = this.addNode(KIND_UNIT, this.keyPos[s0]!, ++this.serial);
        this.link(unit, s0, action.label, false);
        this.buffer.push(unit);
        return unit;
      }
      case Move.LeftEdge:
        this.link(s0, s1, action.label, false);
        if (this.kind[s1] === KIND_TOKEN) this.stack.splice(this.stack.length - 2, 1);
        return -1;
      case Move.RightEdge:
        this.link(s1, s0, action.label, false);
        if (this.kind[s0] === KIND_TOKEN) this.stack.pop();
        return -1;
      case Move.LeftRemote:
        this.link(s0, s1, action.label, true);
        return -1;
      case Move.RightRemote:
        this.link(s1, s0, action.label, true);
        return -1;
      case Move.Swap:
        this.stack.splice(this.stack.length - 2, 1);
        this.buffer.push(s1);
        return -1;
      case Move.Finish:
        this.finished = true;
        return -1;
    }
    return -1;
  }

  /** Whether the action budget is spent (decoding then stops). */
  get outOfActions(): boolean {
    return this.history.length >= this.actionBudget;
  }

  private addNode(kind: number, pos: number, serial: number): number {
    const id = this.kind.length;
    this.kind.push(kind);
    this.keyPos.push(pos < 0 ? (kind === KIND_TOKEN ? id : -1) : pos);
    this.keySerial.push(serial);
    this.parent.push(-1);
    this.parentLabel.push('');
    this.children.push([]);
    this.remoteChildren.push([]);
    this.remoteParents.push([]);
    this.walkSeen.push(0);
    return id;
  }

  private link(parent: number, child: number, label: string, remote: boolean): void {
    this.edges.push({ parent, child, label, remote });
    if (remote) {
      this.remoteChildren[parent]!.push(child);
      this.remoteParents[child]!.push(parent);
    } else {
      this.parent[child] = parent;
      this.parentLabel[child] = label;
      this.children[parent]!.push(child);
    }
  }

  private keyLess(a: number, b: number): boolean {
    const pa = this.keyPos[a]!;
    const pb = this.keyPos[b]!;
    return pa < pb || (pa === pb && this.keySerial[a]! < this.keySerial[b]!);
  }

  private hasEdge(parent: number, child: number): boolean {
    return this.parent[child] === parent || this.remoteChildren[parent]!.includes(child);
  }

  /** Whether `from` is `to` or reaches it going up (an edge to→…→from would close a cycle). */
  private reaches(from: number, to: number): boolean {
    if (from === to) return true;
    // walk up from `to`: if `from` is an ancestor of `to`, adding an edge to → from closes a cycle. The walk's
    // stack and visit marks are kept between calls (a mark is the walk's number), so a step allocates nothing.
    const stack = this.walkStack;
    const seen = this.walkSeen;
    const walk = ++this.walks;
    stack.length = 0;
    stack.push(to);
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === from) return true;
      if (seen[node] === walk) continue;
      seen[node] = walk;
      const p = this.parent[node]!;
      if (p >= 0) stack.push(p);
      for (const r of this.remoteParents[node]!) stack.push(r);
    }
    return false;
  }

  /** NODE on `s0` would make a third level of unary non-terminal chain. */
  private deepUnary(s0: number): boolean {
    const kids = this.children[s0]!;
    if (kids.length !== 1) return false;
    const child = kids[0]!;
    if (this.kind[child] !== KIND_UNIT) return false;
    const grand = this.children[child]!;
    return grand.length === 1 && this.kind[grand[0]!] === KIND_UNIT;
  }
}
