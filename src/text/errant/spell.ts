import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The word list behind ERRANT's SPELL decision. ERRANT ships Hunspell's en_GB-large word list; gecval uses
 * the en_GB Hunspell dictionary through nspell (same SCOWL source, smaller, -ise spellings only, so an -ize
 * form is accepted when its -ise twin is). Loaded lazily, once.
 */

interface Speller {
  correct(word: string): boolean;
}

let speller: Speller | undefined;
let given: { readonly aff: string; readonly dic: string } | undefined;

function load(): Speller {
  if (speller === undefined) {
    const require = createRequire(import.meta.url);
    const nspell = require('nspell') as (aff: Buffer | string, dic: Buffer | string) => Speller;
    if (given !== undefined) speller = nspell(given.aff, given.dic);
    else {
      const folder = dirname(require.resolve('dictionary-en-gb'));
      speller = nspell(readFileSync(join(folder, 'index.aff')), readFileSync(join(folder, 'index.dic')));
    }
  }
  return speller;
}

const known = new Map<string, boolean>();

/**
 * For a host without a file system (the browser app, src/web): the dictionary-en-gb package's two files
 * (index.aff, index.dic) as text, handed over before the first lookup instead of read from node_modules.
 */
export function useSpellDictionary(aff: string, dic: string): void {
  given = { aff, dic };
  speller = undefined;
  known.clear();
}

/** Is `word` in the English (GB, -ise and -ize) dictionary? */
export function isKnownWord(word: string): boolean {
  let answer = known.get(word);
  if (answer === undefined) {
    const dictionary = load();
    answer = dictionary.correct(word) || (/iz/u.test(word) && dictionary.correct(word.replace(/iz/gu, 'is')));
    if (known.size > 100_000) known.clear();
    known.set(word, answer);
  }
  return answer;
}
