/**
 * What the BiLSTM classifier sees of a parser state (docs/parser-v2.md, "What it is"): the head
 * tokens of 11 slots (s0–s3, b0–b2, the leftmost/rightmost child of s0 and of s1), whose BiLSTM vectors enter the
 * MLP through per-slot projections, and a few dozen discrete features (slot kinds, incoming labels, child
 * structure, s0–s1 geometry, sizes, last moves), each a row of a learned table added to the hidden layer.
 */
import { headToken } from '../transition/head-token.js';
import { KIND_ROOT, KIND_TOKEN, TERM_LABEL, type ParserState } from '../transition/state.js';

export const SLOT_COUNT = 11;
export const MAX_SPARSE = 48;
const LABELLED_SLOTS = 7;
const KINDS = 5;
const MAX_CHILD_LABELS = 6;

/** Offsets of the discrete feature groups inside the sparse table; sized by the label inventory. */
export class SparseLayout {
  readonly labelIndex = new Map<string, number>();
  readonly labelCount: number;
  readonly kindAt: number;
  readonly labelAt: number;
  readonly structAt: number;
  readonly structSize: number;
  readonly geometryAt: number;
  readonly rows: number;

  constructor(primaryLabels: readonly string[]) {
    ['', TERM_LABEL, ...primaryLabels].forEach((l, i) => this.labelIndex.set(l, i));
    const L = (this.labelCount = this.labelIndex.size);
    this.kindAt = 0;
    this.labelAt = SLOT_COUNT * KINDS;
    this.structAt = this.labelAt + LABELLED_SLOTS * L;
    // per s0/s1: child count 6, leftmost L, rightmost L, scene×kind 10, remote counts 9, child-label set L
    this.structSize = 6 + L + L + 10 + 9 + L;
    this.geometryAt = this.structAt + 2 * this.structSize;
    // distance×order 44, punctuation between 3, initial/final 4, buffer×stack 24, last move 11, last two 121
    this.rows = this.geometryAt + 44 + 3 + 4 + 24 + 11 + 121;
  }

  label(l: string): number {
    return this.labelIndex.get(l) ?? 0;
  }
}

/** Per-sentence facts the features need: the word index of each parser token and punctuation prefix counts. */
export interface SentenceGeometry {
  tokenTerminal: readonly number[];
  punctBefore: Int32Array;
}

export function sentenceGeometry(punct: readonly boolean[], tokenTerminal: readonly number[]): SentenceGeometry {
  const punctBefore = new Int32Array(punct.length + 1);
  for (let w = 0; w < punct.length; w++) punctBefore[w + 1] = punctBefore[w]! + (punct[w] ? 1 : 0);
  return { tokenTerminal, punctBefore };
}

function kindOf(st: ParserState, node: number): number {
  if (node < 0) return 0;
  const k = st.kind[node]!;
  if (k === KIND_TOKEN) return 1;
  if (k === KIND_ROOT) return 2;
  const kids = st.children[node]!;
  return kids.length > 0 && kids.every((c) => st.kind[c] === KIND_TOKEN) ? 3 : 4;
}

/** Extracts slot heads (word indices, -1 = none) and sparse rows; returns the number of sparse rows. */
export function extractFeatures(st: ParserState, geo: SentenceGeometry, layout: SparseLayout, heads: Int32Array, headOff: number, sparse: Int32Array, sparseOff: number): number {
  let n = 0;
  const push = (row: number): void => {
    sparse[sparseOff + n++] = row;
  };
  const nodes = [st.s(0), st.s(1), st.s(2), st.s(3), st.b(0), st.b(1), st.b(2)];
  const outer = (node: number): [number, number] => {
    if (node < 0 || st.kind[node] === KIND_TOKEN) return [-1, -1];
    let left = -1;
    let right = -1;
    let lPos = Infinity;
    let rPos = -Infinity;
    for (const k of st.children[node]!) {
      const pos = st.keyPos[k]!;
      if (pos < lPos) [lPos, left] = [pos, k];
      if (pos >= rPos) [rPos, right] = [pos, k];
    }
    return [left, right];
  };
  nodes.push(...outer(nodes[0]!), ...outer(nodes[1]!));
  const tokenHeads: number[] = [];
  for (let s = 0; s < SLOT_COUNT; s++) {
    const node = nodes[s]!;
    const head = node >= 0 && st.kind[node] !== KIND_ROOT ? headToken(st, node, 64) : -1;
    tokenHeads.push(head);
    heads[headOff + s] = head >= 0 ? geo.tokenTerminal[head]! : -1;
    push(layout.kindAt + s * KINDS + kindOf(st, node));
    if (s < LABELLED_SLOTS) push(layout.labelAt + s * layout.labelCount + (node >= 0 ? layout.label(st.parentLabel[node]!) : 0));
  }
  const L = layout.labelCount;
  for (let s = 0; s < 2; s++) {
    const node = nodes[s]!;
    const base = layout.structAt + s * layout.structSize;
    if (node < 0 || st.kind[node] === KIND_TOKEN || st.kind[node] === KIND_ROOT) {
      push(base + (node < 0 ? 0 : 5)); // child count slot doubles as "no structure"
      continue;
    }
    const kids = st.children[node]!;
    push(base + Math.min(kids.length, 5));
    const [left, right] = outer(node);
    push(base + 6 + (left >= 0 ? layout.label(st.parentLabel[left]!) : 0));
    push(base + 6 + L + (right >= 0 ? layout.label(st.parentLabel[right]!) : 0));
    let scene = 0;
    const seen = new Set<number>();
    for (const k of kids) {
      const lab = st.parentLabel[k]!;
      const c = lab.charAt(0);
      if (c === 'P' || c === 'S' || lab.includes('|P') || lab.includes('|S')) scene = 1;
      if (st.kind[k] !== KIND_TOKEN && seen.size < MAX_CHILD_LABELS) seen.add(layout.label(lab));
    }
    push(base + 6 + 2 * L + scene * 5 + kindOf(st, node));
    push(base + 6 + 2 * L + 10 + Math.min(st.remoteChildren[node]!.length, 2) * 3 + Math.min(st.remoteParents[node]!.length, 2));
    for (const l of [...seen].sort((a, b) => a - b)) push(base + 6 + 2 * L + 19 + l);
  }
  let g = layout.geometryAt;
  const h0 = tokenHeads[0]!;
  const h1 = tokenHeads[1]!;
  const s0 = nodes[0]!;
  const s1 = nodes[1]!;
  let distance = 10;
  let between = 0;
  if (h0 >= 0 && h1 >= 0) {
    distance = Math.max(-3, Math.min(6, h0 - h1)) + 3;
    const p0 = geo.tokenTerminal[h0]!;
    const p1 = geo.tokenTerminal[h1]!;
    between = Math.min(2, geo.punctBefore[Math.max(p0, p1)]! - geo.punctBefore[Math.min(p0, p1) + 1]!);
  }
  const order = s0 >= 0 && s1 >= 0 ? (st.keyPos[s1]! < st.keyPos[s0]! ? 1 : st.keyPos[s1] === st.keyPos[s0] ? 2 : 3) : 0;
  push(g + distance * 4 + order);
  g += 44;
  push(g + between);
  g += 3;
  push(g + (h0 === 0 ? 2 : 0) + (h0 >= 0 && h0 === st.tokenCount - 1 ? 1 : 0));
  g += 4;
  push(g + Math.min(st.buffer.length, 3) * 6 + Math.min(st.stack.length - 1, 5));
  g += 24;
  const hist = st.history;
  const last = hist.length > 0 ? hist[hist.length - 1]! : 10;
  const last2 = hist.length > 1 ? hist[hist.length - 2]! : 10;
  push(g + last);
  g += 11;
  push(g + last * 11 + last2);
  return n;
}
