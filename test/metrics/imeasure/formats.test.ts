import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatIevalXml, parseIevalXml, readIevalXml } from '../../../src/formats/ieval-xml.js';
import { m2ToIeval, readM2AsIeval, treebankTokenize } from '../../../src/formats/m2-to-ieval.js';
import { parseM2 } from '../../../src/formats/m2.js';
import { GecvalInputError } from '../../../src/core/errors.js';
import { dataPath } from '../../helpers/shared.js';
import { EXAMPLE_XML } from './example.js';


const shape = (s: { numann: number; tokens: readonly string[]; errors: readonly { required: boolean; alternatives: unknown }[] }): string =>
  JSON.stringify({ numann: s.numann, tokens: s.tokens, errors: s.errors.map((e) => ({ required: e.required, alternatives: e.alternatives })) });

test('the imeasure example XML parses into tokens, errors and alternatives', () => {
  const gold = parseIevalXml(EXAMPLE_XML, 'gold.xml');
  assert.equal(gold.sentences.length, 1);
  const s = gold.sentences[0]!;
  assert.deepEqual(s.tokens, 'This machines is designed for help people .'.split(' '));
  assert.equal(s.numann, 2);
  assert.equal(s.line, 3);
  assert.equal(s.errors.length, 2);
  assert.deepEqual(s.errors[0]!.alternatives[0], { annotator: '0', corrections: [{ start: 0, end: 1, text: 'These' }, { start: 2, end: 3, text: 'are' }] });
  assert.equal(s.errors[1]!.required, true);
});

test('M2 converted as m2_to_ixml.py does equals the shipped CoNLL-2014 XML on all 1,312 sentences', () => {
  const xml = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  const m2 = readM2AsIeval(dataPath('conll14', 'official-2014.combined.m2'));
  assert.equal(xml.sentences.length, 1312);
  assert.equal(m2.sentences.length, 1312);
  const differing = xml.sentences.filter((s, i) => shape(s) !== shape(m2.sentences[i]!)).map((s) => s.id);
  assert.deepEqual(differing, []);
});

test('clustering: longest edit first, an edit joins the first cluster it overlaps, req=no when an annotator left it alone', () => {
  const m2 = parseM2(['S a b c d e', 'A 1 2|||X|||B|||REQUIRED|||-NONE-|||0', 'A 1 3|||Y|||B C|||REQUIRED|||-NONE-|||1',
    'A 4 4|||Z|||f|||REQUIRED|||-NONE-|||0', 'A 2 2|||W|||g|||REQUIRED|||-NONE-|||1', ''].join('\n'));
  const s = m2ToIeval(m2).sentences[0]!;
  assert.equal(s.numann, 2);
  // (1,3) comes first (longest); (1,2) overlaps it; the insertion at 2 lies inside (1,3) so it joins too.
  assert.deepEqual(s.errors.map((e) => [e.required, e.alternatives.map((a) => [a.annotator, a.corrections.map((c) => `${c.start}-${c.end}:${c.text}`)])]), [
    [true, [['0', ['1-2:B']], ['1', ['1-3:B C', '2-2:g']]]],
    [false, [['0', ['4-4:f']]]],
  ]);
});

test('corrections are re-tokenized Penn-Treebank style, as nltk.word_tokenize does', () => {
  assert.deepEqual(treebankTokenize('known,the'), ['known', ',', 'the']);
  assert.deepEqual(treebankTokenize('This has brought on a common dilemma.'), ['This', 'has', 'brought', 'on', 'a', 'common', 'dilemma', '.']);
  assert.deepEqual(treebankTokenize("one 's"), ['one', "'s"]);
  assert.deepEqual(treebankTokenize("patients '"), ['patients', "'"]);
  assert.deepEqual(treebankTokenize('doctor.I'), ['doctor.I']);
  assert.deepEqual(treebankTokenize("can't"), ['ca', "n't"]);
  assert.deepEqual(treebankTokenize('"quoted"'), ['``', 'quoted', "''"]);
  assert.deepEqual(treebankTokenize(''), []);
});

function inputError(fn: () => unknown): GecvalInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GecvalInputError) return error;
    throw error;
  }
  assert.fail('expected a GecvalInputError');
}

test('malformed XML is reported with file and line', () => {
  const unclosed = inputError(() => parseIevalXml('<scripts><script id="1">\n<sentence id="1" numann="0">\n<text>a b</text>\n</script></scripts>', 'bad.xml'));
  assert.equal(unclosed.file, 'bad.xml');
  assert.equal(unclosed.line, 4);
  assert.match(unclosed.message, /end tag <\/script> does not match <sentence>/);
  const truncated = inputError(() => parseIevalXml('<scripts><script id="1">\n<sentence id="1" numann="0"><text>a</text>', 'cut.xml'));
  assert.match(truncated.message, /never closed/);
  const entity = inputError(() => parseIevalXml('<scripts><script id="1">\n\n<sentence id="1" numann="0"><text>a & b</text></sentence></script></scripts>', 'amp.xml'));
  assert.equal(entity.line, 3);
});

test('a missing sentence, a missing <text> and bad offsets are reported with their line', () => {
  const gap = inputError(() => parseIevalXml('<scripts><script id="1">\n<sentence id="1" numann="0"><text>a</text></sentence>\n<sentence id="3" numann="0"><text>b</text></sentence>\n</script></scripts>', 'gap.xml'));
  assert.equal(gap.line, 3);
  assert.match(gap.message, /sentence 2 is missing/);
  const noText = inputError(() => parseIevalXml('<scripts><script id="1">\n<sentence id="1" numann="0"></sentence></script></scripts>', 'x.xml'));
  assert.equal(noText.line, 2);
  const offsets = inputError(() => parseIevalXml('<scripts><script id="1"><sentence id="1" numann="1"><text>a b</text>\n<error-list><error id="1" req="yes" type="T"><alt ann="0">\n<c start="1" end="7">x</c></alt></error></error-list></sentence></script></scripts>', 'o.xml'));
  assert.equal(offsets.line, 3);
  assert.match(offsets.message, /outside the 2-token sentence/);
  const numann = inputError(() => parseIevalXml('<scripts><script id="1"><sentence id="1" numann="two"><text>a</text></sentence></script></scripts>', 'n.xml'));
  assert.match(numann.message, /integer 'numann'/);
});

test('entities, comments and a DOCTYPE are read as XML readers read them', () => {
  const gold = parseIevalXml('<?xml version="1.0"?>\n<!DOCTYPE scripts [ <!ELEMENT scripts (script)> ]>\n<!-- c -->\n<scripts><script id="1"><sentence id="1" numann="1"><text>a &amp; &lt;b&gt; &#233;</text><error-list><error id="1" req="no" type="T"><alt ann="0"><c start="0" end="1"/></alt></error></error-list></sentence></script></scripts>');
  assert.deepEqual(gold.sentences[0]!.tokens, ['a', '&', '<b>', 'é']);
  assert.equal(gold.sentences[0]!.errors[0]!.required, false);
  assert.equal(gold.sentences[0]!.errors[0]!.alternatives[0]!.corrections[0]!.text, '');
});

test('formatIevalXml writes XML that parses back to the same gold', () => {
  const gold = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
  const subset = { file: 'x', sentences: gold.sentences.slice(0, 200) };
  const back = parseIevalXml(formatIevalXml(subset), 'x');
  assert.deepEqual(back.sentences.map(shape), subset.sentences.map(shape));
});
