/**
 * Automatic USIM on JFLEG dev with the built-in parser, next to USIM on the TUPA parses shipped with the data
 * (`jfleg/tupa-parses/`), for the four references and the five `mle_*` systems against `dev.src`, plus the
 * per-sentence Pearson correlation between the two. Prints JSON (the table in docs/parser.md comes from it).
 *
 *   node --import tsx bench/parser/jfleg-usim.ts [--data ../shared/data] [--cache /tmp/gecval-usim-cache] [--model FILE]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { autoUsim } from '../../src/ucca/usim/text.js';
import { usimCode } from '../../src/ucca/usim/usim.js';
import { readUccaXmlFile } from '../../src/ucca/xml.js';
import { pearson as pearsonCorrelation } from '../../src/analyses/stats/correlation.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/jfleg-usim.ts [options]',
  summary: 'Automatic USIM on JFLEG dev with the built-in parser next to USIM on the shipped TUPA parses (JSON).',
  options: {
    data: { type: 'string', description: 'the shared data folder (default ../shared/data)' },
    cache: { type: 'string', default: '/tmp/gecval-usim-cache', description: 'parse cache folder' },
    model: { type: 'string', description: 'parser model file (default: the default model)' },
  },
});
const dataDir = resolve(opts.data ?? resolve(repo, '..', 'shared', 'data'));
const cacheDir = opts.cache;
const model = opts.model || undefined;
const jfleg = resolve(dataDir, 'jfleg');
const lines = (path: string): string[] => readFileSync(path, 'utf8').split('\n').slice(0, 754);

const pearson = (x: readonly number[], y: readonly number[]): number => pearsonCorrelation(x, y).value;

const source = lines(resolve(jfleg, 'dev.src'));
const tupaSource = source.map((_, i) => readUccaXmlFile(resolve(jfleg, 'tupa-parses', `dev.src${i}.xml`)));
const sides = [
  ...['dev.ref0', 'dev.ref1', 'dev.ref2', 'dev.ref3'].map((name) => ({ name, path: resolve(jfleg, name) })),
  ...[1, 2, 3, 4, 5].map((k) => ({ name: `mle_${k}.txt`, path: resolve(jfleg, 'systems', `mle_${k}.txt`) })),
];
const rows = [];
const allOurs: number[] = [];
const allTupa: number[] = [];
for (const side of sides) {
  const hypothesis = lines(side.path);
  const ours = autoUsim(source, hypothesis, { cacheDir, model }).sentences.map((s) => s.usim);
  const tupa = hypothesis.map((_, i) => usimCode(tupaSource[i]!, readUccaXmlFile(resolve(jfleg, 'tupa-parses', `${side.name}${i}.xml`))).usim);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  rows.push({ hypothesis: side.name, usimOurParser: Number(mean(ours).toFixed(4)), usimTupaParses: Number(mean(tupa).toFixed(4)), pearson: Number(pearson(ours, tupa).toFixed(4)) });
  allOurs.push(...ours);
  allTupa.push(...tupa);
}
const systemLevel = pearson(rows.map((r) => r.usimOurParser), rows.map((r) => r.usimTupaParses));
console.log(JSON.stringify({ rows, pearsonAllPairs: Number(pearson(allOurs, allTupa).toFixed(4)), pairs: allOurs.length, pearsonOfMeans: Number(systemLevel.toFixed(4)) }, null, 2));
