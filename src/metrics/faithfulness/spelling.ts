/**
 * The word a learner meant by a word the vocabulary does not know (`compeny`, `peolpe`, `tallent`): the most frequent
 * known word one edit away (a letter deleted, inserted, replaced, or two neighbours exchanged). Learner text is full
 * of such misspellings, and a reference that says the meant word by a synonym (`compeny` → `institution`) or drops
 * it keeps or loses what that word says, not what an unknown string says. Known words are the `KNOWN_WORDS` most
 * frequent of the vector vocabulary (the compact file's vector cut, so the compact and the full vectors read the same
 * words as known).
 */
/** Words at or past this frequency rank count as unknown (the shipped vectors' cut). */
export const KNOWN_WORDS = 80_000;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** What the lookup needs: a word's frequency rank in the vocabulary (lower-case), undefined when absent. */
export type RankOf = (word: string) => number | undefined;

/** Whether a (lower-case) word is known: listed among the `KNOWN_WORDS` most frequent words. */
export function isKnown(word: string, rankOf: RankOf): boolean {
  const rank = rankOf(word);
  return rank !== undefined && rank < KNOWN_WORDS;
}

/**
 * The known word one edit from an unknown lower-case word, the most frequent of them (ties: the first in edit
 * order), or undefined when the word is known, shorter than 4 letters, not all letters, or nothing known is one edit
 * away.
 */
export function intendedWord(word: string, rankOf: RankOf): string | undefined {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || isKnown(word, rankOf)) return undefined;
  let best: string | undefined;
  let bestRank = KNOWN_WORDS;
  const consider = (candidate: string): void => {
    const rank = rankOf(candidate);
    if (rank !== undefined && rank < bestRank) {
      best = candidate;
      bestRank = rank;
    }
  };
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail.length > 0) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail[1]! + tail[0]! + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail.length > 0 && letter !== tail[0]) consider(head + letter + tail.slice(1));
      consider(head + letter + tail);
    }
  }
  return best;
}

/**
 * Revision 5: the word a misspelt word meant when the correction says it by a word of the same concept, even two
 * letter edits away (`entruy` → `period`: `century`; `comunities` → `gatherings`: `communities`), which the
 * one-edit lookup above cannot reach without guessing among many known words. The candidates are only the words
 * WordNet relates to the word said (`candidates`, from WordNetRelations.sameConceptWords), so a match is the
 * learner's word by its spelling and the correction's word by its meaning. A form of the misspelt word must be at
 * least 5 letters, all letters, and at most two letter edits (a letter deleted, inserted, replaced, or two neighbours exchanged, as above; and at most a third of
 * its length) from exactly one candidate; ties at the closest distance leave it unread (undefined).
 */
export function meantAmong(misspelt: readonly string[], candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tied = false;
  // WordNet lists base forms: a plural (or third-person) ending is read off the misspelt word too (`comunities` → `comunity`).
  const forms = [...new Set(misspelt.flatMap((f) => [f, f.replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '')]))];
  for (const candidate of candidates) {
    let distance = Number.POSITIVE_INFINITY;
    for (const form of forms) {
      if (form.length < 5 || Math.abs(form.length - candidate.length) > 2 || !/^[a-z]+$/.test(form)) continue;
      const d = editDistance(form, candidate);
      if (d <= 2 && 3 * d <= form.length) distance = Math.min(distance, d);
    }
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance && distance !== Number.POSITIVE_INFINITY && candidate !== best) tied = true;
  }
  return tied ? undefined : best;
}

/** Letter edits between two words: deletions, insertions, replacements and exchanges of two neighbours (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]!.push(d);
    }
  }
  return rows[a.length]![b.length]!;
}
