/**
 * Does Wiki test annotate verbal complexes ("was released", "worked as") like Wiki train? Three measurements
 * (docs/parser-v3.md, "Session 14"):
 *
 * 1. **By passage.** The share of Process units with inner structure (a Center plus F/R/E/D units) in every
 *    passage of Wiki train and Wiki test (sentence ids are passage × 1000 + sentence).
 * 2. **Word by word.** For every word that both splits use often enough, how often a Function or Relator token
 *    (or a verb token) sits inside a Process in Wiki test, against how often the same word does in Wiki train.
 *    Applying Wiki train's per-word rates to Wiki test's tokens gives the share that the words alone would
 *    explain; the rest is how the words were annotated.
 * 3. **What it costs the parser.** A model's labeled primary F1 on Wiki test under the older guideline (the score
 *    the target is set on) against the gold as annotated and against the same gold with every structured
 *    Process flattened to the Wiki-train reading: its F/R/E/D units move up to the Process's parent and the
 *    Center's content becomes the Process. The same flattening on Wiki train is the control: there it should not
 *    help, because the model learned that split's reading.
 *
 * This is a diagnostic of the test set, not a training or selection step: nothing here feeds a model.
 *
 *   node --import tsx bench/parser/wiki-convention.ts [--model models/ucca-parser-v3.ucca.bin.gz] [--data ../shared/data]
 *                                                      [--no-control]
 */
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { evaluationInput, readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { goldTree } from '../../src/ucca/parser/transition/gold.js';
import { isStructured, processChildLabels } from './process-units.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/wiki-convention.ts [options]',
  summary: 'Does Wiki test annotate verbal complexes like Wiki train? (analysis)',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
    model: { type: 'string', description: 'parser model file (default models/ucca-parser-v3.ucca.bin.gz)' },
    'no-control': { type: 'boolean', description: 'leave out the control measurement' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const modelFile = resolve(opts.model ?? resolve(repo, 'models', 'ucca-parser-v3.ucca.bin.gz'));
const control = !opts['no-control'];

/** Categories that may sit beside a Center inside a structured Process. */
const PROCESS_PARTS = new Set(['F', 'R', 'E', 'D']);
const percent = (part: number, whole: number): number => Math.round((1000 * part) / whole) / 10;

// 1. By passage -------------------------------------------------------------------------------------------------

/** Per passage: [P units, structured P units]. */
function structuredByPassage(graphs: readonly UccaGraph[]): Map<number, [number, number]> {
  const byPassage = new Map<number, [number, number]>();
  for (const graph of graphs) {
    const passage = Math.floor(Number(graph.id) / 1000);
    const counts = byPassage.get(passage) ?? [0, 0];
    for (const labels of processChildLabels(goldTree(graph))) {
      counts[0]++;
      if (isStructured(labels)) counts[1]++;
    }
    byPassage.set(passage, counts);
  }
  return byPassage;
}

function passageSummary(byPassage: Map<number, [number, number]>) {
  const shares = [...byPassage.values()].filter(([p]) => p >= 10).map(([p, s]) => percent(s, p)).sort((a, b) => a - b);
  const total = [...byPassage.values()].reduce((acc, [p, s]) => [acc[0]! + p, acc[1]! + s], [0, 0]);
  const passages = [...byPassage.keys()].sort((a, b) => a - b);
  return {
    passages: `${passages.length} (${passages[0]}…${passages[passages.length - 1]})`,
    structuredShare: percent(total[1]!, total[0]!),
    perPassageWithAtLeast10P: { min: shares[0], median: shares[Math.floor(shares.length / 2)], max: shares[shares.length - 1] },
  };
}

// 2. Word by word -----------------------------------------------------------------------------------------------

/** Per word (lower-cased, with its category for F/R tokens): [inside a Process, elsewhere]. */
type WordCounts = Map<string, [number, number]>;

function wordPlacement(graphs: readonly UccaGraph[]): { functionWords: WordCounts; verbs: WordCounts } {
  const functionWords: WordCounts = new Map();
  const verbs: WordCounts = new Map();
  const bump = (counts: WordCounts, key: string, inside: boolean): void => {
    const c = counts.get(key) ?? [0, 0];
    c[inside ? 0 : 1]++;
    counts.set(key, c);
  };
  for (const graph of graphs) {
    const tree = goldTree(graph);
    const parentOf = new Map<number, number>();
    const labelInto = new Map<number, string>();
    for (const e of tree.edges) {
      if (e.remote) continue;
      parentOf.set(e.child, e.parent);
      labelInto.set(e.child, e.label);
    }
    tree.tokenTerminal.forEach((terminal, token) => {
      const word = tree.words[terminal]!.toLowerCase();
      const unit = parentOf.get(token);
      if (unit === undefined) return;
      const unitLabel = labelInto.get(unit);
      const grandparent = parentOf.get(unit);
      const grandLabel = grandparent === undefined ? undefined : labelInto.get(grandparent);
      // a verb is the Process itself (Wiki train's reading) or the Center of a structured Process
      if (unitLabel === 'P') bump(verbs, word, false);
      else if (unitLabel === 'C' && grandLabel === 'P') bump(verbs, word, true);
      if (unitLabel === 'F' || unitLabel === 'R') bump(functionWords, `${word}/${unitLabel}`, grandLabel === 'P');
    });
  }
  return { functionWords, verbs };
}

function lexicalControl(test: WordCounts, train: WordCounts, minTrain = 5) {
  let tokens = 0;
  let observed = 0;
  let expected = 0;
  for (const [word, [inside, outside]] of test) {
    const t = train.get(word);
    if (!t || t[0] + t[1] < minTrain) continue;
    tokens += inside + outside;
    observed += inside;
    expected += (t[0] / (t[0] + t[1])) * (inside + outside);
  }
  const top = [...test]
    .filter(([word, [i, o]]) => i + o >= 6 && (train.get(word)?.[0] ?? 0) + (train.get(word)?.[1] ?? 0) >= minTrain)
    .sort((a, b) => b[1][0] - a[1][0])
    .slice(0, 8)
    .map(([word, [i, o]]) => {
      const t = train.get(word)!;
      return `${word}: test ${i}/${i + o}, train ${t[0]}/${t[0] + t[1]}`;
    });
  return { tokens, insideProcess: percent(observed, tokens), expectedFromTrainRates: percent(expected, tokens), top };
}

// 3. What it costs the parser -----------------------------------------------------------------------------------

/** The gold graph with every Process made of one Center plus F/R/E/D units flattened; returns how many. */
function flattenProcesses(original: UccaGraph): { graph: UccaGraph; flattened: number } {
  const graph = original.clone();
  let flattened = 0;
  for (const unit of [...graph.units()]) {
    const into = graph.primaryParentEdge(unit.id);
    if (!into || into.categories.length !== 1 || into.categories[0] !== 'P') continue;
    const children = graph.outgoing(unit.id, { remote: false });
    const centers = children.filter((e) => e.categories.length === 1 && e.categories[0] === 'C');
    const parts = children.filter((e) => !centers.includes(e));
    if (centers.length !== 1 || parts.length === 0 || graph.isTerminal(centers[0]!.to)) continue;
    if (!parts.every((e) => e.categories.every((c) => PROCESS_PARTS.has(c)))) continue;
    for (const e of parts) {
      graph.removeEdge(e);
      graph.addEdge(into.from, e.to, e.categories);
    }
    const center = centers[0]!.to;
    for (const e of [...graph.outgoing(center)]) {
      graph.removeEdge(e);
      graph.addEdge(unit.id, e.to, e.categories, { remote: e.remote });
    }
    for (const e of [...graph.incoming(center)]) {
      // a remote edge into the Center now points at the Process that took its content
      graph.removeEdge(e);
      if (e.remote) graph.addEdge(e.from, unit.id, e.categories, { remote: true });
    }
    graph.removeNode(center);
    flattened++;
  }
  return { graph, flattened };
}

function scoreBothWays(parser: UccaParser, split: CorpusSplit) {
  const gold = readSplit(dataDir, split);
  const parsed = gold.map((g) => parser.parseInput({ ...evaluationInput(g), guideline: 1 }));
  const flat = gold.map(flattenProcesses);
  const asAnnotated = scoreGraphs(parsed.map((p, i) => [p, gold[i]!]));
  const flattened = scoreGraphs(parsed.map((p, i) => [p, flat[i]!.graph]));
  const pct = (x: number): number => Math.round(10000 * x) / 100;
  return {
    sentences: gold.length,
    processesFlattened: flat.reduce((n, f) => n + f.flattened, 0),
    asAnnotated: { labeled: pct(asAnnotated.primary.labeled.f), unlabeled: pct(asAnnotated.primary.unlabeled.f) },
    flattened: { labeled: pct(flattened.primary.labeled.f), unlabeled: pct(flattened.primary.unlabeled.f) },
  };
}

const train = readSplit(dataDir, 'wiki-train');
const test = readSplit(dataDir, 'wiki-test');
const trainWords = wordPlacement(train);
const testWords = wordPlacement(test);
const report: Record<string, unknown> = {
  byPassage: { 'wiki-train': passageSummary(structuredByPassage(train)), 'wiki-test': passageSummary(structuredByPassage(test)) },
  wordByWord: {
    functionWordsInsideProcess: lexicalControl(testWords.functionWords, trainWords.functionWords),
    verbsAsCenterOfProcess: lexicalControl(testWords.verbs, trainWords.verbs),
  },
};
console.error('parsing Wiki test' + (control ? ' and Wiki train (control)' : '') + ` with ${basename(modelFile)} under the older guideline …`);
const parser = UccaParser.load({ model: modelFile });
report.model = basename(modelFile);
report['wiki-test'] = scoreBothWays(parser, 'wiki-test');
if (control) report['wiki-train (control)'] = scoreBothWays(parser, 'wiki-train');
console.log(JSON.stringify(report, null, 2));
