// Writes the SEEDA subset's source and references (CoNLL-2014 annotators 0 and 1) to DIR, for running original tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { prepareDataset } from '../../src/analyses/meta-eval/run.js';
const dir = process.argv[2] ?? '/tmp/green-in';
const data = process.argv[3] ?? '../shared/data';
const p = prepareDataset('seeda', data);
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/source.txt`, p.scoring.sources.map((l) => `${l}\n`).join(''));
p.scoring.references.forEach((r, k) => writeFileSync(`${dir}/ref${k}.txt`, r.map((l) => `${l}\n`).join('')));
