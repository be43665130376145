/**
 * MAEGE benchmark: time per metric of the full analysis on the CoNLL-2014 data (worker threads + shared distinct
 * items), against a baseline measured in the same run on a subset: every occurrence scored one by one in this
 * thread with no cache (what the original code did), extrapolated to all occurrences.
 *
 *   node --import tsx bench/maege/in-process.ts
 *   MAEGE_BENCH_METRICS=gleu,bleu MAEGE_BENCH_SEEDS=10 MAEGE_BENCH_BASELINE=400 node --import tsx bench/maege/in-process.ts
 */
import { availableParallelism, cpus } from 'node:os';
import { resolve } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences, PAPER_REFERENCE_FILES } from '../../src/analyses/maege/references.js';
import { prepareRun } from '../../src/analyses/maege/run.js';
import { scoreItems } from '../../src/analyses/maege/pool.js';
import { createScorer, parseScorerSpec } from '../../src/analyses/maege/scorer-spec.js';
import { defaultMetricNames } from '../../src/analyses/maege/registry-adapter.js';
import type { Segment } from '../../src/metrics/metric.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/maege/in-process.ts', summary: 'MAEGE per metric on CoNLL-2014, in one process', options: {} });

const shared = process.env.GECVAL_SHARED ?? resolve(import.meta.dirname, '../../../shared');
const data = resolve(shared, 'data/conll14');
const metrics = (process.env.MAEGE_BENCH_METRICS ?? defaultMetricNames().join(',')).split(',');
const seeds = Number(process.env.MAEGE_BENCH_SEEDS ?? 10);
const baselineSize = Number(process.env.MAEGE_BENCH_BASELINE ?? 300);
const threads = Number(process.env.MAEGE_BENCH_THREADS ?? availableParallelism());

const m2 = readM2(resolve(data, 'official-2014.combined-withalt.m2'));
const refs = readReferences(PAPER_REFERENCE_FILES.map((f) => resolve(data, 'bn10', f)), m2.map((s) => s.source));
const { plan, table } = prepareRun(m2, refs, { plan: { settings: ['random', 'origin'], corpusSeeds: seeds } });

// Every occurrence the analyses read (the original scored each one): nodes per setting + corpus lines per draw.
const occurrences: Segment[] = [];
for (const setting of plan.options.settings) {
  for (const chain of table.nodes[setting]!) for (const i of chain) occurrences.push(table.items[i]!);
  for (const draw of table.corpus[setting]!) for (const model of draw) for (const i of model) occurrences.push(table.items[i]!);
}
// A deterministic spread-out subset for the baseline.
const step = Math.max(1, Math.floor(occurrences.length / baselineSize));
const subset = occurrences.filter((_, i) => i % step === 0).slice(0, baselineSize);

console.log(`machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; threads ${threads}`);
console.log(`data: ${plan.chains.length} chains, ${occurrences.length} scored occurrences (random+origin, ${seeds} corpus seeds), ${table.items.length} distinct items`);
console.log('metric          distinct  optimized_s  baseline_ms/item  baseline_extrapolated_s  ratio');
let total = 0;
for (const name of metrics) {
  const spec = parseScorerSpec(name);
  const started = performance.now();
  const { distinct } = await scoreItems(spec, table.items, { threads });
  const optimized = (performance.now() - started) / 1000;
  total += optimized;
  // Baseline: one item at a time in this thread. The subset's items are spread over the whole run, so they are
  // (almost) all distinct and no cache helps; the warm-up keeps one-off start costs (WebAssembly) out of it.
  const scorer = await createScorer(spec);
  await scorer.score([{ ...subset[0]!, hypothesis: `${subset[0]!.hypothesis} warm-up` }]);
  const t0 = performance.now();
  for (const item of subset) await scorer.score([item]);
  const perItem = (performance.now() - t0) / subset.length;
  await scorer.close?.();
  const extrapolated = (perItem * occurrences.length) / 1000;
  console.log(
    `${name.padEnd(15)} ${String(distinct).padStart(8)}  ${optimized.toFixed(1).padStart(11)}  ${perItem.toFixed(3).padStart(16)}  ${extrapolated.toFixed(1).padStart(23)}  ${(extrapolated / optimized).toFixed(1).padStart(5)}`,
  );
}
console.log(`total optimized scoring time: ${total.toFixed(1)} s`);
