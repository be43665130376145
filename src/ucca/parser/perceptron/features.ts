/**
 * The perceptron's feature templates (docs/parser.md, "The perceptron (v1)"). Every feature is a 32-bit hash of a template number and a few
 * integer values (token attributes are hashed once per sentence, labels once per label), so extraction allocates
 * nothing per transition and the model stores no string dictionary.
 */
import { hash1, hash2, hash3, hashString } from '../hash.js';
import { shapeOf, type TokenAttributes } from '../tagger.js';
import { headToken } from '../transition/head-token.js';
import { KIND_ROOT, KIND_TOKEN, type ParserState } from '../transition/state.js';

/** Bumped whenever templates change: a model records it and refuses other extractors. */
export const FEATURE_SET = 'v1.1';
export const MAX_FEATURES = 96;

const NONE = 0x5bd1e995;

/** Per-sentence token hashes (one entry per parser token, i.e. per non-punctuation word). */
export class SentenceContext {
  readonly form: Int32Array;
  readonly lemma: Int32Array;
  readonly upos: Int32Array;
  readonly suffix: Int32Array;
  readonly shape: Int32Array;
  readonly entity: Int32Array;
  readonly position: Int32Array;
  /** Over all words: punctuation words before each position, and the hash of each punctuation word. */
  readonly punctBefore: Int32Array;
  readonly punctHash: Int32Array;
  readonly wordCount: number;

  constructor(words: readonly string[], punct: readonly boolean[], tokenTerminal: readonly number[], attrs: readonly TokenAttributes[]) {
    const n = tokenTerminal.length;
    this.form = new Int32Array(n);
    this.lemma = new Int32Array(n);
    this.upos = new Int32Array(n);
    this.suffix = new Int32Array(n);
    this.shape = new Int32Array(n);
    this.entity = new Int32Array(n);
    this.position = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const w = tokenTerminal[i]!;
      const word = words[w]!;
      const lower = word.toLowerCase();
      const a = attrs[w]!;
      this.form[i] = hashString(lower);
      this.lemma[i] = hashString(a.lemma);
      this.upos[i] = hashString(a.upos);
      this.suffix[i] = hashString(lower.slice(-3));
      this.shape[i] = hashString(shapeOf(word));
      this.entity[i] = hashString(a.entity);
      this.position[i] = w;
    }
    this.wordCount = words.length;
    this.punctBefore = new Int32Array(words.length + 1);
    this.punctHash = new Int32Array(words.length);
    for (let w = 0; w < words.length; w++) {
      this.punctBefore[w + 1] = this.punctBefore[w]! + (punct[w] ? 1 : 0);
      this.punctHash[w] = punct[w] ? hashString(words[w]!) : 0;
    }
  }
}

const labelHashes = new Map<string, number>();
function labelHash(label: string): number {
  let h = labelHashes.get(label);
  if (h === undefined) {
    h = hashString(label === '' ? '<none>' : label);
    labelHashes.set(label, h);
  }
  return h;
}

/** Node view pieces computed once per element per state. */
interface View {
  node: number;
  kind: number;
  head: number;
  label: number;
  form: number;
  lemma: number;
  upos: number;
  uposKind: number;
}

export class FeatureExtractor {
  private readonly seed: number;
  readonly out = new Uint32Array(MAX_FEATURES);
  private count = 0;
  private readonly views: View[] = Array.from({ length: 8 }, () => ({ node: -1, kind: 0, head: -1, label: 0, form: 0, lemma: 0, upos: 0, uposKind: 0 }));

  constructor(seed: number) {
    this.seed = seed;
  }

  private f1(t: number, a: number): void {
    this.out[this.count++] = hash1(this.seed, t, a);
  }
  private f2(t: number, a: number, b: number): void {
    this.out[this.count++] = hash2(this.seed, t, a, b);
  }
  private f3(t: number, a: number, b: number, c: number): void {
    this.out[this.count++] = hash3(this.seed, t, a, b, c);
  }

  private view(slot: number, st: ParserState, ctx: SentenceContext, node: number): View {
    const v = this.views[slot]!;
    v.node = node;
    if (node < 0) {
      v.kind = 9; v.head = -1; v.label = NONE; v.form = NONE; v.lemma = NONE; v.upos = NONE; v.uposKind = NONE;
      return v;
    }
    const kind = st.kind[node]!;
    let preterminal = false;
    if (kind !== KIND_TOKEN && kind !== KIND_ROOT) {
      const kids = st.children[node]!;
      preterminal = kids.length > 0;
      for (let k = 0; k < kids.length && preterminal; k++) preterminal = st.kind[kids[k]!] === KIND_TOKEN;
    }
    v.kind = kind === KIND_TOKEN ? 0 : kind === KIND_ROOT ? 1 : preterminal ? 2 : 3;
    v.head = kind === KIND_ROOT ? -1 : headToken(st, node);
    v.label = labelHash(st.parentLabel[node]!);
    v.form = v.head >= 0 ? ctx.form[v.head]! : 17;
    v.lemma = v.head >= 0 ? ctx.lemma[v.head]! : 17;
    v.upos = v.head >= 0 ? ctx.upos[v.head]! : 17;
    v.uposKind = v.upos * 31 + v.kind;
    return v;
  }

  /** Fills `out` with the feature hashes of the state; returns how many. */
  extract(st: ParserState, ctx: SentenceContext): number {
    this.count = 0;
    const s0 = this.view(0, st, ctx, st.s(0));
    const s1 = this.view(1, st, ctx, st.s(1));
    const s2 = this.view(2, st, ctx, st.s(2));
    const s3 = this.view(3, st, ctx, st.s(3));
    const b0 = this.view(4, st, ctx, st.b(0));
    const b1 = this.view(5, st, ctx, st.b(1));
    const b2 = this.view(6, st, ctx, st.b(2));
    this.f1(0, 0); // bias
    let t = 1;
    for (const v of [s0, s1]) {
      this.f1(t++, v.form);
      this.f1(t++, v.lemma);
      this.f1(t++, v.uposKind);
      this.f1(t++, v.label);
      this.f2(t++, v.upos, v.label);
      this.f2(t++, v.form, v.label);
      this.f1(t++, v.head >= 0 ? ctx.suffix[v.head]! : NONE);
      this.f1(t++, v.head >= 0 ? ctx.shape[v.head]! : NONE);
      this.structure(t, st, v);
      t += 6;
      this.f2(t++, v.head >= 0 ? ctx.entity[v.head]! : NONE, v.kind);
    }
    for (const v of [s2, s3, b0, b1, b2]) {
      this.f1(t++, v.form);
      this.f1(t++, v.uposKind);
      this.f1(t++, v.label);
    }
    this.f1(t++, b0.lemma);
    this.f1(t++, b0.head >= 0 ? ctx.entity[b0.head]! : NONE);
    // pairs and triples
    this.f2(t++, s0.uposKind, s1.uposKind);
    this.f2(t++, s0.label, s1.label);
    this.f2(t++, s0.form, s1.form);
    this.f2(t++, s0.form, s1.uposKind);
    this.f2(t++, s0.uposKind, s1.form);
    this.f3(t++, s0.uposKind, s1.uposKind, s0.label ^ (s1.label * 7));
    this.f2(t++, s0.uposKind, b0.uposKind);
    this.f2(t++, s0.form, b0.form);
    this.f2(t++, s0.label, b0.upos);
    this.f2(t++, s1.label, b0.upos);
    this.f3(t++, s0.uposKind, s1.uposKind, b0.uposKind);
    this.f3(t++, s0.label, s1.label, s2.label);
    this.f3(t++, s1.uposKind, s2.uposKind, s0.uposKind);
    this.f2(t++, s0.lemma, s1.lemma);
    // geometry
    const h0 = s0.head;
    const h1 = s1.head;
    let distance = 99;
    let between = 0;
    let single = 0;
    if (h0 >= 0 && h1 >= 0) {
      const p0 = ctx.position[h0]!;
      const p1 = ctx.position[h1]!;
      distance = Math.max(-3, Math.min(6, h0 - h1));
      const lo = Math.min(p0, p1);
      const hi = Math.max(p0, p1);
      between = ctx.punctBefore[hi]! - ctx.punctBefore[lo + 1]!;
      if (between === 1) for (let w = lo + 1; w < hi; w++) if (ctx.punctHash[w]) single = ctx.punctHash[w]!;
    }
    const keyOrder = s0.node >= 0 && s1.node >= 0 ? (st.keyPos[s1.node]! < st.keyPos[s0.node]! ? 1 : st.keyPos[s1.node] === st.keyPos[s0.node] ? 2 : 3) : 0;
    this.f2(t++, distance, keyOrder);
    this.f3(t++, distance, s0.kind, s1.kind);
    this.f2(t++, Math.min(between, 2), single);
    this.f3(t++, Math.min(between, 2), s0.uposKind, s1.uposKind);
    const initial = h0 === 0 ? 1 : 0;
    const final = h0 >= 0 && h0 === st.tokenCount - 1 ? 1 : 0;
    this.f2(t++, initial * 2 + final, s0.kind);
    this.f2(t++, Math.min(st.buffer.length, 3), Math.min(st.stack.length, 6));
    // history
    const hist = st.history;
    const last = hist.length > 0 ? hist[hist.length - 1]! : 11;
    const last2 = hist.length > 1 ? hist[hist.length - 2]! : 11;
    this.f1(t++, last);
    this.f2(t++, last, last2);
    this.f2(t++, last, s0.uposKind);
    return this.count;
  }

  /** Structural features of a stack element: child count, outer child labels, label set, remote counts, scene-ness. */
  private structure(t: number, st: ParserState, v: View): void {
    const node = v.node;
    if (node < 0 || v.kind === 0) {
      for (let i = 0; i < 6; i++) this.f1(t + i, NONE + v.kind);
      return;
    }
    const kids = st.children[node]!;
    let leftLabel = NONE;
    let rightLabel = NONE;
    let set = 0;
    let scene = 0;
    for (const k of kids) {
      if (st.kind[k] === KIND_TOKEN) continue;
      const lab = st.parentLabel[k]!;
      const h = labelHash(lab);
      if (leftLabel === NONE) leftLabel = h;
      rightLabel = h;
      set |= 1 << (h & 31);
      const c = lab.charAt(0);
      if (c === 'P' || c === 'S') scene = 1;
    }
    this.f2(t, Math.min(kids.length, 5), v.kind);
    this.f1(t + 1, leftLabel);
    this.f1(t + 2, rightLabel);
    this.f1(t + 3, set);
    this.f2(t + 4, Math.min(st.remoteChildren[node]!.length, 2), Math.min(st.remoteParents[node]!.length, 2));
    this.f3(t + 5, scene, v.label, v.kind);
  }
}
