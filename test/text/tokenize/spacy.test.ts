import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { specialCases, type SpacyVersion } from '../../../src/text/tokenize/spacy-specials.js';
import { spacy19Tokenize, spacyTokenize } from '../../../src/text/tokenize/spacy.js';
import { tokenizeLine } from '../../../src/text/tokenize/index.js';
import { SPACY3_ALPHA, SPACY3_ALPHA_LOWER, SPACY3_ALPHA_UPPER, SPACY3_ICONS } from '../../../src/text/tokenize/spacy3-classes.js';

/**
 * The special-case tables against the originals': the SHA-256 of `json.dumps(sorted(exceptions.items()),
 * ensure_ascii=False, separators=(',', ':'))` over each key's ORTH list, computed outside the project from spaCy
 * 1.9.0's spacy/en/language_data.py (its TOKENIZER_EXCEPTIONS, built as that file builds them) and from spaCy
 * f69c32f's spacy/lang/en/tokenizer_exceptions.py. One changed entry changes the hash.
 */
const ORIGINAL_TABLES: Record<SpacyVersion, { entries: number; sha256: string }> = {
  '1.9': { entries: 1185, sha256: '17b87300cd73e176d13f4174677716eeebf27624fccd2839a62b0d88c85d0fa8' },
  '3': { entries: 1347, sha256: '776560d3c94ca1506f8f56ad4cfa91c0a47989257230e3ad69a6f4f49cf8bdd1' },
};

test('the special cases of both spaCy versions are the originals, entry for entry', () => {
  for (const version of ['1.9', '3'] as const) {
    const entries = [...specialCases(version)].map(([k, t]) => [k, [...t]] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    assert.equal(entries.length, ORIGINAL_TABLES[version].entries, version);
    assert.equal(createHash('sha256').update(JSON.stringify(entries)).digest('hex'), ORIGINAL_TABLES[version].sha256, version);
  }
  // what tells the versions apart in learner text
  assert.equal(specialCases('1.9').has("haven't"), false);
  assert.deepEqual(specialCases('3').get("haven't"), ['have', "n't"]);
  assert.deepEqual(specialCases('1.9').get("that're"), ['that', "'re"]);
  assert.equal(specialCases('3').has("that're"), false);
});

/**
 * spaCy 1.9.0's and v3's tokens for these sentences: the output of each version's own regular expressions (Python
 * `regex` / `re`, as spaCy compiles them) and special cases in its tokenizer loop, run outside the project.
 */
const WORKED: readonly (readonly [string, string, string])[] = [
  ["I haven't seen it, she hasn't either.", "I haven't seen it , she hasn't either .", "I have n't seen it , she has n't either ."],
  ['Prices rose 50% in 2-year terms, i.e. a lot.', 'Prices rose 50% in 2-year terms , i.e. a lot .', 'Prices rose 50 % in 2 - year terms , i.e. a lot .'],
  ["He said ''hello'' and left.", "He said ' ' hello '' and left .", "He said '' hello '' and left ."],
  ['‘Fine’ isn’t it?', '‘ Fine’ is n’t it ?', '‘ Fine ’ is n’t it ?'],
  ['We met on Tuesday.Mr. Smith came.', 'We met on Tuesday . Mr . Smith came .', 'We met on Tuesday . Mr. Smith came .'],
  ["That're wrong, 'cause it's 10km away.", "That 're wrong , 'cause it 's 10 km away .", "That're wrong , 'cause it 's 10 km away ."],
  ["Would've, could've.", "Would've , could 've .", "Would 've , could 've ."],
  ['The 1990s-era e-mail: a/b and 4:they.', 'The 1990s - era e - mail : a / b and 4:they .', 'The 1990s - era e - mail : a / b and 4 : they .'],
  ['Visit example.com or Example.com.', 'Visit example.com or Example.com .', 'Visit example.com or Example.com .'],
  ['(see http://www.google.com/search?q=x).', '( see http://www.google.com/search?q=x ) .', '( see http://www.google.com/search?q=x ) .'],
  ["He's gone...really?!", "He 's gone ... really ? !", "He 's gone ... really ? !"],
  // v3's second pass runs over the whole text: the match `) :` across the space takes the tokens of `:)` (and
  // changes nothing, the text `) :` being no special case); `):)` is one chunk, so `:)` is matched there
  [') :)x', ') : ) x', ') : ) x'],
  ['):) x', ') :) x', ') :) x'],
  // v3: a URL scheme's `\w` is every script's word character (Python 3's `re`); 1.9's token_match wants its scheme at
  // the very start, so this is no URL there and `/` splits between letters
  ['Приветhttps://foo.bar/baz?x=1', 'Приветhttps://foo.bar / baz?x=1', 'Приветhttps://foo.bar/baz?x=1'],
  // v3's letters are the scripts char_classes.py lists (no Thai, no Armenian; `µ` is no letter), its icons the symbols
  // it lists (`♥`, `°`, `©` are; U+2B96, newer than the list, is not): a comma between letters of an unlisted script
  // does not split, nor does an unlisted symbol; 1.9's letters are Latin (and Bengali, Hebrew) only
  ['ก,ข Ա,Բ µ,b', 'ก,ข Ա,Բ µ,b', 'ก,ข Ա,Բ µ,b'],
  ['I♥you at 20°C ©2020 \u2b96x', 'I♥you at 20°C ©2020 \u2b96x', 'I ♥ you at 20 ° C © 2020 \u2b96x'],
];

/**
 * The SHA-256 of each class's code points (upper-case hex, comma-separated, ascending) as Python's `re` reads spaCy
 * f69c32f's spacy/lang/char_classes.py: printed by bench/raw-text/spacy3-char-classes.py SPACY_GIT_DIR f69c32f.
 */
const SPACY3_CLASS_DIGESTS: readonly (readonly [string, string, number])[] = [
  [SPACY3_ALPHA, 'c29b97721c3ee9427faacadbfafafb2c98ba40732fe35c44955942a47da73a97', 105724],
  [SPACY3_ALPHA_LOWER, '1afec1a0288c206c4e0f5587be02cf901af34b61f5d597b2c31496d087b73c03', 105177],
  [SPACY3_ALPHA_UPPER, '458e05e1c60b2ca0004595d7486fe940fefe6a2ca15de053700db08526f0cd9c', 104939],
  [SPACY3_ICONS, 'e0da9db94776726af59babf60ea99f8957b2ae7222ce45b7de3bd47651404bc2', 5984],
];

test("spacy3's letter and icon classes are spaCy v3's, code point for code point", () => {
  for (const [cls, digest, size] of SPACY3_CLASS_DIGESTS) {
    const member = new RegExp(`^[${cls}]$`, 'u');
    const points: string[] = [];
    for (let c = 0; c < 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      if (member.test(String.fromCodePoint(c))) points.push(c.toString(16).toUpperCase());
    }
    assert.equal(points.length, size);
    assert.equal(createHash('sha256').update(points.join(',')).digest('hex'), digest);
  }
});

test('bea19 is spaCy 1.9.0 (the BEA-2019 data), spacy3 is spaCy v3: worked examples where they differ and where they agree', () => {
  for (const [text, v19, v3] of WORKED) {
    assert.equal(spacy19Tokenize(text).join(' '), v19, text);
    assert.equal(spacyTokenize(text).join(' '), v3, text);
    assert.equal(tokenizeLine(text, { tokenizer: 'bea19' }).join(' '), v19, text);
    assert.equal(tokenizeLine(text, { tokenizer: 'spacy3' }).join(' '), v3, text);
  }
});

test('spaCy 1.9 rules: properties any input keeps (no characters lost or added, no empty or blank token)', () => {
  // seeded strings of the marks, letters and digits the rules treat specially
  const alphabet = [..."aZé.,;:!?'\"‘’“”`´«»()[]{}<>-–—/\\=+*^%$£€§#&_@~0123456789 ", 'Mr.', 'e.g.', "n't", "'s", 'http://x.org', '...', '…'];
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 3000; i++) {
    let text = '';
    const n = 1 + Math.floor(next() * 20);
    for (let k = 0; k < n; k++) text += alphabet[Math.floor(next() * alphabet.length)];
    for (const tokenize of [spacy19Tokenize, spacyTokenize]) {
      const tokens = tokenize(text);
      for (const t of tokens) assert.ok(t.trim() !== '' && !/\s/u.test(t), JSON.stringify([text, tokens]));
      // tokens are the text's characters in order (special cases here only split, never rewrite)
      assert.equal(tokens.join(''), text.replace(/\s+/gu, ''), JSON.stringify(text));
    }
  }
});
