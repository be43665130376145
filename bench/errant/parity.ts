/**
 * Extraction parity with ERRANT's own output: the M2 files that ERRANT v2.3.3 wrote for CoNLL-2014 team outputs
 * (`data/errant/conll14-X.errant`) and for the human edits of the test set (`data/errant/conll14.errant`, NUCLE's
 * spans typed by ERRANT).
 *
 *   node --import tsx bench/errant/parity.ts [--confusions N] [--rules-only]
 *
 * Team outputs: gecval re-extracts each output from `conll14/source.txt` + `conll14/systems/X.txt` and compares
 * with ERRANT's edits: span-and-correction agreement, and type agreement on the edits both found. Gold: gecval
 * types ERRANT's gold spans (annotator by annotator, in the sentence the annotator's edits produce) and the types
 * are compared. The library part is used by test/text/errant/parity.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { annotatorsOf, applyEdits, correctionTokens, editsOf, isNoop, parseM2, type M2Edit, type M2Sentence } from '../../src/formats/m2.js';
import { AnnotationCache, extractM2Sentence, typeEdit } from '../../src/text/errant/index.js';
import type { AnnotatedToken } from '../../src/text/errant/types.js';
import { benchArgs } from '../lib/args.js';

export const PARITY_TEAMS = ['AMU', 'CAMB', 'CUUI', 'IITB', 'INPUT', 'IPN', 'NTHU'] as const;

export interface ParityCounts {
  /** ERRANT's edits (noop lines excluded). */
  errantEdits: number;
  /** gecval's edits (noop lines excluded). */
  gecvalEdits: number;
  /** Edits with the same start, end and correction on both sides. */
  matched: number;
  /** Matched edits that also have the same type. */
  sameType: number;
  /** `errantType → gecvalType` → count, over matched edits with different types. */
  confusions: Map<string, number>;
  /**
   * Sentences skipped because ERRANT's edits applied to the source do not give the team output in
   * conll14/systems (ERRANT was run on another version of that output: e.g. NTHU's lines are shifted).
   */
  skippedSentences: number;
}

function emptyCounts(): ParityCounts {
  return { errantEdits: 0, gecvalEdits: 0, matched: 0, sameType: 0, confusions: new Map(), skippedSentences: 0 };
}

export function addCounts(into: ParityCounts, from: ParityCounts): ParityCounts {
  into.errantEdits += from.errantEdits;
  into.gecvalEdits += from.gecvalEdits;
  into.matched += from.matched;
  into.sameType += from.sameType;
  into.skippedSentences += from.skippedSentences;
  for (const [k, v] of from.confusions) into.confusions.set(k, (into.confusions.get(k) ?? 0) + v);
  return into;
}

function root(): string {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  return process.env.GECVAL_SHARED ?? resolve(repo, '..', 'shared');
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').replace(/\n$/u, '').split('\n');
}

export function readErrantFile(name: string): M2Sentence[] {
  return parseM2(readFileSync(resolve(root(), 'data/errant', name), 'utf8'), name);
}

const key = (start: number, end: number, correction: string) => `${start} ${end} ${correction}`;

/** gecval's extraction of one team output against ERRANT's M2 of the same output. */
export function teamParity(team: string, cache = new AnnotationCache(), onSentence?: (i: number, errant: M2Sentence, gecval: M2Sentence) => void, learnedTypes = true): ParityCounts {
  const errant = readErrantFile(`conll14-${team}.errant`);
  const sources = readLines(resolve(root(), 'data/conll14/source.txt'));
  const outputs = team === 'INPUT' ? sources : readLines(resolve(root(), `data/conll14/systems/${team}.txt`));
  if (errant.length !== sources.length || outputs.length !== sources.length) throw new Error(`${team}: line counts differ`);
  const counts = emptyCounts();
  errant.forEach((sentence, i) => {
    const output = outputs[i]!.split(/\s+/u).filter((t) => t !== '').join(' ');
    if (applyEdits(sentence.tokens, editsOf(sentence, 0)).join(' ') !== output) {
      counts.skippedSentences++;
      return;
    }
    const ours = extractM2Sentence(sources[i]!, [outputs[i]!], { cache, learnedTypes });
    onSentence?.(i, sentence, ours);
    const theirs = new Map<string, string>();
    for (const e of sentence.edits) if (!isNoop(e)) theirs.set(key(e.start, e.end, e.correction), e.type);
    counts.errantEdits += theirs.size;
    for (const e of ours.edits) {
      if (isNoop(e)) continue;
      counts.gecvalEdits++;
      const type = theirs.get(key(e.start, e.end, e.correction));
      if (type === undefined) continue;
      counts.matched++;
      if (type === e.type) counts.sameType++;
      else counts.confusions.set(`${type} → ${e.type}`, (counts.confusions.get(`${type} → ${e.type}`) ?? 0) + 1);
    }
  });
  return counts;
}

/** One of ERRANT's own edits typed by gecval on ERRANT's span, with both annotated sides around it. */
export interface TypedErrantSpan {
  edit: M2Edit;
  orig: AnnotatedToken[];
  cor: AnnotatedToken[];
  /** Where the edit's correction starts in `cor`, and its length. */
  cStart: number;
  cLength: number;
  type: string;
}

/**
 * gecval's type for every edit of every annotator of an ERRANT-written sentence, classified on ERRANT's own span
 * (the annotator's edits applied in order give the corrected side). `skipNoop` leaves out `noop` edits.
 */
export function* typedErrantSpans(sentence: M2Sentence, cache: AnnotationCache, opts: { skipNoop?: boolean; learnedTypes?: boolean } = {}): Generator<TypedErrantSpan> {
  const orig = cache.annotate(sentence.tokens);
  for (const annotator of annotatorsOf(sentence)) {
    const edits = editsOf(sentence, annotator).filter((e) => !opts.skipNoop || !isNoop(e)).sort((a, b) => a.start - b.start || a.end - b.end);
    if (edits.length === 0) continue;
    const cor = cache.annotate(applyEdits(sentence.tokens, edits));
    let offset = 0;
    for (const edit of edits) {
      const cLength = correctionTokens(edit).length;
      const cStart = edit.start + offset;
      offset += cLength - (edit.end - edit.start);
      const type = typeEdit({ orig, cor, oStart: edit.start, oEnd: edit.end, cStart, cEnd: cStart + cLength }, opts.learnedTypes ?? true);
      yield { edit, orig, cor, cStart, cLength, type };
    }
  }
}

/** gecval's types for ERRANT's gold spans (every annotator of `conll14.errant`). */
export function goldTypeParity(cache = new AnnotationCache(), learnedTypes = true): ParityCounts {
  const gold = readErrantFile('conll14.errant');
  const counts = emptyCounts();
  for (const sentence of gold) {
    for (const { edit, type } of typedErrantSpans(sentence, cache, { learnedTypes })) {
      counts.errantEdits++;
      counts.gecvalEdits++;
      counts.matched++;
      if (type === edit.type) counts.sameType++;
      else counts.confusions.set(`${edit.type} → ${type}`, (counts.confusions.get(`${edit.type} → ${type}`) ?? 0) + 1);
    }
  }
  return counts;
}

const pct = (a: number, b: number) => `${a} / ${b} = ${((100 * a) / b).toFixed(2)}%`;

export function formatParity(label: string, c: ParityCounts): string {
  return `${label.padEnd(8)} span+correction ${pct(c.matched, c.errantEdits)} of ERRANT's (${pct(c.matched, c.gecvalEdits)} of gecval's); type ${pct(c.sameType, c.matched)}${c.skippedSentences ? `; ${c.skippedSentences} sentences skipped (ERRANT's input differs)` : ''}`;
}

if (process.argv[1] !== undefined && import.meta.url === `file://${resolve(process.argv[1])}`) {
  const opts = benchArgs({
    usage: 'node --import tsx bench/errant/parity.ts [options]',
    summary: "Extraction parity with ERRANT's own M2 output for the CoNLL-2014 teams.",
    options: {
      confusions: { type: 'number', default: 30, description: 'top confusions listed' },
      'rules-only': { type: 'boolean', description: "ERRANT's rules alone, without the learned disambiguator" },
    },
  });
  const n = opts.confusions || 30;
  const learned = !opts['rules-only'];
  const cache = new AnnotationCache();
  const total = emptyCounts();
  for (const team of PARITY_TEAMS) {
    const c = teamParity(team, cache, undefined, learned);
    console.log(formatParity(team, c));
    addCounts(total, c);
  }
  console.log(formatParity('teams', total));
  const gold = goldTypeParity(cache, learned);
  console.log(formatParity('gold', gold));
  for (const [label, c] of [['teams', total], ['gold', gold]] as const) {
    console.log(`\ntop confusions (${label}; ERRANT type → gecval type):`);
    for (const [k, v] of [...c.confusions].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`  ${String(v).padStart(5)}  ${k}`);
  }
}
