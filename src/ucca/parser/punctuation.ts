/**
 * Punctuation for the parser (docs/parser.md, "Punctuation"): which raw tokens are punctuation, and where punctuation
 * nodes go after parsing. Punctuation never enters the transition system; it is attached afterwards by the
 * same anchor rule the evaluator applies when it normalises, so its placement cannot change a score.
 */
import { TERMINAL, type UccaGraph } from '../graph.js';

const PUNCT_OR_SYMBOL = /^[\p{P}\p{S}\uFEFF]+$/u;
const CURRENCY = /\p{Sc}/u;

/**
 * Raw-token rule: every character is Unicode punctuation (P*) or a symbol (S*) other than a currency sign, and
 * the token is not `&` or `%`. Byte-order marks count as punctuation. (Agrees with the gold EWT+20K split on
 * 67,870 of 67,874 tokens.)
 */
export function isPunctuationToken(token: string): boolean {
  if (token.length === 0 || token === '&' || token === '%') return false;
  return PUNCT_OR_SYMBOL.test(token) && !CURRENCY.test(token);
}

/** Attaches every punctuation terminal of `graph` that has no parent yet, left to right, by the anchor rule. */
export function attachPunctuation(graph: UccaGraph): void {
  for (const terminal of graph.terminals) {
    if (!terminal.punct || graph.incoming(terminal.id).length > 0) continue;
    const anchor = punctuationAnchor(graph, terminal.index);
    graph.addPunctuation(anchor, terminal.id);
  }
}

/**
 * The unit a punctuation token at 1-based `position` hangs under: candidates are the nearest non-punctuation
 * tokens on each side; walk up from the first, level by level (all parents, primary and remote), and take the
 * first unit that dominates every other candidate — and, with a single candidate, has no terminal child of its
 * own. Nothing found: the root.
 */
export function punctuationAnchor(graph: UccaGraph, position: number): string {
  const root = graph.root().id;
  const terminals = graph.terminals;
  let left: string | undefined;
  let right: string | undefined;
  for (let i = position - 2; i >= 0; i--) if (!terminals[i]!.punct) { left = terminals[i]!.id; break; }
  for (let i = position; i < terminals.length; i++) if (!terminals[i]!.punct) { right = terminals[i]!.id; break; }
  const candidates = [left, right].filter((c): c is string => c !== undefined);
  if (candidates.length === 0) return root;
  const others = candidates.slice(1);
  let level = [candidates[0]!];
  const visited = new Set<string>(level);
  for (let depth = 0; depth < 64 && level.length > 0; depth++) {
    for (const id of level) {
      const node = graph.node(id);
      if (!node || node.type !== 'unit') continue;
      if (!others.every((o) => dominates(graph, id, o))) continue;
      if (candidates.length === 1 && graph.outgoing(id).some((e) => e.categories[0] === TERMINAL || graph.isTerminal(e.to))) continue;
      return id;
    }
    const next: string[] = [];
    for (const id of level) {
      for (const e of graph.incoming(id)) {
        if (visited.has(e.from)) continue;
        visited.add(e.from);
        next.push(e.from);
      }
    }
    level = next;
  }
  return root;
}

function dominates(graph: UccaGraph, ancestor: string, target: string): boolean {
  const seen = new Set<string>();
  const stack = [ancestor];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === target) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const e of graph.outgoing(id)) stack.push(e.to);
  }
  return false;
}
