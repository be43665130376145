/**
 * The UCCA graph model shared by the readers/writers (XML, JSON), the evaluator (DAG F-score), USIM, DISTSIM,
 * drawing and the parser.
 *
 * A `UccaGraph` is one passage:
 * - `terminals`: the tokens in text order (layer 0). Each has an `id` (`0.<position>`), a 1-based `index`
 *   (the position), `text`, a `punct` flag (the file's `Punctuation` type), `paragraph` and
 *   `paragraphPosition`.
 * - `nodes`: the layer-1 nodes: the `root` (`1.1`), `unit`s (foundational units, possibly `implicit`),
 *   `punct` nodes (a wrapper over one punctuation terminal) and `linkage` nodes (`LKG`).
 * - `edges`: parent → child, each with one or more `categories` (`['A', 'S']` for a v2 `A|S` edge; edges to
 *   terminals carry `['Terminal']`) and a `remote` flag. Edge order is meaningful (the order in the file).
 *
 * Building (what the XML/JSON readers and a parser use):
 * ```ts
 * const g = new UccaGraph({ id: 'sent-1' });
 * const [john, reads] = ['John', 'reads'].map((w) => g.addTerminal(w));
 * const dot = g.addTerminal('.', { punct: true });
 * const root = g.addRoot();                              // 1.1
 * const scene = g.addUnit(root.id, 'H');                 // new unit + primary edge 1.1 -H-> scene
 * g.addEdge(g.addUnit(scene.id, 'A').id, john.id, TERMINAL);
 * g.addEdge(g.addUnit(scene.id, 'P').id, reads.id, TERMINAL);
 * g.addEdge(g.addNode('punct').id, dot.id, TERMINAL); ...  // or g.addPunctuation(root.id, dot.id)
 * g.addEdge(otherUnit, scene.id, ['A'], { remote: true });
 * graphProblems(g);      // (validate.ts) missing ends, missing root, cycles
 * ```
 * Labels may be given as `'A|S'` strings or as arrays; `categoriesOf('A|S')` splits them.
 * Mutate only through the methods (`addTerminal`, `addNode`, `addEdge`, `removeEdge`, `removeNode`,
 * `setCategories`): they keep the adjacency index in sync. After editing the arrays directly call `invalidate()`.
 *
 * Queries: `root()`, `node(id)`, `terminal(id)`, `isTerminal(id)`, `outgoing(id, {remote})`,
 * `incoming(id, {remote})`, `primaryParentEdge(id)`, `primaryCategory(id)`, `incomingCategories(id)`,
 * `yield(id, {punct})` (terminals through primary edges, by position), `isPunctuation(terminalId)` (file type
 * or child of a punct node), `isScene(id)`, `scenes()`, `topLevelScenes()`, `preorder()`, `units()`,
 * `clone()`, `text`.
 *
 * The API is stable: add to it, do not rename.
 */

export type Category = string;
export const TERMINAL: Category = 'Terminal';

export interface UccaTerminal {
  readonly id: string;
  /** 1-based position in the passage. */
  readonly index: number;
  text: string;
  /** The token is punctuation (file type `Punctuation`). See also `UccaGraph.isPunctuation`. */
  punct: boolean;
  paragraph: number;
  paragraphPosition: number;
  /** Character offsets in the input text, when known (parser output). */
  start?: number;
  end?: number;
  /** Other attributes found in the file, kept for writing back. */
  attributes?: Record<string, string>;
}

export type UccaNodeType = 'root' | 'unit' | 'punct' | 'linkage';

export interface UccaNode {
  readonly id: string;
  type: UccaNodeType;
  implicit?: boolean;
  attributes?: Record<string, string>;
}

export interface UccaEdge {
  from: string;
  to: string;
  /** At least one; the first is the edge's main category (XML `type`). */
  categories: Category[];
  remote?: boolean;
  uncertain?: boolean;
  attributes?: Record<string, string>;
}

export interface EdgeFilter {
  /** undefined: all edges; false: primary (non-remote) only; true: remote only. */
  remote?: boolean;
}

/** `'A|S'` → `['A', 'S']`; arrays are copied. */
export function categoriesOf(label: string | readonly string[]): Category[] {
  if (typeof label !== 'string') return [...label];
  return label.split('|').filter((c) => c.length > 0);
}

/** Numeric suffix of an ID (`1.10` → 10), used to order units as the reference code does. */
export function idNumber(id: string): number {
  const dot = id.indexOf('.');
  return Number(id.slice(dot + 1));
}

interface GraphIndex {
  terminalById: Map<string, UccaTerminal>;
  nodeById: Map<string, UccaNode>;
  out: Map<string, UccaEdge[]>;
  in: Map<string, UccaEdge[]>;
}

const EMPTY: readonly UccaEdge[] = Object.freeze([]);

/**
 * A graph that breaks UCCA's structural rules (a duplicate ID, an edge without a category, no root). Readers turn it
 * into a GecvalInputError naming the file, because in a file it is bad input; elsewhere it is a bug.
 */
export class InvalidGraphError extends Error {
  override readonly name = 'InvalidGraphError';
}

export class UccaGraph {
  id: string;
  annotationId: string;
  /** Passage-level attributes from the file (kept for round trips). */
  attributes: Record<string, string>;
  readonly terminals: UccaTerminal[] = [];
  readonly nodes: UccaNode[] = [];
  readonly edges: UccaEdge[] = [];
  private index: GraphIndex | null = null;
  private nextUnitNumber = 1;
  private punctCache: Set<string> | null = null;

  constructor(init: { id?: string; annotationId?: string; attributes?: Record<string, string> } = {}) {
    this.id = init.id ?? '0';
    this.annotationId = init.annotationId ?? '0';
    this.attributes = { ...(init.attributes ?? {}) };
  }

  /** The passage text: terminal texts joined by single spaces. */
  get text(): string {
    return this.terminals.map((t) => t.text).join(' ');
  }

  // ---------------------------------------------------------------- building

  addTerminal(
    text: string,
    opts: { punct?: boolean; paragraph?: number; paragraphPosition?: number; index?: number; id?: string; start?: number; end?: number } = {},
  ): UccaTerminal {
    const index = opts.index ?? this.terminals.length + 1;
    const terminal: UccaTerminal = {
      id: opts.id ?? `0.${index}`,
      index,
      text,
      punct: opts.punct ?? false,
      paragraph: opts.paragraph ?? 1,
      paragraphPosition: opts.paragraphPosition ?? index,
    };
    if (opts.start !== undefined) terminal.start = opts.start;
    if (opts.end !== undefined) terminal.end = opts.end;
    if (this.has(terminal.id)) throw new InvalidGraphError(`duplicate terminal ID ${terminal.id}`);
    this.terminals.push(terminal);
    this.idx.terminalById.set(terminal.id, terminal);
    this.punctCache = null;
    return terminal;
  }

  /** Adds a layer-1 node; IDs default to `1.<k>` with k above every ID used so far. */
  addNode(type: UccaNodeType, opts: { id?: string; implicit?: boolean; attributes?: Record<string, string> } = {}): UccaNode {
    const id = opts.id ?? `1.${this.nextUnitNumber}`;
    if (this.has(id)) throw new InvalidGraphError(`duplicate node ID ${id}`);
    const number = idNumber(id);
    if (Number.isFinite(number) && number >= this.nextUnitNumber) this.nextUnitNumber = number + 1;
    const node: UccaNode = { id, type };
    if (opts.implicit) node.implicit = true;
    if (opts.attributes && Object.keys(opts.attributes).length > 0) node.attributes = { ...opts.attributes };
    this.nodes.push(node);
    this.idx.nodeById.set(id, node);
    this.punctCache = null;
    return node;
  }

  /** The root `1.1` (created once). */
  addRoot(): UccaNode {
    const existing = this.nodes.find((n) => n.type === 'root');
    return existing ?? this.addNode('root', { id: '1.1' });
  }

  /** A new unit attached under `parentId` by a primary (or remote) edge. */
  addUnit(parentId: string, label: string | readonly string[], opts: { implicit?: boolean; remote?: boolean; id?: string } = {}): UccaNode {
    const unit = this.addNode('unit', { id: opts.id, implicit: opts.implicit });
    this.addEdge(parentId, unit.id, label, { remote: opts.remote });
    return unit;
  }

  /** A punctuation node under `parentId` (`U` edge) holding `terminalId`. */
  addPunctuation(parentId: string, terminalId: string): UccaNode {
    const node = this.addNode('punct');
    this.addEdge(parentId, node.id, 'U');
    this.addEdge(node.id, terminalId, TERMINAL);
    return node;
  }

  addEdge(from: string, to: string, label: string | readonly string[], opts: { remote?: boolean; uncertain?: boolean; attributes?: Record<string, string> } = {}): UccaEdge {
    const categories = categoriesOf(label);
    if (categories.length === 0) throw new InvalidGraphError(`edge ${from} -> ${to} has no category`);
    const edge: UccaEdge = { from, to, categories };
    if (opts.remote) edge.remote = true;
    if (opts.uncertain) edge.uncertain = true;
    if (opts.attributes && Object.keys(opts.attributes).length > 0) edge.attributes = { ...opts.attributes };
    this.edges.push(edge);
    if (this.index) {
      pushTo(this.index.out, from, edge);
      pushTo(this.index.in, to, edge);
      this.punctCache = null;
    }
    return edge;
  }

  removeEdge(edge: UccaEdge): void {
    const at = this.edges.indexOf(edge);
    if (at < 0) return;
    this.edges.splice(at, 1);
    this.invalidate();
  }

  /** Removes a node with all edges into and out of it. */
  removeNode(id: string): void {
    const at = this.nodes.findIndex((n) => n.id === id);
    if (at < 0) return;
    this.nodes.splice(at, 1);
    for (let i = this.edges.length - 1; i >= 0; i--) {
      const e = this.edges[i]!;
      if (e.from === id || e.to === id) this.edges.splice(i, 1);
    }
    this.invalidate();
  }

  setCategories(edge: UccaEdge, label: string | readonly string[]): void {
    edge.categories = categoriesOf(label);
  }

  /** Call after editing `terminals`, `nodes` or `edges` directly. */
  invalidate(): void {
    this.index = null;
    this.punctCache = null;
  }

  // ---------------------------------------------------------------- lookup

  private get idx(): GraphIndex {
    if (this.index) return this.index;
    const terminalById = new Map<string, UccaTerminal>();
    for (const t of this.terminals) terminalById.set(t.id, t);
    const nodeById = new Map<string, UccaNode>();
    for (const n of this.nodes) nodeById.set(n.id, n);
    const out = new Map<string, UccaEdge[]>();
    const inc = new Map<string, UccaEdge[]>();
    for (const e of this.edges) {
      pushTo(out, e.from, e);
      pushTo(inc, e.to, e);
    }
    this.index = { terminalById, nodeById, out, in: inc };
    return this.index;
  }

  root(): UccaNode {
    const root = this.idx.nodeById.get('1.1');
    if (root && root.type === 'root') return root;
    const any = this.nodes.find((n) => n.type === 'root');
    if (!any) throw new InvalidGraphError(`passage ${this.id} has no root node`);
    return any;
  }

  node(id: string): UccaNode | undefined {
    return this.idx.nodeById.get(id);
  }

  terminal(id: string): UccaTerminal | undefined {
    return this.idx.terminalById.get(id);
  }

  isTerminal(id: string): boolean {
    return this.idx.terminalById.has(id);
  }

  has(id: string): boolean {
    return this.idx.nodeById.has(id) || this.idx.terminalById.has(id);
  }

  /** Outgoing edges of a node, in file order. */
  outgoing(id: string, filter: EdgeFilter = {}): readonly UccaEdge[] {
    return filterEdges(this.idx.out.get(id) ?? EMPTY, filter);
  }

  /** Incoming edges of a node or terminal. */
  incoming(id: string, filter: EdgeFilter = {}): readonly UccaEdge[] {
    return filterEdges(this.idx.in.get(id) ?? EMPTY, filter);
  }

  /** Alias of `outgoing` (spec name). */
  children(id: string, filter: EdgeFilter = {}): readonly UccaEdge[] {
    return this.outgoing(id, filter);
  }

  /** Alias of `incoming` (spec name). */
  parents(id: string, filter: EdgeFilter = {}): readonly UccaEdge[] {
    return this.incoming(id, filter);
  }

  /** The primary incoming edge from a unit or the root (the reference's `fparent`/`ftag`). */
  primaryParentEdge(id: string): UccaEdge | undefined {
    for (const e of this.idx.in.get(id) ?? EMPTY) {
      if (e.remote) continue;
      const parent = this.idx.nodeById.get(e.from);
      if (parent && (parent.type === 'unit' || parent.type === 'root')) return e;
    }
    return undefined;
  }

  primaryCategory(id: string): Category | undefined {
    return this.primaryParentEdge(id)?.categories[0];
  }

  /** First category of every incoming edge (primary, remote, linkage). */
  incomingCategories(id: string): Category[] {
    return (this.idx.in.get(id) ?? EMPTY).map((e) => e.categories[0]!);
  }

  /** Punctuation: the file says so, or the terminal hangs under a punctuation node. */
  isPunctuation(terminalId: string): boolean {
    if (!this.punctCache) {
      const set = new Set<string>();
      for (const t of this.terminals) if (t.punct) set.add(t.id);
      for (const e of this.edges) if (this.idx.nodeById.get(e.from)?.type === 'punct' && this.idx.terminalById.has(e.to)) set.add(e.to);
      this.punctCache = set;
    }
    return this.punctCache.has(terminalId);
  }

  /**
   * Terminals below a node through primary edges (punctuation nodes followed), sorted by position.
   * `punct: false` leaves punctuation terminals out. A terminal id yields itself.
   */
  yield(id: string, opts: { punct?: boolean } = {}): UccaTerminal[] {
    const withPunct = opts.punct ?? true;
    const result: UccaTerminal[] = [];
    const seen = new Set<string>();
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      if (seen.has(current)) continue;
      seen.add(current);
      const terminal = this.idx.terminalById.get(current);
      if (terminal) {
        if (withPunct || !this.isPunctuation(terminal.id)) result.push(terminal);
        continue;
      }
      for (const e of this.idx.out.get(current) ?? EMPTY) if (!e.remote) stack.push(e.to);
    }
    return result.sort((a, b) => a.index - b.index);
  }

  /** A unit with an outgoing `P` or `S` edge (remote ones included). */
  isScene(id: string): boolean {
    for (const e of this.idx.out.get(id) ?? EMPTY) if (e.categories.includes('P') || e.categories.includes('S')) return true;
    return false;
  }

  scenes(): UccaNode[] {
    return this.nodes.filter((n) => n.type === 'unit' && this.isScene(n.id));
  }

  /** Scenes none of whose primary ancestors below the root is a scene. */
  topLevelScenes(): UccaNode[] {
    return this.scenes().filter((n) => {
      let edge = this.primaryParentEdge(n.id);
      const seen = new Set<string>();
      while (edge && !seen.has(edge.from)) {
        seen.add(edge.from);
        const parent = this.node(edge.from);
        if (!parent || parent.type === 'root') return true;
        if (this.isScene(parent.id)) return false;
        edge = this.primaryParentEdge(parent.id);
      }
      return true;
    });
  }

  /** Units (type `unit`) in node order. */
  units(): UccaNode[] {
    return this.nodes.filter((n) => n.type === 'unit');
  }

  /** Layer-1 nodes reachable from the root through primary edges, parents before children. */
  preorder(): UccaNode[] {
    const result: UccaNode[] = [];
    const seen = new Set<string>();
    const visit = (id: string): void => {
      const stack = [id];
      while (stack.length > 0) {
        const current = stack.pop()!;
        const node = this.idx.nodeById.get(current);
        if (!node || seen.has(current)) continue;
        seen.add(current);
        result.push(node);
        const kids = this.outgoing(current, { remote: false });
        for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!.to);
      }
    };
    visit(this.root().id);
    return result;
  }

  /** A deep copy. */
  clone(): UccaGraph {
    const copy = new UccaGraph({ id: this.id, annotationId: this.annotationId, attributes: this.attributes });
    for (const t of this.terminals) copy.terminals.push({ ...t, ...(t.attributes ? { attributes: { ...t.attributes } } : {}) });
    for (const n of this.nodes) copy.nodes.push({ ...n, ...(n.attributes ? { attributes: { ...n.attributes } } : {}) });
    for (const e of this.edges) copy.edges.push({ ...e, categories: [...e.categories], ...(e.attributes ? { attributes: { ...e.attributes } } : {}) });
    copy.nextUnitNumber = this.nextUnitNumber;
    return copy;
  }

  /** Keeps automatic IDs above `1.<n>` (readers call it after adding nodes with given IDs). */
  reserveUnitNumber(n: number): void {
    if (n >= this.nextUnitNumber) this.nextUnitNumber = n + 1;
  }
}

function pushTo(map: Map<string, UccaEdge[]>, key: string, edge: UccaEdge): void {
  const list = map.get(key);
  if (list) list.push(edge);
  else map.set(key, [edge]);
}

function filterEdges(edges: readonly UccaEdge[], filter: EdgeFilter): readonly UccaEdge[] {
  if (filter.remote === undefined) return edges;
  return edges.filter((e) => Boolean(e.remote) === filter.remote);
}
