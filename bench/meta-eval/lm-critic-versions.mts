// Compares two saved table parts that differ only in SEEDA's LM-Critic subset file (table.mts --seeda-lm-critic):
// prints, for SEEDA's base and all sets, each metric's system-level cells (SEEDA-E/SEEDA-S TrueSkill, r and ρ, by
// aggregation) under both versions, only where they differ at the third decimal.
// Usage: node --import tsx bench/meta-eval/lm-critic-versions.mts CURRENT.json OTHER.json [LABEL_CURRENT LABEL_OTHER]
import { readFileSync } from 'node:fs';
import type { MetaEvalRow } from '../../src/analyses/meta-eval/run.js';
import { benchArgs } from '../lib/args.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/meta-eval/lm-critic-versions.mts [options]',
  summary: "Two saved table parts differing only in SEEDA's LM-Critic subset file: the cells that differ.",
  positionals: 'CURRENT.json OTHER.json [LABEL_CURRENT LABEL_OTHER]',
  options: { },
});
const [a, b, la = '2024-12', lb = '2024-05'] = opts.positionals as [string, string, string?, string?];
const rowsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { rows: MetaEvalRow[] }).rows.filter((r) => r.dataset === 'SEEDA' && r.level === 'system');
const key = (r: MetaEvalRow) => [r.metric, r.yardstick, r.systemSet, r.aggregation ?? 'corpus', r.statistic].join('|');
const other = new Map(rowsOf(b).map((r) => [key(r), r]));
const f = (x: number) => x.toFixed(3);
let same = 0;
const lines: string[] = [];
for (const r of rowsOf(a)) {
  if (!/TrueSkill/u.test(r.yardstick) || r.statistic === 'accuracy') continue;
  const o = other.get(key(r));
  if (o === undefined) continue;
  if (f(o.value) === f(r.value)) {
    same++;
    continue;
  }
  lines.push(`| ${r.metric} | ${r.yardstick} | ${r.systemSet} | ${r.aggregation ?? 'corpus'} | ${r.statistic === 'pearson' ? 'r' : 'ρ'} | ${f(r.value)} | ${f(o.value)} |`);
}
console.log(`| metric | yardstick | set | aggregation | statistic | LM-Critic ${la} | LM-Critic ${lb} |\n|---|---|---|---|---|---|---|`);
for (const l of lines) console.log(l);
console.log(`\n${lines.length} cells differ at the third decimal, ${same} agree.`);
