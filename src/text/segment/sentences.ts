/**
 * Sentence boundaries in raw paragraph text, for re-segmentation: a boundary follows `.`, `!` or `?` (and any
 * closing quotes or brackets after them) when whitespace and then an uppercase letter, a digit or an opening quote
 * or bracket follow; not after a known abbreviation (`Mr.`, `e.g.`), a single capital initial (`J.`) or a number
 * with a decimal point. These are hints with a cost, not decisions: the alignment onto the source's sentences may
 * join or split them (src/text/segment/align.ts).
 */
const ABBREVIATIONS = new Set(
  ('mr mrs ms dr prof st jr sr vs etc e.g i.e eg ie al fig no nos vol pp p cf approx dept est inc ltd co corp jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'mt gen gov sen rep rev adm u.s u.k a.m p.m ph.d').split(' '),
);

const BOUNDARY = /([.!?]+["'”’)\]]*)(\s+)(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;

/** The text cut into sentences (trimmed, none empty). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(BOUNDARY)) {
    const end = m.index + m[1]!.length;
    const before = text.slice(start, end);
    const lastWord = /(\S+)$/u.exec(before)?.[1] ?? '';
    const word = lastWord.replace(/^["'“‘(\[]+/u, '').replace(/[.!?"'”’)\]]+$/u, '').toLowerCase();
    if (m[1]!.startsWith('.') && m[1]!.length === 1 && (ABBREVIATIONS.has(word) || /^\p{Lu}$/u.test(lastWord.slice(0, -1)))) continue;
    const sentence = before.trim();
    if (sentence !== '') out.push(sentence);
    start = end + m[2]!.length;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}
