/**
 * Robustness of the built-in parsers on learner language (JFLEG dev, no gold UCCA): for v1 (Wiki+EWT), v1 M-ewt,
 * v2 (EWT) and v2 (Wiki+EWT), next to the TUPA parses shipped in `jfleg/tupa-parses/`:
 *
 * 1. automatic USIM of each hypothesis file (dev.ref0–3, systems/mle_1–5) against dev.src, line i with line i,
 *    and the per-sentence Pearson correlation with USIM on the TUPA parses;
 * 2. stability under corrections, for every (dev.src line, dev.refK line) pair whose tokens differ:
 *    - align the two token sequences by a longest common subsequence of exact token strings; a token outside it
 *      is "changed" (on either side);
 *    - a parse's "untouched units" are its non-implicit layer-1 units (with a primary parent) whose word yield
 *      (punctuation left out) is non-empty and contains no changed token; each is written as
 *      (primary category, yield), the yield of a reference unit mapped onto source positions through the alignment;
 *    - stability of the pair = 2 · |untouched source units ∩ untouched reference units| / (|source'| + |reference'|)
 *      (1 when neither side has an untouched unit), and the pair is "stable" when the two sets are equal —
 *      the parses differ only where the correction changed words.
 *    Reported per parser: the mean stability and the share of stable pairs.
 *
 *   node --import tsx bench/parser/jfleg-robustness.ts [--data ../shared/data]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { usimCode } from '../../src/ucca/usim/usim.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { pearson as pearsonCorrelation } from '../../src/analyses/stats/correlation.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/jfleg-robustness.ts [options]',
  summary: 'Robustness of the built-in parsers on learner language (JFLEG dev) next to the shipped TUPA parses.',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const jfleg = resolve(dataDir, 'jfleg');
const SENTENCES = 754;
const lines = (path: string): string[] => readFileSync(path, 'utf8').split('\n').slice(0, SENTENCES);
const tokens = (line: string): string[] => line.split(/[ \t]+/).filter((t) => t.length > 0);

const pearson = (x: readonly number[], y: readonly number[]): number => pearsonCorrelation(x, y).value;
const mean = (v: readonly number[]) => v.reduce((a, b) => a + b, 0) / v.length;
const round = (x: number) => Number(x.toFixed(4));

/** For each position of `a`, its partner in `b` under a longest common subsequence (-1: changed). */
function lcsAlignment(a: readonly string[], b: readonly string[]): Int32Array {
  const table = Array.from({ length: a.length + 1 }, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const partner = new Int32Array(a.length).fill(-1);
  let i = 0, j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) partner[i++] = j++;
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return partner;
}

/** Untouched units of `graph` as "category|pos,pos,…" keys; `map` sends a terminal index to a shared index (-1: changed). */
function untouchedUnits(graph: UccaGraph, map: Int32Array): Set<string> {
  const index = new Map(graph.terminals.map((t, i) => [t.id, i]));
  const keys = new Set<string>();
  for (const node of graph.nodes) {
    if (node.type !== 'unit' || node.implicit) continue;
    const edge = graph.primaryParentEdge(node.id);
    if (!edge) continue;
    const positions = graph.yield(node.id, { punct: false }).map((t) => map[index.get(t.id)!]!);
    if (positions.length === 0 || positions.some((p) => p < 0)) continue;
    keys.add(`${edge.categories[0]}|${positions.sort((x, y) => x - y).join(',')}`);
  }
  return keys;
}

/** Stability of one (source parse, reference parse) pair, or null when the tokens are identical. */
function pairStability(source: UccaGraph, reference: UccaGraph): { share: number; stable: boolean } | null {
  const a = source.terminals.map((t) => t.text);
  const b = reference.terminals.map((t) => t.text);
  if (a.length === b.length && a.every((t, i) => t === b[i])) return null;
  const forward = lcsAlignment(a, b);
  const backward = new Int32Array(b.length).fill(-1);
  forward.forEach((j, i) => {
    if (j >= 0) backward[j] = i;
  });
  const s = untouchedUnits(source, Int32Array.from(a, (_, i) => (forward[i]! >= 0 ? i : -1)));
  const r = untouchedUnits(reference, backward);
  let shared = 0;
  for (const key of s) if (r.has(key)) shared++;
  const share = s.size + r.size === 0 ? 1 : (2 * shared) / (s.size + r.size);
  return { share, stable: shared === s.size && shared === r.size };
}

type Parse = (line: string, id: string) => UccaGraph;
const model = (name: string) => resolve(repo, 'models', name);
const v1 = UccaParser.load({ model: model('ucca-parser-v1.ucca.bin.gz') });
const v1ewt = UccaParser.load({ model: model('ucca-parser-v1-ewt.ucca.bin.gz') });
const v2ewt = UccaParser.load({ model: model('ucca-parser-v2-ewt.ucca.bin.gz') });
const v2 = UccaParser.load({ model: model('ucca-parser-v2.ucca.bin.gz') });
const parsers: Array<{ name: string; parse: Parse }> = [
  { name: 'v1', parse: (line, id) => v1.parseTokens(tokens(line), { id }) },
  { name: 'v1-ewt', parse: (line, id) => v1ewt.parseTokens(tokens(line), { id }) },
  { name: 'v2-ewt', parse: (line, id) => v2ewt.parseTokens(tokens(line), { id }) },
  { name: 'v2', parse: (line, id) => v2.parseTokens(tokens(line), { id }) },
];

const source = lines(resolve(jfleg, 'dev.src'));
const sides = [
  ...[0, 1, 2, 3].map((k) => ({ name: `dev.ref${k}`, path: resolve(jfleg, `dev.ref${k}`), reference: true })),
  ...[1, 2, 3, 4, 5].map((k) => ({ name: `mle_${k}.txt`, path: resolve(jfleg, 'systems', `mle_${k}.txt`), reference: false })),
];
const tupa = (name: string, i: number) => readUccaXmlFile(resolve(jfleg, 'tupa-parses', `${name}${i}.xml`));
const tupaSource = source.map((_, i) => tupa('dev.src', i));

// parse every distinct line once per parser (the same line in two files gets the same graph)
const graphs = new Map<string, Map<string, UccaGraph>>();
for (const p of parsers) {
  const t0 = process.hrtime.bigint();
  const memo = new Map<string, UccaGraph>();
  for (const line of [source, ...sides.map((s) => lines(s.path))].flat()) {
    if (!memo.has(line)) memo.set(line, p.parse(line, String(memo.size + 1)));
  }
  graphs.set(p.name, memo);
  process.stderr.write(`${p.name}: ${memo.size} distinct lines parsed in ${(Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1)} s\n`);
}

const usimRows: Array<Record<string, unknown>> = [];
const allPairs: Record<string, number[]> = { tupa: [], ...Object.fromEntries(parsers.map((p) => [p.name, [] as number[]])) };
const stability: Record<string, { shares: number[]; stable: number }> = Object.fromEntries(['tupa', ...parsers.map((p) => p.name)].map((n) => [n, { shares: [], stable: 0 }]));
for (const side of sides) {
  const hypothesis = lines(side.path);
  const tupaHyp = hypothesis.map((_, i) => tupa(side.name, i));
  const tupaUsim = hypothesis.map((_, i) => usimCode(tupaSource[i]!, tupaHyp[i]!).usim);
  allPairs.tupa!.push(...tupaUsim);
  const row: Record<string, unknown> = { hypothesis: side.name, tupa: round(mean(tupaUsim)) };
  const pairSets: Array<[string, UccaGraph[], UccaGraph[]]> = [['tupa', tupaSource, tupaHyp]];
  for (const p of parsers) {
    const memo = graphs.get(p.name)!;
    const src = source.map((l) => memo.get(l)!);
    const hyp = hypothesis.map((l) => memo.get(l)!);
    const usim = hyp.map((g, i) => usimCode(src[i]!, g).usim);
    allPairs[p.name]!.push(...usim);
    row[p.name] = round(mean(usim));
    row[`${p.name} r`] = round(pearson(usim, tupaUsim));
    pairSets.push([p.name, src, hyp]);
  }
  usimRows.push(row);
  if (!side.reference) continue;
  for (const [name, src, hyp] of pairSets) {
    src.forEach((g, i) => {
      const s = pairStability(g, hyp[i]!);
      if (!s) return;
      stability[name]!.shares.push(s.share);
      if (s.stable) stability[name]!.stable++;
    });
  }
}

console.log(
  JSON.stringify(
    {
      usim: usimRows,
      pearsonAllPairs: Object.fromEntries(parsers.map((p) => [p.name, round(pearson(allPairs[p.name]!, allPairs.tupa!))])),
      pearsonOfFileMeans: Object.fromEntries(parsers.map((p) => [p.name, round(pearson(usimRows.map((r) => r[p.name] as number), usimRows.map((r) => r.tupa as number)))])),
      pairs: allPairs.tupa!.length,
      stability: Object.fromEntries(
        Object.entries(stability).map(([name, s]) => [name, { changedPairs: s.shares.length, meanShare: round(mean(s.shares)), stablePairs: round(s.stable / s.shares.length) }]),
      ),
      date: new Date().toISOString(),
    },
    null,
    2,
  ),
);
