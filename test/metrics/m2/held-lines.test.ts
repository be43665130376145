import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forgetKeptTexts, holdLines, readsHeldLines } from '../../../src/formats/text-file.js';
import { scoreM2Task } from '../../../src/metrics/m2/batch.js';
import { scoreM2Files } from '../../../src/metrics/m2/files.js';
import { goldFromM2 } from '../../../src/metrics/m2/gold.js';
import { readM2 } from '../../../src/formats/m2.js';
import { scoreSentenceAnnotators } from '../../../src/metrics/m2/sentence.js';
import { resolveM2Options } from '../../../src/metrics/m2/options.js';
import { dataPath } from '../../helpers/shared.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'gecval-m2-held-'));

/** Scores `lines` against `gold` from a written file and from held lines (the raw-text step's way): both results. */
function bothWays(gold: string, lines: readonly string[]) {
  const dir = tmp();
  const written = join(dir, 'written.txt');
  writeFileSync(written, lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  const held = join(dir, 'held.txt');
  assert.equal(holdLines(held, lines), true);
  try {
    assert.equal(readsHeldLines(held), true);
    assert.equal(readsHeldLines(written), false);
    return { file: scoreM2Files(written, gold), held: scoreM2Files(held, gold), fileTask: scoreM2Task({ hypothesis: written, gold, options: {} }), heldTask: scoreM2Task({ hypothesis: held, gold, options: {} }) };
  } finally {
    forgetKeptTexts();
  }
}

const view = (r: ReturnType<typeof scoreM2Files>) => JSON.stringify([r.precision, r.recall, r.f, r.correct, r.proposed, r.gold, r.sentences]);
const taskView = (r: ReturnType<typeof scoreM2Task>) => JSON.stringify([r.precision, r.recall, r.f, r.correct, r.proposed, r.goldEdits]);

test('held hypothesis lines (compared with the gold source before splitting) score exactly as the written file: whitespace the source text and the split disagree on', () => {
  const dir = tmp();
  const gold = join(dir, 'gold.m2');
  // sources with runs of spaces, edge whitespace and Python-only whitespace (U+0085, U+001C, U+3000)
  writeFileSync(
    gold,
    [
      'S a b c', 'A 1 2|||R|||d|||REQUIRED|||-NONE-|||0', '',
      'S  x  y ', 'A 0 1|||R|||z|||REQUIRED|||-NONE-|||0', '',
      'S p\u0085q r', 'A 1 2|||U|||-NONE-|||REQUIRED|||-NONE-|||0', '',
      'S m\u3000n', 'A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0', '',
      'S u\u001cv w', 'A 0 1|||R|||t|||REQUIRED|||-NONE-|||0', '',
      'S k l', 'A 0 1|||R|||j|||REQUIRED|||-NONE-|||0', '',
    ].join('\n') + '\n',
  );
  const cases: string[][] = [
    ['a b c', 'x  y', 'p\u0085q r', 'm\u3000n', 'u\u001cv w', 'k l'], // every line the gold's stripped source
    ['a d c', 'z y', 'p q', 'm n', 't v w', 'k  l'], // every line changed, or the same tokens written differently
    ['a b  c', ' x y', 'p q r', 'm\u3000n ', 'u v w', 'j l'],
    ['a\u3000d c', 'x y', 'p\u0085q', 'm\u3000n', 'u\u001cv w', ''],
  ];
  for (const lines of cases) {
    const r = bothWays(gold, lines);
    assert.equal(view(r.held), view(r.file), JSON.stringify(lines));
    assert.equal(taskView(r.heldTask), taskView(r.fileTask), JSON.stringify(lines));
  }
  // the comparison decides only for the source text itself: a changed line is still scored as changed
  assert.equal(bothWays(gold, cases[1]!).held.proposed > 0, true);
});

test('scoreSentenceAnnotators with sourceFirst gives what it gives without, for every CoNLL-2014 sentence of three outputs and the source', () => {
  const gold = readM2(dataPath('conll14/official-2014.combined.m2')).map(goldFromM2);
  const options = resolveM2Options({});
  const outputs = ['AMU', 'CAMB', 'UFC'].map((s) => readFileSync(dataPath('conll14/systems', `${s}.txt`), 'utf8').split('\n').slice(0, gold.length));
  outputs.push(gold.map((g) => g.source));
  let same = 0;
  for (const lines of outputs) {
    lines.forEach((line, i) => {
      if (line === gold[i]!.source) same++;
      assert.deepEqual(scoreSentenceAnnotators(line, gold[i]!, options, true), scoreSentenceAnnotators(line, gold[i]!, options, false), `${i}`);
    });
  }
  assert.ok(same > gold.length);
});
