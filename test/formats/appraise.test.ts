import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GecvalInputError } from '../../src/core/errors.js';
import { parseAppraiseXml, proveIndexBase, readAppraiseXml } from '../../src/formats/appraise.js';
import { readSeeda, SEEDA_SYSTEMS } from '../../src/analyses/meta-eval/seeda.js';
import { dataPath } from '../helpers/shared.js';

const xml = (items: string) => `<?xml version="1.0"?>\n<appraise-results>\n<error-correction-ranking-result id="x">\n${items}</error-correction-ranking-result>\n</appraise-results>\n`;
const item = (src: number, body: string) => `<ranking-item src-id="${src}" id="${src}" user="u">\n${body}</ranking-item>\n`;

test('parses ranking items, shared translations and ranks, with line numbers', () => {
  const items = parseAppraiseXml(xml(item(2, '<translation system="A B" rank="1" />\n<translation system="C" rank="3"/>\n')));
  assert.equal(items.length, 1);
  assert.equal(items[0]!.srcId, 2);
  assert.deepEqual(items[0]!.translations.map((t) => [t.systems, t.rank, t.line]), [[['A', 'B'], 1, 5], [['C'], 3, 6]]);
});

test('Appraise XML is read by the one XML reader: malformed files, bad character references and entity declarations are one input error with the line', () => {
  const fails = (text: string, pattern: RegExp, line: number) =>
    assert.throws(() => parseAppraiseXml(text, 'r.xml'), (e: unknown) => e instanceof GecvalInputError && pattern.test(e.message) && e.file === 'r.xml' && e.line === line, pattern.source);
  // An unclosed ranking item, a stray end tag, a translation that is never closed.
  fails(xml('<ranking-item src-id="1">\n<translation system="A" rank="1"/>\n'), /malformed XML: end tag <\/error-correction-ranking-result> does not match <ranking-item>/u, 6);
  fails('<appraise-results>\n<ranking-item src-id="1">\n<translation system="A" rank="1"/>\n', /malformed XML: element <ranking-item> is never closed/u, 2);
  fails(xml('</ranking-item>\n'), /malformed XML: end tag <\/ranking-item> does not match/u, 4);
  fails(xml(item(1, '<translation system="A" rank="1">\n')), /malformed XML: end tag <\/ranking-item> does not match <translation>/u, 6);
  // `&#0;` is no XML character (it used to reach String.fromCodePoint); entities are never expanded.
  fails(xml(item(1, '<translation system="A&#0;" rank="1"/>\n')), /not an XML character/u, 5);
  fails(`<!DOCTYPE a [<!ENTITY x "y">]>\n${xml(item(1, '<translation system="A" rank="1"/>\n'))}`, /malformed XML: .*ENTITY/u, 1);
  // Character references in attributes are read.
  assert.deepEqual(parseAppraiseXml(xml(item(1, '<translation system="A&#x20;B&amp;C" rank="2"/>\n')))[0]!.translations[0]!.systems, ['A', 'B&C']);
});

test('proves the index base from shared outputs and refuses ambiguous or inconsistent data', () => {
  const outputs = new Map([
    ['A', ['a0', 'same', 'a2']],
    ['B', ['b0', 'same', 'b2']],
    ['C', ['same', 'c1', 'c2']],
  ]);
  // src-id 2 with A,B shared: line 1 under base 1 (identical), line 2 under base 0 (different).
  assert.equal(proveIndexBase(parseAppraiseXml(xml(item(2, '<translation system="A B" rank="1"/>\n'))), outputs).base, 1);
  assert.equal(proveIndexBase(parseAppraiseXml(xml(item(1, '<translation system="A B" rank="1"/>\n'))), outputs).base, 0);
  // No shared element: nothing proves the base.
  assert.throws(() => proveIndexBase(parseAppraiseXml(xml(item(1, '<translation system="A" rank="1"/>\n'))), outputs), /cannot prove the base/);
  // Inconsistent under both bases.
  assert.throws(() => proveIndexBase(parseAppraiseXml(xml(item(1, '<translation system="A C" rank="1"/>\n'))), outputs), /either base/);
  // Unknown system.
  assert.throws(() => proveIndexBase(parseAppraiseXml(xml(item(1, '<translation system="A Z" rank="1"/>\n'))), outputs), (e: unknown) => e instanceof GecvalInputError && /system 'Z' has no output/.test(e.message) && e.line === 5);
  assert.throws(() => parseAppraiseXml('<x/>'), /no <ranking-item>/);
  assert.throws(() => parseAppraiseXml(xml('<ranking-item src-id="a">\n<translation system="A" rank="1"/>\n</ranking-item>\n')), /src-id/);
});

test('SEEDA: src-id is proven 1-based against the whole-test-set outputs (all shared elements agree), 0-based is refuted', () => {
  const seeda = readSeeda(dataPath('seeda'));
  for (const kind of ['sentence', 'edit'] as const) {
    const { proof, rankings } = seeda.rankings[kind];
    assert.equal(proof.base, 1);
    const [zero, one] = proof.evidence;
    assert.equal(one.agreeing, one.shared);
    assert.ok(zero.agreeing < zero.shared / 2, `${kind}: 0-based agrees on ${zero.agreeing} of ${zero.shared}`);
    assert.equal(rankings.length, 600);
    assert.ok(rankings.every((r) => r.sentence >= 0 && r.sentence < 391));
  }
  // The data README's counts for the sentence-based file: 974 shared elements, 238 agree at the 0-based line.
  const [zero, one] = seeda.rankings.sentence.proof.evidence;
  assert.deepEqual([zero.agreeing, zero.shared, one.agreeing, one.shared], [238, 974, 974, 974]);
  assert.equal(new Set(seeda.rankings.sentence.rankings.map((r) => r.sentence)).size, 391);
  assert.equal(readAppraiseXml(dataPath('seeda', 'data', 'judgments_sent.xml')).length, 600);
});

test('SEEDA: a copy with src-id shifted by one is refused with a clear error, not read shifted', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-appraise-'));
  try {
    cpSync(dataPath('seeda'), dir, { recursive: true });
    const file = join(dir, 'data', 'judgments_sent.xml');
    const shifted = readFileSync(file, 'utf8').replace(/src-id="(\d+)"/gu, (_, n: string) => `src-id="${Number(n) - 1}"`);
    // Shift by −1 turns the 1-based file into a 0-based one: still consistent, so it must be read as 0-based.
    writeFileSync(file, shifted);
    const zeroBased = readSeeda(dir);
    const original = readSeeda(dataPath('seeda'));
    assert.deepEqual(zeroBased.rankings.sentence.rankings.map((r) => r.sentence), original.rankings.sentence.rankings.map((r) => r.sentence));
    // Shift by +1: neither base matches the outputs any more.
    writeFileSync(file, readFileSync(dataPath('seeda', 'data', 'judgments_sent.xml'), 'utf8').replace(/src-id="(\d+)"/gu, (_, n: string) => `src-id="${Number(n) + 1}"`));
    assert.throws(() => readSeeda(dir), (e: unknown) => e instanceof GecvalInputError && /does not match the system outputs under either base/.test(e.message) && e.file === file);
    // An unknown system name.
    writeFileSync(file, readFileSync(dataPath('seeda', 'data', 'judgments_sent.xml'), 'utf8').replace('system="PIE"', 'system="PIE2"'));
    assert.throws(() => readSeeda(dir), /system 'PIE2' has no output/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.equal(SEEDA_SYSTEMS.length, 15);
});

test('GJG15 (Grundkiewicz et al. 2015): src-id proven 0-based against the CoNLL-2014 outputs, 2,755 of 2,759 agreeing', async () => {
  const { readSentenceFile } = await import('../../src/formats/parallel.js');
  const items = readAppraiseXml(dataPath('human', 'grundkiewicz2015', '8judgments.xml'));
  const systems = ['AMU', 'CAMB', 'CUUI', 'IITB', 'IPN', 'NTHU', 'PKU', 'POST', 'RAC', 'SJTU', 'UFC', 'UMC'];
  const outputs = new Map(systems.map((s) => [s, readSentenceFile(dataPath('conll14', 'systems', `${s}.txt`)).lines] as const));
  outputs.set('INPUT', readSentenceFile(dataPath('conll14', 'source.txt')).lines);
  const proof = proveIndexBase(items, outputs);
  assert.equal(proof.base, 0);
  assert.deepEqual([proof.evidence[0].agreeing, proof.evidence[0].shared], [2755, 2759]);
  assert.ok(proof.evidence[1].agreeing < 700);
  // Demanding every element agree refuses it (the four tokenisation variants of sentence 936).
  assert.throws(() => proveIndexBase(items, outputs, '8judgments.xml', { minAgreement: 1 }), /either base/);
});
