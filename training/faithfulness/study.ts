/**
 * Residual study of the faithfulness fit (session 19): the nested cross-validation of the whole fit (as the bench
 * runs it), the model the shipped rule chooses on all of dev, its AUC per family and the same-concept gap on the JFLEG
 * dev suite (design vectors cached under .cache/ per feature revision), and where it errs:
 *
 * - TMU-GFM dev rows with the largest nested-CV errors, grouped by what the correction did (content dropped — by
 *   part of speech —, content added or replaced, words reordered, spelling/form only, no change);
 * - the deletion, modality and swap rewrites of the JFLEG dev suite that score at or above their own reference's
 *   median, grouped by the part of speech of what was dropped.
 *
 *   FAITHFULNESS_FIT_CACHE=1 node --import tsx training/faithfulness/study.ts [--rows 30] [--kept 40] [--quick]
 *
 * `--quick`: numbers only (no listings). Reads the JFLEG dev suite: for studying and reporting, never for a choice the
 * fit makes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pearson } from '../../src/analyses/stats/correlation.js';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { CONTROL_FAMILIES, PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { auc } from '../../bench/faithfulness/stats.js';
import { jflegSuite, readTmuDev } from '../../bench/faithfulness/suites.js';
import { designVector, DESIGN, fitWeights, predict, saturateDesign } from './fit-model.js';
import { COEFFICIENTS } from '../../src/metrics/faithfulness/coefficients.js';
import { FEATURE_NAMES } from '../../src/metrics/faithfulness/features.js';
import { charactersSaturation, controlGap, crossValidatedPredictions, familyAucs, fitData, fitInputs, FIT_LEXICON, FIT_REVISION, floorName, MAX_CONTROL_GAP, saturatedInputs } from './fit.js';
import { BAG, grid, inputsByFloor, meanSd, meanWeights, nestedCrossValidation } from './nested-cv.js';
import { foldsBySource, type FitOptions } from './fit-model.js';
import { FIT_SEED, type FitInputs } from './fit.js';

/** The weights fitted in each of the 5 folds by source (the CV's training parts). */
function foldFits(inputs: FitInputs, options: FitOptions): number[][] {
  const folds = foldsBySource(inputs.tmuSources, 5, FIT_SEED);
  return [0, 1, 2, 3, 4].map((f) => fitWeights(fitData(inputs, inputs.x.map((_, i) => i).filter((i) => folds[i] !== f)), options));
}
import { INFORMATION_FLOOR } from '../../src/metrics/faithfulness/embeddings.js';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1]! : fallback);
const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(4) : 'n/a');

interface DevInputs {
  readonly x: number[][];
  readonly label: string[];
  readonly group: number[];
  readonly description: string[];
}

function devInputs(informationFloor = INFORMATION_FLOOR): DevInputs {
  const cache = join(import.meta.dirname, `../../.cache/faithfulness-dev-suite-${FIT_LEXICON.vectors}-r${FIT_REVISION}${floorName(informationFloor)}.json`);
  if (process.env.FAITHFULNESS_FIT_CACHE === '1' && existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8')) as DevInputs;
  const tok = new FaithfulnessScorer({ vectors: FIT_LEXICON.vectors, wordnet: FIT_LEXICON.wordnet, revision: FIT_REVISION, informationFloor });
  const suite = jflegSuite(1, 'dev');
  const out: DevInputs = { x: suite.map((p) => designVector(tok.features(p.source, p.hypothesis))), label: suite.map((p) => p.label), group: suite.map((p) => p.group), description: suite.map((p) => p.description) };
  mkdirSync(dirname(cache), { recursive: true });
  writeFileSync(cache, JSON.stringify(out));
  return out;
}

const raw = fitInputs();
const byFloor = inputsByFloor();
const changed = raw.changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
const nested = nestedCrossValidation(raw, 5, grid(), byFloor);
const rOf = (p: readonly number[], idx: readonly number[]): number => pearson(idx.map((i) => p[i]!), idx.map((i) => raw.meaning[i]!)).value;
console.log(`revision ${FIT_REVISION}; grid ${grid().map((g) => g.name).join(', ')}; excluded ${process.env.FAITHFULNESS_EXCLUDE ?? '(default)'}`);
for (const f of nested.folds) console.log(`fold ${f.fold + 1}: ${f.chosen} r all ${fmt(f.rAll)} changed ${fmt(f.rChanged)}`);
const ma = meanSd(nested.folds.map((f) => f.rAll));
const mc = meanSd(nested.folds.map((f) => f.rChanged));
console.log(`NESTED pooled r all ${fmt(rOf(nested.predictions, raw.x.map((_, i) => i)))} changed ${fmt(rOf(nested.predictions, changed))}; fold mean ${fmt(ma.mean)} ± ${fmt(ma.sd)} / ${fmt(mc.mean)} ± ${fmt(mc.sd)} (pooled to five decimals ${rOf(nested.predictions, raw.x.map((_, i) => i)).toFixed(5)} / ${rOf(nested.predictions, changed).toFixed(5)})`);

// The shipped rule on all of dev (fit.ts): eligible by CV r and gap, highest lowest-family AUC on the selection half.
const rows = grid().map((setting) => {
  const inputs = saturatedInputs(byFloor.get(setting.floor)!, charactersSaturation(setting.saturation, setting.content));
  // FAITHFULNESS_BAG=1: the model is the mean of the weights of the 5 folds' fits (nested-cv.ts BAG)
  const theta = BAG ? meanWeights(foldFits(inputs, setting.options)) : fitWeights(fitData(inputs), setting.options);
  const held = familyAucs(theta, inputs.heldValid, inputs.heldPerturbed, inputs.heldFamily);
  return { setting, theta, held, gap: controlGap(theta, inputs.heldControlPairs) };
});
// (cross-validated r of each setting on all of dev is ≥ the targets for every setting of the default grid; the rule
// then reduces to the selection half's lowest family AUC)
const lowest = (h: Record<string, number>): number => Math.min(...PERTURBATION_FAMILIES.map((f) => h[f]!));
const chosen = [...rows.filter((r) => r.gap >= -MAX_CONTROL_GAP)].sort((a, b) => lowest(b.held) - lowest(a.held) || b.held.overall! - a.held.overall!)[0] ?? rows[0]!;
const sat = charactersSaturation(chosen.setting.saturation, chosen.setting.content);
console.log(`fit: solver ${chosen.setting.options.solver ?? 'adam'}, ${chosen.setting.options.pairs} ranking pairs, pair seed ${chosen.setting.options.seed}`);
console.log(`chosen on all of dev: ${chosen.setting.name}; θ ${chosen.theta.map((t, i) => `${DESIGN[i]}=${t.toFixed(4)}`).join(' ')}`);
// Each setting held fixed, cross-validated in the outer folds (a nested gain that is only the inner selection moving
// shows here as no gain: session 20).
for (const { setting, held, gap } of rows) {
  const cv = crossValidatedPredictions(saturatedInputs(byFloor.get(setting.floor)!, charactersSaturation(setting.saturation, setting.content)), setting.options);
  const weakest = PERTURBATION_FAMILIES.reduce((a, b) => (held[b]! < held[a]! ? b : a));
  console.log(`FIXED ${setting.name}: CV r all ${rOf(cv, raw.x.map((_, i) => i)).toFixed(5)} changed ${rOf(cv, changed).toFixed(5)}; selection half: lowest family ${weakest} ${held[weakest]!.toFixed(5)}, overall ${held.overall!.toFixed(5)}, gap ${gap.toFixed(4)}${setting === chosen.setting ? ' (chosen on all of dev)' : ''}`);
}
const dev = devInputs(chosen.setting.floor);
const devX = dev.x.map((x) => saturateDesign(x, sat));
const score = devX.map((x) => predict(chosen.theta, x));
const validIdx = dev.label.map((l, i) => (l === 'valid' ? i : -1)).filter((i) => i >= 0);
const valid = validIdx.map((i) => score[i]!);
const isControl = (l: string): boolean => (CONTROL_FAMILIES as readonly string[]).includes(l);
const perturbed = score.filter((_, i) => dev.label[i] !== 'valid' && !isControl(dev.label[i]!));
const fmt5 = (x: number): string => (Number.isFinite(x) ? x.toFixed(5) : 'n/a');
const aucs = PERTURBATION_FAMILIES.map((f) => `${f} ${fmt5(auc(valid, score.filter((_, i) => dev.label[i] === f)))}`);
const mean = (xs: readonly number[]): number => xs.reduce((s, v) => s + v, 0) / xs.length;
const controls = score.filter((_, i) => dev.label[i] === 'sameConcept');
console.log(`DEV ${aucs.join(' ')} overall ${fmt5(auc(valid, perturbed))} | valid mean ${mean(valid).toFixed(5)} sameConcept ${mean(controls).toFixed(5)} gap ${(mean(controls) - mean(valid)).toFixed(4)}`);
// The shipped model (coefficients.ts: the weights rounded to four decimals) on the same vectors, to five decimals,
// when it was fitted with this revision (session 20: the targets are read to the fourth decimal and beyond).
if (COEFFICIENTS.revision === FIT_REVISION) {
  const dev = devInputs();
  const shippedTheta = [COEFFICIENTS.changed, ...FEATURE_NAMES.map((n) => COEFFICIENTS.weights[n] ?? 0)];
  const shipped = dev.x.map((x) => predict(shippedTheta, saturateDesign(x, COEFFICIENTS.saturation as Record<string, number>)));
  const sv = shipped.filter((_, i) => dev.label[i] === 'valid');
  const sp = shipped.filter((_, i) => dev.label[i] !== 'valid' && !isControl(dev.label[i]!));
  console.log(`DEV shipped ${COEFFICIENTS.id}: ${PERTURBATION_FAMILIES.map((f) => `${f} ${auc(sv, shipped.filter((_, i) => dev.label[i] === f)).toFixed(5)}`).join(' ')} overall ${auc(sv, sp).toFixed(5)}`);
}

if (!argv.includes('--quick')) {
  const tmu = readTmuDev();
  const scorer = new FaithfulnessScorer({ tokenized: false, vectors: FIT_LEXICON.vectors, wordnet: FIT_LEXICON.wordnet, revision: FIT_REVISION });
  const err = nested.predictions.map((p, i) => p - raw.y[i]!);
  const kindOf = (i: number): string => {
    const pair = scorer.features(tmu[i]!.source, tmu[i]!.output);
    if (pair.edits.length === 0) return 'unchanged';
    const types = pair.edits.map((e) => e.edit.type);
    const dropped = pair.edits.filter((e) => e.features.dropped > 0).map((e) => e.edit.type.replace(/^[MUR]:/, ''));
    if (dropped.length > 0) return `dropped ${[...new Set(dropped)].join('+')}`;
    if (pair.edits.some((e) => e.features.novel > 0 || e.features.unrelated > 0)) return 'content replaced/added';
    if (pair.edits.some((e) => e.features.contentMoved > 0 || /:WO$/.test(e.edit.type))) return 'reordered';
    if (types.every((t) => /:(SPELL|ORTH)$/.test(t))) return 'spelling only';
    return 'form/function only';
  };
  const n = Number(opt('rows', '30'));
  const order = err.map((_, i) => i).sort((a, b) => Math.abs(err[b]!) - Math.abs(err[a]!));
  const byKind = new Map<string, { n: number; over: number; under: number; sq: number }>();
  order.forEach((i) => {
    const k = kindOf(i).replace(/ .*/, (m) => m); // full kind
    const key = k.startsWith('dropped') ? k.split('+')[0]! : k;
    const b = byKind.get(key) ?? { n: 0, over: 0, under: 0, sq: 0 };
    b.n++;
    b.sq += err[i]! ** 2;
    if (err[i]! > 0) b.over += err[i]!;
    else b.under -= err[i]!;
    byKind.set(key, b);
  });
  console.log('\n## TMU-GFM dev nested-CV errors by kind (prediction − target; target = rating / unchanged mean, capped at 1)\n');
  for (const [k, b] of [...byKind].sort((a, b) => b[1].sq - a[1].sq)) console.log(`${k}: n ${b.n}, squared error ${b.sq.toFixed(2)} (share ${(b.sq / err.reduce((s, e) => s + e * e, 0)).toFixed(3)}), mean over ${(b.over / b.n).toFixed(3)}, mean under ${(b.under / b.n).toFixed(3)}`);
  console.log(`\n## largest errors (${n})\n`);
  for (const i of order.slice(0, n)) {
    const pair = scorer.features(tmu[i]!.source, tmu[i]!.output);
    const edits = pair.edits.map((e) => `${e.edit.original.join(' ') || '∅'}→${e.edit.correction.join(' ') || '∅'} ${e.edit.type}${e.notes.length > 0 ? ` {${e.notes.join('; ')}}` : ''}`).join(' | ');
    console.log(`- row ${i + 1} rating ${tmu[i]!.meaning.toFixed(1)} target ${raw.y[i]!.toFixed(2)} pred ${nested.predictions[i]!.toFixed(2)} (${kindOf(i)})\n  ${edits.slice(0, 400)}`);
  }
  const tok = new FaithfulnessScorer({ vectors: FIT_LEXICON.vectors, wordnet: FIT_LEXICON.wordnet, revision: FIT_REVISION });
  const suite = jflegSuite(1, 'dev');
  const validOf = new Map(validIdx.map((i) => [dev.group[i]!, score[i]!]));
  const medianValid = [...valid].sort((a, b) => a - b)[Math.floor(valid.length / 2)]!;
  console.log(`\n## JFLEG dev rewrites scored at or above the valid references' median (${medianValid.toFixed(3)})\n`);
  for (const family of ['deletion', 'modality', 'swap']) {
    const idx = dev.label.map((l, i) => (l === family && score[i]! >= medianValid ? i : -1)).filter((i) => i >= 0);
    const groups = new Map<string, number>();
    const lines: string[] = [];
    for (const i of idx) {
      const pair = tok.features(suite[i]!.source, suite[i]!.hypothesis);
      const ref = tok.features(suite[i]!.source, suite.find((p) => p.group === suite[i]!.group && p.label === 'valid')!.hypothesis);
      const refEdits = new Set(ref.edits.map((e) => `${e.edit.original.join(' ')}>${e.edit.correction.join(' ')}`));
      const own = pair.edits.filter((e) => !refEdits.has(`${e.edit.original.join(' ')}>${e.edit.correction.join(' ')}`));
      const key = own.map((e) => e.edit.type).join('+') || '(none)';
      groups.set(key, (groups.get(key) ?? 0) + 1);
      lines.push(`  ${score[i]!.toFixed(3)} (valid ${validOf.get(dev.group[i]!)?.toFixed(3)}) ${dev.description[i]} :: ${own.map((e) => `${e.edit.original.join(' ') || '∅'}→${e.edit.correction.join(' ') || '∅'} ${e.edit.type} [${e.notes.join('; ')}]`).join(' | ').slice(0, 300)}`);
    }
    console.log(`### ${family}: ${idx.length} of ${dev.label.filter((l) => l === family).length}; by the edit types the rewrite adds to its reference's: ${[...groups].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(lines.sort().reverse().slice(0, Number(opt('kept', '40'))).join('\n'));
  }
}
