/**
 * Faults that stay tested (issue #34, points 3–5): every input is bounded, no recursion can overflow, and the error
 * line is honest. Each case runs the CLI as a user would and expects the one-line `gecval: error:` form, exit 2,
 * naming the limit that was hit; none of them may hang, print a stack trace or exit 70.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliResult } from '../helpers/shared.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-faults-'));
function file(name: string, text: string): string {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

/** Exit 2 and exactly one stderr line, `gecval: error: …` matching `pattern`. */
function expectError(result: CliResult, pattern: RegExp): void {
  assert.equal(result.status, 2, result.stderr);
  assert.equal(result.stderr.split('\n').filter(Boolean).length, 1, result.stderr);
  assert.match(result.stderr, /^gecval: error: /u);
  assert.match(result.stderr, pattern);
  assert.doesNotMatch(result.stderr, /internal error|\n\s+at /u);
}

const hyp = file('hyp.txt', 'He go to school .\n');
const gold = file('gold.m2', 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\n');

/** A UCCA XML passage with one word under a chain of `depth` units (root included). */
function uccaChain(depth: number, word = 'hello'): string {
  const nodes: string[] = [];
  for (let i = 1; i <= depth; i++) {
    const to = i < depth ? `1.${i + 1}` : '0.1';
    const type = i === depth ? 'Terminal' : i === 1 ? 'H' : 'A';
    nodes.push(`<node ID="1.${i}" type="FN"><attributes /><edge toID="${to}" type="${type}"><attributes /></edge></node>`);
  }
  return uccaPassage(nodes.join('\n'), word);
}

function uccaPassage(layer1: string, word = 'hello'): string {
  return `<root annotationID="0" passageID="1">\n<attributes />\n<layer layerID="0">\n<attributes />\n<node ID="0.1" type="Word"><attributes paragraph="1" paragraph_position="1" text="${word}" /></node>\n</layer>\n<layer layerID="1">\n<attributes />\n${layer1}\n</layer>\n</root>\n`;
}

test('input paths that are not regular files are refused at once, with how to pass a stream', () => {
  for (const device of ['/dev/zero', '/dev/urandom']) {
    if (!existsSync(device)) continue;
    expectError(runCli(['m2', device, gold]), new RegExp(`${device}: is a character device, expected a regular file; .*'-'`, 'u'));
  }
  expectError(runCli(['m2', dir, gold]), /: is a directory, expected a regular file/u);
  const fifo = join(dir, 'fifo');
  // Opening a FIFO with no writer would block forever: it must be refused before it is opened.
  if (spawnSync('mkfifo', [fifo]).status === 0) expectError(runCli(['m2', hyp, fifo]), /fifo: is a named pipe \(FIFO\), expected a regular file/u);
});

test('a line or a sentence beyond the limits is refused with its line and the limit', () => {
  const long = file('long.txt', `ok\n${'x'.repeat(1_000_001)}\n`);
  expectError(runCli(['score', '--metric', 'bleu', '--source', long, '--refs', long, long]), /long\.txt:2: line of 1000001 characters is longer than gecval's limit of 1000000/u);
  // parse: a 30 MB token on standard input, a 1,001-token line (both beyond what the parser can take in time).
  expectError(runCli(['parse', '-'], { input: `${'a'.repeat(30_000_000)}\n` }), /<stdin>:1: sentence of 30000000 characters is longer than gecval parse's limit of 20000/u);
  expectError(runCli(['parse', file('tokens.txt', `short\n${'w '.repeat(1001)}\n`)]), /tokens\.txt:2: sentence of 1001 tokens is longer than gecval parse's limit of 1000 tokens/u);
});

test('numbers are decimal, exact and bounded, through one parser for every option', () => {
  expectError(runCli(['parse', '--jobs', '0x2', hyp]), /--jobs expects an integer, got '0x2' \(numbers are read in plain decimal only\)/u);
  expectError(runCli(['parse', '--jobs', '0b1', hyp]), /--jobs expects an integer, got '0b1'/u);
  expectError(runCli(['significance', '--resamples', '1e12', '--m2', gold, hyp]), /--resamples must be <= 1000000/u);
  expectError(runCli(['score', '--metric', 'gleu', '--iterations', '1e12', '--source', hyp, '--refs', hyp, hyp]), /option iterations of gleu must be <= 1000000/u);
  expectError(runCli(['m2', '--beta', 'Infinity', hyp, gold]), /option --beta expects a number, got 'Infinity'/u);
  // `-O __proto__=1` is an unknown option like `-O constructor=1`, not silently dropped.
  for (const key of ['__proto__', 'constructor']) {
    expectError(runCli(['score', '--metric', 'gleu', '-O', `${key}=1`, '--source', hyp, '--refs', hyp, hyp]), new RegExp(`metric 'gleu' has no option '${key}'`, 'u'));
  }
});

test('annotator ids are non-negative and exact in every M2 reader', () => {
  const negative = file('neg.m2', 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||-5\n\n');
  const huge = file('huge.m2', 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||9007199254740993\n\n');
  for (const m2 of [negative, huge]) {
    expectError(runCli(['m2', hyp, m2]), /:2: annotator id '.*' is not a non-negative integer/u);
    expectError(runCli(['errant-compare', '--hyp', m2, '--ref', gold]), /:2: annotator id '.*' is not a non-negative integer/u);
    expectError(runCli(['errant-compare', '--hyp', gold, '--ref', m2]), /:2: annotator id '.*' is not a non-negative integer/u);
  }
});

test('deep or path-explosive UCCA graphs are refused when read, never overflow the stack or hang', () => {
  const deep = file('deep.xml', uccaChain(20_000));
  for (const args of [['draw', deep, '-o', join(dir, 'd.svg')], ['usim', '--source-graph', deep, '--correction-graph', deep], ['distsim', '--source-graph', deep, '--correction-graph', deep], ['dagf', deep, deep]]) {
    expectError(runCli(args), /deep\.xml:\d+: .*units nest more than 1000 deep \(gecval's limit/u);
  }
  // At the limit, every command still works.
  const limit = file('limit.xml', uccaChain(1000));
  assert.equal(runCli(['dagf', limit, limit]).status, 0);
  // The same graph as UCCA JSON, and JSON nesting 100,000 arrays deep.
  const nodes = Array.from({ length: 2000 }, (_, i) => ({ id: `1.${i + 1}`, type: i === 0 ? 'root' : 'unit' }));
  const edges = nodes.map((n, i) => ({ from: n.id, to: i + 1 < nodes.length ? `1.${i + 2}` : '0.1', cats: [i + 1 < nodes.length ? 'A' : 'Terminal'] }));
  const json = file('deep.json', JSON.stringify({ id: '1', tokens: [{ id: '0.1', text: 'hello' }], nodes, edges }));
  expectError(runCli(['draw', json, '-o', join(dir, 'j.svg')]), /units nest more than 1000 deep/u);
  expectError(runCli(['draw', file('nested.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`), '-o', join(dir, 'n.svg')]), /nested\.json:1: JSON nests more than 1000 arrays or objects deep/u);
  // Units under two parents, chained: the terminal paths double at each level (DAG F's walk is capped).
  let id = 2;
  const layer1 = ['<node ID="1.1" type="FN"><attributes /><edge toID="1.2" type="H"><attributes /></edge></node>'];
  let current = '1.2';
  for (let level = 0; level < 40; level++) {
    const [a, b, next] = [`1.${++id}`, `1.${++id}`, `1.${++id}`];
    layer1.push(`<node ID="${current}" type="FN"><attributes /><edge toID="${a}" type="A"><attributes /></edge><edge toID="${b}" type="A"><attributes /></edge></node>`);
    layer1.push(`<node ID="${a}" type="FN"><attributes /><edge toID="${next}" type="P"><attributes /></edge></node>`);
    layer1.push(`<node ID="${b}" type="FN"><attributes /><edge remote="True" toID="${next}" type="P"><attributes /></edge></node>`);
    current = next;
  }
  layer1.push(`<node ID="${current}" type="FN"><attributes /><edge toID="0.1" type="Terminal"><attributes /></edge></node>`);
  const diamonds = file('diamonds.xml', uccaPassage(layer1.join('\n')));
  expectError(runCli(['dagf', diamonds, diamonds]), /diamonds\.xml: unit 1\.\d+ reaches its terminals by more than 100000 paths/u);
});

test('XML: character references that are no character, deep nesting and DOCTYPE subsets are clear errors', () => {
  expectError(runCli(['draw', file('big-ref.xml', uccaChain(2, 'a&#x110000;')), '-o', join(dir, 'r.svg')]), /big-ref\.xml:\d+: .*character reference '&#x110000;' is not an XML character/u);
  const ixml = (text: string, body = '<error-list />') => `<scripts><script id="1"><sentence id="1" numann="1"><text>${text}</text>${body}</sentence></script></scripts>\n`;
  const aHyp = file('a.txt', 'a b\n');
  for (const ref of ['&#0;', '&#xD800;', '&#xFFFF;']) {
    expectError(runCli(['imeasure', '--ixml', file('ref.xml', ixml(`a b${ref}`)), aHyp]), /ref\.xml:1: malformed XML: character reference '.*' is not an XML character/u);
  }
  expectError(runCli(['imeasure', '--ixml', file('deep-i.xml', ixml('a b', `<error-list>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</error-list>`)), aHyp]), /deep-i\.xml:1: malformed XML: elements nest more than 1000 deep/u);
  const doctype = '<!DOCTYPE scripts [<!ENTITY e "unused">]>\n';
  expectError(runCli(['imeasure', '--ixml', file('doctype.xml', doctype + ixml('a b')), aHyp]), /doctype\.xml:1: malformed XML: a document type declaration that declares entities or attribute defaults .* is refused: gecval does not expand entities/u);
  expectError(runCli(['draw', file('doctype-ucca.xml', `<!DOCTYPE root [<!ENTITY e "x">]>\n${uccaChain(2)}`), '-o', join(dir, 'dt.svg')]), /doctype-ucca\.xml:1: .*declares entities or attribute defaults .* is refused/u);
  // Element declarations change nothing that is read: such a subset is skipped.
  assert.equal(runCli(['draw', file('element-decl.xml', `<!DOCTYPE root [<!ELEMENT root ANY>]>\n${uccaChain(2)}`), '-o', join(dir, 'el.svg')]).status, 0);
  // Ten thousand errors on one sentence: no recursion per error.
  const words = Array.from({ length: 10_000 }, () => 'w');
  const errors = words.map((_, i) => `<error id="${i + 1}" req="yes" type="X"><alt ann="0"><c start="${i}" end="${i + 1}">v</c></alt></error>`).join('');
  const many = runCli(['imeasure', '--ixml', file('many.xml', ixml(words.join(' '), `<error-list>${errors}</error-list>`)), file('many.txt', `${words.join(' ')}\n`)]);
  assert.equal(many.status, 0, many.stderr);
});

test('file names and input quoted in the error line cannot carry terminal escape codes', () => {
  const result = runCli(['m2', join(dir, 'x\u001b[2J\u0007y.txt'), gold]);
  expectError(result, /x\\x1b\[2J\\x07y\.txt: no such file/u);
  assert.doesNotMatch(result.stderr, /[\u001b\u0007]/u);
});

test('metric names in a report configuration that no metric has name the configuration file', () => {
  const source = file('src.txt', 'He go to school .\n');
  const config = file('report.json', JSON.stringify({ dataset: { source, systems: [hyp], m2: gold }, metrics: ['no-such-metric'] }));
  expectError(runCli(['report', '--config', config, '--out', join(dir, 'report')]), /report\.json: unknown leaderboard metric 'no-such-metric'/u);
  const maege = file('maege.json', JSON.stringify({ dataset: { source, systems: [hyp], m2: gold }, maege: { metrics: ['no-such-metric'] } }));
  expectError(runCli(['report', '--config', maege, '--out', join(dir, 'report2')]), /maege\.json: unknown MAEGE metric 'no-such-metric'/u);
  // Counts in a configuration have the command line's bounds.
  const huge = file('huge.json', JSON.stringify({ dataset: { source, systems: [hyp], m2: gold }, bootstrap: { resamples: 1e12 } }));
  expectError(runCli(['report', '--config', huge, '--out', join(dir, 'report3')]), /huge\.json: bootstrap\.resamples must be <= 1000000/u);
});

test('an output that is one of the inputs is refused before any work, and the input is left as it was', async () => {
  const { readFileSync, symlinkSync, linkSync } = await import('node:fs');
  const raw = file('raw.txt', 'He said: "I can\'t go."\n');
  const src = file('edits-src.txt', 'He go to school .\n');
  const tgt = file('edits-tgt.txt', 'He goes to school .\n');
  const viaLink = join(dir, 'link-to-src.txt');
  symlinkSync(src, viaLink);
  const hardLink = join(dir, 'hard-raw.txt');
  linkSync(raw, hardLink);
  const before = [raw, src, tgt].map((f) => readFileSync(f, 'utf8'));
  expectError(runCli(['tokenize', raw, '-o', raw]), /raw\.txt: -o is the input file .*raw\.txt: writing it would destroy the input/u);
  expectError(runCli(['tokenize', raw, '-o', hardLink]), /-o is the input file/u);
  expectError(runCli(['segment', '--source', src, tgt, '-o', viaLink]), /-o is the input file .*edits-src\.txt/u);
  expectError(runCli(['edits', '--source', src, '--target', tgt, '-o', tgt]), /-o is the input file .*edits-tgt\.txt/u);
  assert.deepEqual([raw, src, tgt].map((f) => readFileSync(f, 'utf8')), before);
});
