/**
 * Feature revision 4 (session 17, issue #37 part 2): the polarity, modality and amount a sentence states, read so that
 * a valid correction that says the same thing in other words trips no meaning flag, while a real flip still does.
 *
 * - Negation is a clause's polarity, not a count of negation words: an n-word after a negation in the same clause is
 *   negative concord (`do not do nothing` = `do not do anything`, `can not be no bother` = `can not be any bother`),
 *   fixed phrases whose `no`/`not` negates nothing are not negations (`no matter whether`, `not only … but also`),
 *   a learner's misspelled negated auxiliary is one (`doens't`, `donnot`, `wasent`, `cannto`, `need't`), a word
 *   negated by its prefix matches the word negated on the other side through its stem or the modal it stands for
 *   (`ca n't expect` ↔ `unexpected`, `ca n't find` ↔ `unable to find`), and a negation removed by one edit and put
 *   back by another in the same clause is a negation moved (`Not that X is` → `X is not`).
 * - Modality: `could` says ability or possibility (`could` ↔ `might`/`may` changes no modality).
 * - Amounts: a range written with a hyphen states both numbers (`three-four` = `three to four`), `more`/`less` after
 *   a number or `much` before a comparative quantity word state no amount of their own (`5 more people` = `five
 *   other people`, `much less` = `fewer`), and `a lot`/`alot` is `many`.
 * Revision 5 (session 18): `and`/`or`/`nor`/`but` before a subject pronoun also opens a clause (clauseIndex), so an
 * n-word subject after it is that clause's own negation, not concord with a negation before it.
 */
import type { AnnotatedToken } from '../../text/errant/index.js';
import { isNegation, modalGroup, quantityOf } from './lexicon.js';

/** Punctuation that ends a clause (it belongs to the clause it ends). */
const CLAUSE_END = new Set([',', ';', ':', '.', '!', '?', '(', ')', '"']);
/** Conjunctions that open a clause (they belong to the clause they open). */
const CLAUSE_OPENER = new Set(['but', 'because', 'although', 'though', 'while', 'whereas', 'unless', 'if', 'when', 'since']);

/** Subjects that make `and`/`or`/`nor` before them coordinate clauses, not words (revision 5): personal and indefinite pronouns. */
const SUBJECTS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they', 'there', 'nobody', 'nothing', 'none', 'everybody', 'everyone', 'everything', 'somebody', 'someone', 'something', 'anybody', 'anyone', 'anything']);

/**
 * Whether the token at `i` is a coordinating conjunction that opens a clause (revision 5): `and`, `or`, `nor` or `but`
 * directly followed by a subject pronoun (`I did not go and nobody did` has two clauses, so `nobody` is the second's
 * own negation, not concord with the first's `not`), or by `no one`.
 */
function coordinatesClauses(tokens: readonly AnnotatedToken[], i: number): boolean {
  const next = tokens[i + 1]?.lower ?? '';
  return ['and', 'or', 'nor', 'but'].includes(tokens[i]!.lower) && (SUBJECTS.has(next) || (next === 'no' && tokens[i + 2]?.lower === 'one'));
}

/**
 * Clause index of every token, for polarity: clauses are split at punctuation and subordinating conjunctions, and
 * with `coordinated` (revision 5) at a coordinating conjunction before a subject pronoun (coordinatesClauses).
 */
export function clauseIndex(tokens: readonly AnnotatedToken[], coordinated = false): number[] {
  let clause = 0;
  let empty = true;
  return tokens.map((t, i) => {
    if ((CLAUSE_OPENER.has(t.lower) || (coordinated && coordinatesClauses(tokens, i))) && !empty) clause++;
    const here = clause;
    empty = CLAUSE_END.has(t.lower);
    if (empty) clause++;
    return here;
  });
}

/** Negation words that agree with a negation before them in the clause rather than adding one (negative concord). */
const N_WORDS = new Set(['no', 'nothing', 'none', 'nobody', 'neither', 'nor', 'nowhere', 'never']);

/** `no matter`, `not only`, `not just`, `not merely`, `not simply`: the negation word negates nothing. */
function fixedPhrase(tokens: readonly AnnotatedToken[], i: number): boolean {
  const [t, next] = [tokens[i]!.lower, tokens[i + 1]?.lower ?? ''];
  return (t === 'no' && next === 'matter') || (t === 'not' && ['only', 'just', 'merely', 'simply'].includes(next));
}

/** Negated auxiliaries glued together, as `GLUED_NEGATION` in lexicon.ts reads them (letters only). */
const GLUED_FORMS = ['do', 'does', 'did', 'ca', 'can', 'could', 'would', 'should', 'wo', 'is', 'are', 'was', 'were', 'has', 'have', 'had', 'must', 'need', 'ai'].flatMap((a) => [`${a}nt`, `${a}not`]);

/** Whether two strings are at most one insertion, deletion, substitution or transposition of neighbours apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * A word the vocabulary does not know, one edit from a glued negated auxiliary (`doens't` → `doesnt`, `donnot` →
 * `donot`, `wasent` → `wasnt`, `cannto` → `cannot`, `need't` → `neednt`): the learner's spelling of that negation,
 * returned as the glued form it spells (undefined for any other word).
 */
export function misspelledNegation(token: AnnotatedToken, known: (word: string) => boolean): string | undefined {
  if (isNegation(token)) return undefined;
  const letters = token.lower.replace(/[^a-z]/g, '');
  if (letters.length < 4) return undefined;
  const form = GLUED_FORMS.find((f) => withinOneEdit(letters, f));
  return form === undefined || known(token.lower) ? undefined : form;
}

/** The tokens with every misspelled negated auxiliary read as the glued form it spells (misspelledNegation). */
export function withNegationsRespelled(tokens: readonly AnnotatedToken[], known: (word: string) => boolean): readonly AnnotatedToken[] {
  let out: AnnotatedToken[] | undefined;
  tokens.forEach((t, i) => {
    const form = misspelledNegation(t, known);
    if (form === undefined) return;
    out ??= tokens.slice();
    out[i] = { ...t, lower: form, lemma: form };
  });
  return out ?? tokens;
}

/** Whether the token at `i` states a negation (revision 4): a negation word outside the fixed phrases. */
export function negatesAt(tokens: readonly AnnotatedToken[], i: number): boolean {
  const t = tokens[i]!;
  return isNegation(t) && !(t.lower === 'not' && tokens[i - 1]?.lower === 'or') && !fixedPhrase(tokens, i);
}

/** Positions of `negated` (sorted or not) that are negative concord: an n-word after another negation of its clause. */
export function concordPositions(tokens: readonly AnnotatedToken[], negated: ReadonlySet<number>, coordinated = false): Set<number> {
  const clause = clauseIndex(tokens, coordinated);
  const out = new Set<number>();
  const seen = new Set<number>();
  [...negated]
    .sort((a, b) => a - b)
    .forEach((i) => {
      if (seen.has(clause[i]!) && N_WORDS.has(tokens[i]!.lower)) out.add(i);
      seen.add(clause[i]!);
    });
  return out;
}

const NEGATING_PREFIX = /^(un|in|im|il|ir|dis|non-?)(\p{L}{4,})$/u;
const ABILITY_NEGATION = /^(ca|can|could)(nt|not)$/;

/**
 * Positions of `tokens` holding a word that negates, by a prefix, what the other side negates with a negation word
 * (revision 4): the word right after the negation, matched as itself, its lemma or its stem (`expect` ↔
 * `unexpected`), or the ability a negated `can` states (`ca n't` ↔ `unable`).
 */
export function affixalNegations4(tokens: readonly AnnotatedToken[], other: readonly AnnotatedToken[], negatedOther: ReadonlySet<number>): Set<number> {
  const words: string[] = [];
  for (const j of negatedOther) {
    const next = other[j + 1];
    if (next !== undefined) words.push(next.lower, next.lemma);
    const letters = other[j]!.lower.replace(/[^a-z]/g, '');
    if (ABILITY_NEGATION.test(letters) || (other[j]!.lower === "n't" && ['ca', 'can', 'could'].includes(other[j - 1]?.lower ?? ''))) words.push('able');
  }
  const out = new Set<number>();
  if (words.length === 0) return out;
  const matches = (stem: string): boolean => words.some((w) => w === stem || (w.length >= 4 && stem.startsWith(w) && stem.length - w.length <= 3));
  tokens.forEach((t, i) => {
    const m = NEGATING_PREFIX.exec(t.lower);
    const lemma = NEGATING_PREFIX.exec(t.lemma);
    if ((m !== null && matches(m[2]!)) || (lemma !== null && matches(lemma[2]!))) out.add(i);
  });
  return out;
}

/**
 * The modalities a modal states (revision 4): `could` ability or possibility. (`shall` stays necessity: learners
 * write it for `should` — TMU-GFM dev `shall not be used` → `should not be used`, rated meaning kept.)
 */
export function modalGroups4(token: AnnotatedToken): readonly string[] {
  if (token.lower === 'could' && token.tag === 'MD') return ['ability', 'possibility'];
  const g = modalGroup(token);
  return g === undefined ? [] : [g];
}

/**
 * How many modals of `b` state a modality no modal of `a` states (each modal of `a` matched once; a modal of one
 * modality is matched before one of two).
 */
export function unmatchedModals(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean[] {
  const used = a.map(() => false);
  const order = a.map((_, i) => i).sort((x, y) => a[x]!.length - a[y]!.length || x - y);
  return b.map((groups) => {
    if (groups.length === 0) return false;
    const k = order.find((i) => !used[i] && a[i]!.some((g) => groups.includes(g)));
    if (k === undefined) return true;
    used[k] = true;
    return false;
  });
}

const COMPARATIVE_AMOUNT = new Set(['more', 'less', 'fewer']);

/**
 * The amounts a token states (revision 4), given its neighbours: a hyphenated range both its numbers, `more`/`less`
 * after a number and `much`/`far` before a comparative quantity word none, `lot`/`alot` `many`.
 */
export function quantityValues(tokens: readonly AnnotatedToken[], i: number): readonly string[] {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  if (COMPARATIVE_AMOUNT.has(t.lower) && prev !== undefined && /^[0-9]/.test(quantityOf(prev) ?? '')) return [];
  if ((t.lower === 'much' || t.lower === 'far') && COMPARATIVE_AMOUNT.has(tokens[i + 1]?.lower ?? '')) return [];
  if (t.lower === 'alot' || (t.lower === 'lot' && prev?.lower === 'a')) return ['many'];
  const q = quantityOf(t);
  if (q !== undefined) return [q];
  const parts = t.lower.split('-');
  if (parts.length === 2 && parts.every((p) => p.length > 0)) {
    const values = parts.map((p) => quantityOf({ ...t, lower: p }));
    if (values.every((v) => v !== undefined && /^[0-9]/.test(v))) return values as string[];
  }
  return [];
}
