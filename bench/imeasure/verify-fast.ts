/**
 * Checks the fast method against enumeration on real data: for every team's CoNLL-2014 output and every
 * sentence with at most LIMIT reference combinations (default 20000), the fast method forced to decompose
 * (no enumeration shortcut) must give exactly the set of count vectors that enumerating all references
 * gives. Usage: node --import tsx bench/imeasure/verify-fast.ts [LIMIT] [TEAM…]
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readIevalXml } from '../../src/formats/ieval-xml.js';
import { splitAsciiWhitespace } from '../../src/formats/whitespace.js';
import { readLines } from '../../src/formats/text-file.js';
import { combinationCount, errorChoices } from '../../src/metrics/imeasure/candidates.js';
import { enumeratedCountVectors } from '../../src/metrics/imeasure/enumerate.js';
import { fastCountVectors } from '../../src/metrics/imeasure/fast.js';
import { dataPath } from '../../test/helpers/shared.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/imeasure/verify-fast.ts [options]',
  summary: 'The fast I-measure against enumeration on real data.',
  positionals: '[LIMIT=20000 [TEAM…]]',
  options: { },
});
const limit = Number(opts.positionals[0] ?? 20000);
const systemsDir = dataPath('conll14', 'systems');
const teams = opts.positionals.length > 1 ? opts.positionals.slice(1) : readdirSync(systemsDir).filter((f) => f.endsWith('.txt')).map((f) => f.replace(/\.txt$/, '')).sort();
const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
const keyOf = (vectors: readonly (readonly number[])[]): string => [...new Set(vectors.map((v) => v.join(',')))].sort().join(' ');

let checked = 0;
let decomposed = 0;
let mismatches = 0;
for (const team of teams) {
  const hypotheses = readLines(join(systemsDir, `${team}.txt`));
  gold.sentences.forEach((sentence, i) => {
    const combinations = combinationCount(errorChoices(sentence));
    if (combinations < 2 || combinations > limit) return;
    const hypothesis = splitAsciiWhitespace(hypotheses[i]!);
    const fast = fastCountVectors(sentence, hypothesis, { enumerationLimit: 0 });
    checked++;
    if (!fast) return;
    decomposed++;
    if (keyOf(fast) !== keyOf(enumeratedCountVectors(sentence, hypothesis, true))) {
      mismatches++;
      console.log(`MISMATCH ${team} sentence ${sentence.id}`);
    }
  });
  console.log(`${team}: checked ${checked}, decomposed ${decomposed}, mismatches ${mismatches} (cumulative)`);
}
console.log(JSON.stringify({ limit, teams: teams.length, sentencesChecked: checked, decomposed, mismatches }));
