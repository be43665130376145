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
