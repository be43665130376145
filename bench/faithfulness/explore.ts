/**
 * Feature-design loop (not part of the validation): recomputes the design vectors of TMU-GFM dev and the CoNLL
 * tuning suite, fits every λ of FAITHFULNESS_LAMBDAS, prints CV r and the tuning AUC per family. `--jfleg` also
 * prints the JFLEG evaluation AUCs of each fit (look, never select on them).
 */
import { pearson } from '../../src/analyses/stats/correlation.js';
import { benchArgs } from '../lib/args.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { crossValidate, designVector, DESIGN, FIT_DEFAULTS, fitWeights, foldsBySource, predict } from '../../training/faithfulness/fit-model.js';
import { conllSuite, jflegSuite, readTmuDev, type SuitePair } from './suites.js';
import { targets, FIT_SEED, LAMBDAS } from '../../training/faithfulness/fit.js';
import { auc } from './stats.js';

const t0 = performance.now();
const tmu = readTmuDev();
const raw = new FaithfulnessScorer({ tokenized: false });
const tmuPairs = tmu.map((t) => raw.features(t.source, t.output));
const changed = tmuPairs.map((p) => p.edits.length > 0);
const meaning = tmu.map((t) => t.meaning);
const x = tmuPairs.map(designVector);
const y = targets(meaning, changed);
const opts = benchArgs({
  usage: 'node --import tsx bench/faithfulness/explore.ts [options]',
  summary: 'Faithfulness feature-design loop (not part of the validation).',
  options: {
    jfleg: { type: 'boolean', description: 'also the JFLEG dev perturbation suite' },
  },
});
const tok = new FaithfulnessScorer();
const design = (suite: SuitePair[]): Array<{ label: string; x: number[] }> => suite.map((p) => ({ label: p.label, x: designVector(tok.features(p.source, p.hypothesis)) }));
const conll = design(conllSuite(FIT_SEED));
const jfleg = opts.jfleg ? design(jflegSuite(1)) : [];
console.log(`features in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const valid = conll.filter((p) => p.label === 'valid').map((p) => p.x);
const perturbed = conll.filter((p) => p.label !== 'valid').map((p) => p.x);
const folds = foldsBySource(tmu.map((t) => t.source), 5, FIT_SEED);
const idx = changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
const aucs = (suite: Array<{ label: string; x: number[] }>, theta: number[]): string => {
  const s = suite.map((p) => predict(theta, p.x));
  const v = s.filter((_, i) => suite[i]!.label === 'valid');
  const fam = PERTURBATION_FAMILIES.map((f) => `${f.slice(0, 5)} ${auc(v, s.filter((_, i) => suite[i]!.label === f)).toFixed(3)}`);
  return `${fam.join(' ')} | all ${auc(v, s.filter((_, i) => suite[i]!.label !== 'valid')).toFixed(3)}`;
};
for (const lambda of LAMBDAS) {
  const opts = { ...FIT_DEFAULTS, lambda, margin: Number(process.env.FAITHFULNESS_MARGIN ?? FIT_DEFAULTS.margin) };
  const cv = crossValidate(x.length, folds, 5, (train, test) => {
    const theta = fitWeights({ x: train.map((i) => x[i]!), y: train.map((i) => y[i]!), valid, perturbed }, opts);
    return test.map((i) => predict(theta, x[i]!));
  });
  const theta = fitWeights({ x, y, valid, perturbed }, opts);
  const rAll = pearson(cv, meaning).value;
  const rCh = pearson(idx.map((i) => cv[i]!), idx.map((i) => meaning[i]!)).value;
  console.log(`λ ${lambda}: CV r ${rAll.toFixed(3)} / ${rCh.toFixed(3)}`);
  console.log(`  conll ${aucs(conll, theta)}`);
  if (jfleg.length > 0) console.log(`  JFLEG ${aucs(jfleg, theta)}`);
  console.log(`  θ ${theta.map((t, i) => `${DESIGN[i]}=${t.toFixed(3)}`).join(' ')}`);
}
