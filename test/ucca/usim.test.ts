import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dataPath, specPath } from '../helpers/shared.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { sentenceEnds, commonChunkEnds } from '../../src/ucca/usim/chunks.js';
import { alignWords, alignChunk, levenshtein } from '../../src/ucca/usim/align-words.js';
import { comparableUnits } from '../../src/ucca/usim/units.js';
import { unitSimilarity, usimCode } from '../../src/ucca/usim/usim.js';
import { munkresAssignment } from '../../src/ucca/usim/munkres.js';
import { scoreUsim, scoreUsimBatch, withGraphFile, paperDriverSourceName } from '../../src/ucca/usim/score.js';
import { parseUccaJsonLines } from '../../src/ucca/json.js';
import { isInputError } from '../../src/core/errors.js';
import { distsim } from '../../src/ucca/usim/distsim.js';
import { UccaGraph, TERMINAL } from '../../src/ucca/graph.js';
import { munkresAssignmentNaive } from '../../bench/usim/munkres-literal.js';
import { exampleGraphs } from '../helpers/ucca-example.js';
import { FULL_TESTS } from '../helpers/timeouts.js';

test('docs/ucca-usim.md#worked-example worked example: marks, chunks, W, similarities, counts, USIM 0.4 / 0.8', () => {
  const [g1, g2, g2locA] = exampleGraphs();
  assert.deepEqual(sentenceEnds(g1!), [6]);
  assert.deepEqual(sentenceEnds(g2!), [8]);
  assert.deepEqual(commonChunkEnds(g1!, g2!), [[5], [7]]);
  const w = alignWords(g1!, g2!)!;
  const sorted = [...w.pairs].map((p) => p.join(',')).sort();
  assert.deepEqual(sorted, ['-1,3', '-1,6', '1,1', '2,2', '3,4', '4,5', '5,7']);
  const n1 = comparableUnits(g1!);
  const n2 = comparableUnits(g2!);
  assert.deepEqual(n1.map((u) => [...u.positions]), [[1, 2, 3, 4, 5], [4, 5]]);
  assert.deepEqual(n2.map((u) => [...u.positions]), [[1, 2, 3, 4, 5, 6, 7], [3, 4], [5, 6, 7]]);
  const table = n1.map((u) => n2.map((v) => Number(unitSimilarity(u, v, w).toFixed(4))));
  assert.deepEqual(table, [[0.8333, 0.2857, 0.5], [0.4444, 0, 0.8]]);
  const r = usimCode(g1!, g2!);
  assert.deepEqual([r.count1, r.n1, r.count2, r.n2], [1, 2, 1, 3]);
  assert.equal(r.recall, 0.5);
  assert.equal(r.precision, 1 / 3);
  assert.ok(Math.abs(r.usim - 0.4) < 1e-15);
  assert.ok(Math.abs(usimCode(g2!, g1!).usim - 0.4) < 1e-15);
  const v = usimCode(g1!, g2locA!);
  assert.deepEqual([v.count1, v.count2], [2, 2]);
  assert.ok(Math.abs(v.usim - 0.8) < 1e-15);
  assert.deepEqual(distsim([[g1!, g2locA!]]), { H: 1, A: 2 / 3, D: null, 'A+D': 2 / 3 });
  const mad = distsim([[g1!, g2locA!]], 'mad');
  assert.deepEqual(mad, { H: 0, A: 1, D: 0, 'A+D': 1 });
});

test('Munkres: indexed port equals the literal step sequence on tie-heavy matrices, and is optimal', () => {
  let seed = 12345;
  const rnd = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let t = 0; t < 1500; t++) {
    const n = 1 + Math.floor(rnd() * 12);
    const m = Math.max(1, n - Math.floor(rnd() * 4));
    const c = new Float64Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) c[i * n + j] = t % 2 ? Math.floor(rnd() * 4) : Math.floor(rnd() * 3) + Math.abs(i - j) / n;
    const fast = munkresAssignment(c, n);
    assert.deepEqual([...fast], [...munkresAssignmentNaive(c, n)], `matrix ${t}`);
    if (n <= 6) {
      const cost = (perm: number[]): number => perm.reduce((s, j, i) => s + c[i * n + j]!, 0);
      let best = Infinity;
      const permute = (prefix: number[], rest: number[]): void => {
        if (rest.length === 0) best = Math.min(best, cost(prefix));
        rest.forEach((x, k) => permute([...prefix, x], [...rest.slice(0, k), ...rest.slice(k + 1)]));
      };
      permute([], [...Array(n).keys()]);
      assert.ok(Math.abs(cost([...fast]) - best) < 1e-9);
    }
  }
});

test('word alignment details: equal lengths swap roles, code-point Levenshtein, padding is unaligned', () => {
  // the same word at another position costs its positional term only, so a↔a and b↔b win
  assert.deepEqual(alignChunk(['a', 'b'], ['b', 'a']).map((p) => p.join(',')).sort(), ['1,2', '2,1']);
  assert.deepEqual(alignChunk(['the', 'cat', 'sat'], ['cat']).map((p) => p.join(',')).sort(), ['1,-1', '2,1', '3,-1']);
  assert.equal(levenshtein('😀a', 'a'), 1);
  assert.equal(levenshtein('kitten', 'sitting'), 3);
});

test('USIM properties: a graph with itself scores 1; defined scores for odd input', () => {
  for (const name of ['dev.src5.xml', 'mle_2.txt40.xml', 'dev.ref3100.xml']) {
    const g = readUccaXmlFile(dataPath('jfleg', 'tupa-parses', name));
    if (comparableUnits(g).length > 0) assert.equal(usimCode(g, g).usim, 1, name);
  }
  const empty = new UccaGraph({ id: 'empty' });
  empty.addRoot();
  const punct = new UccaGraph({ id: 'punct' });
  const dot = punct.addTerminal('.', { punct: true });
  punct.addPunctuation(punct.addRoot().id, dot.id);
  const word = readUccaXmlFile(dataPath('jfleg', 'tupa-parses', 'dev.src5.xml'));
  assert.equal(usimCode(empty, punct).usim, 1, 'two texts without letters or digits: 1');
  assert.equal(usimCode(empty, word).usim, 0, 'exactly one text without letters or digits: 0');
  assert.equal(usimCode(word, empty).usim, 0);
  const flat = new UccaGraph({ id: 'flat' });
  const root = flat.addRoot();
  for (const w of ['completely', 'different', 'words']) flat.addEdge(flat.addUnit(root.id, 'H').id, flat.addTerminal(w).id, TERMINAL);
  assert.equal(usimCode(flat, word).usim, 0, 'no comparable unit: 0');
  const other = new UccaGraph({ id: 'other' });
  const scene = other.addUnit(other.addRoot().id, 'H');
  for (const w of ['qqq', 'zzz', 'xxx']) other.addEdge(other.addUnit(scene.id, 'A').id, other.addTerminal(w).id, TERMINAL);
  const unrelated = usimCode(other, word);
  assert.ok(unrelated.usim >= 0 && unrelated.usim <= 1 && Number.isFinite(unrelated.usim), 'no similar word: still a defined score');
  const paper = scoreUsim(word, word, { variant: 'paper' });
  assert.equal(paper.usim, 1);
  assert.equal(paper.directions!.sourceToCorrection.f, 1);
});

const human = JSON.parse(readFileSync(specPath('golden', 'usim_human.json'), 'utf8')).results;
const FULL = FULL_TESTS;

test(`human NUCLE annotations: per-pair counts and USIM equal the original code (${FULL ? 'all 22 pairs, group means' : 'IAA pairs + one same + one different; GECVAL_FULL_TESTS=1 for all 22'})`, () => {
  const pairs = (human.pairs as Array<Record<string, any>>).filter((p, i) => FULL || p.group.startsWith('iaa') || i === 7 || p.p1 === 'tree1300' && p.group === 'different');
  const byGroup = new Map<string, number[]>();
  for (const p of pairs) {
    const g1 = readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `${p.p1}.xml`));
    const g2 = readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `${p.p2}.xml`));
    const r = usimCode(g1, g2);
    assert.deepEqual([r.count1, r.count2, r.n1, r.n2], [p.count1_p1_nodes_matched, p.count2_p2_nodes_matched, p.n_comparable_nodes_p1, p.n_comparable_nodes_p2], `${p.p1}/${p.p2}`);
    assert.ok(Math.abs(r.usim - p.usim) < 1e-12);
    if (p.group.startsWith('iaa')) assert.ok(Math.abs(usimCode(g2, g1).usim - p.usim_reverse_call) < 1e-12);
    byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), r.usim]);
  }
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  assert.equal(mean(byGroup.get('iaa_source')!).toFixed(3), '0.858');
  if (FULL) {
    assert.equal(mean(byGroup.get('same')!).toFixed(3), '0.853');
    assert.equal(mean(byGroup.get('different')!).toFixed(3), '0.787');
  }
});

test('human NUCLE annotations: DISTSIM per pair equals the original code; group means reproduce Table 1', () => {
  for (const group of ['same', 'different']) {
    const rows = human.distsim[group].per_pair as Array<Record<string, any>>;
    const values = rows.map((row) => {
      const g1 = readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `${row.p1}.xml`));
      const g2 = readUccaXmlFile(dataPath('ucca', 'nucle-annotations', `${row.p2}.xml`));
      const d = distsim([[g1, g2]]);
      assert.ok(Math.abs(d.H! - row.F_H) < 1e-12 && Math.abs(d['A+D']! - row['F_A+D']) < 1e-12, `${row.p1}/${row.p2}`);
      return d;
    });
    const meanOf = (label: 'H' | 'A+D'): number => values.reduce((s, v) => s + v[label]!, 0) / values.length;
    const table = human.paper_table1[group === 'same' ? 'Same' : 'Different'];
    assert.equal(meanOf('A+D').toFixed(2), table['DISTSIM_A+D'].toFixed(2));
    assert.equal(meanOf('H').toFixed(2), table.DISTSIM_Scene.toFixed(2));
  }
});

test('JFLEG TUPA parses (mle_1, mle_2, dev.ref0): every sentence within 1e-12 of the original code, means', () => {
  const gold = JSON.parse(readFileSync(specPath('golden', 'usim_jfleg_tupa.subset.json'), 'utf8')).results;
  const dir = (name: string): string => dataPath('jfleg', 'tupa-parses', name);
  const sources = Array.from({ length: 754 }, (_, i) => readUccaXmlFile(dir(`dev.src${i}.xml`)));
  for (const file of Object.keys(gold.per_sentence)) {
    let sum = 0;
    for (let i = 0; i < 754; i++) {
      const r = usimCode(sources[i]!, readUccaXmlFile(dir(`${file}${i}.xml`)));
      assert.ok(Math.abs(r.usim - gold.per_sentence[file][i]) < 1e-12, `${file} line ${i}: ${r.usim} vs ${gold.per_sentence[file][i]}`);
      sum += r.usim;
    }
    assert.ok(Math.abs(sum / 754 - gold.means[file]) < 1e-9);
  }
  for (const d of gold.reverse_call_differences.filter((x: { file: string }) => x.file in gold.per_sentence)) {
    const r = usimCode(readUccaXmlFile(dir(`${d.file}${d.i}.xml`)), sources[d.i]!);
    assert.ok(Math.abs(r.usim - d.usim_reverse_call) < 1e-12, `reverse ${d.file} ${d.i}`);
  }
});

test("the paper driver's source lookup (docs/ucca-usim.md#jfleg-pairing) is reproduced", () => {
  const exists = (name: string): boolean => /^dev\.src(0|[1-9]\d*)\.xml$/.test(name) && Number(name.slice(7, -4)) < 754;
  assert.equal(paperDriverSourceName('mle_3.txt17.xml', exists), 'dev.src3.xml');
  assert.equal(paperDriverSourceName('dev.ref2150.xml', exists), 'dev.src150.xml');
  assert.equal(paperDriverSourceName('dev.ref217.xml', exists), 'dev.src217.xml');
  assert.equal(paperDriverSourceName('dev.ref0100.xml', exists), 'dev.src100.xml');
  assert.equal(paperDriverSourceName('dev.ref05.xml', exists), 'dev.src5.xml');
});

test('a graph pair too long to align is an input error naming the file of the longer graph', () => {
  const flat = (id: string, words: number) => {
    let offset = 0;
    const tokens = Array.from({ length: words }, (_, i) => {
      const text = `w${i % 50}`;
      const token = { id: `0.${i + 1}`, text, punct: false, start: offset, end: offset + text.length };
      offset += text.length + 1;
      return token;
    });
    const edges = [{ from: '1.1', to: '1.2', cats: ['H'] }, ...tokens.map((t) => ({ from: '1.2', to: t.id, cats: ['Terminal'] }))];
    return JSON.stringify({ id, format: 'ucca-json/1', tokens, nodes: [{ id: '1.1', type: 'root' }, { id: '1.2', type: 'unit' }], edges });
  };
  const [short, long] = parseUccaJsonLines(`${flat('s', 3)}\n${flat('l', 8001)}\n`, 'generated.jsonl');
  const names = (error: unknown, file: string) => isInputError(error) && error.file === file && /8001 words is too long/u.test((error as Error).message);
  assert.throws(() => scoreUsimBatch([[short!, long!]], {}, [['a.json', 'b.json']]), (e: unknown) => names(e, 'b.json'));
  assert.throws(() => withGraphFile(() => scoreUsim(long!, short!), long!, short!, ['a.json', 'b.json']), (e: unknown) => names(e, 'a.json'));
});
