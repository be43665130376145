/**
 * Sentence boundaries in raw paragraph text, for re-segmentation: a boundary follows `.`, `!` or `?` (and any
 * closing quotes or brackets after them) when whitespace and then an uppercase letter, a digit or an opening quote
 * or bracket follow; not after a known abbreviation (`Mr.`, `e.g.`), a single capital initial (`J.`) or a number
 * with a decimal point. A corrector that writes in lower case (`disease. however, for`) starts its sentences with
 * a lowercase letter: there a boundary also follows the mark when the word before it is a plain word of two or
 * more letters or digits (no period inside it: not `U.S.`, `a.m.`, `j.`; not an abbreviation; not after `...`).
 * Where the next sentence starts with neither a letter nor a digit (a corrector that deleted the words before a comma,
 * `crime. , social network`; a quote set off by a space, `opinions. ' Privacy`), the same plain-word condition
 * applies as before a lowercase letter. The abbreviations that also end clauses (`etc.`, `et al.`, `Inc.`, `Ltd.`,
 * `Co.`, `Corp.`, `Jr.`, `Sr.`) end a sentence before a capital as often as not — NUCLE's own sentence splitter
 * (Punkt) left `etc. From` inside one sentence and ended another with `etc .` — so before a capital they are a
 * boundary hint like any other mark, and the alignment decides; titles and Latin abbreviations (`Mr.`, `e.g.`)
 * never end one.
 * Each sentence is tokenised as a line, so its final period is a token of its own and a cut can fall before it.
 * These are hints with a cost, not decisions: the alignment onto the source's sentences may join or split them
 * (src/text/segment/align.ts), and a span of whole sentences is tokenised again as one line
 * (src/text/segment/index.ts).
 */
const ABBREVIATIONS = new Set(
  ('mr mrs ms dr prof st jr sr vs etc e.g i.e eg ie al fig no nos vol pp p cf approx dept est inc ltd co corp jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'mt gen gov sen rep rev adm u.s u.k a.m p.m ph.d').split(' '),
);

/** Abbreviations that also end clauses: before a capital, a boundary hint like any other mark (not before a lowercase letter). */
const CLAUSE_FINAL = new Set(['etc', 'al', 'inc', 'ltd', 'co', 'corp', 'jr', 'sr']);

/** A mark, its closing quotes or brackets, whitespace, and then: (3) a capital or digit (after an opening quote or bracket), or anything else. */
const BOUNDARY = /([.!?]+["'”’)\]]*)(\s+)(?=(["'“‘(\[]?[\p{Lu}\p{N}])|\S)/gu;

/** A word that ends a sentence written in lower case: letters or digits (an apostrophe or hyphen inside), two or more. */
const PLAIN_WORD = /^[\p{L}\p{N}][\p{L}\p{N}'’-]*[\p{L}\p{N}]$/u;

/** What splitSentences strips from a word's ends before looking it up; a single capital (an initial). Made once. */
const OPENING_MARKS = /^["'“‘(\[]+/u;
const CLOSING_MARKS = /[.!?"'”’)\]]+$/u;
const SINGLE_CAPITAL = /^\p{Lu}$/u;

/** JavaScript's `\s` (test/text/tokenize checks OTHER_WHITESPACE, the same set without the space, against it). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** The text cut into sentences (trimmed, none empty). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  // exec on the one BOUNDARY (from the text's start) rather than matchAll, which copies the regular expression and
  // makes an iterator per text; every match is at least one character long, so the loop moves forward
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(text); m !== null; m = BOUNDARY.exec(text)) {
    const mark = m[1]!;
    const end = m.index + mark.length;
    // not a capital or digit next: a lowercase letter, or a mark (`, social`, `' Privacy`)
    const lowercaseNext = m[3] === undefined;
    if (lowercaseNext && mark.startsWith('..')) continue;
    if (mark === '.' || lowercaseNext) {
      // the word the mark ends (the text's last run of non-whitespace before the boundary)
      let w = end;
      while (w > start && !isSpace(text.charCodeAt(w - 1))) w--;
      const lastWord = text.slice(w, end);
      const word = lastWord.replace(OPENING_MARKS, '').replace(CLOSING_MARKS, '').toLowerCase();
      if (mark === '.' && ((ABBREVIATIONS.has(word) && (lowercaseNext || !CLAUSE_FINAL.has(word))) || SINGLE_CAPITAL.test(lastWord.slice(0, -1)))) continue;
      // before a lowercase letter: only after a plain word (not `U.S.`, `3.`, `j.`), and not after `...`
      if (lowercaseNext && !PLAIN_WORD.test(word)) continue;
    }
    const sentence = text.slice(start, end).trim();
    if (sentence !== '') out.push(sentence);
    start = end + m[2]!.length;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}
