/**
 * Chains through a corrections lattice (docs/maege.md#maege-chains): a chain is an ordering of one annotation's edits, and its
 * nodes are the prefixes of that ordering applied to the original. Each chain then gets a source: a random node
 * (default) or the original (`origin`), or the full correction (`reference`).
 */
import type { SeededRandom } from '../../core/random.js';
import { applyEditSubset, type ApplyOptions } from './apply.js';
import type { LatticeEdit, LatticeSentence } from './lattice.js';

export type ChainSampling = 'distinct' | 'compat';
export type SourceChoice = 'random' | 'origin' | 'reference';

export interface Chain {
  readonly id: number;
  readonly sentence: number;
  readonly annotator: number;
  /** Edit indices within the annotation, in application order. */
  readonly order: readonly number[];
  /** The edits in application order (node k applied the first k). */
  readonly edits: readonly LatticeEdit[];
  /** Node texts; node 0 is the (whitespace-normalised) original. */
  readonly nodes: readonly string[];
}

export interface ChainOptions extends ApplyOptions {
  /** Orderings per (sentence, annotation); default 1. */
  readonly chains?: number;
  /** `distinct`: orderings without replacement (paper); `compat`: the code's sampling. */
  readonly sampling?: ChainSampling;
}

function editKey(edit: LatticeEdit): string {
  return `${edit.start}\u0001${edit.end}\u0001${edit.correction}\u0001${edit.type}`;
}

/** n!/∏ m_i! — the number of distinct orderings of edits with identical edits counted once (capped at 1e15). */
export function distinctOrderings(edits: readonly LatticeEdit[]): number {
  const multiplicities = new Map<string, number>();
  for (const edit of edits) multiplicities.set(editKey(edit), (multiplicities.get(editKey(edit)) ?? 0) + 1);
  let count = 1;
  let placed = 0;
  for (const m of multiplicities.values()) {
    for (let i = 1; i <= m; i++) {
      placed++;
      count = (count * placed) / i; // binomial build-up keeps the running value an integer
      if (count > 1e15) return 1e15;
    }
  }
  return Math.round(count);
}

function allOrderings(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  const walk = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) out.push(prefix);
    rest.forEach((x, i) => walk([...prefix, x], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  walk([], [...Array(n).keys()]);
  return out;
}

function sampleOrderings(edits: readonly LatticeEdit[], wanted: number, sampling: ChainSampling, random: SeededRandom): number[][] {
  const n = edits.length;
  const indices = [...Array(n).keys()];
  if (wanted === 1) return [random.shuffle(indices)];
  const available = distinctOrderings(edits);
  const enumerate = sampling === 'distinct' ? available <= wanted : available < wanted;
  if (enumerate) {
    const seen = new Set<string>();
    return allOrderings(n).filter((order) => {
      const key = order.map((i) => editKey(edits[i]!)).join('\u0002');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (sampling === 'compat') return Array.from({ length: wanted }, () => random.shuffle(indices));
  const seen = new Set<string>();
  const out: number[][] = [];
  while (out.length < wanted) {
    const order = random.shuffle(indices);
    const key = order.map((i) => editKey(edits[i]!)).join('\u0002');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(order);
  }
  return out;
}

/** Node texts for an ordering: prefixes of length 0..n applied to the original. */
export function chainNodes(sentence: Pick<LatticeSentence, 'tokens'>, ordered: readonly LatticeEdit[], options: ApplyOptions = {}): string[] {
  return Array.from({ length: ordered.length + 1 }, (_, k) => applyEditSubset(sentence.tokens, ordered.slice(0, k), options));
}

/** Chains for every annotation of every given sentence, in file order (one random stream for all orderings). */
export function buildChains(sentences: readonly LatticeSentence[], random: SeededRandom, options: ChainOptions = {}): Chain[] {
  const wanted = options.chains ?? 1;
  const sampling = options.sampling ?? 'distinct';
  const chains: Chain[] = [];
  for (const sentence of sentences) {
    for (const annotation of sentence.annotations) {
      for (const order of sampleOrderings(annotation.edits, wanted, sampling, random)) {
        const edits = order.map((i) => annotation.edits[i]!);
        chains.push({ id: chains.length, sentence: sentence.index, annotator: annotation.annotator, order, edits, nodes: chainNodes(sentence, edits, options) });
      }
    }
  }
  return chains;
}

/** The source node index of each chain. */
export function chooseSources(chains: readonly Chain[], choice: SourceChoice, random: SeededRandom): number[] {
  return chains.map((chain) => {
    if (choice === 'origin') return 0;
    if (choice === 'reference') return chain.nodes.length - 1;
    return random.integer(0, chain.nodes.length - 1);
  });
}
