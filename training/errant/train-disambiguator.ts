/**
 * Trains the learned type disambiguator (src/text/errant/disambiguate.ts) on ERRANT's own typed M2 files — the DEV
 * half only (bench/errant/halves.ts) — and writes its weights to models/errant-disambiguator.json.
 *
 *   node --import tsx training/errant/train-disambiguator.ts [--cv] [--held-out] [--write] [--l2 X] [--min-count N] [--epochs N]
 *     [--groups a,b] [--drop prefix,...] [--confusions]
 *
 * --cv        5-fold cross-validation within DEV (folds by sentence), for choosing features and regularisation
 * --held-out  train on all of DEV, then measure on the HELD-OUT half (type agreement with and without the model)
 * --write     train on all of DEV with the given settings and write the weights file
 * --groups    train only these confusable groups (the others keep the rule-based types); --drop leaves out the
 *             features starting with the given prefixes (ablations; reports show fixed/broken per group)
 *
 * The model is a multinomial logistic regression per confusable group, trained by full-batch AdaGrad from zero
 * weights for a fixed number of epochs in a fixed order: no random step, so --write reproduces the committed
 * weights bit for bit (weights are rounded to 4 decimals).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AnnotationCache } from '../../src/text/errant/index.js';
import {
  DISAMBIGUATION_GROUPS,
  disambiguationFeatures,
  groupOf,
  scoreClasses,
  chooseClass,
  type DisambiguatorGroup,
  type DisambiguatorModel,
} from '../../src/text/errant/disambiguate.js';
import { typedErrantSpans } from '../../bench/errant/parity.js';
import { DEV_FILES, HELD_OUT_FILES, sentencesOf } from '../../bench/errant/halves.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}

export const SETTINGS = { l2: Number(arg('--l2', '0.0003')), minCount: Number(arg('--min-count', '5')), epochs: Number(arg('--epochs', '300')), rate: 0.3, margin: Number(arg('--margin', '0.5')) };

interface Example {
  file: string;
  sentence: number;
  gold: string;
  rule: string;
  group: string | undefined;
  features: string[];
}

/** --drop a=,b= leaves out the features that start with these prefixes (feature ablations). */
const DROP = process.argv.includes('--drop') ? arg('--drop', '').split(',') : [];
const kept = (features: string[]) => (DROP.length === 0 ? features : features.filter((f) => !DROP.some((d) => f.startsWith(d))));

function examplesOf(files: readonly string[], cache: AnnotationCache): Example[] {
  const out: Example[] = [];
  for (const file of files) {
    sentencesOf(file).forEach((sentence, i) => {
      for (const { edit, orig, cor, cStart, cLength, type } of typedErrantSpans(sentence, cache, { skipNoop: true, learnedTypes: false })) {
        const group = groupOf(type);
        const ctx = { orig, cor, oStart: edit.start, oEnd: edit.end, cStart, cEnd: cStart + cLength };
        out.push({ file, sentence: i, gold: edit.type, rule: type, group, features: group === undefined ? [] : kept(disambiguationFeatures(ctx, type)) });
      }
    });
  }
  return out;
}

/** Multinomial logistic regression with L2, full-batch AdaGrad from zero, examples in their given order. */
function trainGroup(classes: readonly string[], examples: readonly Example[]): DisambiguatorGroup {
  const usable = examples.filter((e) => classes.includes(e.gold));
  const counts = new Map<string, number>();
  for (const e of usable) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= SETTINGS.minCount).map(([f]) => f).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const K = classes.length;
  const w = new Float64Array(vocab.length * K);
  const g2 = new Float64Array(vocab.length * K);
  const rows = usable.map((e) => ({ ids: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined), y: classes.indexOf(e.gold) }));
  const grad = new Float64Array(w.length);
  const p = new Float64Array(K);
  for (let epoch = 0; epoch < SETTINGS.epochs; epoch++) {
    grad.fill(0);
    for (const { ids, y } of rows) {
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        let s = 0;
        for (const i of ids) s += w[i * K + k]!;
        p[k] = s;
        if (s > max) max = s;
      }
      let z = 0;
      for (let k = 0; k < K; k++) z += p[k] = Math.exp(p[k]! - max);
      for (let k = 0; k < K; k++) {
        const d = p[k]! / z - (k === y ? 1 : 0);
        for (const i of ids) grad[i * K + k] += d;
      }
    }
    const n = rows.length || 1;
    for (let j = 0; j < w.length; j++) {
      const gj = grad[j]! / n + SETTINGS.l2 * w[j]!;
      g2[j] += gj * gj;
      if (g2[j]! > 0) w[j] -= (SETTINGS.rate * gj) / Math.sqrt(g2[j]!);
    }
  }
  const weights: Record<string, number[]> = {};
  vocab.forEach((f, i) => {
    const row = classes.map((_, k) => Math.round(w[i * K + k]! * 1e4) / 1e4);
    if (row.some((v) => v !== 0)) weights[f] = row.map((v) => (Object.is(v, -0) ? 0 : v));
  });
  return { classes, weights };
}

/** --groups a,b trains only those groups (the others keep the rule-based types), for ablations. */
const ONLY_GROUPS = process.argv.includes('--groups') ? arg('--groups', '').split(',') : undefined;

function train(examples: readonly Example[]): DisambiguatorModel {
  const groups: Record<string, DisambiguatorGroup> = {};
  for (const [name, classes] of Object.entries(DISAMBIGUATION_GROUPS)) {
    groups[name] = ONLY_GROUPS === undefined || ONLY_GROUPS.includes(name) ? trainGroup(classes, examples.filter((e) => e.group === name)) : { classes, weights: {} };
  }
  return { version: 'disambiguator-3', margin: SETTINGS.margin, groups };
}

function predict(model: DisambiguatorModel, e: Example): string {
  const group = e.group === undefined ? undefined : model.groups[e.group];
  if (group === undefined) return e.rule;
  const scores = scoreClasses(group, e.features);
  return group.classes[chooseClass(scores, group.classes.indexOf(e.rule), model.margin)]!;
}

interface Tally { rule: number; model: number; all: number; groupAll: number; fixed: number; broken: number }
const tally = (): Tally => ({ rule: 0, model: 0, all: 0, groupAll: 0, fixed: 0, broken: 0 });

function evaluate(model: DisambiguatorModel, examples: readonly Example[], into: Map<string, Tally>, confusions?: Map<string, number>): void {
  for (const e of examples) {
    for (const key of [e.file, `group ${e.group ?? '-'}`]) {
      const t = into.get(key) ?? tally();
      into.set(key, t);
      count(t, e, predict(model, e));
    }
    const chosen = predict(model, e);
    if (confusions && chosen !== e.gold) confusions.set(`${e.gold} → ${chosen}`, (confusions.get(`${e.gold} → ${chosen}`) ?? 0) + 1);
  }
}

function count(t: Tally, e: Example, chosen: string): void {
  t.all++;
  if (e.group !== undefined) t.groupAll++;
  if (e.rule === e.gold) t.rule++;
  if (chosen === e.gold) t.model++;
  if (chosen === e.gold && e.rule !== e.gold) t.fixed++;
  if (chosen !== e.gold && e.rule === e.gold) t.broken++;
}

const pct = (a: number, b: number) => `${a} / ${b} = ${((100 * a) / b).toFixed(2)}%`;

function report(label: string, tallies: Map<string, Tally>, files: readonly string[]): void {
  const sum = tally();
  for (const file of files) {
    const t = tallies.get(file);
    if (t === undefined) continue;
    for (const k of Object.keys(sum) as (keyof Tally)[]) sum[k] += t[k];
    console.log(`  ${file.padEnd(22)} rules ${pct(t.rule, t.all).padEnd(24)} model ${pct(t.model, t.all).padEnd(24)} (group ${t.groupAll}; fixed ${t.fixed}, broken ${t.broken})`);
  }
  console.log(`${label.padEnd(24)} rules ${pct(sum.rule, sum.all).padEnd(24)} model ${pct(sum.model, sum.all).padEnd(24)} (group ${sum.groupAll}; fixed ${sum.fixed}, broken ${sum.broken})`);
  for (const [key, t] of tallies) if (key.startsWith('group ') && key !== 'group -') console.log(`    ${key.padEnd(28)} ${String(t.all).padStart(5)} edits: rules ${t.rule}, model ${t.model} (fixed ${t.fixed}, broken ${t.broken})`);
}

/** Deterministic fold of a sentence (the files' sentence order, no random step). */
const foldOf = (e: Example, folds: number) => (e.sentence * 7 + e.file.length) % folds;

/**
 * The weights as the JSON asset models/errant-disambiguator.json (one feature per line, so retraining gives a readable
 * diff); `$comment` says where they came from. ERRANT edit extraction loads it on first use (src/text/errant/
 * disambiguator-weights.ts); the browser app carries it inside its ERRANT lexicon file.
 */
export function weightsJson(model: DisambiguatorModel): string {
  const comment = `Generated by training/errant/train-disambiguator.ts --write from the DEV half of ERRANT's typed files only; settings ${JSON.stringify(SETTINGS)}. Do not edit.`;
  const lines = ['{', `  "$comment": ${JSON.stringify(comment)},`, `  "version": ${JSON.stringify(model.version)},`, `  "margin": ${JSON.stringify(model.margin)},`, '  "groups": {'];
  const groups = Object.entries(model.groups);
  groups.forEach(([name, group], g) => {
    lines.push(`    ${JSON.stringify(name)}: {`, `      "classes": ${JSON.stringify(group.classes)},`, '      "weights": {');
    const weights = Object.entries(group.weights);
    weights.forEach(([feature, w], i) => lines.push(`        ${JSON.stringify(feature)}: ${JSON.stringify(w)}${i < weights.length - 1 ? ',' : ''}`));
    lines.push('      }', `    }${g < groups.length - 1 ? ',' : ''}`);
  });
  lines.push('  }', '}', '');
  return lines.join('\n');
}

function printConfusions(confusions: Map<string, number>): void {
  for (const [k, v] of [...confusions].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`    ${String(v).padStart(5)}  ${k}`);
}

const cache = new AnnotationCache();
const dev = examplesOf(DEV_FILES, cache);
{
  const inGroup = dev.filter((e) => e.group !== undefined);
  console.log(`settings ${JSON.stringify(SETTINGS)}; DEV edits ${dev.length}, in a group ${inGroup.length} (rules right on ${inGroup.filter((e) => e.rule === e.gold).length}, gold type in the group ${inGroup.filter((e) => groupOf(e.gold) === e.group).length})`);
  const confusions = new Map<string, number>();
  for (const e of dev) if (e.rule !== e.gold) confusions.set(`${e.gold} → ${e.rule}`, (confusions.get(`${e.gold} → ${e.rule}`) ?? 0) + 1);
  if (process.argv.includes('--confusions')) printConfusions(confusions);
}

if (process.argv.includes('--cv')) {
  const folds = 5;
  // --grid 'l2,l2,...' tries several regularisation strengths in one run.
  for (const l2 of arg('--grid', String(SETTINGS.l2)).split(',').map(Number)) {
    SETTINGS.l2 = l2;
    const models = [...Array(folds).keys()].map((k) => train(dev.filter((e) => foldOf(e, folds) !== k)));
    for (const margin of arg('--margins', String(SETTINGS.margin)).split(',').map(Number)) {
      const tallies = new Map<string, Tally>();
      const confusions = new Map<string, number>();
      models.forEach((model, k) => evaluate({ ...model, margin }, dev.filter((e) => foldOf(e, folds) === k), tallies, confusions));
      report(`DEV, 5-fold CV, l2 ${l2}, margin ${margin}`, tallies, DEV_FILES);
      if (process.argv.includes('--confusions')) printConfusions(confusions);
    }
  }
}
if (process.argv.includes('--held-out') || process.argv.includes('--write')) {
  const model = train(dev);
  const features = Object.values(model.groups).reduce((n, g) => n + Object.keys(g.weights).length, 0);
  console.log(`model: ${features} features with a non-zero weight`);
  if (process.argv.includes('--held-out')) {
    const held = examplesOf(HELD_OUT_FILES, cache);
    const tallies = new Map<string, Tally>();
    const confusions = new Map<string, number>();
    evaluate(model, held, tallies, confusions);
    report('HELD-OUT', tallies, HELD_OUT_FILES);
    if (process.argv.includes('--confusions')) printConfusions(confusions);
  }
  if (process.argv.includes('--write')) {
    const path = fileURLToPath(new URL('../../models/errant-disambiguator.json', import.meta.url));
    writeFileSync(path, weightsJson(model));
    console.log(`wrote ${path}`);
  }
}
