import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { IevalGold } from '../../../src/formats/ieval-xml.js';
import { readIevalXml } from '../../../src/formats/ieval-xml.js';
import { readM2AsIeval } from '../../../src/formats/m2-to-ieval.js';
import { readLines } from '../../../src/formats/text-file.js';
import type { IMeasureOptions } from '../../../src/metrics/imeasure/options.js';
import { parseMaximise } from '../../../src/metrics/imeasure/options.js';
import { scoreIMeasure } from '../../../src/metrics/imeasure/score.js';
import type { AspectScores } from '../../../src/metrics/imeasure/scores.js';
import { dataPath } from '../../helpers/shared.js';

/** Numbers printed by mfelice/imeasure ieval.py itself (see test/fixtures/imeasure/README.md). */
interface Fixture {
  system: string;
  /** Index of the first gold sentence scored (0 = from the start). */
  offset?: number;
  sentences: number;
  options: { mix: boolean; max: string; opt: 'sent' | 'corpus'; b: number; w: number };
  corpus: Record<'detection' | 'correction', Record<string, number>>;
  per_sentence: (Record<'detection' | 'correction', Record<string, number>> & { id: string })[];
}

const fixtureDir = fileURLToPath(new URL('../../fixtures/imeasure/', import.meta.url));
const fixtures = readdirSync(fixtureDir).filter((f) => f.endsWith('.json')).sort();

const fullXml = readIevalXml(dataPath('conll14', 'official-2014.combined.ieval.xml'));
const fullM2 = readM2AsIeval(dataPath('conll14', 'official-2014.combined.m2'));
const slice = (gold: IevalGold, from: number, n: number): IevalGold => ({ file: gold.file, sentences: gold.sentences.slice(from, from + n) });

function asOriginal(s: AspectScores): Record<string, number> {
  return { tp: s.tp, tn: s.tn, fp: s.fp, fn: s.fn, fpn: s.fpn, p: s.p, r: s.r, f: s.f, acc: s.acc, wacc: s.wacc, i: s.i, acc_b: s.accBase, wacc_b: s.waccBase };
}

test('fixtures from the original ieval.py are present', () => {
  assert.ok(fixtures.includes('camb30-default.json'), `fixtures: ${fixtures.join(', ')}`);
});

for (const name of fixtures) {
  const fixture = JSON.parse(readFileSync(join(fixtureDir, name), 'utf8')) as Fixture;
  const options: Partial<IMeasureOptions> = {
    mix: fixture.options.mix,
    maximise: parseMaximise(fixture.options.max),
    optimise: fixture.options.opt === 'sent' ? 'sentence' : 'corpus',
    beta: fixture.options.b,
    weight: fixture.options.w,
  };
  const offset = fixture.offset ?? 0;
  const hypotheses = readLines(dataPath('conll14', 'systems', `${fixture.system}.txt`)).slice(offset, offset + fixture.sentences);
  for (const [goldName, gold] of [['XML', fullXml], ['M2', fullM2]] as const) {
    for (const method of ['fast', 'enumerate'] as const) {
      test(`${name}: every count and score equals ieval.py (gold read as ${goldName}, ${method} method)`, () => {
        const result = scoreIMeasure(slice(gold, offset, fixture.sentences), hypotheses, { ...options, method, enumerationLimit: method === 'fast' ? 0 : 64 });
        assert.deepEqual({ detection: asOriginal(result.corpus.detection), correction: asOriginal(result.corpus.correction) }, fixture.corpus);
        result.sentences.forEach((s, i) => {
          const expected = fixture.per_sentence[i]!;
          assert.deepEqual({ detection: asOriginal(s.detection), correction: asOriginal(s.correction) }, { detection: expected.detection, correction: expected.correction }, `sentence ${expected.id}`);
        });
      });
    }
  }
}
