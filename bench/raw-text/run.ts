/**
 * bench/raw-text: does gecval's raw-text path give the official numbers back?
 *
 * 1. Round trip: every system output in ../shared/data (15 CoNLL-2014 teams, 15 SEEDA outputs, 5 JFLEG systems) is
 *    detokenised with NLTK's TreebankWordDetokenizer (Debian python3-nltk, run as a separate process; files under a
 *    temporary folder), then tokenised by gecval (conll14 for CoNLL and SEEDA, jfleg for JFLEG): sentences
 *    token-identical to the original, M² F0.5 (CoNLL, SEEDA; official-2014.combined.m2) or GLEU (JFLEG dev, 4 refs)
 *    of the original and of the round trip.
 * 2. Paragraphs: runs of 3–8 consecutive sentences (seeded) joined, detokenised, then tokenised and re-segmented
 *    onto the source sentences: sentences recovered exactly, M² / GLEU against the sentence-level file; and again
 *    with one in ten boundaries inside a paragraph deleted (two sentences merged, `.` → `,`) or added (a sentence
 *    split at a comma), reporting what the alignment detected.
 * 3. Speed: tokenising + re-segmenting a CoNLL-2014 output against scoring it with M² (in this process).
 *
 * usage: node --import tsx bench/raw-text/run.ts [--quick] [--seed N] [--python /usr/bin/python3] [--only SYSTEM,SYSTEM] [--speed-only]
 *        [--nltk-repo GITDIR [--python2 CMD]]   (the conll14 tokeniser against NLTK 2.0.1rc1 itself)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { SeededRandom } from '../../src/core/random.js';
import { readM2 } from '../../src/formats/m2.js';
import { createGleu } from '../../src/metrics/gleu/metric.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';
import { scoreSegments } from '../../src/metrics/segment-scoring.js';
import { tokenizeLines, type TokenizerName } from '../../src/text/tokenize/index.js';
import { existsSync } from 'node:fs';
import { compareProcesses, loadLine, machineLine } from '../lib/whole-process.js';
import { segment } from '../../src/text/segment/index.js';
import { benchArgs } from '../lib/args.js';
import { paragraphRuns } from './runs.js';
import { nltk2Commit, nltk2Tokenize } from './nltk2.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/raw-text/run.ts [options]',
  summary: "Does gecval's raw-text path give the official numbers back? (and its speed)",
  options: {
    seed: { type: 'number', default: 1, description: 'seed of the sampled sentences' },
    python: { type: 'string', default: '/usr/bin/python3', description: 'Python 3 with NLTK (the detokeniser)' },
    only: { type: 'string', description: 'systems, comma-separated (default: all)' },
    'speed-only': { type: 'boolean', description: 'only the speed table' },
    'nltk-repo': { type: 'string', description: 'a clone of nltk/nltk: compare the conll14 tokeniser with NLTK 2.0.1rc1' },
    python2: { type: 'string', default: 'python2', description: 'the Python 2 for --nltk-repo' },
  },
});
const quick = opts.quick;
const speedOnly = opts['speed-only'];
const seed = opts.seed;
const python = opts.python;
const shared = process.env.GECVAL_SHARED ?? fileURLToPath(new URL('../../../shared', import.meta.url));
const data = join(shared, 'data');
const here = fileURLToPath(new URL('.', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'gecval-raw-text-'));

const lines = (path: string) => {
  const l = readFileSync(path, 'utf8').split('\n');
  if (l[l.length - 1] === '') l.pop();
  return l;
};
const norm = (l: string) => l.trim().split(/\s+/u).filter((t) => t !== '').join(' ');

interface Group {
  readonly name: string;
  readonly tokenizer: TokenizerName;
  readonly source: string;
  readonly systems: string[];
  readonly gold?: string;
  readonly refs?: string[];
}
const conllDir = join(data, 'conll14/systems');
const seedaDir = join(data, 'seeda/outputs/all');
const jflegDir = join(data, 'jfleg/systems');
const only = opts.only !== undefined ? opts.only.split(',') : undefined;
const pick = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && (only === undefined || only.includes(basename(f, '.txt'))))
    .sort()
    .map((f) => join(dir, f))
    .slice(0, quick ? 2 : undefined);
const groups: Group[] = [
  { name: 'CoNLL-2014', tokenizer: 'conll14', source: join(data, 'conll14/source.txt'), systems: pick(conllDir), gold: join(data, 'conll14/official-2014.combined.m2') },
  { name: 'SEEDA', tokenizer: 'conll14', source: join(data, 'conll14/source.txt'), systems: pick(seedaDir), gold: join(data, 'conll14/official-2014.combined.m2') },
  { name: 'JFLEG', tokenizer: 'jfleg', source: join(data, 'jfleg/dev.src'), systems: pick(jflegDir), refs: [0, 1, 2, 3].map((k) => join(data, `jfleg/dev.ref${k}`)) },
];

function detokenize(pairs: [string, string][]): void {
  execFileSync(python, [join(here, 'detok.py'), ...pairs.flat()], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * The first token of `original` that the convention cannot produce whatever whitespace surrounds it (with or without
 * a space before and after it, every other boundary spaced), or undefined. Such a token proves that no tokeniser
 * following the gold's convention gives the original back from any raw text (`cannot`, `ca` `n't` written `can't`,
 * `A.` at the end of a sentence, `&#91;`).
 */
function unreachableToken(original: string, tokenizer: TokenizerName): string | undefined {
  const tokens = original.split(' ');
  for (let k = 0; k < tokens.length; k++) {
    let possible = false;
    for (const glueBefore of k > 0 ? [false, true] : [false]) {
      for (const glueAfter of k + 1 < tokens.length ? [false, true] : [false]) {
        const before = tokens.slice(0, k).join(' ') + (k > 0 ? (glueBefore ? '' : ' ') : '');
        const after = k + 1 < tokens.length ? (glueAfter ? '' : ' ') + tokens.slice(k + 1).join(' ') : '';
        const text = before + tokens[k] + after;
        // the token must come out whole, starting where it starts in the text
        let at = 0;
        for (const t of tokenizeLines([text], { tokenizer })[0]!.split(' ')) {
          at = text.indexOf(t, at);
          if (at === before.length && t === tokens[k]) possible = true;
          at += t.length;
        }
        if (possible) break;
      }
      if (possible) break;
    }
    if (!possible) return tokens[k];
  }
  return undefined;
}

const goldCache = new Map<string, ReturnType<typeof readM2>>();
const gleu = createGleu();
async function score(group: Group, hyp: readonly string[]): Promise<number> {
  if (group.gold !== undefined) {
    const gold = goldCache.get(group.gold) ?? readM2(group.gold);
    goldCache.set(group.gold, gold);
    return scoreM2(hyp, gold).f;
  }
  const source = lines(group.source);
  const refs = group.refs!.map(lines);
  const segments = source.map((s, i) => ({ source: s, hypothesis: hyp[i]!, references: refs.map((r) => r[i]!) }));
  return (await scoreSegments(gleu, segments)).corpus;
}

const runs = paragraphRuns;

const f4 = (x: number) => x.toFixed(4);

/** With --speed-only: the two files the speed section reads (first CoNLL-2014 output, as sentences and as paragraphs). */
async function prepareSpeedInputs(): Promise<void> {
  const group = groups[0]!;
  const system = group.systems[0]!;
  const sentences = lines(system).map(norm);
  const random = new SeededRandom(seed);
  const paragraphs = runs(sentences.length, random).map(([from, to]) => sentences.slice(from, to).join(' '));
  const para = join(tmp, `${group.name}-${basename(system)}.para`);
  writeFileSync(para, paragraphs.join('\n') + '\n');
  detokenize([[system, join(tmp, `${group.name}-${basename(system)}.detok`)], [para, `${para}.detok`]]);
}
const report: string[] = [];
const out = (s: string) => {
  report.push(s);
  process.stdout.write(`${s}\n`);
};
const metricName = (g: Group) => (g.gold !== undefined ? 'M² F0.5' : 'GLEU');

out(`# bench/raw-text (seed ${seed}${quick ? ', quick' : ''}; detokeniser: NLTK TreebankWordDetokenizer via ${python})\n`);
const differing: string[] = [];
const segmentationLost: string[] = [];
let totalSentences = 0;
let totalIdentical = 0;
let totalPlain = 0;
if (speedOnly) {
  // the speed section reads the detokenised files the tables make: make them alone
  await prepareSpeedInputs();
} else {
out('## Round trip: detokenise, tokenise\n');
out('| set | system | sentences | identical: tokeniser alone | % | identical: source-guided | % | metric | original | tokeniser alone | equal (4 dp) | source-guided | equal (4 dp) |');
out('|---|---|---:|---:|---:|---:|---:|---|---:|---:|---|---:|---|');
// per output: the source-guided differences by reason, and what each reason moves the metric by
interface Difference {
  readonly line: number;
  readonly original: string;
  readonly raw: string;
  readonly guided: string;
  readonly source: string;
  /** a token the convention never makes (the original breaks the convention) */
  readonly token?: string;
  /** the tokeniser alone (no source guidance) */
  readonly plain: string;
  /** the detokeniser gives the same raw text for gecval's tokens (guided or not) as for the original's */
  erased?: boolean;
}
const breakdown: { group: Group; system: string; original: string[]; guided: string[]; differences: Difference[]; roundTrip: number }[] = [];
for (const group of groups) {
  const pairs = group.systems.map((s) => [s, join(tmp, `${group.name}-${basename(s)}.detok`)] as [string, string]);
  detokenize(pairs);
  for (const [system, detok] of pairs) {
    const original = lines(system).map(norm);
    const raw = lines(detok);
    const plain = tokenizeLines(raw, { tokenizer: group.tokenizer });
    const groupSource = lines(group.source);
    const tokenised = tokenizeLines(raw, { tokenizer: group.tokenizer }, groupSource);
    let identical = 0;
    let identicalPlain = 0;
    const differences: Difference[] = [];
    original.forEach((o, i) => {
      if (o === plain[i]) identicalPlain++;
      if (o === tokenised[i]) identical++;
      else differences.push({ line: i + 1, original: o, raw: raw[i]!, guided: tokenised[i]!, plain: plain[i]!, source: norm(groupSource[i] ?? ''), token: unreachableToken(o, group.tokenizer) });
    });

    totalSentences += original.length;
    totalIdentical += identical;
    totalPlain += identicalPlain;
    const a = await score(group, original);
    const b = await score(group, plain);
    const c = await score(group, tokenised);
    breakdown.push({ group, system, original, guided: tokenised, differences, roundTrip: c });
    const pct = (k: number) => ((100 * k) / original.length).toFixed(2);
    out(
      `| ${group.name} | ${basename(system, '.txt')} | ${original.length} | ${identicalPlain} | ${pct(identicalPlain)} | ${identical} | ${pct(identical)} | ${metricName(group)} | ` +
        `${f4(a)} | ${f4(b)} | ${f4(a) === f4(b) ? 'yes' : 'NO'} | ${f4(c)} | ${f4(a) === f4(c) ? 'yes' : 'NO'} |`,
    );
  }
}
out(`\nAll outputs: ${totalIdentical} / ${totalSentences} sentences token-identical with source guidance (${((100 * totalIdentical) / totalSentences).toFixed(3)} %), ${totalPlain} with the tokeniser alone (${((100 * totalPlain) / totalSentences).toFixed(3)} %).\n`);

// with --nltk-repo GITDIR (a clone of nltk/nltk): gecval's conll14 tokeniser (alone) against the original, NLTK
// 2.0.1rc1's regular-expression TreebankWordTokenizer run by Python 2.7 on the same raw sentences (unicode strings,
// no UNICODE flag, as the CoNLL-2014 preprocessing ran it); the file is taken from the tag into the temporary folder
if (opts['nltk-repo'] !== undefined) {
  const repo = opts['nltk-repo'];
  const files = breakdown.filter((b) => b.group.tokenizer === 'conll14').map((b) => join(tmp, `${b.group.name}-${basename(b.system)}.detok`));
  nltk2Tokenize(tmp, repo, opts.python2, files);
  let same = 0;
  let all = 0;
  for (const f of files) {
    const raw = lines(f);
    const reference = lines(`${f}.nltk2`);
    const mine = tokenizeLines(raw, { tokenizer: 'conll14' });
    raw.forEach((_, i) => {
      all++;
      if (mine[i] === reference[i]) same++;
    });
  }
  const commit = nltk2Commit(repo);
  out(`gecval's \`conll14\` tokeniser alone against NLTK 2.0.1rc1's TreebankWordTokenizer (nltk/nltk ${commit}, Python 2.7) on the same ${all} detokenised CoNLL-2014 and SEEDA sentences: ${same} identical.\n`);
}

// the rest: does the detokeniser give the same raw text for gecval's tokens? (then the raw text cannot tell them apart)
{
  const rest = breakdown.flatMap((b) => b.differences.filter((d) => d.token === undefined));
  const file = join(tmp, 'guided-differences');
  writeFileSync(file, rest.flatMap((d) => [`${d.guided}\n`, `${d.plain}\n`]).join(''));
  detokenize([[file, `${file}.detok`]]);
  const back = lines(`${file}.detok`);
  rest.forEach((d, k) => {
    d.erased = back[2 * k] === d.raw || (d.plain !== d.original && back[2 * k + 1] === d.raw);
  });
}
out('## Why the rest differ, and what it costs\n');
out('Every source-guided sentence that differs, by reason: **breaks the convention** — a token of the original that the gold\'s');
out('tokeniser never makes, whatever whitespace surrounds it (so no tokeniser following the convention gives it back from any');
out('raw text); **erased by the detokeniser** — the detokeniser writes the same raw text for gecval\'s tokens as for the');
out("original's (checked by detokenising gecval's tokens, with and without source guidance), so the raw text cannot tell the");
out("two apart and the convention picks its own; **quote rewritten** — the detokeniser wrote `''` as `\"`, which the");
out('convention keeps as `"`, and the source has no quote there to follow; **guidance wrong** — the tokeniser alone gives the');
out("original back, source guidance replaced it with the source's tokens; **other** — none of these. Δ: the metric of the");
out("original with only those sentences replaced by the round trip, minus the original's.\n");
out('| set | system | differ | breaks the convention | Δ | erased by the detokeniser | Δ | quote rewritten | Δ | guidance wrong | Δ | other | Δ |');
out('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
const reasonCounts = { breaks: 0, erased: 0, quote: 0, guidance: 0, other: 0 };
const quoteCanonical = (text: string) => text.replace(/''|``/gu, '"');
for (const b of breakdown) {
  if (b.differences.length === 0) continue;
  const base = await score(b.group, b.original);
  const delta = async (pick: (d: Difference) => boolean) => {
    const hyp = [...b.original];
    for (const d of b.differences) if (pick(d)) hyp[d.line - 1] = b.guided[d.line - 1]!;
    return (await score(b.group, hyp)) - base;
  };
  const breaks = (d: Difference) => d.token !== undefined;
  const erased = (d: Difference) => d.token === undefined && d.erased === true;
  const quote = (d: Difference) => !breaks(d) && !erased(d) && quoteCanonical(d.original) === quoteCanonical(d.guided);
  const guidance = (d: Difference) => !breaks(d) && !erased(d) && !quote(d) && d.plain === d.original;
  const other = (d: Difference) => !breaks(d) && !erased(d) && !quote(d) && !guidance(d);
  const n = (pick: (d: Difference) => boolean) => b.differences.filter(pick).length;
  reasonCounts.breaks += n(breaks);
  reasonCounts.erased += n(erased);
  reasonCounts.quote += n(quote);
  reasonCounts.guidance += n(guidance);
  reasonCounts.other += n(other);
  out(
    `| ${b.group.name} | ${basename(b.system, '.txt')} | ${b.differences.length} | ${n(breaks)} | ${(await delta(breaks)).toFixed(4)} | ${n(erased)} | ${(await delta(erased)).toFixed(4)} | ` +
      `${n(quote)} | ${(await delta(quote)).toFixed(4)} | ${n(guidance)} | ${(await delta(guidance)).toFixed(4)} | ${n(other)} | ${(await delta(other)).toFixed(4)} |`,
  );
  for (const d of b.differences) {
    // what this sentence alone moves the metric by (the original with only this sentence replaced), and whether
    // that shows in the 4 decimals m2scorer prints
    const hyp = [...b.original];
    hyp[d.line - 1] = b.guided[d.line - 1]!;
    const alone = await score(b.group, hyp);
    const moves = `Δ ${(alone - base).toFixed(5)}${f4(alone) === f4(base) ? ', not at 4 dp' : ''}`;
    const reason = breaks(d)
      ? `breaks the convention: \`${d.token}\``
      : erased(d)
        ? 'erased by the detokeniser'
        : quote(d)
          ? "the detokeniser rewrote '' as \""
          : guidance(d)
            ? "source guidance took the source's tokens; the tokeniser alone was right"
            : 'other';
    differing.push(`${b.group.name} ${basename(b.system, '.txt')} line ${d.line} (${reason}; ${moves})\n    original:   ${d.original}\n    raw:        ${d.raw}\n    guided:     ${d.guided}\n    source:     ${d.source}`);
  }
}
out(
  `\nAll outputs: ${reasonCounts.breaks} sentences break the convention, ${reasonCounts.erased} erased by the detokeniser, ${reasonCounts.quote} quotes rewritten by the detokeniser, ` +
    `${reasonCounts.guidance} where source guidance was wrong, ${reasonCounts.other} other.\n`,
);

// three paragraph tables: `tokenised` joins the tokenised sentences and detokenises the paragraph (a period inside it
// stays spaced, `disease . however , for`, which no corrector writes); `raw` joins the detokenised sentences of the
// round trip with a space (`disease. however, for`: what a corrector's raw paragraph looks like); `perturbed` is
// `tokenised` with one in ten boundaries deleted or added
for (const mode of ['tokenised', 'raw', 'perturbed'] as const) {
  const perturb = mode === 'perturbed';
  out(
    {
      tokenised: '## Paragraphs (tokenised join): runs of 3–8 tokenised sentences joined, the paragraph detokenised, re-segmented\n',
      raw: '## Paragraphs (raw join): runs of 3–8 detokenised sentences joined with a space, re-segmented\n',
      perturbed: '## Paragraphs with one in ten boundaries deleted or added (tokenised join)\n',
    }[mode],
  );
  if (mode === 'raw') out('As a corrector writes a paragraph: each sentence detokenised on its own (the round trip\'s raw sentences), so a period inside the paragraph is glued to its word (`disease. however, for`). The tokenised-join table above detokenises the joined tokens instead, which leaves such periods spaced (`disease . however , for`).\n');
  out(
    perturb
      ? '| set | system | paragraphs | merges made | merges found | splits made | splits found | sentences recovered | % | metric | sentence-level | segmented | Δ |'
      : '| set | system | paragraphs | sentences recovered | % | recovered of the round trip\'s exact sentences | % | empty or repeated lines | merged | split | metric | sentence-level | segmented | Δ | sentence-level round trip | Δ of the segmentation |',
  );
  out(perturb ? '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|' : '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|');
  let recoveredAll = 0;
  let sentencesAll = 0;
  let ceilingAll = 0;
  let recoveredOfCeilingAll = 0;
  for (const group of groups) {
    const source = lines(group.source).map(norm);
    const jobs: { system: string; expected: string[]; paragraphs: string[]; made: { merges: number; splits: number } }[] = [];
    for (const system of group.systems) {
      const random = new SeededRandom(seed);
      const sentences = lines(system).map(norm);
      const expected = [...sentences];
      const made = { merges: 0, splits: 0 };
      const paragraphs = runs(sentences.length, random).map(([from, to]) => {
        const parts = expected.slice(from, to).map((s) => s.split(' ').filter((t) => t !== ''));
        if (perturb) {
          for (let i = from; i < to; i++) {
            const r = random.float();
            const tokens = parts[i - from]!;
            if (r < 0.05 && i + 1 < to && tokens.length > 0 && tokens[tokens.length - 1] === '.' && parts[i + 1 - from]!.length > 0) {
              // delete the boundary: "… end . Next …" → "… end , next …"
              tokens[tokens.length - 1] = ',';
              const next = parts[i + 1 - from]!;
              if (next[0] !== 'I' && /^\p{Lu}\p{Ll}/u.test(next[0]!)) next[0] = next[0]!.toLowerCase();
              made.merges++;
            } else if (r >= 0.05 && r < 0.1) {
              // add a boundary: the first comma with words on both sides becomes a period
              const at = tokens.findIndex((t, k) => t === ',' && k > 2 && k < tokens.length - 3 && /^\p{Ll}/u.test(tokens[k + 1]!));
              if (at > 0) {
                tokens[at] = '.';
                tokens[at + 1] = tokens[at + 1]!.charAt(0).toUpperCase() + tokens[at + 1]!.slice(1);
                made.splits++;
              }
            }
            expected[i] = tokens.join(' ');
          }
        }
        return parts.map((p) => p.join(' ')).join(' ');
      });
      jobs.push({ system, expected, paragraphs, made });
    }
    const pairs = jobs.map((j) => {
      const file = join(tmp, `${group.name}-${basename(j.system)}.${mode === 'tokenised' ? 'para' : mode}`);
      if (mode === 'raw') {
        // the round trip's detokenised sentences, joined by the same runs
        const rawSentences = lines(join(tmp, `${group.name}-${basename(j.system)}.detok`));
        const random = new SeededRandom(seed);
        writeFileSync(`${file}.detok`, runs(rawSentences.length, random).map(([from, to]) => rawSentences.slice(from, to).join(' ')).join('\n') + '\n');
      } else writeFileSync(file, j.paragraphs.join('\n') + '\n');
      return [file, `${file}.detok`] as [string, string];
    });
    if (mode !== 'raw') detokenize(pairs);
    for (const [k, job] of jobs.entries()) {
      const raw = readFileSync(pairs[k]![1], 'utf8');
      const result = segment(source, raw, { tokenizer: group.tokenizer });
      let recovered = 0;
      job.expected.forEach((e, i) => {
        if (e === result.lines[i]) recovered++;
      });
      // what segmentation itself lost: the sentences whose sentence-level round trip is exact (the ceiling), and
      // lines no partition of the paragraph can give back (empty, or the same text as the line before or after:
      // the output wrote a merged sentence on both lines or left one empty)
      const sentenceLevel = breakdown.find((b) => b.system === job.system)!;
      let ceiling = 0;
      let recoveredOfCeiling = 0;
      let unpartitionable = 0;
      const unpartitionableLine = (i: number) => job.expected[i] === '' || job.expected[i] === job.expected[i - 1] || job.expected[i] === job.expected[i + 1];
      job.expected.forEach((e, i) => {
        if (unpartitionableLine(i)) unpartitionable++;
        if (perturb || sentenceLevel.guided[i] !== sentenceLevel.original[i]) return;
        ceiling++;
        if (e === result.lines[i]) recoveredOfCeiling++;
        else segmentationLost.push(`${group.name} ${basename(job.system, '.txt')} (${mode} join) line ${i + 1}${unpartitionableLine(i) ? ' (empty or repeated line)' : ''}\n    expected:  ${e}\n    segmented: ${result.lines[i]}\n    source:    ${source[i]}`);
      });
      ceilingAll += ceiling;
      recoveredOfCeilingAll += recoveredOfCeiling;
      recoveredAll += recovered;
      sentencesAll += source.length;
      const a = await score(group, job.expected);
      const b = await score(group, result.lines);
      const name = basename(job.system, '.txt');
      const pct = ((100 * recovered) / source.length).toFixed(2);
      if (perturb) {
        out(`| ${group.name} | ${name} | ${job.paragraphs.length} | ${job.made.merges} | ${result.merged.length} | ${job.made.splits} | ${result.split.reduce((s, [, c]) => s + c, 0)} | ${recovered} | ${pct} | ${metricName(group)} | ${f4(a)} | ${f4(b)} | ${(b - a).toFixed(4)} |`);
      } else {
        const rt = sentenceLevel.roundTrip;
        out(`| ${group.name} | ${name} | ${job.paragraphs.length} | ${recovered} | ${pct} | ${recoveredOfCeiling} / ${ceiling} | ${((100 * recoveredOfCeiling) / ceiling).toFixed(2)} | ${unpartitionable} | ${result.merged.length} | ${result.split.length} | ${metricName(group)} | ${f4(a)} | ${f4(b)} | ${(b - a).toFixed(4)} | ${f4(rt)} | ${(b - rt).toFixed(4)} |`);
      }
    }
  }
  out(`\nAll outputs: ${recoveredAll} / ${sentencesAll} sentences recovered exactly (${((100 * recoveredAll) / sentencesAll).toFixed(3)} %)${perturb ? '' : `; of the ${ceilingAll} sentences whose sentence-level round trip is exact, ${recoveredOfCeilingAll} (${((100 * recoveredOfCeilingAll) / ceilingAll).toFixed(3)} %)`}.\n`);
}

}

// speed: one CoNLL-2014 output, in this process, median of 5
{
  const group = groups[0]!;
  const system = group.systems[0]!;
  const raw = lines(join(tmp, `${group.name}-${basename(system)}.detok`));
  const paragraphs = readFileSync(join(tmp, `${group.name}-${basename(system)}.para.detok`), 'utf8');
  const source = lines(group.source).map(norm);
  const gold = readM2(group.gold!);
  // CPU time of this process (user + system), median of 5: steadier than wall time on a shared machine
  const time = (f: () => unknown) => {
    const t: number[] = [];
    for (let r = 0; r < 5; r++) {
      const s = process.cpuUsage();
      f();
      const d = process.cpuUsage(s);
      t.push((d.user + d.system) / 1000);
    }
    return t.sort((x, y) => x - y)[2]!;
  };
  const tTok = time(() => tokenizeLines(raw, { tokenizer: 'conll14' }, source));
  const tSeg = time(() => segment(source, paragraphs, { tokenizer: 'conll14' }));
  const tM2 = time(() => scoreM2(lines(system), gold));
  out(`## Speed (${basename(system, '.txt')}, CoNLL-2014, in-process CPU time, median of 5)\n`);
  out(`| step | CPU ms | share of the M² run |`);
  out(`|---|---:|---:|`);
  out(`| tokenise 1,312 detokenised sentences (conll14, source-guided) | ${tTok.toFixed(1)} | ${((100 * tTok) / tM2).toFixed(1)} % |`);
  out(`| tokenise + re-segment the paragraphs | ${tSeg.toFixed(1)} | ${((100 * tSeg) / tM2).toFixed(1)} % |`);
  out(`| M² (official-2014.combined.m2) | ${tM2.toFixed(1)} | 100 % |\n`);
  // as a user runs it: whole `gecval m2` processes (after npm run build), CPU of the child
  const cli = fileURLToPath(new URL('../../dist/bin/gecval.js', import.meta.url));
  if (existsSync(cli)) {
    const detok = join(tmp, `${group.name}-${basename(system)}.detok`);
    const para = join(tmp, `${group.name}-${basename(system)}.para.detok`);
    const timings = compareProcesses(
      [
        { name: 'gecval m2 (tokenised output)', command: ['node', cli, 'm2', system, group.gold!] },
        { name: 'gecval m2 --tokenize conll14 (raw sentences)', command: ['node', cli, 'm2', '--tokenize', 'conll14', detok, group.gold!] },
        { name: 'gecval m2 --tokenize conll14 --segment (raw paragraphs)', command: ['node', cli, 'm2', '--tokenize', 'conll14', '--segment', para, group.gold!] },
      ],
      quick ? 1 : 5,
    );
    const base = timings[0]!;
    out(`Whole processes (median of ${base.runs} alternating runs; ${machineLine()}; ${loadLine()}):\n`);
    out('| command | wall s | CPU s | extra CPU over the M² run |');
    out('|---|---:|---:|---:|');
    for (const t of timings) {
      out(`| ${t.name} | ${(t.wallMs / 1000).toFixed(3)} | ${(t.cpuMs / 1000).toFixed(3)} | ${t === base ? '—' : `${((100 * (t.cpuMs - base.cpuMs)) / base.cpuMs).toFixed(1)} %`} |`);
    }
    out('');
  } else {
    out('(whole-process timing skipped: run `npm run build` first)\n');
  }
}

out('## Sentences that differ after the round trip\n');
for (const d of differing) out(`- ${d}`);
out('\n## Paragraph sentences lost by the re-segmentation (their sentence-level round trip is exact)\n');
for (const d of segmentationLost) out(`- ${d}`);
rmSync(tmp, { recursive: true, force: true });
