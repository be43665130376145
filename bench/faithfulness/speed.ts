/**
 * The faithfulness measure's speed on its own (the first section of bench/faithfulness/run.ts, without the
 * validation that follows it): pairs per CPU-second from raw text, cold (word vectors, WordNet, tagger and parser
 * loaded inside the timing), one thread; then the same process warm on JFLEG dev sources against a valid reference
 * (every source distinct, so every changed pair parses its source).
 *
 *   node --import tsx bench/faithfulness/speed.ts        (pin it to one core: taskset -c 1 node …)
 */
import { cpus, loadavg } from 'node:os';
import { scoreFaithfulness } from '../../src/metrics/faithfulness/scorer.js';
import { jflegSuite, readTmuDev } from './suites.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/faithfulness/speed.ts', summary: 'The faithfulness measure alone', options: {} });

const cpuSeconds = (from: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1e6;
};

const tmu = readTmuDev();
const started = performance.now();
const cpu = process.cpuUsage();
scoreFaithfulness(tmu.map((t) => t.source), tmu.map((t) => t.output), { tokenized: false });
const seconds = (performance.now() - started) / 1000;
const cold = cpuSeconds(cpu);
console.log(`TMU-GFM dev, ${tmu.length} pairs (${new Set(tmu.map((t) => t.source)).size} distinct sources), cold: ${seconds.toFixed(2)} s wall, ${cold.toFixed(2)} CPU-s → ${(tmu.length / seconds).toFixed(0)} pairs/s wall, ${(tmu.length / cold).toFixed(0)} pairs per CPU-s`);

const jfleg = jflegSuite(1).filter((p) => p.label === 'valid');
const warmStarted = performance.now();
const warmCpu = process.cpuUsage();
scoreFaithfulness(jfleg.map((p) => p.source), jfleg.map((p) => p.hypothesis), { tokenized: false });
const warmSeconds = (performance.now() - warmStarted) / 1000;
const warm = cpuSeconds(warmCpu);
console.log(`JFLEG dev source vs reference, ${jfleg.length} pairs, every source distinct, warm: ${(jfleg.length / warmSeconds).toFixed(0)} pairs/s wall, ${(jfleg.length / warm).toFixed(0)} pairs per CPU-s`);
console.log(`(load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores)`);
