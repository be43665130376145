/**
 * Parser speed as a user meets it: `gecval parse --tokenized --format json --model M FILE` as whole processes
 * (bench/lib/whole-process.ts: alternating runs, medians of wall and CPU time; model loading, tagging, parsing and
 * printing included), one worker thread, on JFLEG dev sources (754 lines) and EWT test (gold tokens, one sentence
 * per line). There is no original to run (TUPA is not installable here), so every row is gecval; the last column is
 * the same work inside one warm process (model already loaded, one sentence parsed first): what the process around
 * the parser costs.
 *
 *   npm run build && node --import tsx bench/parser/run.ts [--quick] [--runs 3] [--models v1,v2,v1-ewt,v2-ewt]
 *                                                         [--model NAME=FILE …] [--sentences N]
 *                                                         [--sets jfleg,ewt-test,20k,wiki-test]
 *
 * --models picks catalogued models by name; --model NAME=FILE (repeatable) adds a model file, e.g. a new model
 * before it is catalogued. --sets picks the inputs (default jfleg,ewt-test; 20k and wiki-test are the long
 * gold-token sets that bench/parser/compare.ts also scores). --quick: the first 100 sentences of each set, 1 run after a warm-up.
 */
import { existsSync, mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { getParser } from '../../src/ucca/parser/parser.js';
import { BUNDLED_PARSER_MODELS } from '../../src/ucca/parser/catalogue.js';
import { compareProcesses, loadLine, machineLine, type Side } from '../lib/whole-process.js';
import { sharedRoot as shared, GECVAL_BIN as GECVAL } from '../lib/bench-env.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'npm run build && node --import tsx bench/parser/run.ts [options]',
  summary: 'Parser speed as a user meets it: gecval parse as whole processes, and the same work in one warm process.',
  options: {
    runs: { type: 'number', default: 3, quickDefault: 1, description: 'timed runs per side' },
    sentences: { type: 'number', default: 0, quickDefault: 100, description: 'first N sentences of each set (0: all)' },
    models: { type: 'string', default: 'v1,v2,v1-ewt,v2-ewt', description: 'catalogued models by name' },
    model: { type: 'strings', description: 'NAME=FILE: a model file to add' },
    sets: { type: 'string', default: 'jfleg,ewt-test', description: 'inputs: jfleg, ewt-test, 20k, wiki-test' },
  },
});
const RUNS = opts.runs;
const LIMIT = opts.sentences;
if (!existsSync(GECVAL)) throw new Error(`${GECVAL} is missing: run npm run build first`);

const models: { name: string; file: string }[] = opts.models
  .split(',')
  .filter((n) => n !== '')
  .map((name) => {
    const file = BUNDLED_PARSER_MODELS[name];
    if (file === undefined) throw new Error(`unknown model name '${name}' (catalogued: ${Object.keys(BUNDLED_PARSER_MODELS).join(', ')}); add a file with --model NAME=FILE`);
    return { name, file };
  });
for (const spec of opts.model) {
  const at = spec.indexOf('=');
  if (at <= 0) throw new Error(`--model takes NAME=FILE, got '${spec}'`);
  models.push({ name: spec.slice(0, at), file: resolve(spec.slice(at + 1)) });
}
for (const m of models) if (!existsSync(m.file)) throw new Error(`model ${m.name}: ${m.file} is missing (the EWT-only models are in the git checkout, models/README.md)`);

const dir = mkdtempSync(join(tmpdir(), 'gecval-bench-parser-'));
const limit = <T>(items: T[]): T[] => (LIMIT > 0 ? items.slice(0, LIMIT) : items);
const goldTokens = (split: CorpusSplit) => limit(readSplit(join(shared, 'data'), split).map((g) => g.terminals.map((t) => t.text)));
const SETS: Record<string, () => { name: string; sentences: string[][] }> = {
  jfleg: () => ({ name: 'JFLEG dev (sources)', sentences: limit(readFileSync(join(shared, 'data', 'jfleg', 'dev.src'), 'utf8').split('\n').filter((l) => l.length > 0).map((l) => l.split(' ').filter((t) => t !== ''))) }),
  'ewt-test': () => ({ name: 'EWT test (gold tokens)', sentences: goldTokens('ewt-test') }),
  '20k': () => ({ name: '20K (gold tokens, one gold graph per line)', sentences: goldTokens('20k') }),
  'wiki-test': () => ({ name: 'Wiki test (gold tokens, one gold graph per line)', sentences: goldTokens('wiki-test') }),
};
const sets = opts.sets.split(',').map((name) => {
  const make = SETS[name];
  if (make === undefined) throw new Error(`unknown set '${name}' (known: ${Object.keys(SETS).join(', ')})`);
  return make();
}).map((set, i) => {
  const file = join(dir, `set${i}.txt`);
  writeFileSync(file, set.sentences.map((s) => s.join(' ')).join('\n') + '\n');
  return { ...set, file };
});

console.log(`# Parser benchmark: whole processes\n\n${machineLine()}; ${RUNS} run(s) per row after a warm-up; one worker thread\n`);
console.log('| set | model | sentences | wall s | CPU s | sentences per wall-s | sentences per CPU-s | in-process (warm, model loaded): CPU s, sentences per CPU-s |');
console.log('|---|---|---|---|---|---|---|---|');
for (const set of sets) {
  const sides: Side[] = models.map((m) => ({ name: m.name, command: ['node', GECVAL, 'parse', '--tokenized', '--format', 'json', '--model', m.file, set.file] }));
  const timings = compareProcesses(sides, RUNS);
  for (const [i, t] of timings.entries()) {
    const n = set.sentences.length;
    const lines = t.stdout.split('\n').filter((l) => l.length > 0).length;
    if (lines !== n) throw new Error(`${t.name} printed ${lines} parses for ${n} sentences`);
    const parser = getParser(models[i]!.file);
    parser.parseTokens(set.sentences[0]!);
    const cpu0 = process.cpuUsage();
    for (const s of set.sentences) parser.parseTokens(s);
    const cpu = process.cpuUsage(cpu0);
    const inProcess = (cpu.user + cpu.system) / 1e6;
    console.log(
      `| ${set.name} | ${t.name} | ${n} | ${(t.wallMs / 1000).toFixed(2)} | ${(t.cpuMs / 1000).toFixed(2)} | ${(n / (t.wallMs / 1000)).toFixed(0)} | ${(n / (t.cpuMs / 1000)).toFixed(0)} | ${inProcess.toFixed(2)} s, ${(n / inProcess).toFixed(0)} |`,
    );
  }
}
console.log(`\n(${loadLine()} at the end)`);
