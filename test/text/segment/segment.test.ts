import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataPath } from '../../helpers/shared.js';
import { alignTokens, segment, splitSentences, splitUnits } from '../../../src/text/segment/index.js';
import { tokenizeLines } from '../../../src/text/tokenize/index.js';

test('splitSentences: boundaries after . ! ? before a capital, not after abbreviations or initials', () => {
  assert.deepEqual(splitSentences('Mr. Smith came. He left! Did J. Doe stay? Yes e.g. This'), ['Mr. Smith came.', 'He left!', 'Did J. Doe stay?', 'Yes e.g. This']);
  assert.deepEqual(splitUnits('a b\n\nc\nd\n\n\ne'), ['a b', 'c d', 'e']);
  assert.deepEqual(splitUnits('a\nb\n'), ['a', 'b']);
});

test('splitSentences: a sentence written in lower case starts after a plain word and its mark, not after an abbreviation, initial or ellipsis', () => {
  assert.deepEqual(splitSentences('heart disease. however, for some. in 2010. then what? yes e.g. this etc. and j. smith in the U.S. and so... well'), [
    'heart disease.',
    'however, for some.',
    'in 2010.',
    'then what?',
    'yes e.g. this etc. and j. smith in the U.S. and so... well',
  ]);
});

test('splitSentences: a hint also before a mark that starts the next sentence, and after a clause-final abbreviation before a capital', () => {
  // a corrector that deleted the words before a comma, a quote set off by a space: the plain-word condition, as before a lowercase letter
  assert.deepEqual(splitSentences('a stage for cyber crime. , social network sites'), ['a stage for cyber crime.', ', social network sites']);
  assert.deepEqual(splitSentences("feelings and opinions. ' Privacy ' is the word."), ['feelings and opinions.', "' Privacy ' is the word."]);
  assert.deepEqual(splitSentences('in the U.S. , and e.g. , this'), ['in the U.S. , and e.g. , this']);
  // `etc.` (and `Inc.`, `Jr.` …) end a sentence before a capital as often as not: a hint; titles and Latin abbreviations never
  assert.deepEqual(splitSentences('friends, etc. Communication is fun. Mr. Smith and Acme Inc. They e.g. This, etc. and more'), [
    'friends, etc.',
    'Communication is fun.',
    'Mr. Smith and Acme Inc.',
    'They e.g. This, etc. and more',
  ]);
});

test('a glued period before a comma or an abbreviation can take a source boundary', () => {
  const source = ['I like the crime .', ', social sites are fun .', 'We met friends , etc .', 'Communication matters .'];
  const r = segment(source, 'I like the crime. , social sites are fun. We met friends, etc. Communication matters.', { tokenizer: 'conll14' });
  assert.deepEqual(r.lines, source);
  // where the source keeps `etc.` inside a sentence, the two hypothesis sentences are tokenised again as one line
  const kept = segment(['We met friends , etc. From there it grew .'], 'We met friends, etc. From there it grew.', { tokenizer: 'conll14' });
  assert.deepEqual(kept.lines, ['We met friends , etc. From there it grew .']);
});

test('the linear alignment does not resynchronise on a phrase repeated in the next sentence (a corrector that dropped half a line)', () => {
  const source = [
    "genetic testing is useful for families and doctors alike , but the law says nothing and it is up to the patient 's wish to tell anyone about it .",
    "in the end it is up to the patient 's own choice to disclose the information .",
  ];
  const r = segment(source, "genetic testing is useful for families and doctors alike. in the end it is up to the patient's own choice to disclose the information.", { tokenizer: 'conll14' });
  // before: the first line ran on to `… the patient 's` of the second sentence
  assert.deepEqual(r.lines, ['genetic testing is useful for families and doctors alike .', source[1]]);
  assert.deepEqual(r.merged, []);
});

test('a merged pair is cut where the alignment says and counted', () => {
  const source = ['I like cats .', 'They are nice .', 'Dogs bark .'];
  const r = segment(source, 'I like cats, they are nice. Dogs bark.', { tokenizer: 'conll14' });
  assert.deepEqual(r.lines, ['I like cats ,', 'they are nice .', 'Dogs bark .']);
  assert.deepEqual(r.merged, [0]);
  assert.equal(r.hypothesisSentences, 2);
});

test('a split sentence is counted, and stays on its source sentence', () => {
  const source = ['I like cats , they are nice .', 'Dogs bark .'];
  const r = segment(source, 'I like cats. They are nice. Dogs bark.', { tokenizer: 'conll14' });
  // the two hypothesis sentences are one line of the gold's, tokenised as one: NUCLE's tokenizer splits a period off
  // only at the end of a line, as `gecval tokenize` does for the same text written on one line
  assert.deepEqual(r.lines, ['I like cats. They are nice .', 'Dogs bark .']);
  assert.deepEqual(r.lines, tokenizeLines(['I like cats. They are nice.', 'Dogs bark.'], { tokenizer: 'conll14' }));
  assert.deepEqual(r.split, [[0, 1]]);
  assert.deepEqual(r.merged, []);
});

test('CoNLL-2014 source joined into paragraphs of 5 comes back line for line (real data)', () => {
  const lines = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').trimEnd().split('\n').slice(0, 300);
  const paragraphs: string[] = [];
  for (let i = 0; i < lines.length; i += 5) paragraphs.push(lines.slice(i, i + 5).join(' '));
  const r = segment(lines, paragraphs.join('\n\n'), { tokenizer: 'whitespace' });
  const same = r.lines.filter((l, i) => l === lines[i]).length;
  assert.ok(same >= 297, `${same} / 300`);
  assert.equal(r.units, paragraphs.length);
});

test('scoreM2Raw: raw AMU text against the CoNLL-2014 gold, through the library (real data)', async () => {
  const { readM2 } = await import('../../../src/formats/m2.js');
  const { scoreM2Raw } = await import('../../../src/metrics/raw-text.js');
  const gold = readM2(dataPath('conll14', 'official-2014.combined.m2')).slice(0, 200);
  const amu = readFileSync(dataPath('conll14', 'systems', 'AMU.txt'), 'utf8').split('\n').slice(0, 200);
  const glued = amu.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s)/gu, '$1'));
  // as sentences, and as paragraphs of four sentences separated by blank lines
  const paragraphs: string[] = [];
  for (let i = 0; i < glued.length; i += 4) paragraphs.push(glued.slice(i, i + 4).join(' '));
  const { scoreM2 } = await import('../../../src/metrics/m2/corpus.js');
  const original = scoreM2(amu, gold).f;
  const lines = scoreM2Raw(glued.join('\n'), gold, { tokenizer: 'conll14' });
  const segmented = scoreM2Raw(paragraphs.join('\n\n'), gold, { tokenizer: 'conll14', segment: true });
  assert.ok(Math.abs(lines.f - original) < 0.002, `${lines.f} vs ${original}`);
  assert.ok(Math.abs(segmented.f - original) < 0.002, `${segmented.f} vs ${original}`);
  assert.match(segmented.signature, /\|tok:conll14\|norm:none\|guide:source\|seg:align-merge2\|version:/u);
});

test('boundaries: a boundary crosses as few aligned words as it can, substituted pairs counting little', () => {
  // the corrector rewrote "It is because" as "Because" and moved "lives": the Levenshtein table pairs "It is" with
  // "lives ." as substitutions, which must not pull the boundary before "lives" (REF-M on CoNLL-2014, line 91)
  const source = ['By doing this ,they may be able to save some lives of their relatives .', "It is because a carrier with bad gene may not necessary have those genetic disease ."];
  const r = segment(source, "By doing this, they may be able to save some of their relatives' lives. Because a carrier with a bad gene may not necessarily have the genetic disease.", { tokenizer: 'conll14' });
  assert.deepEqual(r.lines, ["By doing this , they may be able to save some of their relatives ' lives .", 'Because a carrier with a bad gene may not necessarily have the genetic disease .']);
  // "down-syndrome ." / "In those diseases , many" rewritten as "Down's syndrome. Many … those diseases" (REF-F, line 363)
  const source2 = ['Such as autism or down-syndrome .', 'In those diseases , many who are affected have different characteristics .'];
  const r2 = segment(source2, "Such as autism, or Down's syndrome. Many who are affected with those diseases have different characteristics.", { tokenizer: 'conll14' });
  assert.deepEqual(r2.lines, ["Such as autism , or Down 's syndrome .", 'Many who are affected with those diseases have different characteristics .']);
  assert.deepEqual([r.merged, r2.merged], [[], []]);
});

test('boundaries: a source sentence whose words are aligned is not left empty for a cheap boundary hint (JFLEG dev)', () => {
  // "Learn" became "Learning, learning" with no period: the hint before "Learning" would leave "Learn" empty
  const source = ['I like to learn new things .', 'Learn', 'However , after I learned all sides it was easy .'];
  const r = segment(source, 'I like to learn new things. Learning, learning However, after I learned all sides it was easy.', { tokenizer: 'jfleg' });
  assert.deepEqual(r.lines, ['I like to learn new things .', 'Learning , learning', 'However , after I learned all sides it was easy .']);
  assert.deepEqual(r.empty, []);
});

test('alignment ties: among the alignments of least distance, the one with the most equal pairs', () => {
  // "relatives . It is because" → "relatives' lives . Because": a substitution-first backtrace paired every word
  // with its neighbour ('.' with "relatives'", "It" with "lives", "is" with '.'); the equal '.' must pair with '.'
  const map = alignTokens(['relatives', '.', 'It', 'is', 'because', 'of', 'this'], ["relatives'", 'lives', '.', 'Because', 'of', 'this']);
  assert.equal(map[1], 2);
  assert.deepEqual([map[2], map[3]], [-1, -1]);
  assert.deepEqual([...map.slice(5)], [4, 5]);
});

test('alignment ties: then the most pairs equal but for case (a corrector writing in lower case)', () => {
  // `However for` → `however , for` (RoRo on CoNLL-2014, line 9): `However` pairs with `however`, not with the `,`
  const map = alignTokens(['disease', '.', 'However', 'for', 'some', 'rare', 'diseases'], ['disease', '.', 'however', ',', 'for', 'some', 'rare', 'diseases']);
  assert.deepEqual([...map], [0, 1, 2, 4, 5, 6, 7]);
});

test('realistic paragraphs: RoRo (written in lower case) joined from raw sentences comes back line for line (real data)', () => {
  // raw sentences as a corrector writes them (periods and commas glued to their word), joined into paragraphs with
  // a space: `disease. however, for` — the sentence splitter and the aligner must cut before `however` and between
  // `family` and its period (the old splitter wanted a capital: 1000 of RoRo's 1312 boundaries fell inside sentences)
  const source = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').trimEnd().split('\n').slice(0, 120);
  const roro = readFileSync(dataPath('conll14', 'systems', 'RoRo.txt'), 'utf8').split('\n').slice(0, 120).map((l) => l.trim().split(/\s+/u).join(' '));
  const raw = roro.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ (n't|'s)/gu, '$1'));
  const paragraphs: string[] = [];
  for (let i = 0, k = 0; i < raw.length; k++) {
    const length = 3 + (k % 6); // runs of 3–8
    paragraphs.push(raw.slice(i, i + length).join(' '));
    i += length;
  }
  assert.equal(paragraphs.join(' '), raw.join(' '));
  const r = segment(source, paragraphs.join('\n'), { tokenizer: 'conll14' });
  // the ceiling: each raw sentence tokenised on its own line, with the same source guidance
  const sentenceLevel = tokenizeLines(raw, { tokenizer: 'conll14' }, source);
  const lost = r.lines.flatMap((l, i) => (l === sentenceLevel[i] ? [] : [`${i + 1}: ${l}`]));
  assert.deepEqual(lost, []);
  assert.ok(r.lines.filter((l, i) => l === roro[i]).length >= 115);
  assert.ok(r.merged.length <= 6, `${r.merged.length} merged`); // source boundaries with no mark (the old code: 90)
});

test('a span of several hypothesis sentences is tokenised as one line, and guidance reads its spacing', () => {
  // two hypothesis sentences on one source sentence are tokenised as one line (`b.` stays, as NUCLE's `information.However`)
  const source = ['A b. C saw this ,they d .', 'E f , g .'];
  const text = 'A b. C saw this,they d. E f, g.';
  assert.deepEqual(segment(source, text, { tokenizer: 'conll14' }).lines, ['A b. C saw this ,they d .', 'E f , g .']);
  assert.deepEqual(segment(source, text, { tokenizer: 'conll14', guide: false }).lines, ['A b. C saw this,they d .', 'E f , g .']);
  // a merged pair: the cut falls inside one hypothesis sentence, guidance still follows its spacing on both sides
  const merged = segment(['I saw this ,they said .', 'It is ok ,they said .'], 'I saw this,they said, it is ok,they said.', { tokenizer: 'conll14' });
  assert.deepEqual(merged.lines, ['I saw this ,they said ,', 'it is ok ,they said .']);
  assert.deepEqual(merged.merged, [0]);
  // a span that starts inside one hypothesis sentence and takes the next whole: each part keeps its own spacing
  const across = segment(['A b .', 'C saw this ,they d . F g .'], 'A b, c saw this,they d. F g.', { tokenizer: 'conll14' });
  assert.deepEqual([across.lines, across.merged, across.split], [['A b ,', 'c saw this ,they d . F g .'], [0], [[1, 1]]]);
  assert.deepEqual(segment(['A b .', 'C saw this ,they d . F g .'], 'A b, c saw this,they d. F g.', { tokenizer: 'conll14', guide: false }).lines, ['A b ,', 'c saw this,they d . F g .']);
});

test('repeatedSoon (the aligner\'s check, by lastIndexOf of the longest token) answers as testing every start of the window', async () => {
  const { repeatedSoon } = await import('../../../src/text/segment/align.js');
  // every start b in (at, at + 120] with b + 4 within the tokens: tokens[b, b + 4) = tokens[at, at + 4)
  const reference = (tokens: readonly string[], at: number): boolean => {
    const last = Math.min(tokens.length - 4, at + 120);
    for (let b = at + 1; b <= last; b++) if ([0, 1, 2, 3].every((k) => tokens[b + k] === tokens[at + k])) return true;
    return false;
  };
  let state = 7;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) % 1000;
  for (let round = 0; round < 200; round++) {
    const vocabulary = 2 + (round % 5);
    // odd rounds: tokens of different lengths, so that the phrase's longest token (the one searched for) is any of its four
    const token = (v: number) => (round % 2 === 0 ? `t${v}` : `${'x'.repeat(1 + ((v * 7) % 4))}${v}`);
    const tokens = Array.from({ length: 4 + (next() % 300) }, () => token(next() % vocabulary));
    for (let at = 0; at + 4 <= tokens.length; at++) assert.equal(repeatedSoon(tokens, at), reference(tokens, at), `round ${round} at ${at}`);
  }
});

test('BoundaryPlacer.nextAligned (a kept scan) answers as the first aligned token at or after k, asked in any order', async () => {
  const { BoundaryPlacer } = await import('../../../src/text/segment/align.js');
  let state = 11;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) % 1000;
  for (let round = 0; round < 300; round++) {
    const n = next() % 60;
    const total = 100;
    // aligned tokens (increasing hypothesis indices) with unaligned stretches between them, dense or sparse
    const map = new Int32Array(n).fill(-1);
    let j = 0;
    for (let k = 0; k < n; k++) if (next() % (2 + (round % 6)) === 0) map[k] = j += 1 + (next() % 3);
    const reference = (k: number): number => {
      for (let i = k; i < n; i++) if (map[i]! >= 0) return map[i]!;
      return total;
    };
    const place = new BoundaryPlacer(map, [], [], total, new Uint8Array(total + 1), 2, 8);
    // increasing queries (as spansOf asks), then repeated and decreasing ones
    const queries = [...Array.from({ length: n + 1 }, (_, k) => k), ...Array.from({ length: 20 }, () => next() % (n + 1))];
    for (const k of queries) assert.equal(place.nextAligned(k), reference(k), `round ${round} k ${k}`);
  }
});

test('segment checks the alignment numbers a library caller sets: a bad merge penalty or slack is an input error', async () => {
  const { GecvalInputError } = await import('../../../src/core/errors.js');
  const source = ['He go to school .', 'It is fine .'];
  const text = 'He goes to school. It is fine.';
  for (const [options, message] of [
    [{ mergePenalty: -1 }, /^the option 'mergePenalty' must be a non-negative number \(got -1\)$/u],
    [{ mergePenalty: Number.NaN }, /got NaN/u],
    [{ mergePenalty: '2' }, /got 2\)$/u],
    [{ slack: 1.5 }, /^the option 'slack' must be a non-negative whole number of tokens \(got 1\.5\)$/u],
    [{ slack: -3 }, /got -3/u],
  ] as const) {
    assert.throws(() => segment(source, text, { tokenizer: 'conll14', ...(options as object) }), (e: unknown) => e instanceof GecvalInputError && message.test(e.message), JSON.stringify(options));
  }
  // the defaults, and other valid numbers, segment as before (and sign the penalty)
  assert.deepEqual(segment(source, text, { tokenizer: 'conll14', mergePenalty: 0, slack: 0 }).lines, ['He goes to school .', 'It is fine .']);
  assert.equal(segment(source, text, { tokenizer: 'conll14', mergePenalty: 3 }).signatureFields.seg, 'align-merge3');
  // the slack moves boundaries too: a value other than the default is signed (the default adds nothing)
  assert.equal(segment(source, text, { tokenizer: 'conll14', slack: 3 }).signatureFields.seg, 'align-merge2-slack3');
  assert.equal(segment(source, text, { tokenizer: 'conll14', slack: 8 }).signatureFields.seg, 'align-merge2');
});
