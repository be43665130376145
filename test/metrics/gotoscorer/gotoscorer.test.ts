import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildChunks } from '../../../src/metrics/gotoscorer/chunks.js';
import { extractSpans, gotoCorpusScore, scoreGotoSystems } from '../../../src/metrics/gotoscorer/metric.js';
import { goldSentences } from '../../../src/metrics/gotoscorer/files.js';
import { DEFAULT_GOTOSCORER_OPTIONS, gotoscorerMetricEntry } from '../../../src/metrics/gotoscorer/entry.js';
import { referencesFromM2 } from '../../../src/analyses/meta-eval/run.js';
import { readM2 } from '../../../src/formats/m2.js';
import { readSentenceFile } from '../../../src/formats/parallel.js';
import { isInputError } from '../../../src/core/errors.js';
import { dataPath, repoRoot } from '../../helpers/shared.js';

type Counts = { tp: number; fp: number; fn: number; tn: number; f05: number };
const fixture = JSON.parse(readFileSync(`${repoRoot}/test/fixtures/metrics/gotoscorer/gts-conll14.json`, 'utf8')) as Record<'references' | 'm2', Record<string, Counts>>;
const SYSTEMS = Object.keys(fixture.references).filter((k) => !k.includes('|'));

test('GoToScorer: chunks and difficulty weights, worked example', () => {
  const tokens = ['a', 'b', 'c', 'd'];
  const gold = [{ start: 1, end: 2, correction: 'x' }];
  // Insertion chunks around every token: ∅ a ∅ [b→x] ∅ c ∅ d ∅.
  assert.deepEqual(buildChunks(tokens, gold).map((c) => `${c.start}-${c.end}:${c.text}`), ['0-0:', '0-1:a', '1-1:', '1-2:x', '2-2:', '2-3:c', '3-3:', '3-4:d', '4-4:']);
  // System A makes the gold edit, B rewrites c (an over-correction), C does nothing. b→x was corrected by 1 of 3
  // systems (weight 2/3), c kept by 2 of 3 (weight 1/3); every other chunk everyone got right (weight 0).
  const systems = [[[{ start: 1, end: 2, correction: 'x' }]], [[{ start: 2, end: 3, correction: 'y' }]], [[]]];
  const [a, b, c] = scoreGotoSystems([{ tokens, gold }], systems, { beta: 0.5, weighted: true });
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-12;
  assert.ok(near(a!.corpus.tp, 2 / 3) && near(a!.corpus.tn, 1 / 3) && a!.corpus.fp === 0 && a!.corpus.fn === 0);
  assert.ok(near(b!.corpus.fn, 2 / 3) && near(b!.corpus.fp, 1 / 3) && b!.corpus.tp === 0 && b!.corpus.tn === 0);
  assert.ok(near(c!.corpus.fn, 2 / 3) && near(c!.corpus.tn, 1 / 3));
  assert.equal(gotoCorpusScore(a!.corpus, 0.5), 1);
  assert.equal(gotoCorpusScore(b!.corpus, 0.5), 0);
  // Unweighted, all 9 gold chunks count 1.
  const [, bu] = scoreGotoSystems([{ tokens, gold }], systems, { beta: 0.5, weighted: false });
  assert.deepEqual(bu!.corpus, { tp: 0, fp: 1, fn: 1, tn: 7 });
});

test('GoToScorer equals gotutiyan/GTS on CoNLL-2014 (15 SEEDA systems) and is near the SEEDA README values', async () => {
  const all = dataPath('seeda', 'outputs', 'all');
  const m2 = dataPath('conll14', 'official-2014.combined.m2');
  const dir = mkdtempSync(join(tmpdir(), 'gecval-goto-'));
  try {
    writeFileSync(join(dir, 'systems.txt'), SYSTEMS.map((s) => `${join(all, `${s}.txt`)}\n`).join(''));
    writeFileSync(join(dir, 'ref0.txt'), referencesFromM2(readM2(m2), [0])[0]!.map((l) => `${l}\n`).join(''));
    // The SEEDA README's table: the GoToScorer column, in %.
    const readme = readFileSync(dataPath('seeda', 'README.md'), 'utf8').split('\n');
    const header = readme.find((l) => l.includes('GoToScorer'))!.split('|').map((c) => c.trim());
    const column = header.indexOf('GoToScorer');
    const published = new Map<string, number>();
    for (const line of readme.filter((l) => /^\| [A-Z]/u.test(l) && !l.includes('GoToScorer'))) {
      const cells = line.split('|').map((c) => c.trim());
      published.set(cells[1]!, Number(cells[column]));
    }
    assert.equal(published.size, 15);
    const gaps: number[] = [];
    // Shared set-up: every system's score needs the edits of all 15 systems. One system goes through the metric
    // entry (reads the list, extracts everything); all 15 are then scored from one extraction, as the entry does.
    const source = readSentenceFile(join(all, 'INPUT.txt')).lines;
    const systemEdits = SYSTEMS.map((system) => {
      const output = readSentenceFile(join(all, `${system}.txt`)).lines;
      return source.map((s, i) => extractSpans(s, output[i]!));
    });
    for (const gold of ['references', 'm2'] as const) {
      const options = { ...DEFAULT_GOTOSCORER_OPTIONS, gold, systems: join(dir, 'systems.txt') };
      const check = (system: string, got: Omit<Counts, 'f05'>, corpus: number) => {
        const expected = fixture[gold][system]!;
        for (const k of ['tp', 'fp', 'fn', 'tn'] as const) assert.ok(Math.abs(got[k] - expected[k]) < 1e-9, `${gold} ${system} ${k}: ${got[k]} vs GTS ${expected[k]}`);
        assert.ok(Math.abs(corpus - expected.f05) < 1e-12, `${gold} ${system}: F0.5 ${corpus} vs GTS ${expected.f05}`);
      };
      const viaEntry = await gotoscorerMetricEntry.scoreFiles({ source: join(all, 'INPUT.txt'), references: [join(dir, 'ref0.txt')], m2, hypothesis: join(all, `${SYSTEMS[0]}.txt`) }, options, {});
      check(SYSTEMS[0]!, viaEntry.details as Counts, viaEntry.corpus);
      assert.equal(viaEntry.sentences.length, 1312);
      const results = scoreGotoSystems(goldSentences(source, options, [join(dir, 'ref0.txt')], m2), systemEdits, options);
      SYSTEMS.forEach((system, i) => {
        const corpus = gotoCorpusScore(results[i]!.corpus, options.beta);
        check(system, results[i]!.corpus, corpus);
        assert.equal(results[i]!.sentences.length, 1312);
        if (gold === 'references') gaps.push(Math.abs(100 * corpus - published.get(system)!));
      });
    }
    // SEEDA's numbers come from spaCy-based ERRANT edits; gecval's extraction differs on a few percent of edits.
    assert.ok(Math.max(...gaps) < 0.75, `largest gap to the SEEDA README ${Math.max(...gaps)}`);
    assert.ok(gaps.reduce((x, y) => x + y, 0) / gaps.length < 0.3, `mean gap ${gaps}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('GoToScorer: bad input gets one clear error', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-goto-'));
  try {
    const w = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const source = w('src.txt', 'a b c\nd e\n');
    const ref = w('ref.txt', 'a x c\nd e\n');
    const hyp = w('hyp.txt', 'a x c\nd e\n');
    const short = w('short.txt', 'a b c\n');
    const request = { source, references: [ref], hypothesis: hyp };
    const rejects = (options: object, pattern: RegExp) =>
      assert.rejects(gotoscorerMetricEntry.scoreFiles(request, { ...DEFAULT_GOTOSCORER_OPTIONS, ...options }, {}), (e: unknown) => isInputError(e) && pattern.test((e as Error).message));
    await rejects({}, /systems=LIST/u);
    await rejects({ systems: w('list.txt', 'short.txt\n') }, /has 1 lines/u);
    await rejects({ systems: w('list2.txt', 'hyp.txt\nsrc.txt\n'), ref: 1 }, /reads reference 1/u);
    // Relative paths in the list are relative to the list; the hypothesis joins the systems once. b→x is made by
    // one of the two systems (the hypothesis; the other is the unchanged source): weight 1/2, all of it a TP.
    const ok = await gotoscorerMetricEntry.scoreFiles(request, { ...DEFAULT_GOTOSCORER_OPTIONS, systems: join(dir, 'list2.txt') }, {});
    assert.equal((ok.details as { systems: number }).systems, 2);
    assert.equal(ok.corpus, 1);
    // the signature names the set of outputs that weighed the chunks: their number and a hash of their texts, the
    // same for the same outputs in another order, different for other outputs of the same number
    assert.match(ok.signature, /\|systems:2;sha:[0-9a-f]{8}\|/u);
    const signed = async (list: string) => (await gotoscorerMetricEntry.scoreFiles(request, { ...DEFAULT_GOTOSCORER_OPTIONS, systems: w(`${list}.txt`, list === 'swapped' ? 'src.txt\nhyp.txt\n' : 'other.txt\nhyp.txt\n') }, {})).signature;
    w('other.txt', 'a b c\nd f\n');
    assert.equal(await signed('swapped'), ok.signature);
    assert.notEqual(await signed('others'), ok.signature);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('GoToScorer in meta-eval: each system is weighed against all of the dataset\'s systems', async () => {
  const { scoreSystems } = await import('../../../src/analyses/meta-eval/scoring.js');
  const sources = ['a b c d', 'e f g'];
  const references = [['a x c d', 'e f h']];
  const outputs = new Map([
    ['A', ['a x c d', 'e f g']],
    ['B', ['a b y d', 'e f h']],
    ['C', ['a b c d', 'e f g']],
  ]);
  const scores = await scoreSystems({ sources, references, outputs }, { spec: 'gotoscorer' });
  // Without the dataset's systems the entry would refuse (weights need them); the scores equal a direct
  // computation over the same three systems.
  const { extractSpans } = await import('../../../src/metrics/gotoscorer/metric.js');
  const direct = scoreGotoSystems(
    sources.map((s, i) => ({ tokens: s.split(' '), gold: extractSpans(s, references[0]![i]!) })),
    [...outputs.values()].map((o) => sources.map((s, i) => extractSpans(s, o[i]!))),
    { beta: 0.5, weighted: true },
  );
  [...outputs.keys()].forEach((name, k) => assert.equal(scores.corpus.get(name), gotoCorpusScore(direct[k]!.corpus, 0.5), name));
  assert.ok(scores.corpus.get('A')! > 0 && scores.corpus.get('C') === 0);
  assert.match(scores.signature, /systems:3/u);
});
