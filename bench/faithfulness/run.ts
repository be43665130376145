/**
 * Validation of the faithfulness measure, one command, one table per check (docs/faithfulness.md, "Validation"):
 *
 *   node --import tsx bench/faithfulness/run.ts [--chains 200] [--usim-sources 250] [--usim-parser v1|v2] [--seed 1]
 *
 * (speed) pairs per second from raw text, cold start (vectors indexed, parser and tagger loaded inside the timing);
 * (a) TMU-GFM dev: Pearson and Spearman against the mean meaning rating, all outputs and changed outputs, with the
 *     agreement ceiling; the shipped model in-sample and cross-validated (5 folds by source sentence, refitted with
 *     the shipped λ in every fold), the surface-feature regression cross-validated the same way;
 * (b) the JFLEG dev perturbation suite (never seen by the fit): AUC valid-vs-perturbed per family, pooled over
 *     sentences, and the paired AUC (each rewrite against its own valid reference);
 * (c) MAEGE's check on CoNLL-2014 gold-edit chains (seeded subset): mean |Δ| per error type, beside USIM's;
 * Old and new model side by side: the session-20 model (compact vectors, WordNet, feature revision 7, 2,000 Adam steps; previous-model.ts) and the
 * shipped model (compact vectors in models/, WordNet); the shipped model with the full vectors too (do they help?).
 * (a) also runs the nested cross-validation (selection inside every outer fold, training/faithfulness/nested-cv.ts)
 * and prints each fold beside the surface regression fitted in the same fold; (e) the per-sentence differences
 * between the old and the new model on TMU-GFM dev.
 * (d) baselines in every table: character and token Levenshtein similarity, USIM code and paper variants (both sides
 *     parsed, v1 by default for time — `--usim-parser v2` for the default parser; parses cached in
 *     .cache/gecval-parses; on the perturbation suite a seeded subset of sources), surface regression.
 */
import { join } from 'node:path';
import { benchArgs } from '../lib/args.js';
import { cpus, loadavg } from 'node:os';
import { pearson, spearman } from '../../src/analyses/stats/correlation.js';
import { buildPlan } from '../../src/analyses/maege/plan.js';
import { typeDeltas } from '../../src/analyses/maege/delta.js';
import { SeededRandom } from '../../src/core/random.js';
import { readM2 } from '../../src/formats/m2.js';
import { tokenize } from '../../src/text/tokens.js';
import { resolveParserModel } from '../../src/ucca/parser/catalogue.js';
import { COEFFICIENTS } from '../../src/metrics/faithfulness/coefficients.js';
import { SESSION20_R7_MODEL as OLD_MODEL } from '../../src/metrics/faithfulness/previous-model.js';
import { lexiconOf } from '../../src/metrics/faithfulness/model.js';
import { CONTROL_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { grid, meanSd, nestedCrossValidation } from '../../training/faithfulness/nested-cv.js';
import { FaithfulnessScorer, scoreFaithfulness } from '../../src/metrics/faithfulness/scorer.js';
import { scoreFeatures } from '../../src/metrics/faithfulness/model.js';
import { PERTURBATION_FAMILIES } from '../../src/metrics/faithfulness/perturb.js';
import { charSimilarity, leastSquares, linearPredict, surfaceFeatures, tokenSimilarity, usimScores, type TokenPair } from './baselines.js';
import { crossValidate, fitWeights, foldsBySource, predict } from '../../training/faithfulness/fit-model.js';
import { fitData, fitInputs, FIT_SEED, optionsOf, saturatedInputs } from '../../training/faithfulness/fit.js';
import { agreementCeiling, auc } from './stats.js';
import { jflegSuite, readTmuDev, sharedDir } from './suites.js';

const opts = benchArgs({
  usage: 'node --import tsx bench/faithfulness/run.ts [options]',
  summary: 'Validation of the faithfulness measure, one table per check (docs/faithfulness.md).',
  options: {
    chains: { type: 'number', default: 200, description: 'MAEGE chains' },
    'usim-sources': { type: 'number', default: 250, description: 'seeded sources whose pairs get USIM' },
    'usim-parser': { type: 'string', default: 'v1', description: 'parser for the USIM baselines (v1 or v2)' },
    seed: { type: 'number', default: 1, description: 'seed' },
    'old-cv': { type: 'boolean', description: 'also refit the old model in the same folds (minutes of CPU)' },
  },
});
const CHAINS = opts.chains;
/** USIM on the perturbation suite: the pairs of this many seeded sources (USIM needs both sides parsed). */
const USIM_SOURCES = opts['usim-sources'];
/** Parser for the USIM baselines: `--usim-parser v2` (the default parser, ~4× slower) or v1. */
const USIM_PARSER = opts['usim-parser'];
const USIM_MODEL = resolveParserModel(USIM_PARSER);
const SEED = opts.seed;
const PARSE_CACHE = join(import.meta.dirname, '../../.cache/gecval-parses');
const fmt = (x: number): string => (Number.isFinite(x) ? x.toFixed(3) : 'n/a');
const table = (header: string[], rows: string[][]): void => {
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log();
};
const fitOptions = optionsOf(COEFFICIENTS.id);
const lambda = fitOptions.lambda;
const previousOptions = optionsOf(OLD_MODEL.id);
console.log(`new model: ${COEFFICIENTS.id} (lexicon ${JSON.stringify(lexiconOf(COEFFICIENTS))}); old model: ${OLD_MODEL.id} (lexicon ${JSON.stringify(lexiconOf(OLD_MODEL))})\n`);

// ---- speed, cold: first thing in the process -------------------------------------------------------------
const tmu = readTmuDev();
{
  const started = performance.now();
  const cpu = process.cpuUsage();
  scoreFaithfulness(tmu.map((t) => t.source), tmu.map((t) => t.output), { tokenized: false });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`## Speed (raw text, cold start: vectors, tagger and parser loaded inside the timing; one thread)\n`);
  console.log(`TMU-GFM dev, ${tmu.length} pairs (${new Set(tmu.map((t) => t.source)).size} distinct sources): ${seconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} CPU-s → ${(tmu.length / seconds).toFixed(0)} pairs/s wall, ${(tmu.length / cpuSeconds).toFixed(0)} pairs per CPU-s`);
  const jfleg = jflegSuite(SEED).filter((p) => p.label === 'valid');
  const warm = performance.now();
  const warmCpu = process.cpuUsage();
  scoreFaithfulness(jfleg.map((p) => p.source), jfleg.map((p) => p.hypothesis), { tokenized: false });
  const warmSeconds = (performance.now() - warm) / 1000;
  const warmUsed = process.cpuUsage(warmCpu);
  console.log(`JFLEG dev source vs reference, ${jfleg.length} pairs, every source distinct (warm process): ${(jfleg.length / warmSeconds).toFixed(0)} pairs/s wall, ${(jfleg.length / ((warmUsed.user + warmUsed.system) / 1e6)).toFixed(0)} pairs per CPU-s`);
  console.log(`(load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores)\n`);
}

// ---- (a) TMU-GFM dev ---------------------------------------------------------------------------------------
const raw = new FaithfulnessScorer({ tokenized: false });
const rawOld = new FaithfulnessScorer({ tokenized: false, model: OLD_MODEL });
const rawFull = new FaithfulnessScorer({ tokenized: false, vectors: 'full' });
const tmuPairs: TokenPair[] = tmu.map((t) => ({ source: raw.tokens(t.source), hypothesis: raw.tokens(t.output) }));
const meaning = tmu.map((t) => t.meaning);
const changedIdx = tmuPairs.map((p, i) => (p.source.join(' ') !== p.hypothesis.join(' ') ? i : -1)).filter((i) => i >= 0);
const rawInputs = fitInputs(lexiconOf(COEFFICIENTS));
const inputs = saturatedInputs(rawInputs, COEFFICIENTS.saturation);
/** `--old-cv`: also refit the old model in the same folds (computes its fit inputs: minutes of CPU). */
const OLD_CV = opts['old-cv'];
const folds = foldsBySource(tmu.map((t) => t.source), 5, FIT_SEED);
const tmuFeatures = tmuPairs.map((p) => raw.featuresOfTokens(p.source, p.hypothesis));
const tmuNew = tmuFeatures.map((f) => scoreFeatures(f, COEFFICIENTS));
const faithfulness = tmuNew.map((s) => s.score);
const tmuOld = tmuPairs.map((p) => scoreFeatures(rawOld.featuresOfTokens(p.source, p.hypothesis), OLD_MODEL));
const faithfulnessOld = tmuOld.map((s) => s.score);
const faithfulnessFull = tmuPairs.map((p) => scoreFeatures(rawFull.featuresOfTokens(p.source, p.hypothesis), COEFFICIENTS).score);
const cvOf = (data: typeof inputs, options: typeof fitOptions): number[] =>
  crossValidate(tmu.length, folds, 5, (train, test) => {
    const theta = fitWeights(fitData(data, train), options);
    return test.map((i) => predict(theta, data.x[i]!));
  });
const faithfulnessCv = cvOf(inputs, fitOptions);
const faithfulnessOldCv = OLD_CV ? cvOf(saturatedInputs(fitInputs(lexiconOf(OLD_MODEL), OLD_MODEL.revision ?? 1), OLD_MODEL.saturation), previousOptions) : tmu.map(() => Number.NaN);
// The nested grid is fit.ts's grid (session 17: saturation 0.1, λ ∈ {0.03, 0.05}, deletion ×1 or ×3, as in sessions 15–16).
const nestedSettings = grid();
const nested = nestedCrossValidation(rawInputs, 5, nestedSettings);
console.log(`nested CV grid: ${nestedSettings.map((g) => g.name).join(', ')}\n`);
const surface = tmuPairs.map(surfaceFeatures);
const surfaceBeta = leastSquares(surface, meaning);
const surfaceCv = crossValidate(tmu.length, folds, 5, (train, test) => {
  const beta = leastSquares(train.map((i) => surface[i]!), train.map((i) => meaning[i]!));
  return test.map((i) => linearPredict(beta, surface[i]!));
});
const tmuUsim = usimScores(tmuPairs, PARSE_CACHE, USIM_MODEL);
const tmuRows: Array<[string, number[]]> = [
  ['**faithfulness, new model, nested CV** (5 outer folds by source; the setting chosen inside each fold by inner 4-fold CV + the JFLEG-test selection half)', nested.predictions],
  [`faithfulness, new model, cross-validated with the shipped setting (5 folds by source, refitted, λ ${lambda}, deletion pairs ×${fitOptions.familyWeights?.deletion ?? 1})`, faithfulnessCv],
  ...(OLD_CV ? [[`faithfulness, old model (session 20, revision 7, 2,000 Adam steps on 5,000 pairs), same CV (λ ${previousOptions.lambda}, deletion ×${previousOptions.familyWeights?.deletion ?? 1})`, faithfulnessOldCv] as [string, number[]]] : []),
  ['faithfulness, new model as shipped (fitted on all of dev: in-sample)', faithfulness],
  ['faithfulness, new model\'s weights with the full optional vectors instead of the compact ones (in-sample)', faithfulnessFull],
  ['faithfulness, old model as shipped (in-sample)', faithfulnessOld],
  ['surface regression (changed, #edits, #content words changed, length ratio, token edit rate), cross-validated', surfaceCv],
  ['character Levenshtein similarity', tmuPairs.map(charSimilarity)],
  ['token Levenshtein similarity', tmuPairs.map(tokenSimilarity)],
  [`USIM code variant (parser ${USIM_PARSER})`, tmuUsim.code],
  [`USIM paper variant (parser ${USIM_PARSER})`, tmuUsim.paper],
];
console.log(`## (a) TMU-GFM dev: correlation with the mean meaning rating (${tmu.length} outputs, ${changedIdx.length} changed)\n`);
const pick = (xs: readonly number[], idx: readonly number[]): number[] => idx.map((i) => xs[i]!);
table(
  ['measure', 'r all', 'ρ all', 'r changed', 'ρ changed'],
  [
    ...tmuRows.map(([name, s]) => [name, fmt(pearson(s, meaning).value), fmt(spearman(s, meaning).value), fmt(pearson(pick(s, changedIdx), pick(meaning, changedIdx)).value), fmt(spearman(pick(s, changedIdx), pick(meaning, changedIdx)).value)]),
    ['agreement ceiling (split-half over the 5 raters, Spearman–Brown, √reliability)', fmt(agreementCeiling(tmu.map((t) => t.ratings))), '', fmt(agreementCeiling(tmu.map((t) => t.ratings), changedIdx)), ''],
  ],
);
console.log(`surface regression coefficients (all of dev): ${surfaceBeta.map((b) => b.toFixed(3)).join(', ')}\n`);

console.log('### Per outer fold: nested CV of the new model, the shipped setting and the old model in the same folds, and the surface regression fitted in the same fold\n');
const foldR = (scores: readonly number[], idx: readonly number[]): number => pearson(pick(scores, idx), pick(meaning, idx)).value;
const foldRows = nested.folds.map((f) => {
  const changed = f.test.filter((i) => changedIdx.includes(i));
  return { f, changed, values: [foldR(nested.predictions, f.test), foldR(nested.predictions, changed), foldR(faithfulnessCv, f.test), foldR(faithfulnessCv, changed), foldR(faithfulnessOldCv, f.test), foldR(faithfulnessOldCv, changed), foldR(surfaceCv, f.test), foldR(surfaceCv, changed)] };
});
table(
  ['fold', 'rows (changed)', 'setting chosen', 'nested r all', 'nested r changed', 'shipped setting r all', 'changed', 'old model r all', 'changed', 'surface r all', 'surface r changed', 'nested beats surface (all / changed)'],
  [
    ...foldRows.map(({ f, changed, values }) => [String(f.fold + 1), `${f.test.length} (${changed.length})`, f.chosen, ...values.map(fmt), `${values[0]! > values[6]! ? 'yes' : 'NO'} / ${values[1]! > values[7]! ? 'yes' : 'NO'}`]),
    ['mean ± sd', '', '', ...[0, 1, 2, 3, 4, 5, 6, 7].map((k) => {
      const m = meanSd(foldRows.map((x) => x.values[k]!));
      return `${fmt(m.mean)} ± ${fmt(m.sd)}`;
    }), ''],
  ],
);

// ---- (e) per-sentence differences, old → new model ---------------------------------------------------------
{
  const diffs = faithfulness.map((s, i) => s - faithfulnessOld[i]!);
  const moved = diffs.filter((d) => Math.abs(d) > 0.01).length;
  const meanAbs = diffs.reduce((s, d) => s + Math.abs(d), 0) / diffs.length;
  console.log(`## (e) Per-sentence differences on TMU-GFM dev, old → new model (in-sample scores)\n`);
  console.log(`${moved} of ${diffs.length} outputs move by more than 0.01; mean |Δ| ${meanAbs.toFixed(4)}; r(old, new) ${fmt(pearson(faithfulnessOld, faithfulness).value)}; mean score ${fmt(faithfulnessOld.reduce((a, b) => a + b, 0) / diffs.length)} → ${fmt(faithfulness.reduce((a, b) => a + b, 0) / diffs.length)}.`);
  const errOld = faithfulnessOld.map((s, i) => Math.abs(s - Math.min(1, meaning[i]! / 3.85)));
  const errNew = faithfulness.map((s, i) => Math.abs(s - Math.min(1, meaning[i]! / 3.85)));
  console.log(`Of those moved, closer to the rating (/3.85, capped at 1) with the new model: ${diffs.filter((d, i) => Math.abs(d) > 0.01 && errNew[i]! < errOld[i]!).length}; farther: ${diffs.filter((d, i) => Math.abs(d) > 0.01 && errNew[i]! > errOld[i]!).length}.\n`);
  const order = diffs.map((d, i) => i).sort((a, b) => Math.abs(diffs[b]!) - Math.abs(diffs[a]!) || a - b).slice(0, 15);
  const reason = (x: (typeof tmuNew)[number]): string => x.explanation.filter((e) => e.kind === 'edit').slice(0, 2).map((e) => `${e.original || '∅'} → ${e.correction || '∅'}: ${e.reasons.join(', ') || e.contributions.map((c) => c.feature).join(', ')}`).join('; ');
  table(
    ['row', 'rating', 'old', 'new', 'Δ', 'source → output', 'new explanation (top edits)'],
    order.map((i) => [String(i + 1), tmu[i]!.meaning.toFixed(1), fmt(faithfulnessOld[i]!), fmt(faithfulness[i]!), (diffs[i]! >= 0 ? '+' : '') + diffs[i]!.toFixed(3), `${tmu[i]!.source.slice(0, 90)} → ${tmu[i]!.output.slice(0, 90)}`.replace(/\|/g, '/'), reason(tmuNew[i]!).replace(/\|/g, '/')]),
  );
}

// ---- (b) perturbation suite ------------------------------------------------------------------------------
const suite = jflegSuite(SEED);
const tok = new FaithfulnessScorer();
const tokOld = new FaithfulnessScorer({ model: OLD_MODEL });
const tokFull = new FaithfulnessScorer({ vectors: 'full' });
const suitePairs: TokenPair[] = suite.map((p) => ({ source: tokenize(p.source), hypothesis: tokenize(p.hypothesis) }));
const usimGroups = new Set(new SeededRandom(SEED).shuffle([...new Set(suite.map((p) => p.group))]).slice(0, USIM_SOURCES));
const usimIdx = suite.map((p, i) => (usimGroups.has(p.group) ? i : -1)).filter((i) => i >= 0);
const usimSubset = usimScores(usimIdx.map((i) => suitePairs[i]!), PARSE_CACHE, USIM_MODEL);
// Pairs outside the USIM subset get NaN and are left out of USIM's AUCs.
const suiteUsim = { code: suite.map(() => Number.NaN), paper: suite.map(() => Number.NaN) };
usimIdx.forEach((i, k) => {
  suiteUsim.code[i] = usimSubset.code[k]!;
  suiteUsim.paper[i] = usimSubset.paper[k]!;
});
const suiteNew = suitePairs.map((p) => scoreFeatures(tok.featuresOfTokens(p.source, p.hypothesis), COEFFICIENTS).score);
const methods: Array<[string, number[]]> = [
  ['**faithfulness, new model**', suiteNew],
  ['faithfulness, new model with the full vectors', suitePairs.map((p) => scoreFeatures(tokFull.featuresOfTokens(p.source, p.hypothesis), COEFFICIENTS).score)],
  ['faithfulness, old model (session 20, revision 7)', suitePairs.map((p) => scoreFeatures(tokOld.featuresOfTokens(p.source, p.hypothesis), OLD_MODEL).score)],
  ['surface regression (fitted on TMU dev)', suitePairs.map((p) => linearPredict(surfaceBeta, surfaceFeatures(p)))],
  ['character Levenshtein', suitePairs.map(charSimilarity)],
  ['token Levenshtein', suitePairs.map(tokenSimilarity)],
  [`USIM code (parser ${USIM_PARSER}; ${USIM_SOURCES} seeded sources)`, suiteUsim.code],
  [`USIM paper (parser ${USIM_PARSER}; ${USIM_SOURCES} seeded sources)`, suiteUsim.paper],
  [`**faithfulness, new model** on the same ${USIM_SOURCES} sources`, suiteNew.map((x, i) => (usimGroups.has(suite[i]!.group) ? x : Number.NaN))],
];
const validIdx = suite.map((p, i) => (p.label === 'valid' ? i : -1)).filter((i) => i >= 0);
const validOf = new Map(validIdx.map((i) => [suite[i]!.group, i]));
const counts = PERTURBATION_FAMILIES.map((f) => suite.filter((p) => p.label === f).length);
console.log(`## (b) Perturbation suite: JFLEG dev, source vs a valid reference (${validIdx.length}) or a meaning-changing rewrite of it (seed ${SEED})\n`);
console.log('AUC = P(valid pair scores above perturbed pair), ties ½; pooled over all sentences. "paired" compares each rewrite with its own reference.\n');
const controlCount = suite.filter((p) => p.label === 'sameConcept').length;
const meanOf = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(`The same-concept control (${controlCount} rewrites: a synonym, a direct hypernym or the other British/American spelling) keeps the meaning: its mean score should be within 0.02 of the valid references' (last columns); its AUC against the valid references should be near 0.5 and counts in no "overall".\n`);
table(
  ['measure', ...PERTURBATION_FAMILIES.map((f, k) => `${f} (${counts[k]})`), 'overall', 'paired overall', ...CONTROL_FAMILIES.map((f) => `${f}: AUC`), 'mean score valid', ...CONTROL_FAMILIES.map((f) => `mean ${f} (Δ)`)],
  methods.map(([name, s]) => {
    const valid = pick(s, validIdx).filter((x) => !Number.isNaN(x));
    const perFamily = PERTURBATION_FAMILIES.map((f) => fmt(auc(valid, s.filter((x, i) => suite[i]!.label === f && !Number.isNaN(x)))));
    const perturbed = s.filter((x, i) => suite[i]!.label !== 'valid' && !(CONTROL_FAMILIES as readonly string[]).includes(suite[i]!.label) && !Number.isNaN(x));
    const control = (f: string): number[] => s.filter((x, i) => suite[i]!.label === f && !Number.isNaN(x));
    const controls = [...CONTROL_FAMILIES.map((f) => fmt(auc(valid, control(f)))), fmt(meanOf(valid)), ...CONTROL_FAMILIES.map((f) => `${fmt(meanOf(control(f)))} (${(meanOf(control(f)) - meanOf(valid)).toFixed(3)})`)];
    let wins = 0;
    let n = 0;
    suite.forEach((p, i) => {
      if (p.label === 'valid' || (CONTROL_FAMILIES as readonly string[]).includes(p.label) || Number.isNaN(s[i]!)) return;
      const v = s[validOf.get(p.group)!]!;
      wins += v > s[i]! ? 1 : v === s[i]! ? 0.5 : 0;
      n++;
    });
    return [name, ...perFamily, fmt(auc(valid, perturbed)), fmt(wins / n), ...controls];
  }),
);

// ---- (c) MAEGE gold-edit chains --------------------------------------------------------------------------
const m2 = readM2(join(sharedDir(), 'data/conll14/official-2014.combined-withalt.m2'));
const plan = buildPlan(m2, { seed: SEED });
const chains = new SeededRandom(SEED).shuffle(plan.chains).slice(0, CHAINS);
const nodePairs: TokenPair[] = chains.flatMap((c) => c.nodes.map((node) => ({ source: tokenize(c.nodes[0]!), hypothesis: tokenize(node) })));
const chainUsim = usimScores(nodePairs, PARSE_CACHE, USIM_MODEL);
const chainScores = (flat: readonly number[]): number[][] => {
  let k = 0;
  return chains.map((c) => c.nodes.map(() => flat[k++]!));
};
const maegeMethods: Array<[string, number[]]> = [
  ['faithfulness, new model', nodePairs.map((p) => scoreFeatures(tok.featuresOfTokens(p.source, p.hypothesis), COEFFICIENTS).score)],
  ['faithfulness, old model', nodePairs.map((p) => scoreFeatures(tokOld.featuresOfTokens(p.source, p.hypothesis), OLD_MODEL).score)],
  [`USIM code (parser ${USIM_PARSER})`, chainUsim.code],
  [`USIM paper (parser ${USIM_PARSER})`, chainUsim.paper],
  ['character Levenshtein', nodePairs.map(charSimilarity)],
];
console.log(`## (c) MAEGE check: CoNLL-2014 gold-edit chains (seeded subset: ${chains.length} of ${plan.chains.length} chains, ${nodePairs.length} nodes), score of each node against the chain's original\n`);
console.log('Gold edits keep the meaning, so Δ (mean score change when an edit of a type is applied, paper definition) should be ≈ 0.\n');
table(
  ['measure', 'mean |Δ| over types', 'edit-weighted mean |Δ|', 'largest |Δ| (type)', 'types'],
  maegeMethods.map(([name, flat]) => {
    const deltas = typeDeltas(chains, chainScores(flat), 'paper');
    const total = deltas.reduce((s, d) => s + d.count, 0);
    const worst = deltas.reduce((a, b) => (Math.abs(b.delta) > Math.abs(a.delta) ? b : a));
    return [name, fmt(deltas.reduce((s, d) => s + Math.abs(d.delta), 0) / deltas.length), fmt(deltas.reduce((s, d) => s + Math.abs(d.delta) * d.count, 0) / total), `${fmt(worst.delta)} (${worst.type})`, String(deltas.length)];
  }),
);
console.log(`new model: ${COEFFICIENTS.id}; signature: ${tok.signature()}\nold model: ${OLD_MODEL.id}; signature: ${tokOld.signature()}`);

