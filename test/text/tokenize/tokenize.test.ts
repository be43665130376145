import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataPath } from '../../helpers/shared.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { checkTokenization, guideBySource, guidedTokens, normalizationNamed, normalizeCharacters, tokenizeLine, tokenizeLines, tokenizeSpaced, tokenizerNamed } from '../../../src/text/tokenize/index.js';

const tok = (text: string, tokenizer: 'conll14' | 'bea19' | 'jfleg') => tokenizeLine(text, { tokenizer }).join(' ');

test('conll14: the NUCLE conventions seen in source.txt', () => {
  assert.equal(tok("It isn't clear, we cannot say.", 'conll14'), "It is n't clear , we can not say .");
  // " stays ", a period is split only at the end, ' only before a space, non-ASCII letters are tokens
  assert.equal(tok('He said "no" to information.However,research.', 'conll14'), 'He said " no " to information.However,research .');
  assert.equal(tok("They are 'weird'.", 'conll14'), "They are 'weird' .");
  assert.equal(tok('A café and façades.', 'conll14'), 'A caf é and fa ç ades .');
});

test('bea19: spaCy rules (special cases, prefixes, suffixes, infixes, URLs)', () => {
  assert.equal(tok("I can't go to the U.S. today, it's 5pm... \"Really?\" (well-known)", 'bea19'), 'I ca n\'t go to the U.S. today , it \'s 5 pm ... " Really ? " ( well - known )');
  assert.equal(tok('Visit https://example.com/x?y=1 now! Dr. Who said 10km.', 'bea19'), 'Visit https://example.com/x?y=1 now ! Dr. Who said 10 km .');
  assert.equal(tok('Don’t', 'bea19'), 'Do n’t');
});

test('jfleg: Penn Treebank quotes and contractions', () => {
  assert.equal(tok('"I\'m here," she said, "etc."', 'jfleg'), "`` I 'm here , '' she said , `` etc . ''");
  assert.equal(tok('Mr. Smith gonna pay $3,000...', 'jfleg'), 'Mr. Smith gon na pay $ 3,000 ...');
  // NLTK 3.8's TreebankWordTokenizer on Python 3 (its output, run outside the project): `\b` and `\d` are Unicode there
  assert.equal(tok('cannotй gonnaÀB Cannot, wannaß x', 'jfleg'), 'cannotй gonnaÀB Can not , wannaß x');
  assert.equal(tok('1,\u0663 and 1,a: b', 'jfleg'), '1,\u0663 and 1 , a : b');
});

test('ascii-punct normalisation is explicit: none keeps, ascii-punct maps', () => {
  const text = '“Don’t” — she said…\u00a0ok';
  assert.equal(normalizeCharacters(text, 'none'), text);
  assert.equal(normalizeCharacters(text, 'ascii-punct'), '"Don\'t" -- she said... ok');
  assert.equal(tokenizeLine(text, { tokenizer: 'conll14', normalize: 'ascii-punct' }).join(' '), '" Do n\'t " -- she said... ok');
});

test('conll14 leaves the tokenised CoNLL-2014 source as it is on ≥ 99.5 % of lines (real data)', () => {
  const lines = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').trimEnd().split('\n');
  const again = tokenizeLines(lines, { tokenizer: 'conll14' });
  const same = lines.filter((l, i) => l.trim().split(/\s+/u).join(' ') === again[i]).length;
  assert.ok(same / lines.length >= 0.995, `${same} / ${lines.length}`);
});

test('checkTokenization flags glued punctuation, not the gold-tokenised outputs (real data)', () => {
  const source = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').split('\n');
  const amu = readFileSync(dataPath('conll14', 'systems', 'AMU.txt'), 'utf8').split('\n');
  assert.equal(checkTokenization(amu, source).differs, false);
  const glued = amu.map((l) => l.replace(/ ([.,!?;:])/gu, '$1').replace(/ n't/gu, "n't"));
  const check = checkTokenization(glued, source);
  assert.equal(check.differs, true);
  assert.ok(check.glued > 1000);
});

test('source guidance: unchanged stretches take the source tokens, corrections keep the tokeniser', () => {
  const guided = (raw: string, source: string) => guideBySource(tokenizeSpaced(raw, { tokenizer: 'conll14' }), source.split(' ')).join(' ');
  // NUCLE wrote "this ,they"; the raw text lost the space: the same characters get the source's tokens
  assert.equal(guided('By doing this,they may save lives.', 'By doing this ,they may save lives .'), 'By doing this ,they may save lives .');
  // a quote spelled " where the source has '' (one quote character for the comparison)
  assert.equal(guided('when the "potential bomb\' \' will explode.', "when the ''potential bomb' ' will explode ."), "when the ''potential bomb' ' will explode .");
  // whitespace the corrector wrote is kept: "this, they" stays three tokens
  assert.equal(guided('By doing this, they may save lives.', 'By doing this ,they may save lives .'), 'By doing this , they may save lives .');
  // joining two words is a correction, not a tokenisation
  assert.equal(guided('I run everyday.', 'I run every day .'), 'I run everyday .');
});

test('source guidance inside a corrected run: intact source tokens keep their boundaries, the rest the tokeniser', () => {
  const guided = (raw: string, source: string) => guideBySource(tokenizeSpaced(raw, { tokenizer: 'conll14' }), source.split(' ')).join(' ');
  // the corrector deleted "the" next to the quote: `''potential` and `bomb'` still come back whole (CoNLL-2014 line 16)
  assert.equal(guided('we will never know when"potential bomb\' \' will explode.', "we will never know when the ''potential bomb' ' will explode ."), "we will never know when ''potential bomb' ' will explode .");
  // a comma inserted after `,all`: the source's `,all` is intact, its boundary before `,` comes back (NTHU line 356)
  assert.equal(guided('love each other,all, these troubles', 'love each other ,all these troubles'), 'love each other ,all , these troubles');
  // a word deleted between two commas: `itself` and `,` are intact source tokens next to each other (SJTU line 1132)
  assert.equal(guided('in itself,, whether it is', 'in itself , however , whether it is'), 'in itself , , whether it is');
  // the corrector's whitespace splits the source token `ago,when`: the tokeniser's tokens stay
  assert.equal(guided('a year ago, when I arrived.', 'one years ago,when I arrived .'), 'a year ago , when I arrived .');
  // a clitic is the convention's token: a source `m` does not cut `'m`, a source `etc` does not cut `etc.`
  assert.equal(guided("That is why I'm here.", 'That is why i m here .'), "That is why I 'm here .");
  assert.equal(guided('friends, etc..', 'friends , etc .'), 'friends , etc. .');
  // a boundary is added only where detokenisation erases a space: not before an opening quote, not after a comma
  assert.equal(guided("to emulate a'real' interaction.", "to emulate a 'real ' interaction ."), "to emulate a'real ' interaction .");
  assert.equal(guided('in 2012,80% of it is true.', 'in 2012 , 80 % of it is true .'), 'in 2012,80 % of it is true .');
});

test('guidedTokens: undefined only where guidance changes nothing; tokenizeLines follows a source array changed in place', () => {
  const spaced = (raw: string) => tokenizeSpaced(raw, { tokenizer: 'conll14' });
  const cases: [string, string][] = [
    ['By doing this,they may save lives.', 'By doing this ,they may save lives .'],
    ['I run everyday.', 'I run every day .'],
    ['The same words .', 'The same words .'],
    ['A changed word here.', 'A different word here .'],
    ['love each other,all, these troubles', 'love each other ,all these troubles'],
  ];
  for (const [raw, source] of cases) {
    const got = guidedTokens(spaced(raw), source.split(' '));
    const full = guideBySource(spaced(raw), source.split(' '));
    assert.deepEqual(got ?? spaced(raw).tokens, full, raw);
    if (got === undefined) assert.deepEqual(full, spaced(raw).tokens, raw);
  }
  // the source's line tokens are kept per source array, but a line changed in place is split again
  const source = ['By doing this ,they may save lives .'];
  assert.equal(tokenizeLines(['By doing this,they may save lives.'], { tokenizer: 'conll14' }, source)[0], 'By doing this ,they may save lives .');
  source[0] = 'By doing this, they may save lives .';
  assert.equal(tokenizeLines(['By doing this,they may save lives.'], { tokenizer: 'conll14' }, source)[0], 'By doing this,they may save lives .');
});

test('tokenize (whitespace split) equals trim + split on \\s, and OTHER_WHITESPACE is \\s without the space', async () => {
  const { tokenize, OTHER_WHITESPACE } = await import('../../../src/text/tokens.js');
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    assert.equal(OTHER_WHITESPACE.test(ch), c !== 32 && /\s/u.test(ch), `U+${c.toString(16)}`);
  }
  for (const text of ['a  b ', ' a\tb  c', '', '   ', 'a\u00a0b', 'x', 'a\u2028b \ufeffc', ' . , ']) {
    assert.deepEqual(tokenize(text), text.trim() === '' ? [] : text.trim().split(/\s+/u), JSON.stringify(text));
  }
  // every line at once: the same as line by line, whether or not the text has other whitespace
  const { tokenizeEachLine } = await import('../../../src/text/tokens.js');
  for (const text of ['a  b \n c\n\n', 'a b\nc\td', 'x\n\u00a0y', '', '\n', ' a \n  b  c ', 'a\u2028b\nc', 'a\rb']) {
    assert.deepEqual(tokenizeEachLine(text), text.split('\n').map(tokenize), JSON.stringify(text));
  }
});

test('conll14 on many sentences at once gives the tokens of each sentence alone (real data and edge cases)', async () => {
  const { conll14Tokenize, conll14TokenizeLines } = await import('../../../src/text/tokenize/conll14.js');
  const source = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').split('\n');
  // the source detokenised roughly (punctuation and clitics glued), so that every rule has work to do
  const glued = source.map((l) => l.replace(/ ([.,!?;:'])/gu, '$1').replace(/ (n't)\b/gu, '$1'));
  const edges = ['a,', "b'", 'c.', 'x, y', "it's", 'end .  ', '', ' ', 'cannot\tgo', 'a\u00a0b,', "q'\u000b", 'U.S. .', 'tab\t,', 'A.\u000cB.', 'Gonna, whatcha'];
  for (const lines of [source, glued, edges]) {
    const many = conll14TokenizeLines(lines);
    lines.forEach((l, i) => assert.deepEqual(many[i], conll14Tokenize(l), JSON.stringify(l)));
  }
  // a line end other than \n inside a sentence: one sentence at a time
  assert.deepEqual(conll14TokenizeLines(['a.\u2028b.', 'c,']), [conll14Tokenize('a.\u2028b.'), ['c,']]);
  // NLTK's rule pads every space with spaces; gecval leaves spaces out of it: the tokens must not depend on how many
  // spaces there are (each space written three times, as NLTK's rule leaves it)
  const padded = (l: string) => l.replace(/ /gu, '   ');
  const odd = [',\t', ', ', "' ", ". ", ' .  ', ',,  ,', "q'  r", 'x,\u00a0y', 'end.\t', "can't ,  won't.", 'a\u2028b. '];
  for (const l of [...glued.slice(0, 300), ...odd, ...odd.flatMap((a) => odd.map((b) => `w${a}v${b}`))]) {
    assert.deepEqual(conll14Tokenize(padded(l)), conll14Tokenize(l), JSON.stringify(l));
  }
});

test('firstNormalizable: the first character ascii-punct would change, found after other non-ASCII characters too', async () => {
  const { firstNormalizable } = await import('../../../src/text/tokenize/index.js');
  assert.equal(firstNormalizable('plain ASCII, "quoted" -- text'), undefined);
  assert.equal(firstNormalizable('café, naïve'), undefined);
  assert.equal(firstNormalizable('café \u2013 a \u201cquote\u201d'), '\u2013');
  assert.equal(firstNormalizable('\u{1F600} it\u2019s'), '\u2019');
  assert.equal(firstNormalizable('a\u00a0b'), '\u00a0');
});

test('one resolver for tokenizer and normalisation names: every known name passes, an unknown one is the same input error everywhere', () => {
  for (const name of ['conll14', 'bea19', 'spacy3', 'jfleg', 'whitespace']) assert.equal(tokenizerNamed(name, '--tokenize'), name);
  assert.equal(normalizationNamed('ascii-punct', '--normalize'), 'ascii-punct');
  assert.throws(() => tokenizerNamed('moses', 'params.tokenizer'), (e: unknown) => e instanceof GecvalInputError && e.message === "unknown tokenizer 'moses' for params.tokenizer (expected conll14, bea19, spacy3, jfleg, whitespace)");
  assert.throws(() => normalizationNamed('nfkc', '--normalize'), (e: unknown) => e instanceof GecvalInputError && /^unknown normalisation 'nfkc' for --normalize \(expected none, /.test(e.message));
});

test('the library checks the raw-text options it is given: a missing, misspelt or unknown name is the input error, never a TypeError or a mislabelled signature', async () => {
  const { prepareRaw } = await import('../../../src/text/raw.js');
  const { tokenizeTexts } = await import('../../../src/text/tokenize/index.js');
  const source = ['He go to school .', 'It is fine .'];
  const inputError = (pattern: RegExp) => (e: unknown) => e instanceof GecvalInputError && pattern.test(e.message);
  // untyped callers: the CLI's option name (`tokenize`) where the library's is `tokenizer`, a name it does not know
  const misspelt = { tokenize: 'conll14' } as unknown as { tokenizer: 'conll14' };
  const unknown = { tokenizer: 'moses' } as unknown as { tokenizer: 'conll14' };
  const badNorm = { tokenizer: 'conll14', normalize: 'ascii' } as unknown as { tokenizer: 'conll14' };
  for (const run of [
    (o: { tokenizer: 'conll14' }) => tokenizeLine('He goes.', o),
    (o: { tokenizer: 'conll14' }) => tokenizeLines(['He goes.', 'Fine.'], o, source),
    (o: { tokenizer: 'conll14' }) => tokenizeTexts(['He goes.'], o),
    (o: { tokenizer: 'conll14' }) => tokenizeSpaced('He goes.', o),
    (o: { tokenizer: 'conll14' }) => prepareRaw('He goes to school. It is fine.', { ...o, segment: true }, source),
    (o: { tokenizer: 'conll14' }) => prepareRaw('He goes to school.\nIt is fine.\n', o, source),
  ]) {
    assert.throws(() => run(misspelt), inputError(/^no tokenizer named \(the option 'tokenizer': conll14, bea19, spacy3, jfleg, whitespace\)$/u));
    assert.throws(() => run(unknown), inputError(/^unknown tokenizer 'moses' for the option 'tokenizer' \(expected conll14, /u));
    // `ascii` would otherwise have acted as ascii-punct and been signed `norm:ascii`
    assert.throws(() => run(badNorm), inputError(/^unknown normalisation 'ascii' for the option 'normalize' \(expected none, ascii-punct\)$/u));
  }
  assert.throws(() => normalizeCharacters('“a”', 'ascii' as 'none'), inputError(/^unknown normalisation 'ascii'/u));
  // the names it knows still work, with the signature they name
  assert.deepEqual(prepareRaw('He goes to school. It’s fine.', { tokenizer: 'conll14', normalize: 'ascii-punct', segment: true }, source).lines, ['He goes to school .', "It 's fine ."]);
});
