// Writes the SEEDA subset's source and references (CoNLL-2014 annotators 0 and 1) to DIR, for running original tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { prepareDataset } from '../../src/analyses/meta-eval/run.js';
import { benchArgs } from '../lib/args.js';
const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/write-inputs.mts [options]',
  summary: "Writes the SEEDA subset's source and references to DIR, for running original tools.",
  positionals: '[DIR=/tmp/green-in [DATA=../shared/data]]',
  options: { },
});
const dir = opts.positionals[0] ?? '/tmp/green-in';
const data = opts.positionals[1] ?? '../shared/data';
const p = prepareDataset('seeda', data);
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/source.txt`, p.scoring.sources.map((l) => `${l}\n`).join(''));
p.scoring.references.forEach((r, k) => writeFileSync(`${dir}/ref${k}.txt`, r.map((l) => `${l}\n`).join('')));
