/**
 * bench/raw-text/tokenizer-parity: gecval's tokenisers against the tools that define their conventions, token for
 * token, on raw text from ../shared/data and on seeded fuzz lines.
 *
 * Lines: every CoNLL-2014 and SEEDA system output detokenised by NLTK's TreebankWordDetokenizer (detok.py), JFLEG's
 * sources and references, TMU-GFM's sources and outputs (raw learner text), one copy of each distinct line; fuzz:
 * `--fuzz N` lines (seeded) of words glued from marks, quotes, currencies, units, URLs, contractions, abbreviations
 * and letters of several scripts. References, each a separate process reading the same lines:
 *
 *   jfleg   ↔ NLTK 3's TreebankWordTokenizer (Debian python3-nltk: --python);
 *   conll14 ↔ NLTK 2.0.1rc1's TreebankWordTokenizer under Python 2.7 (--nltk-repo GITDIR --python2 CMD), as the
 *             CoNLL-2014 preprocessing ran it;
 *   bea19   ↔ --spacy19 CMD: any command that reads lines on stdin and writes each line's tokens joined by single
 *             spaces (a Python with spaCy 1.9.0 installed: see RESULTS.md for the one-liner); spaCy is not
 *             installable here (no network), so session 24's check ran 1.9.0's own rules outside the project;
 *   spacy3  ↔ --spacy3 CMD: the same for spaCy v3.
 *
 * usage: node --import tsx bench/raw-text/tokenizer-parity.ts [--fuzz 20000] [--seed 7] [--nltk-repo DIR] [--spacy19 CMD] [--spacy3 CMD]
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { tokenizeLine, type TokenizerName } from '../../src/text/tokenize/index.js';
import { benchArgs } from '../lib/args.js';
import { nltk2Tokenize } from './nltk2.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/raw-text/tokenizer-parity.ts [options]',
  summary: "gecval's tokenisers against the tools that define their conventions, token for token",
  options: {
    fuzz: { type: 'number', default: 20000, quickDefault: 2000, description: 'seeded fuzz lines' },
    seed: { type: 'number', default: 7, description: 'seed of the fuzz lines' },
    python: { type: 'string', default: '/usr/bin/python3', description: 'Python 3 with NLTK (detokeniser, jfleg reference)' },
    'nltk-repo': { type: 'string', description: 'a clone of nltk/nltk: conll14 against NLTK 2.0.1rc1' },
    python2: { type: 'string', default: 'python2', description: 'the Python 2 for --nltk-repo' },
    spacy19: { type: 'string', description: 'a shell command tokenising stdin lines with spaCy 1.9.0 (bea19 reference)' },
    spacy3: { type: 'string', description: 'a shell command tokenising stdin lines with spaCy v3 (spacy3 reference)' },
  },
});

const shared = process.env.GECVAL_SHARED ?? fileURLToPath(new URL('../../../shared', import.meta.url));
const data = join(shared, 'data');
const here = fileURLToPath(new URL('.', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'gecval-tokenizer-parity-'));
const lines = (path: string): string[] => {
  const l = readFileSync(path, 'utf8').split('\n');
  if (l[l.length - 1] === '') l.pop();
  return l;
};

// the raw lines of ../shared/data
const outputs = [join(data, 'conll14/systems'), join(data, 'seeda/outputs/all')].flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f)),
);
const pairs = outputs.map((f, i) => [f, join(tmp, `${i}-${basename(f)}.detok`)] as const);
execFileSync(opts.python, [join(here, 'detok.py'), ...pairs.flat()], { stdio: ['ignore', 'inherit', 'inherit'] });
const jfleg = readdirSync(join(data, 'jfleg')).filter((f) => /^(dev|test)\.(src|ref\d)$/u.test(f));
const tmuGfm = lines(join(data, 'tmu-gfm/dev.tsv'))
  .slice(1)
  .flatMap((row) => row.split('\t').slice(0, 2));
const real = [...new Set([...pairs.flatMap(([, d]) => lines(d)), ...jfleg.flatMap((f) => lines(join(data, 'jfleg', f))), ...tmuGfm])].sort();

// seeded fuzz lines
const PIECES = [
  ...'hello World x café naïve ß ÀB Привет Ελλάδα עברית বাংলা'.split(' '),
  ...". , ; : ! ? ( ) [ ] { } \" ' '' `` ` ‘ ’ “ ” « » „ ‚ ´ $ £ € US$ C$ + * ^ / = < > & # @ _ § - -- — – ... …".split(' '),
  ...'10 3.5 1,000 50% 5km 10kg 3pm 12a.m. °C °F. 2-year 1/2 3-4 5+6 2^3'.split(' '),
  ...'U.S. e.g. i.e. Mr. Dr. May. Prof. a. z. C++ :) :-( <3 xD ^_^ ") w/o and/or'.split(' '),
  ..."don't can't I'm it's that're haven't 's ’s n't cause 'cause o'clock y'all gonna cannot whatcha ain't Won't lovin' doin' hell Well its".split(' '),
  ...'http://www.example.com https://foo.bar/baz?x=1 www.google.com mailto:a@b.com foo.com Example.com a@b.co end.The mr.smith x.y A.B.C.'.split(' '),
];
const random = new SeededRandom(opts.seed);
const fuzz: string[] = [];
for (let i = 0; i < opts.fuzz; i++) {
  const words: string[] = [];
  const n = random.integer(1, 8);
  for (let w = 0; w < n; w++) {
    let word = '';
    const k = random.pick([1, 1, 1, 2, 2, 3]);
    for (let p = 0; p < k; p++) word += random.pick(PIECES);
    words.push(word);
  }
  fuzz.push(words.join(' '));
}

/** Lines a reference command wrote for `input`, one per input line. */
function reference(name: string, input: readonly string[], run: (inFile: string, outFile: string) => void): string[] {
  const inFile = join(tmp, `${name}.in`);
  const outFile = join(tmp, `${name}.out`);
  writeFileSync(inFile, `${input.join('\n')}\n`);
  run(inFile, outFile);
  const out = lines(outFile);
  if (out.length !== input.length) throw new Error(`${name}: ${out.length} lines for ${input.length}`);
  return out;
}

const PYTHON3_TREEBANK = [
  'import sys',
  'from nltk.tokenize.treebank import TreebankWordTokenizer',
  't = TreebankWordTokenizer()',
  "with open(sys.argv[1], encoding='utf-8') as f, open(sys.argv[2], 'w', encoding='utf-8') as g:",
  "    for line in f: g.write(' '.join(t.tokenize(line.rstrip('\\n'))) + '\\n')",
].join('\n');

const checks: { tokenizer: TokenizerName; against: string; run: (inFile: string, outFile: string) => void }[] = [
  { tokenizer: 'jfleg', against: "NLTK 3 TreebankWordTokenizer (python3-nltk)", run: (i, o) => execFileSync(opts.python, ['-c', PYTHON3_TREEBANK, i, o]) },
];
if (opts['nltk-repo'] !== undefined) {
  const repo = opts['nltk-repo'];
  const run = (inFile: string, outFile: string) => {
    nltk2Tokenize(tmp, repo, opts.python2, [inFile]);
    renameSync(`${inFile}.nltk2`, outFile);
  };
  checks.push({ tokenizer: 'conll14', against: 'NLTK 2.0.1rc1 TreebankWordTokenizer (Python 2.7)', run });
}
if (opts.spacy19 !== undefined) {
  const command = opts.spacy19;
  checks.push({ tokenizer: 'bea19', against: `spaCy 1.9.0 (${command})`, run: (i, o) => execSync(`${command} < ${JSON.stringify(i)} > ${JSON.stringify(o)}`) });
}

if (opts.spacy3 !== undefined) {
  const command = opts.spacy3;
  checks.push({ tokenizer: 'spacy3', against: `spaCy v3 (${command})`, run: (i, o) => execSync(`${command} < ${JSON.stringify(i)} > ${JSON.stringify(o)}`) });
}

console.log(`| gecval | reference | shared-data lines identical | fuzz lines identical (seed ${opts.seed}) |`);
console.log('|---|---|---:|---:|');
const examples: string[] = [];
for (const check of checks) {
  const cells = [real, fuzz].map((input, k) => {
    const theirs = reference(`${check.tokenizer}-${k}`, input, check.run);
    let same = 0;
    input.forEach((line, i) => {
      const mine = tokenizeLine(line, { tokenizer: check.tokenizer }).join(' ');
      if (mine === theirs[i]!.trim().split(/\s+/u).filter((t) => t !== '').join(' ')) same++;
      else if (examples.length < 20) examples.push(`${check.tokenizer}: ${JSON.stringify(line)}\n  gecval:    ${mine}\n  reference: ${theirs[i]}`);
    });
    return `${same} / ${input.length}`;
  });
  console.log(`| \`${check.tokenizer}\` | ${check.against} | ${cells[0]} | ${cells[1]} |`);
}
if (examples.length > 0) console.log(`\nFirst differences:\n${examples.join('\n')}`);
rmSync(tmp, { recursive: true, force: true });
