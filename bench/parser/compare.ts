/**
 * v1 (both shipped models) and v2 in the same run: sentences per CPU-second and per wall-second (wink tagging
 * included: every parser tags inside `parseTokens`) on EWT test (gold tokens) and JFLEG dev sources, labeled
 * primary / remote F1 with the toolkit's evaluator on EWT test, 20K and Wiki test, and model size on disk. The parsers take
 * turns on each workload so that a change in the machine's load during the run hits all of them alike.
 *
 *   node --import tsx bench/parser/compare.ts [--data ../shared/data]
 */
import { readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { cpuUsage, resourceUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/compare.ts [options]',
  summary: 'Parsers v1 and v2 in the same run: speed, labeled F1 on EWT test, 20K and Wiki test, model size.',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const modelPath = (name: string): string => resolve(repo, 'models', name);

interface Timing { wallSeconds: number; cpuSeconds: number }
function time<T>(run: () => T): [T, Timing] {
  const cpu0 = cpuUsage();
  const t0 = process.hrtime.bigint();
  const value = run();
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuUsage(cpu0);
  return [value, { wallSeconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 }];
}

interface Contender { name: string; file: string; parse: (tokens: readonly string[], id: string) => UccaGraph; loadSeconds: Timing }
function contender(name: string, file: string): Contender {
  const path = modelPath(file);
  const [parse, loadSeconds] = time((): Contender['parse'] => {
    const p = UccaParser.load({ model: path });
    return (tokens, id) => p.parseTokens(tokens, { id });
  });
  return { name, file, parse, loadSeconds };
}

const contenders = [
  contender('v1 (default, Wiki+EWT)', 'ucca-parser-v1.ucca.bin.gz'),
  contender('v1 M-ewt', 'ucca-parser-v1-ewt.ucca.bin.gz'),
  contender('v2 (EWT)', 'ucca-parser-v2-ewt.ucca.bin.gz'),
  contender('v2 (Wiki+EWT)', 'ucca-parser-v2.ucca.bin.gz'),
];

const gold = new Map<CorpusSplit, UccaGraph[]>((['ewt-test', '20k', 'wiki-test'] as const).map((split) => [split, readSplit(dataDir, split)]));
const tokensOf = (g: UccaGraph): string[] => g.terminals.map((t) => t.text);
const jflegSource = readFileSync(resolve(dataDir, 'jfleg', 'dev.src'), 'utf8').split('\n').slice(0, 754).map((l) => l.split(' ').filter((t) => t.length > 0));

for (const c of contenders) c.parse(tokensOf(gold.get('ewt-test')![0]!), 'warm-up'); // JIT and wink warm-up

const workloads: Array<{ name: string; sentences: string[][]; gold?: UccaGraph[] }> = [
  { name: 'ewt-test', sentences: gold.get('ewt-test')!.map(tokensOf), gold: gold.get('ewt-test')! },
  { name: 'jfleg-dev-src', sentences: jflegSource },
  { name: '20k', sentences: gold.get('20k')!.map(tokensOf), gold: gold.get('20k')! },
  { name: 'wiki-test', sentences: gold.get('wiki-test')!.map(tokensOf), gold: gold.get('wiki-test')! },
];

const pct = (f: number) => Number((100 * f).toFixed(2));
const results: Record<string, Record<string, unknown>> = {};
for (const c of contenders) results[c.name] = { model: c.file, modelMB: Number((statSync(modelPath(c.file)).size / 2 ** 20).toFixed(2)), loadSeconds: c.loadSeconds };
for (const w of workloads) {
  for (const c of contenders) {
    const [graphs, t] = time(() => w.sentences.map((s, i) => c.parse(s, String(i + 1))));
    const entry: Record<string, unknown> = {
      sentences: w.sentences.length,
      tokens: w.sentences.reduce((n, s) => n + s.length, 0),
      ...t,
      perCpuSecond: Math.round(w.sentences.length / t.cpuSeconds),
      perWallSecond: Math.round(w.sentences.length / t.wallSeconds),
    };
    if (w.gold) {
      const s = scoreGraphs(graphs.map((g, i) => [g, w.gold![i]!] as const));
      entry.labeledF1 = { primary: pct(s.primary.labeled.f), remote: pct(s.remote.labeled.f) };
      entry.unlabeledPrimaryF1 = pct(s.primary.unlabeled.f);
    }
    results[c.name]![w.name] = entry;
  }
}
console.log(
  JSON.stringify(
    {
      results,
      peakRssMB: Math.round(resourceUsage().maxRSS / 1024),
      machine: { nproc: cpus().length, cpu: cpus()[0]?.model, node: process.version, date: new Date().toISOString() },
    },
    null,
    2,
  ),
);
