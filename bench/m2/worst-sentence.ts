/**
 * Worst-case CPU time of one sentence (all annotators) over every CoNLL-2014 system output and every SEEDA
 * output, against the official CoNLL-2014 gold: `node --import tsx bench/m2/worst-sentence.ts`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readM2 } from '../../src/formats/m2.js';
import { goldFromM2 } from '../../src/metrics/m2/gold.js';
import { resolveM2Options } from '../../src/metrics/m2/options.js';
import { scoreSentenceAnnotators } from '../../src/metrics/m2/sentence.js';
import { benchArgs } from '../lib/args.js';

benchArgs({ usage: 'node --import tsx bench/m2/worst-sentence.ts', summary: 'Worst-case CPU time of one M² sentence', options: {} });

const shared = process.env.GECVAL_SHARED ?? '../shared';
const gold = readM2(join(shared, 'data/conll14/official-2014.combined.m2')).map(goldFromM2);
const options = resolveM2Options();
const folders = [join(shared, 'data/conll14/systems'), join(shared, 'data/seeda/outputs/all')];
let worst = { seconds: 0, where: '' };
for (const folder of folders) {
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.txt')).sort()) {
    const lines = readFileSync(join(folder, name), 'utf8').split('\n');
    let fileWorst = { seconds: 0, line: 0 };
    let total = 0;
    gold.forEach((sentence, index) => {
      const before = process.cpuUsage();
      scoreSentenceAnnotators(lines[index] ?? '', sentence, options);
      const used = process.cpuUsage(before);
      const seconds = (used.user + used.system) / 1e6;
      total += seconds;
      if (seconds > fileWorst.seconds) fileWorst = { seconds, line: index + 1 };
    });
    console.log(`${folder.split('/').slice(-2).join('/')}/${name}: total ${total.toFixed(2)} s, worst line ${fileWorst.line} ${fileWorst.seconds.toFixed(3)} s`);
    if (fileWorst.seconds > worst.seconds) worst = { seconds: fileWorst.seconds, where: `${name}:${fileWorst.line}` };
  }
}
console.log(`worst sentence: ${worst.where} ${worst.seconds.toFixed(3)} s of CPU`);
