/**
 * Parser benchmark: sentences/s and memory for parsing EWT test (gold tokens) and JFLEG dev sources (tokenised
 * lines), against baselines measured in the same run — wink tagging alone and the B1a flat-scene baseline
 * (tagging + graph building + punctuation) — and automatic USIM pairs/s end to end (parse both sides + USIM).
 * Reports wall and CPU time: the machine may be shared, and sentences per CPU-second is the one-core number.
 *
 *   node --import tsx bench/parser/in-process.ts [--data ../shared/data] [--model models/ucca-parser-v1.ucca.bin.gz]
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { cpuUsage, memoryUsage, resourceUsage } from 'node:process';
import { fileURLToPath } from 'node:url';
import { autoUsim } from '../../src/ucca/usim/text.js';
import { baselineB1a } from '../../src/ucca/parser/baselines.js';
import { readSplit } from '../../src/ucca/parser/corpus.js';
import { getParser } from '../../src/ucca/parser/parser.js';
import { isPunctuationToken } from '../../src/ucca/parser/punctuation.js';
import { annotateTokens } from '../../src/ucca/parser/tagger.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/in-process.ts [options]',
  summary: 'Parser sentences/s and memory in one process, against tagging-only and B1a baselines, and USIM pairs/s.',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
    model: { type: 'string', description: 'parser model file (default: the default model)' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const model = opts.model || undefined;

interface Timing { wallSeconds: number; cpuSeconds: number }
function time(run: () => void): Timing {
  const cpu0 = cpuUsage();
  const t0 = process.hrtime.bigint();
  run();
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = cpuUsage(cpu0);
  return { wallSeconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
const rate = (n: number, t: Timing) => ({ perWallSecond: Math.round(n / t.wallSeconds), perCpuSecond: Math.round(n / t.cpuSeconds) });

const loadTime = time(() => getParser(model));
const parser = getParser(model);
const ewt = readSplit(dataDir, 'ewt-test').map((g) => g.terminals.map((t) => t.text));
const jflegSource = readFileSync(resolve(dataDir, 'jfleg', 'dev.src'), 'utf8').split('\n').filter((l) => l.length > 0).map((l) => l.split(' ').filter((t) => t.length > 0));
const jflegRef = readFileSync(resolve(dataDir, 'jfleg', 'dev.ref0'), 'utf8').split('\n').filter((l) => l.length > 0);

parser.parseTokens(ewt[0]!); // warm-up (JIT, wink)
const results: Record<string, unknown> = {};
for (const [name, sentences] of [['ewt-test', ewt], ['jfleg-dev-src', jflegSource]] as const) {
  const tagging = time(() => sentences.forEach((s) => annotateTokens(s)));
  const b1a = time(() =>
    sentences.forEach((words) => {
      const punct = words.map(isPunctuationToken);
      const tokenTerminal = punct.flatMap((p, i) => (p ? [] : [i]));
      baselineB1a({ id: 'b', words, punct, tokenTerminal, attrs: annotateTokens(words) });
    }),
  );
  const parsing = time(() => sentences.forEach((s) => parser.parseTokens(s)));
  results[name] = {
    sentences: sentences.length,
    tokens: sentences.reduce((n, s) => n + s.length, 0),
    parser: { ...parsing, ...rate(sentences.length, parsing) },
    winkTaggingOnly: { ...tagging, ...rate(sentences.length, tagging) },
    b1aBaseline: { ...b1a, ...rate(sentences.length, b1a) },
    cpuRatioParserVsB1a: Number((parsing.cpuSeconds / b1a.cpuSeconds).toFixed(2)),
  };
}
const usimPairs = 200;
const usim = time(() => autoUsim(jflegSource.slice(0, usimPairs).map((s) => s.join(' ')), jflegRef.slice(0, usimPairs)));
results['usim-end-to-end'] = { pairs: usimPairs, ...usim, ...rate(usimPairs, usim) };
results.modelLoad = loadTime;
results.memory = { peakRssMB: Math.round(resourceUsage().maxRSS / 1024), heapUsedMB: Math.round(memoryUsage().heapUsed / 2 ** 20) };
results.machine = { nproc: cpus().length, cpu: cpus()[0]?.model, node: process.version, date: new Date().toISOString() };
console.log(JSON.stringify(results, null, 2));
