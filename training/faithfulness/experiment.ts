/**
 * Feature experiments on the fit and selection data only (never the JFLEG dev evaluation suite unless `--dev`):
 * computes every pair's features once with the current code, fits the given setting, and prints the TMU-GFM dev
 * cross-validated r, the selection half's AUC per family, the same-concept gap on the selection half and the
 * CoNLL tuning suite, and the highest-scoring perturbed rewrites (and lowest valid / control pairs) of the selection
 * half with their explanations.
 *
 *   node --import tsx training/faithfulness/experiment.ts [--lambda 0.05] [--deletion 3] [--saturation 0.1] [--misses deletion,modality] [--dev]
 */
import { pearson } from '../../src/analyses/stats/correlation.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { scoreFeatures } from '../../src/metrics/faithfulness/model.js';
import { CONTROL_FAMILIES, PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { auc } from '../../bench/faithfulness/stats.js';
import { conllSuite, jflegSuite, type SuitePair } from '../../bench/faithfulness/suites.js';
import { designVector, DESIGN, FIT_DEFAULTS, fitWeights, predict, saturateDesign, toModel, type FitOptions } from './fit-model.js';
import { charactersSaturation, crossValidatedPredictions, fitData, fitInputs, FIT_LEXICON, FIT_REVISION, FIT_SEED, saturatedInputs, TUNING_SEED } from './fit.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback);
const lambda = Number(opt('lambda', '0.05'));
const deletion = Number(opt('deletion', '3'));
const saturation = Number(opt('saturation', '0.1'));
const missFamilies = opt('misses', '').split(',').filter((x) => x.length > 0);
const perFamily = Number(opt('n', '12'));
const options: FitOptions = { ...FIT_DEFAULTS, lambda, familyWeights: { deletion } };
const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');

const raw = fitInputs(FIT_LEXICON);
const inputs = saturatedInputs(raw, charactersSaturation(saturation));
const cv = crossValidatedPredictions(inputs, options);
const changed = inputs.changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
const theta = fitWeights(fitData(inputs), options);
const cvAll = pearson(cv, inputs.meaning).value;
const cvChanged = pearson(changed.map((i) => cv[i]!), changed.map((i) => inputs.meaning[i]!)).value;
console.log(`setting λ ${lambda} del×${deletion} sat ${saturation}: TMU CV r all ${fmt(cvAll)} changed ${fmt(cvChanged)}`);
console.log(`θ ${theta.map((t, i) => `${DESIGN[i]}=${t.toFixed(3)}`).join(' ')}`);

const model = toModel(theta, 'experiment', charactersSaturation(saturation));
const scorer = new FaithfulnessScorer({ model, vectors: FIT_LEXICON.vectors, wordnet: FIT_LEXICON.wordnet, revision: FIT_REVISION });

function report(name: string, suite: readonly SuitePair[], keep: (p: SuitePair) => boolean, misses: boolean): void {
  const pairs = suite.filter(keep);
  const scored = pairs.map((p) => {
    const features = scorer.features(p.source, p.hypothesis);
    return { p, features, score: predict(theta, saturateDesign(designVector(features), charactersSaturation(saturation))) };
  });
  const of = (label: string): number[] => scored.filter((x) => x.p.label === label).map((x) => x.score);
  const valid = of('valid');
  const perturbedAll = scored.filter((x) => (PERTURBATION_FAMILIES as readonly string[]).includes(x.p.label)).map((x) => x.score);
  const mean = (xs: readonly number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;
  const cells = PERTURBATION_FAMILIES.map((f) => `${f} ${fmt(auc(valid, of(f)))}`);
  console.log(`${name}: ${cells.join(' ')} overall ${fmt(auc(valid, perturbedAll))} | valid mean ${fmt(mean(valid))}` +
    CONTROL_FAMILIES.map((f) => ` ${f} mean ${fmt(mean(of(f)))} (Δ ${(mean(of(f)) - mean(valid)).toFixed(3)}, AUC ${fmt(auc(valid, of(f)))})`).join(''));
  if (!misses) return;
  const validOf = new Map(scored.filter((x) => x.p.label === 'valid').map((x) => [x.p.group, x.score]));
  for (const family of missFamilies) {
    const control = family === 'valid' || (CONTROL_FAMILIES as readonly string[]).includes(family);
    const rows = scored.filter((x) => x.p.label === family).sort((a, b) => (control ? a.score - b.score : b.score - a.score));
    console.log(`\n## ${name} ${family}: ${control ? 'lowest' : 'highest'} of ${rows.length}`);
    for (const x of rows.slice(0, perFamily)) {
      const s = scoreFeatures(x.features, model);
      const why = s.explanation
        .slice(0, 3)
        .map((e) => (e.kind === 'rewrite' ? `rewrite ${e.cost.toFixed(2)}` : `${e.original || '∅'} → ${e.correction || '∅'} ${e.type} ${e.role} [${e.contributions.map((c) => `${c.feature} ${c.value.toFixed(2)}→${c.cost.toFixed(2)}`).join(', ')}] {${e.reasons.join('; ')}}`))
        .join(' / ');
      console.log(`- ${x.score.toFixed(3)} (valid ${validOf.get(x.p.group)?.toFixed(3)}) ${x.p.description}\n  S: ${x.p.source.slice(0, 160)}\n  H: ${x.p.hypothesis.slice(0, 160)}\n  ${why}`);
    }
  }
}

report('selection half (JFLEG test odd, seed 2)', jflegSuite(TUNING_SEED, 'test'), (p) => p.group % 2 === 1, true);
if (argv.includes('--conll')) report('CoNLL tuning suite (seed 1)', conllSuite(FIT_SEED), () => true, false);
if (argv.includes('--dev')) report('EVALUATION JFLEG dev (seed 1)', jflegSuite(1, 'dev'), () => true, false);

if (argv.includes('--gap')) {
  // Same-concept controls against their own valid reference: where the gap comes from.
  const suite = jflegSuite(TUNING_SEED, 'test').filter((p) => p.group % 2 === 1);
  const score = (p: SuitePair): { s: number; f: ReturnType<typeof scorer.features> } => {
    const f = scorer.features(p.source, p.hypothesis);
    return { s: predict(theta, saturateDesign(designVector(f), charactersSaturation(saturation))), f };
  };
  const valid = new Map(suite.filter((p) => p.label === 'valid').map((p) => [p.group, { p, ...score(p) }]));
  const buckets = new Map<string, number[]>();
  const rows: string[] = [];
  for (const p of suite.filter((x) => x.label === 'sameConcept')) {
    const v = valid.get(p.group)!;
    const c = score(p);
    const how = /\((\w+)\)$/.exec(p.description)?.[1] ?? '?';
    const identical = v.p.source === v.p.hypothesis;
    const bucket = `${how}${identical ? ' (valid = source)' : ''}`;
    buckets.set(bucket, [...(buckets.get(bucket) ?? []), c.s - v.s]);
    rows.push(`${(c.s - v.s).toFixed(3)}\t${bucket}\t${p.description}\t${c.f.edits.map((e) => `${e.edit.original.join(' ')}→${e.edit.correction.join(' ')} ${e.edit.type}`).join(' | ').slice(0, 200)}`);
  }
  const all = [...buckets.values()].flat();
  console.log(`\ngap decomposition (${all.length} controls, mean Δ to own valid ${(all.reduce((s, v) => s + v, 0) / all.length).toFixed(4)}):`);
  for (const [b, xs] of buckets) console.log(`  ${b}: n ${xs.length}, mean Δ ${(xs.reduce((s, v) => s + v, 0) / xs.length).toFixed(4)}, share of total ${(xs.reduce((s, v) => s + v, 0) / all.length).toFixed(4)}`);
  rows.sort((a, b) => Number(a.split('\t')[0]) - Number(b.split('\t')[0]));
  console.log(rows.slice(0, Number(opt('gap-rows', '40'))).join('\n'));
}
