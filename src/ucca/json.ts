/**
 * JSON forms of a UCCA graph:
 * - `ucca-json/1`, this toolkit's own form (docs/parser-internals.md#ucca-json; the evaluator conformance fixtures use it):
 *   tokens, nodes (`root`/`unit`/`punct`/`linkage`, `implicit`), edges (`cats`, `remote`), terminal edges explicit.
 * - MRP JSON (CoNLL 2019/2020 shared tasks, framework `ucca`): one object per line, the text in `input`, leaf
 *   units carry character `anchors` instead of token nodes, remote edges marked by the `remote` attribute.
 *   Reading MRP rebuilds tokens from the anchors (one terminal per distinct anchor span, plus the unanchored words of `input`); a token is
 *   punctuation when it hangs under a `U`-labelled node (MRP has no per-token flag), and IDs and paragraphs are
 *   renumbered. Punctuation and linkage nodes are marked with a `kind` node property.
 */
import { GecvalInputError, type InputLocation } from '../core/errors.js';
import { InvalidGraphError, TERMINAL, UccaGraph, type UccaNodeType } from './graph.js';
import { graphProblems } from './validate.js';
import { checkJsonDepth } from '../formats/json-text.js';

export interface UccaJson {
  id: string;
  format: 'ucca-json/1';
  tokens: Array<{ id: string; text: string; punct: boolean; paragraph?: number; paragraph_position?: number; start?: number; end?: number }>;
  nodes: Array<{ id: string; type: UccaNodeType; implicit?: boolean }>;
  edges: Array<{ from: string; to: string; cats: string[]; remote?: boolean }>;
}

export function toUccaJson(graph: UccaGraph): UccaJson {
  return {
    id: graph.id,
    format: 'ucca-json/1',
    tokens: graph.terminals.map((t) => ({
      id: t.id,
      text: t.text,
      punct: t.punct,
      ...(t.paragraph !== 1 || t.paragraphPosition !== t.index ? { paragraph: t.paragraph, paragraph_position: t.paragraphPosition } : {}),
      ...(t.start !== undefined ? { start: t.start, end: t.end } : {}),
    })),
    nodes: graph.nodes.map((n) => ({ id: n.id, type: n.type, ...(n.implicit ? { implicit: true } : {}) })),
    edges: graph.edges.map((e) => ({ from: e.from, to: e.to, cats: [...e.categories], ...(e.remote ? { remote: true } : {}) })),
  };
}

const NODE_TYPES = new Set(['root', 'unit', 'punct', 'linkage']);

/** Builds a graph from a parsed `ucca-json/1` object; `where` names the file/line for errors. */
export function fromUccaJson(json: unknown, where: InputLocation = {}): UccaGraph {
  const fail = (message: string): never => {
    throw new GecvalInputError(message, where);
  };
  if (!json || typeof json !== 'object') fail('UCCA JSON: not an object');
  const obj = json as Partial<UccaJson>;
  if (!Array.isArray(obj.tokens) || !Array.isArray(obj.nodes) || !Array.isArray(obj.edges)) fail('UCCA JSON: needs tokens, nodes and edges arrays');
  const graph = new UccaGraph({ id: String(obj.id ?? '0') });
  obj.tokens!.forEach((t, i) => {
    if (typeof t?.text !== 'string') fail(`UCCA JSON: token ${i + 1} has no text`);
    const id = typeof t.id === 'string' ? t.id : `0.${i + 1}`;
    const index = Number(id.slice(id.indexOf('.') + 1));
    graph.addTerminal(t.text, {
      id,
      index: Number.isInteger(index) && index > 0 ? index : i + 1,
      punct: Boolean(t.punct),
      paragraph: t.paragraph ?? 1,
      paragraphPosition: t.paragraph_position ?? (Number.isInteger(index) && index > 0 ? index : i + 1),
      start: t.start,
      end: t.end,
    });
  });
  graph.terminals.sort((a, b) => a.index - b.index);
  for (const n of obj.nodes!) {
    if (typeof n?.id !== 'string' || !NODE_TYPES.has(n.type)) fail(`UCCA JSON: bad node ${JSON.stringify(n)}`);
    if (graph.has(n.id)) fail(`UCCA JSON: duplicate node ID ${n.id}`);
    graph.addNode(n.type, { id: n.id, implicit: n.implicit === true });
  }
  for (const e of obj.edges!) {
    if (typeof e?.from !== 'string' || typeof e.to !== 'string' || !Array.isArray(e.cats) || e.cats.length === 0) fail(`UCCA JSON: bad edge ${JSON.stringify(e)}`);
    graph.addEdge(e.from, e.to, e.cats, { remote: e.remote === true });
  }
  const problems = graphProblems(graph);
  if (problems.length > 0) fail(`UCCA JSON ${graph.id}: ${problems[0]!.message}`);
  return graph;
}

// ------------------------------------------------------------------------------------------- MRP

export interface MrpGraph {
  id: string;
  framework: 'ucca';
  version: number;
  input: string;
  tops: number[];
  nodes: Array<{ id: number; anchors?: Array<{ from: number; to: number }>; properties?: string[]; values?: unknown[] }>;
  edges: Array<{ source: number; target: number; label: string; attributes?: string[]; values?: unknown[] }>;
}

/** MRP form: tokens become character anchors on the units holding them; multi-category labels are `A|S`. */
export function toMrp(graph: UccaGraph): MrpGraph {
  const spans = new Map<string, { from: number; to: number }>();
  let offset = 0;
  for (const t of graph.terminals) {
    spans.set(t.id, { from: offset, to: offset + t.text.length });
    offset += t.text.length + 1;
  }
  const number = new Map<string, number>();
  graph.nodes.forEach((n, i) => number.set(n.id, i));
  const nodes: MrpGraph['nodes'] = graph.nodes.map((n, i) => {
    const anchors = graph.outgoing(n.id).filter((e) => graph.isTerminal(e.to)).map((e) => spans.get(e.to)!);
    const properties: string[] = [];
    const values: unknown[] = [];
    if (n.implicit) properties.push('implicit'), values.push(true);
    // `kind` where readers would guess wrong: punctuation/linkage nodes, and units under a `U` edge.
    const underU = graph.incoming(n.id).some((e) => e.categories.includes('U'));
    if (n.type === 'punct' || n.type === 'linkage' || (n.type === 'unit' && underU)) properties.push('kind'), values.push(n.type);
    return { id: i, ...(anchors.length > 0 ? { anchors } : {}), ...(properties.length > 0 ? { properties, values } : {}) };
  });
  const edges: MrpGraph['edges'] = graph.edges
    .filter((e) => !graph.isTerminal(e.to))
    .map((e) => ({ source: number.get(e.from)!, target: number.get(e.to)!, label: e.categories.join('|'), ...(e.remote ? { attributes: ['remote'], values: [true] } : {}) }));
  return { id: graph.id, framework: 'ucca', version: 1.0, input: graph.text, tops: [number.get(graph.root().id)!], nodes, edges };
}

export function fromMrp(json: unknown, where: InputLocation = {}): UccaGraph {
  const fail = (message: string): never => {
    throw new GecvalInputError(`MRP: ${message}`, where);
  };
  const mrp = json as Partial<MrpGraph>;
  if (!mrp || typeof mrp.input !== 'string' || !Array.isArray(mrp.nodes) || !Array.isArray(mrp.edges)) fail('needs input, nodes and edges');
  const graph = new UccaGraph({ id: String(mrp.id ?? '0') });
  const spanKey = (a: { from: number; to: number }): string => `${a.from}:${a.to}`;
  const allSpans = new Map<string, { from: number; to: number }>();
  for (const n of mrp.nodes!) for (const a of n.anchors ?? []) allSpans.set(spanKey(a), a);
  // Tokens no node anchors (unattached words) are the uncovered non-space stretches of the input.
  const covered = new Uint8Array(mrp.input!.length + 1);
  for (const a of allSpans.values()) covered.fill(1, a.from, a.to);
  for (const m of mrp.input!.matchAll(/\S+/g)) {
    let start = -1;
    for (let i = m.index!; i <= m.index! + m[0].length; i++) {
      const free = i < m.index! + m[0].length && !covered[i];
      if (free && start < 0) start = i;
      if (!free && start >= 0) {
        allSpans.set(spanKey({ from: start, to: i }), { from: start, to: i });
        start = -1;
      }
    }
  }
  const ordered = [...allSpans.values()].sort((a, b) => a.from - b.from || a.to - b.to);
  const terminalOf = new Map<string, string>();
  const punctSpans = new Set<string>();
  // Node kinds: this toolkit writes a `kind` property; for other MRP files a node under a `U` edge is punctuation.
  const kindOf = new Map<number, UccaNodeType>();
  for (const n of mrp.nodes!) {
    const at = (n.properties ?? []).indexOf('kind');
    const kind = at >= 0 ? n.values?.[at] : undefined;
    if (kind === 'punct' || kind === 'linkage' || kind === 'unit') kindOf.set(n.id, kind);
  }
  for (const e of mrp.edges!) if (e.label === 'U' && !kindOf.has(e.target)) kindOf.set(e.target, 'punct');
  const incomingU = new Set([...kindOf].filter(([, k]) => k === 'punct').map(([id]) => id));
  for (const n of mrp.nodes!) if (incomingU.has(n.id)) for (const a of n.anchors ?? []) punctSpans.add(spanKey(a));
  for (const a of ordered) terminalOf.set(spanKey(a), graph.addTerminal(mrp.input!.slice(a.from, a.to), { punct: punctSpans.has(spanKey(a)) }).id);
  const top = mrp.tops?.[0] ?? 0;
  const idOf = new Map<number, string>();
  idOf.set(top, graph.addRoot().id);
  for (const n of mrp.nodes!) {
    if (n.id === top) continue;
    const implicit = (n.properties ?? []).includes('implicit');
    idOf.set(n.id, graph.addNode(kindOf.get(n.id) ?? 'unit', { implicit }).id);
  }
  for (const e of mrp.edges!) {
    const from = idOf.get(e.source);
    const to = idOf.get(e.target);
    if (from === undefined || to === undefined) fail(`edge ${e.source} -> ${e.target} refers to a missing node`);
    const remote = (e.attributes ?? []).includes('remote') && e.values?.[(e.attributes ?? []).indexOf('remote')] !== false;
    const label = e.label ?? fail(`edge ${e.source} -> ${e.target} has no label`);
    graph.addEdge(from!, to!, label.split('|'), { remote });
  }
  for (const n of mrp.nodes!) for (const a of n.anchors ?? []) graph.addEdge(idOf.get(n.id)!, terminalOf.get(spanKey(a))!, TERMINAL);
  const problems = graphProblems(graph);
  if (problems.length > 0) fail(problems[0]!.message);
  return graph;
}

/** Reads JSON lines of either form (detected per line) with file and line in errors. */
export function parseUccaJsonLines(text: string, file?: string): UccaGraph[] {
  const graphs: UccaGraph[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    checkJsonDepth(line, file, i + 1);
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new GecvalInputError(`invalid JSON: ${(error as Error).message}`, { file, line: i + 1 });
    }
    const where = { file, line: i + 1 };
    try {
      graphs.push((json as { framework?: string }).framework === 'ucca' ? fromMrp(json, where) : fromUccaJson(json, where));
    } catch (error) {
      if (error instanceof InvalidGraphError) throw new GecvalInputError(`UCCA JSON: ${error.message}`, where);
      throw error;
    }
  });
  return graphs;
}
