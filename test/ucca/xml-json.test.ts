import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataPath, specPath } from '../helpers/shared.js';
import { UccaGraph, TERMINAL, categoriesOf } from '../../src/ucca/graph.js';
import { parseUccaXml, writeUccaXml } from '../../src/ucca/xml.js';
import { fromMrp, fromUccaJson, parseUccaJsonLines, toMrp, toUccaJson } from '../../src/ucca/json.js';
import { graphDifference } from '../../src/ucca/equal.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { exampleGraphs } from '../helpers/ucca-example.js';
import { SAMPLE_NOTE, seededSample } from '../helpers/sample.js';
import { FULL_TESTS } from '../helpers/timeouts.js';

const FOLDERS = [['ucca', 'nucle-annotations'], ['ucca', 'ewt', 'xml'], ['ucca', '20k', 'xml'], ['ucca', 'wiki', 'xml'], ['jfleg', 'tupa-parses']];

/**
 * What MRP keeps: token texts and punctuation nodes (a token directly under a unit carries no punctuation flag in MRP), node kinds and implicit flags in node
 * order, and every edge by (parent, child) position with categories and remote flag. IDs and paragraphs are
 * not part of MRP.
 */
function mrpShape(g: UccaGraph): unknown {
  const index = new Map<string, string>();
  g.nodes.forEach((n, i) => index.set(n.id, `n${i}`));
  g.terminals.forEach((t, i) => index.set(t.id, `t${i}`));
  return {
    tokens: g.terminals.map((t) => `${t.text}${g.incoming(t.id).some((e) => g.node(e.from)?.type === 'punct') ? '/P' : ''}`),
    nodes: g.nodes.map((n) => `${n.type}${n.implicit ? '*' : ''}`),
    edges: g.edges.map((e) => `${index.get(e.from)}>${index.get(e.to)}:${e.categories.join('|')}${e.remote ? ':R' : ''}`).sort(),
  };
}

test('XML → write → read, ucca-json and MRP round trips give the same graph, for corpus files (npm test: a seeded 300 per folder; test:full: all 16,461)', () => {
  let files = 0;
  let checked = 0;
  let multiCategory = 0;
  for (const parts of FOLDERS) {
    const dir = dataPath(...parts);
    const names = readdirSync(dir).filter((name) => name.endsWith('.xml'));
    files += names.length;
    for (const name of seededSample(`xml-json:${parts.join('/')}`, names, (n) => n, 300)) {
      const graph = parseUccaXml(readFileSync(join(dir, name), 'utf8'), { file: name });
      const again = parseUccaXml(writeUccaXml(graph, { pretty: false }), { file: `${name} (rewritten)` });
      assert.equal(graphDifference(graph, again), null, `${name} (${SAMPLE_NOTE})`);
      const viaJson = fromUccaJson(JSON.parse(JSON.stringify(toUccaJson(graph))));
      assert.equal(graphDifference(graph, viaJson), null, `${name} via JSON (${SAMPLE_NOTE})`);
      assert.deepEqual(mrpShape(fromMrp(JSON.parse(JSON.stringify(toMrp(graph))))), mrpShape(graph), `${name} via MRP (${SAMPLE_NOTE})`);
      multiCategory += graph.edges.filter((e) => e.categories.length > 1).length;
      checked++;
    }
  }
  assert.equal(files, 20 + 3791 + 484 + 4626 + 7540);
  if (FULL_TESTS) assert.equal(checked, files);
  assert.ok(multiCategory > (FULL_TESTS ? 100 : 10), `v2 multi-category edges are read (${multiCategory}; ${SAMPLE_NOTE})`);
});

test('NUCLE essays: terminal, node and edge counts equal index.tsv', () => {
  const dir = dataPath('ucca', 'nucle-annotations');
  const rows = readFileSync(join(dir, 'index.tsv'), 'utf8').trim().split('\n').slice(1).map((l) => l.split('\t'));
  let checked = 0;
  for (const row of rows) {
    if (row[10] !== 'use') continue;
    const graph = parseUccaXml(readFileSync(join(dir, row[0]!), 'utf8'));
    assert.equal(graph.terminals.length, Number(row[6]), row[0]);
    assert.equal(graph.nodes.length, Number(row[7]), row[0]);
    assert.equal(graph.edges.length, Number(row[8]), row[0]);
    checked++;
  }
  assert.equal(checked, 20);
});

test('v2 file: multi-category edge, implicit unit, remote edge', () => {
  const text = readFileSync(dataPath('ucca', 'ewt', 'xml', '001325-0001.xml'), 'utf8');
  const g = parseUccaXml(text);
  assert.equal(g.id, '001325-0001');
  assert.equal(g.node('1.3')?.implicit, true);
  assert.deepEqual(g.yield('1.2').map((t) => t.text), ['Highly', 'recommended']);
  assert.deepEqual(g.yield('1.3'), []);
  assert.equal(g.primaryCategory('1.5'), 'S');
  assert.ok(g.isScene('1.2'));
  const multi = parseUccaXml('<root passageID="x" annotationID="0"><attributes/><layer layerID="0"><attributes/><node ID="0.1" type="Word"><attributes text="a" paragraph="1" paragraph_position="1"/></node></layer><layer layerID="1"><attributes/><node ID="1.1" type="FN"><attributes/><edge toID="1.2" type="S"><attributes remote="True"/><category tag="S"/><category tag="A"/></edge></node><node ID="1.2" type="FN"><attributes/><edge toID="0.1" type="Terminal"><attributes/></edge></node></layer></root>');
  assert.deepEqual(multi.edges[0]!.categories, ['S', 'A']);
  assert.equal(multi.edges[0]!.remote, true);
});

test('builder API: units, punctuation, yields, scenes, MRP round trip', () => {
  const g = new UccaGraph({ id: 's1' });
  const [john, reads, book, dot] = [g.addTerminal('John'), g.addTerminal('reads'), g.addTerminal('books'), g.addTerminal('.', { punct: true })];
  const root = g.addRoot();
  const scene = g.addUnit(root.id, 'H');
  g.addEdge(g.addUnit(scene.id, 'A').id, john!.id, TERMINAL);
  g.addEdge(g.addUnit(scene.id, 'P').id, reads!.id, TERMINAL);
  const obj = g.addUnit(scene.id, 'A|S');
  g.addEdge(obj.id, book!.id, TERMINAL);
  g.addPunctuation(root.id, dot!.id);
  g.addEdge(obj.id, g.addUnit(scene.id, 'D', { implicit: true }).id, 'A', { remote: true });
  assert.deepEqual(categoriesOf('A|S'), ['A', 'S']);
  assert.deepEqual(g.yield(root.id).map((t) => t.text), ['John', 'reads', 'books', '.']);
  assert.deepEqual(g.yield(root.id, { punct: false }).map((t) => t.text), ['John', 'reads', 'books']);
  assert.deepEqual(g.topLevelScenes().map((n) => n.id), [scene.id]);
  assert.ok(g.isPunctuation(dot!.id));
  assert.equal(g.text, 'John reads books .');
  assert.equal(graphDifference(g, parseUccaXml(writeUccaXml(g))), null);
  const viaMrp = fromMrp(JSON.parse(JSON.stringify(toMrp(g))));
  assert.deepEqual(viaMrp.terminals.map((t) => [t.text, t.punct]), g.terminals.map((t) => [t.text, t.punct]));
  assert.equal(viaMrp.edges.length, g.edges.length);
  assert.deepEqual(viaMrp.edges.filter((e) => e.remote).map((e) => e.categories), [['A']]);
  assert.equal(viaMrp.node(viaMrp.edges.find((e) => e.remote)!.to)?.implicit, true);
});

test('spec Appendix A graphs read from ucca-json/1', () => {
  const [g1, g2] = exampleGraphs();
  assert.equal(g1!.text, 'John read book in library .');
  assert.equal(g2!.nodes.length, 12);
  assert.equal(parseUccaJsonLines(readFileSync(specPath('ucca-and-usim.md'), 'utf8').split('```jsonl\n')[1]!.split('```')[0]!).length, 4);
});

function errorOf(fn: () => unknown): GecvalInputError {
  try {
    fn();
  } catch (error) {
    if (error instanceof GecvalInputError) return error;
    throw error;
  }
  assert.fail('expected an input error');
}

test('bad XML: malformed, missing node, cycle, bad terminal — file and line in the error', () => {
  const good = writeUccaXml(exampleGraphs()[0]!);
  const malformed = errorOf(() => parseUccaXml(good.replace('</layer>', '</layr>'), { file: 'm.xml' }));
  assert.equal(malformed.file, 'm.xml');
  assert.match(malformed.message, /malformed XML/);
  assert.equal(malformed.line, good.split('\n').findIndex((l) => l.includes('</layer>')) + 1);
  const missing = errorOf(() => parseUccaXml(good.replace('toID="1.8"', 'toID="1.99"'), { file: 'x.xml' }));
  assert.match(missing.message, /missing node 1\.99/);
  assert.equal(missing.line, good.split('\n').findIndex((l) => l.includes('toID="1.8"')) + 1);
  const cyclic = errorOf(() => parseUccaXml(good.replace('<edge toID="0.5" type="Terminal">', '<edge toID="1.2" type="A">'), { file: 'c.xml' }));
  assert.match(cyclic.message, /cycle/);
  assert.ok(cyclic.line! > 1);
  assert.match(errorOf(() => parseUccaXml('<root><layer layerID="0"><node ID="0.1" type="Word"><attributes/></node></layer></root>')).message, /no text/);
  assert.match(errorOf(() => parseUccaXml('not xml at all')).message, /malformed|no root/);
  assert.match(errorOf(() => parseUccaJsonLines('{"id":"a"}\n{', 'j.jsonl')).message, /tokens/);
  assert.equal(errorOf(() => parseUccaJsonLines('\n{bad', 'j.jsonl')).line, 2);
});
