import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, repoRoot, runCli } from '../helpers/shared.js';
import { parseCacheKey } from '../../src/ucca/parser/service.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { alignWords } from '../../src/ucca/usim/align-words.js';
import { usimCode } from '../../src/ucca/usim/usim.js';
import { scoreUsim, usimSignature, USIM_VARIANTS } from '../../src/ucca/usim/score.js';

const line224 = () => readUccaXmlFile(join(repoRoot, 'test/fixtures/usim/conll14-source-224.v3.xml'));

test('docs/ucca-usim.md#usim-identity: CoNLL-2014 line 224 against itself is 0.9167 in the original (kept), 1 with code-aligned-end', () => {
  const g = line224();
  // The original align.py prints 0.9166666666666666 on this graph (test/fixtures/usim/README.md).
  const code = scoreUsim(g, g.clone());
  assert.equal(code.usim, 0.9166666666666666);
  assert.deepEqual(code.counts, { matchedSource: 11, matchedCorrection: 11, sourceUnits: 12, correctionUnits: 12 });
  // Why: the final "." (position 31) is after the last chunk end, so it is never aligned.
  const w = alignWords(g, g.clone())!;
  assert.equal(w.forward.has(31), false);
  assert.equal(alignWords(g, g.clone(), { alignEnd: true })!.forward.get(31), 31);
  const fixed = scoreUsim(g, g.clone(), { variant: 'code-aligned-end' });
  assert.equal(fixed.usim, 1);
  assert.equal(fixed.variant, 'code-aligned-end');
  assert.match(usimSignature({ variant: 'code-aligned-end' }), /^usim\|variant:code-aligned-end\|align:munkres-1\.1\.4\+lev\+pos\+end\|units:fn>=2tok\|/);
  assert.match(usimSignature({ variant: 'code' }), /\|align:munkres-1\.1\.4\+lev\+pos\|/);
  assert.deepEqual(USIM_VARIANTS.map((v) => v.name), ['code', 'code-aligned-end', 'paper']);
});

test('every JFLEG dev source parse scores 1 against itself with code-aligned-end (except the 2 without comparable units); 15 do not with code', () => {
  const below: number[] = [];
  const belowFixed: number[] = [];
  for (let i = 0; i < 754; i++) {
    const g = readUccaXmlFile(dataPath('jfleg', 'tupa-parses', `dev.src${i}.xml`));
    if (usimCode(g, g.clone()).usim < 1) below.push(i);
    if (usimCode(g, g.clone(), { alignEnd: true }).usim < 1) belowFixed.push(i);
  }
  assert.deepEqual(below, [57, 115, 171, 230, 285, 296, 305, 306, 349, 359, 361, 651, 663, 711, 737]);
  // 171 and 359 have no comparable units: 0 by definition (docs/ucca-usim.md#usim-score).
  assert.deepEqual(belowFixed, [171, 359]);
});

test('gecval usim text mode on an unchanged line 224: 0.9167 with a warning naming the variant; code-aligned-end prints 1', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-usim-identity-'));
  const line = readFileSync(dataPath('conll14', 'source.txt'), 'utf8').split('\n')[223]!;
  writeFileSync(join(dir, 's.txt'), `${line}\n`);
  writeFileSync(join(dir, 'u.txt'), `${line}\n`);
  // The stored parse stands in for the parser (same file naming as the parse cache), so nothing is parsed here.
  const parses = join(dir, 'parses');
  mkdirSync(parses);
  copyFileSync(join(repoRoot, 'test/fixtures/usim/conll14-source-224.v3.xml'), join(parses, parseCacheKey(line)));
  const args = ['usim', '--source', join(dir, 's.txt'), join(dir, 'u.txt'), '--parses', parses, '--cache', join(dir, 'cache')];
  const code = runCli(args);
  assert.equal(code.status, 0, code.stderr);
  assert.match(code.stdout, /^USIM 0\.9167 \(mean of 1 pairs; 0 parsed, 2 from cache\)\nusim\|variant:code\|/);
  assert.match(code.stderr, /gecval: warning: 1 unchanged sentence\(s\) score below 1, .*--variant code-aligned-end/);
  const fixed = runCli([...args, '--variant', 'code-aligned-end']);
  assert.equal(fixed.status, 0, fixed.stderr);
  assert.match(fixed.stdout, /^USIM 1\.0000 .*\nusim\|variant:code-aligned-end\|align:munkres-1\.1\.4\+lev\+pos\+end\|/);
  assert.doesNotMatch(fixed.stderr, /warning/);
});
