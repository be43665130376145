/**
 * UCCA "standard" XML (v1 files of the NUCLE annotations and TUPA parses; v2 files with `category` children as
 * in EWT, 20K and Wiki). Reading follows the reference reader: nodes first, then edges; terminal position from
 * its ID; `category` children (several allowed) override `type`; `extra` elements and unknown attributes are
 * ignored (unknown attributes are kept for writing back). Structural problems are reported with file and line.
 */
import { readTextFile } from '../formats/text-file.js';
import { GecvalInputError } from '../core/errors.js';
import { InvalidGraphError, UccaGraph, type UccaNodeType } from './graph.js';
import { graphProblems } from './validate.js';
import { XmlSyntaxError, lineAt, scanXml } from '../formats/xml-scan.js';
import { escapeXml } from '../formats/xml-chars.js';

const NODE_TYPES: Record<string, UccaNodeType> = { FN: 'unit', PNCT: 'punct', LKG: 'linkage' };

export interface ReadXmlOptions {
  /** File name for error messages. */
  file?: string;
}

export function readUccaXmlFile(path: string, opts: Omit<ReadXmlOptions, 'file'> = {}): UccaGraph {
  return parseUccaXml(readTextFile(path), { ...opts, file: path });
}

export function parseUccaXml(text: string, opts: ReadXmlOptions = {}): UccaGraph {
  try {
    return parseXmlPassage(text, opts);
  } catch (error) {
    if (error instanceof InvalidGraphError) throw new GecvalInputError(`UCCA XML: ${error.message}`, opts.file === undefined ? {} : { file: opts.file });
    throw error;
  }
}

function parseXmlPassage(text: string, opts: ReadXmlOptions): UccaGraph {
  const file = opts.file;
  const failAt = (message: string, offset: number): never => {
    throw new GecvalInputError(message, { file, line: lineAt(text, offset) });
  };
  interface PendingTerminal { id: string; type: string; attrs: Record<string, string>; offset: number }
  interface PendingEdge { from: string; to: string; type: string; categories: string[]; attrs: Record<string, string>; offset: number }
  interface PendingNode { id: string; type: string; attrs: Record<string, string>; offset: number }
  const stack: string[] = [];
  let passage: Record<string, string> | null = null;
  let passageAttrs: Record<string, string> = {};
  let layerId: string | null = null;
  const terminals: PendingTerminal[] = [];
  const nodes: PendingNode[] = [];
  const edges: PendingEdge[] = [];
  let extraDepth = 0;
  try {
    scanXml(text, (ev) => {
      if (ev.kind === 'close') {
        stack.pop();
        if (ev.name === 'extra') extraDepth--;
        if (ev.name === 'layer') layerId = null;
        return;
      }
      const parent = stack[stack.length - 1];
      if (ev.kind === 'open') stack.push(ev.name);
      if (ev.name === 'extra' || extraDepth > 0) {
        if (ev.kind === 'open') extraDepth++;
        return;
      }
      switch (ev.name) {
        case 'root':
          if (parent !== undefined) failAt('<root> inside another element', ev.offset);
          passage = ev.attrs;
          break;
        case 'layer':
          layerId = ev.attrs.layerID ?? failAt('<layer> without layerID', ev.offset);
          break;
        case 'node': {
          const id = ev.attrs.ID ?? failAt('<node> without ID', ev.offset);
          const type = ev.attrs.type ?? failAt(`node ${id} without type`, ev.offset);
          if (layerId === '0') terminals.push({ id, type, attrs: {}, offset: ev.offset });
          else if (layerId === '1') nodes.push({ id, type, attrs: {}, offset: ev.offset });
          break;
        }
        case 'edge': {
          if (parent !== 'node' || layerId !== '1') failAt('<edge> outside a layer-1 node', ev.offset);
          const from = nodes[nodes.length - 1]!.id;
          const to = ev.attrs.toID ?? failAt(`edge of ${from} without toID`, ev.offset);
          edges.push({ from, to, type: ev.attrs.type ?? '', categories: [], attrs: {}, offset: ev.offset });
          break;
        }
        case 'category': {
          if (parent !== 'edge') failAt('<category> outside an edge', ev.offset);
          const tag = ev.attrs.tag;
          if (tag) edges[edges.length - 1]!.categories.push(tag);
          break;
        }
        case 'attributes':
          if (parent === 'root') passageAttrs = ev.attrs;
          else if (parent === 'edge') edges[edges.length - 1]!.attrs = ev.attrs;
          else if (parent === 'node' && layerId === '0') terminals[terminals.length - 1]!.attrs = ev.attrs;
          else if (parent === 'node' && layerId === '1') nodes[nodes.length - 1]!.attrs = ev.attrs;
          break;
        default:
          break;
      }
    });
  } catch (error) {
    if (error instanceof XmlSyntaxError) failAt(`malformed XML: ${error.message}`, error.offset);
    throw error;
  }
  if (!passage) return failAt('not a UCCA XML passage: no <root> element', 0);
  const p = passage as Record<string, string>;
  const graph = new UccaGraph({ id: p.passageID ?? '0', annotationId: p.annotationID ?? '0', attributes: passageAttrs });
  if (terminals.length === 0 && !text.includes('layerID="0"')) failAt('no layer 0 (terminals)', 0);
  for (const t of terminals) {
    const position = Number(t.id.slice(t.id.indexOf('.') + 1));
    if (!t.id.startsWith('0.') || !Number.isInteger(position) || position < 1) failAt(`bad terminal ID ${t.id}`, t.offset);
    if (t.type !== 'Word' && t.type !== 'Punctuation') failAt(`terminal ${t.id} has type ${t.type}, expected Word or Punctuation`, t.offset);
    const { text: termText, paragraph, paragraph_position: paragraphPosition, ...rest } = t.attrs;
    if (termText === undefined) failAt(`terminal ${t.id} has no text`, t.offset);
    const terminal = graph.addTerminal(termText!, {
      id: t.id,
      index: position,
      punct: t.type === 'Punctuation',
      paragraph: int(paragraph, 1),
      paragraphPosition: int(paragraphPosition, position),
    });
    if (Object.keys(rest).length > 0) terminal.attributes = rest;
  }
  graph.terminals.sort((a, b) => a.index - b.index);
  for (let i = 1; i < graph.terminals.length; i++) {
    if (graph.terminals[i]!.index === graph.terminals[i - 1]!.index) {
      failAt(`duplicate terminal ${graph.terminals[i]!.id}`, terminals.find((t) => t.id === graph.terminals[i]!.id)!.offset);
    }
  }
  const offsetOf = new Map<string, number>();
  for (const n of nodes) {
    let type = NODE_TYPES[n.type];
    if (!type) return failAt(`node ${n.id} has unknown type ${n.type}`, n.offset);
    if (n.id === '1.1' && type === 'unit') type = 'root';
    if (offsetOf.has(n.id) || graph.isTerminal(n.id)) failAt(`duplicate node ID ${n.id}`, n.offset);
    offsetOf.set(n.id, n.offset);
    const { implicit, ...rest } = n.attrs;
    graph.addNode(type, { id: n.id, implicit: implicit === 'True', attributes: rest });
  }
  const edgeOffset = new Map<string, number>();
  for (const e of edges) {
    const categories = e.categories.length > 0 ? e.categories : e.type ? [e.type] : failAt(`edge ${e.from} -> ${e.to} has no category`, e.offset);
    const { remote, uncertain, ...rest } = e.attrs;
    graph.addEdge(e.from, e.to, categories, { remote: remote === 'True', uncertain: uncertain === 'True', attributes: rest });
    edgeOffset.set(`${e.from} ${e.to}`, e.offset);
  }
  const problems = graphProblems(graph);
  if (problems.length > 0) {
    const problem = problems[0]!;
    const offset = (problem.toId !== undefined ? edgeOffset.get(`${problem.id} ${problem.toId}`) : undefined) ?? offsetOf.get(problem.id) ?? 0;
    failAt(problem.message, offset);
  }
  return graph;
}

/** Options for writing. `categories: 'always'` (default) writes v2 `category` children; `'never'` writes v1. */
export interface WriteXmlOptions {
  categories?: 'always' | 'never';
  /** Indent with two spaces per level (default true); false writes one line. */
  pretty?: boolean;
}

export function writeUccaXml(graph: UccaGraph, opts: WriteXmlOptions = {}): string {
  const withCategories = (opts.categories ?? 'always') === 'always';
  const pretty = opts.pretty ?? true;
  const lines: string[] = [];
  const put = (depth: number, s: string): void => {
    lines.push(pretty ? '  '.repeat(depth) + s : s);
  };
  put(0, `<root annotationID="${esc(graph.annotationId)}" passageID="${esc(graph.id)}">`);
  put(1, attributesElement(graph.attributes));
  put(1, '<layer layerID="0">');
  put(2, '<attributes />');
  for (const t of graph.terminals) {
    put(2, `<node ID="${esc(t.id)}" type="${t.punct ? 'Punctuation' : 'Word'}">`);
    put(3, attributesElement({ ...(t.attributes ?? {}), paragraph: String(t.paragraph), paragraph_position: String(t.paragraphPosition), text: t.text }));
    put(2, '</node>');
  }
  put(1, '</layer>');
  put(1, '<layer layerID="1">');
  put(2, '<attributes />');
  for (const n of graph.nodes) {
    const type = n.type === 'punct' ? 'PNCT' : n.type === 'linkage' ? 'LKG' : 'FN';
    put(2, `<node ID="${esc(n.id)}" type="${type}">`);
    put(3, attributesElement({ ...(n.attributes ?? {}), ...(n.implicit ? { implicit: 'True' } : {}) }));
    for (const e of graph.outgoing(n.id)) {
      put(3, `<edge toID="${esc(e.to)}" type="${esc(e.categories[0]!)}">`);
      put(4, attributesElement({ ...(e.attributes ?? {}), ...(e.remote ? { remote: 'True' } : {}), ...(e.uncertain ? { uncertain: 'True' } : {}) }));
      if (withCategories) for (const c of e.categories) put(4, `<category tag="${esc(c)}" />`);
      put(3, '</edge>');
    }
    put(2, '</node>');
  }
  put(1, '</layer>');
  put(0, '</root>');
  return lines.join(pretty ? '\n' : '') + '\n';
}

function attributesElement(attrs: Record<string, string>): string {
  const keys = Object.keys(attrs).sort();
  if (keys.length === 0) return '<attributes />';
  return `<attributes ${keys.map((k) => `${k}="${esc(attrs[k]!)}"`).join(' ')} />`;
}




function int(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isInteger(n) ? n : fallback;
}



const esc = (s: string): string => escapeXml(s, { whitespace: true });

