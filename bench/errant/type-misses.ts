/**
 * Diagnostics for type disagreements with ERRANT: every ERRANT edit of the chosen files is re-typed by gecval on
 * ERRANT's own span (orig sentence + the sentence the annotator's edits produce), and each disagreement is printed
 * with the annotations gecval's classifier read (POS, PTB tag, lemma, dep, preceded-by-aux) and some context.
 *
 *   node --import tsx bench/errant/type-misses.ts [--files conll14-AMU.errant,conll14.errant] [--only 'R:NOUN:NUM → R:MORPH'] [--rules-only]
 *
 * --rules-only types with ERRANT's rules alone, without the learned disambiguator.
 *
 * It also prints the agreement per file and for the two halves used to check that a rule generalises:
 * DEV (the files rules were chosen on) and HELD-OUT (files only measured). Team files here are typed on ERRANT's
 * spans, so the numbers differ slightly from bench/errant/parity.ts (which re-extracts the spans).
 */
import { AnnotationCache } from '../../src/text/errant/index.js';
import type { AnnotatedToken } from '../../src/text/errant/types.js';
import { typedErrantSpans } from './parity.js';
import { DEV_FILES, HELD_OUT_FILES, sentencesOf } from './halves.js';
import { benchArgs } from '../lib/args.js';

const show = (t: AnnotatedToken) => `${t.text}/${t.pos}/${t.tag}/${t.lemma}/${t.dep}${t.precededByAux ? '/aux<' : ''}`;

const opts = benchArgs({
  usage: 'node --import tsx bench/errant/type-misses.ts [options]',
  summary: 'ERRANT type disagreements, each with the annotations the gecval classifier read (diagnostics).',
  options: {
    files: { type: 'string', description: 'comma-separated .errant files (default: the dev and held-out files)' },
    only: { type: 'string', description: 'print only this confusion, e.g. \'R:NOUN:NUM → R:MORPH\'' },
    quiet: { type: 'boolean', description: 'print only the counts' },
    'rules-only': { type: 'boolean', description: 'without the learned type disambiguator' },
    top: { type: 'number', default: 25, description: 'confusions listed' },
  },
});

const files = opts.files?.split(',') ?? [...DEV_FILES, ...HELD_OUT_FILES];
const only = opts.only;
const quiet = opts.quiet;
const cache = new AnnotationCache();
const agreement = new Map<string, [number, number]>();
const confusions = new Map<string, number>();

for (const file of files) {
  let same = 0;
  let all = 0;
  for (const sentence of sentencesOf(file)) {
    for (const { edit: e, orig, cor, cStart, cLength, type } of typedErrantSpans(sentence, cache, { skipNoop: true, learnedTypes: !opts['rules-only'] })) {
      all++;
      if (type === e.type) {
        same++;
        continue;
      }
      const label = `${e.type} → ${type}`;
      confusions.set(label, (confusions.get(label) ?? 0) + 1);
      if (quiet || (only !== undefined && label !== only)) continue;
      const o = orig.slice(e.start, e.end);
      const k = cor.slice(cStart, cStart + cLength);
      const left = orig.slice(Math.max(0, e.start - 4), e.start).map(show).join(' ');
      const right = orig.slice(e.end, e.end + 3).map(show).join(' ');
      const cLeft = cor.slice(Math.max(0, cStart - 4), cStart).map(show).join(' ');
      const cRight = cor.slice(cStart + cLength, cStart + cLength + 3).map(show).join(' ');
      console.log(`${file} ${label}\n  O: ${left} [[ ${o.map(show).join(' ')} ]] ${right}\n  C: ${cLeft} [[ ${k.map(show).join(' ')} ]] ${cRight}`);
    }
  }
  agreement.set(file, [same, all]);
}

const pct = ([a, b]: [number, number]) => `${a} / ${b} = ${((100 * a) / b).toFixed(2)}%`;
const sum = (names: string[]) => names.filter((n) => agreement.has(n)).map((n) => agreement.get(n)!).reduce<[number, number]>((s, x) => [s[0] + x[0], s[1] + x[1]], [0, 0]);
for (const [file, counts] of agreement) console.log(`${file.padEnd(22)} ${pct(counts)}`);
console.log(`DEV      ${pct(sum(DEV_FILES))}`);
console.log(`HELD-OUT ${pct(sum(HELD_OUT_FILES))}`);
console.log(`ALL      ${pct(sum([...agreement.keys()]))}`);
console.log('\ntop confusions:');
for (const [k, v] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, opts.top)) console.log(`  ${String(v).padStart(5)}  ${k}`);
