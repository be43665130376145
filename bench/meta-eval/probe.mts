import { runHumanMetaEval } from '../../src/analyses/meta-eval/run.js';
const t = Date.now();
const r = await runHumanMetaEval('seeda', [{ spec: 'gleu' }, { spec: 'm2' }], { data: '/work/shared/data', bootstrap: { resamples: 200 } });
for (const row of r.rows.filter((x) => x.systemSet === 'base' && x.level !== 'window')) console.log(row.metric, row.yardstick, row.level, row.statistic, row.value.toFixed(3), row.low.toFixed(3), row.high.toFixed(3), row.n);
console.log(JSON.stringify(r.metrics), (Date.now() - t) / 1000);
