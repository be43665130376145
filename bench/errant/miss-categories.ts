/**
 * Why gold edits are missed: categorises every annotator gold edit of CoNLL-2014 that span recovery
 * (recovery.ts) does not reproduce exactly, in this order (first match wins):
 *
 *   touching       the gold edit touches another gold edit of the same annotator (one ends where the next starts);
 *                  `touching, region extracted` when the extractor gives the joined region exactly (only the
 *                  boundary between the touching edits differs), else `touching, region differs`
 *   non-minimal    the gold edit keeps an unchanged word inside it (`be easily changed → easily change`): ERRANT
 *                  aligns that word as a match, and a match always ends an edit
 *   casing/tokens  the gold edit changes only case, or only where whitespace falls (`can not → cannot` kept apart)
 *   merge          the alignment has the gold span, but the rules merged or split it differently (another merge
 *                  strategy reproduces it)
 *   (tag-sensitive) added to a merge or touching category when giving ONE token near the edit another POS tag
 *                  that wink assigns to the same word elsewhere in the corpus makes the rules give the gold span
 *                  (the candidates for tagging errors; inspect them with --list)
 *   alignment      no merge strategy reproduces it: the alignment itself puts the boundary elsewhere;
 *                  `alignment, cost-sensitive` when plain Levenshtein alignment (no POS/lemma costs) would
 *                  give it under some merge strategy
 *
 *   node --import tsx bench/errant/miss-categories.ts [annotator] [--list] [--any-tag]
 *
 * Prints a TSV table (category, count, share of gold edits) and, with --list, every miss with its category.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, correctionAlternatives, editsOf, parseM2, type M2Edit } from '../../src/formats/m2.js';
import { alignTokens, annotateTokens, mergeAlignment, MERGE_STRATEGIES, type Alignment, type AnnotatedToken } from '../../src/text/errant/index.js';
import { benchArgs } from '../lib/args.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.env.GECVAL_SHARED ?? resolve(root, '..', 'shared');
const gold = parseM2(readFileSync(resolve(shared, 'data/conll14/official-2014.combined.m2'), 'utf8'));
const opts = benchArgs({
  usage: 'node --import tsx bench/errant/miss-categories.ts [options]',
  summary: 'Why gold edits are missed: every CoNLL-2014 annotator gold edit that span recovery misses, by category.',
  positionals: '[ANNOTATOR=0]',
  options: {
    list: { type: 'boolean', description: 'list the misses' },
    'any-tag': { type: 'boolean', description: "try every POS tag, not only the word's tags seen elsewhere (an upper bound on what tagging can move)" },
  },
});
const annotator = Number(opts.positionals.find((a) => /^\d+$/u.test(a)) ?? 0);
const listMisses = opts.list;
const anyTag = opts['any-tag'];
const ALL_TAGS = ['NOUN', 'PROPN', 'VERB', 'AUX', 'ADJ', 'ADV', 'ADP', 'DET', 'PRON', 'PART', 'CCONJ', 'SCONJ', 'NUM', 'PUNCT'];

const correctionOf = (e: M2Edit) => (correctionAlternatives(e)[0] ?? '').split(/\s+/u).filter(Boolean);
const spanKey = (s: number, e: number, c: readonly string[]) => `${s} ${e} ${c.join(' ')}`;

/** Joins touching spans into regions and returns the region key containing `start..end`, if any. */
function regionKeyOf(spans: readonly { start: number; end: number; correction: readonly string[] }[], start: number, end: number): string | undefined {
  const sorted = spans.slice().sort((a, b) => a.start - b.start || a.end - b.end);
  const regions: { start: number; end: number; words: string[] }[] = [];
  for (const span of sorted) {
    const last = regions[regions.length - 1];
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      last.words.push(...span.correction);
    } else regions.push({ start: span.start, end: span.end, words: [...span.correction] });
  }
  const region = regions.find((r) => r.start <= start && end <= r.end && (r.start < end || r.start === start));
  return region && spanKey(region.start, region.end, region.words);
}

function spanKeys(alignment: Alignment, strategy: (typeof MERGE_STRATEGIES)[number]): Set<string> {
  return new Set(mergeAlignment(alignment, strategy).map((s) => spanKey(s.oStart, s.oEnd, alignment.cor.slice(s.cStart, s.cEnd).map((t) => t.text))));
}

/** Does changing one token's POS (within the gold edit's neighbourhood) make the rules reproduce `key`? */
function oneTagAway(alignment: Alignment, key: string, oFrom: number, oTo: number): string | undefined {
  const ops = alignment.ops.filter((op) => op.oEnd >= oFrom - 1 && op.oStart <= oTo + 1);
  const cFrom = Math.min(...ops.map((o) => o.cStart));
  const cTo = Math.max(...ops.map((o) => o.cEnd));
  const sides: ['orig' | 'cor', number, number][] = [['orig', Math.max(0, oFrom - 1), Math.min(alignment.orig.length, oTo + 1)], ['cor', cFrom, cTo]];
  for (const [side, from, to] of sides) {
    for (let i = from; i < to; i++) {
      const token = alignment[side][i]!;
      for (const pos of anyTag ? ALL_TAGS : (tagsSeen.get(token.lower) ?? [])) {
        if (pos === token.pos) continue;
        const changed: AnnotatedToken[] = alignment[side].slice();
        changed[i] = { ...token, pos };
        const variant: Alignment = { ...alignment, [side]: changed };
        if (spanKeys(variant, 'rules').has(key)) return `${side}[${i}] ${token.text}: ${token.pos} → ${pos}`;
      }
    }
  }
  return undefined;
}

// The tags wink gives each word form anywhere in the corpus (sources and both annotators' corrections): a
// word's plausible alternative tags, so that "tag-sensitive" means "another reading of this word would change
// the merge", not "some arbitrary tag would".
const tagsSeen = new Map<string, Set<string>>();
for (const sentence of gold) {
  for (const tokens of [sentence.tokens, ...[0, 1].map((a) => applyEdits(sentence.tokens, editsOf(sentence, a)))]) {
    for (const token of annotateTokens(tokens)) {
      const seen = tagsSeen.get(token.lower) ?? new Set<string>();
      seen.add(token.pos);
      tagsSeen.set(token.lower, seen);
    }
  }
}

const counts = new Map<string, number>();
const listed: string[] = [];
let total = 0;
let exact = 0;
gold.forEach((sentence, index) => {
  const edits = editsOf(sentence, annotator);
  const corrected = applyEdits(sentence.tokens, edits);
  const orig = annotateTokens(sentence.tokens);
  const cor = annotateTokens(corrected);
  const alignment: Alignment = { orig, cor, ops: alignTokens(orig, cor) };
  const byStrategy = new Map(MERGE_STRATEGIES.map((s) => [s, spanKeys(alignment, s)]));
  for (const edit of edits) {
    total++;
    const correction = correctionOf(edit);
    const key = spanKey(edit.start, edit.end, correction);
    if (byStrategy.get('rules')!.has(key)) {
      exact++;
      continue;
    }
    const original = sentence.tokens.slice(edit.start, edit.end);
    const touches = edits.some((other) => other !== edit && (other.start === edit.end || other.end === edit.start || (other.start === edit.start && other.end === edit.end)));
    let category: string;
    let note = '';
    if (touches) {
      const goldRegion = regionKeyOf(edits.map((e) => ({ start: e.start, end: e.end, correction: correctionOf(e) })), edit.start, edit.end);
      const found = mergeAlignment(alignment, 'rules').map((s) => ({ start: s.oStart, end: s.oEnd, correction: alignment.cor.slice(s.cStart, s.cEnd).map((t) => t.text) }));
      if (goldRegion !== undefined && goldRegion === regionKeyOf(found, edit.start, edit.end)) {
        const [, regionStart, regionEnd] = /^(\d+) (\d+)/u.exec(goldRegion)!.map(Number);
        const merged = found.some((f) => f.start === regionStart && f.end === regionEnd);
        category = merged ? 'touching, merged into one edit' : 'touching, region split elsewhere';
      } else category = 'touching, region differs';
      note = oneTagAway(alignment, key, edit.start, edit.end) ?? '';
      if (note !== '') category += ' (tag-sensitive)';
    }
    else if (original.some((word) => correction.includes(word))) category = 'non-minimal';
    else if (original.join(' ').toLowerCase() === correction.join(' ').toLowerCase() || original.join('') === correction.join('')) category = 'casing/tokens';
    else if ([...byStrategy.values()].some((keys) => keys.has(key))) {
      const why = oneTagAway(alignment, key, edit.start, edit.end);
      category = why ? 'merge, tag-sensitive' : 'merge, tag-independent';
      note = why ?? '';
    } else {
      const lev: Alignment = { orig, cor, ops: alignTokens(orig, cor, { levenshtein: true }) };
      category = MERGE_STRATEGIES.some((s) => spanKeys(lev, s).has(key)) ? 'alignment, cost-sensitive' : 'alignment, other';
    }
    counts.set(category, (counts.get(category) ?? 0) + 1);
    listed.push(`${category}\t${index}\t[${original.join(' ')}] → [${correction.join(' ')}]\t${sentence.tokens.slice(Math.max(0, edit.start - 3), edit.end + 3).join(' ')}\t${note}`);
  }
});

console.log(`annotator ${annotator}: ${total} gold edits, ${exact} recovered exactly (${((100 * exact) / total).toFixed(2)}%)`);
console.log('category\tmisses\tshare of gold edits');
for (const [category, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`${category}\t${n}\t${((100 * n) / total).toFixed(2)}%`);
if (listMisses) for (const line of listed.slice().sort()) console.log(line);
