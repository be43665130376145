/**
 * Experiment for issue "parser v3" (guideline-aware decoding without retraining): the default v2 model was trained
 * on Wiki (older UCCA guidelines: no Time/Quantifier, many more E edges) and EWT, and carries the Wiki conventions
 * into new text. Here a per-label bias is added to the scores of every labelled action at decoding time, fitted by
 * coordinate ascent on EWT dev only (labeled primary F1), then scored on EWT test, 20K and Wiki test next to v2 and
 * v2-ewt. Prints the label distributions (gold vs predicted on EWT dev) and a JSON summary.
 *
 *   node --import tsx bench/parser/label-bias.ts [--labels E,T,Q,D,A,C,S,P] [--steps 0.5,1,2] [--rounds 2]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Classifier, StateScorer } from '../../src/ucca/parser/classifier.js';
import { evaluationInput, readSplit, type CorpusSplit } from '../../src/ucca/parser/corpus.js';
import { scoreGraphs } from '../../src/ucca/parser/evaluation.js';
import { BUNDLED_PARSER_MODELS } from '../../src/ucca/parser/catalogue.js';
import { UccaParser } from '../../src/ucca/parser/parser.js';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { benchArgs } from '../lib/args.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.GECVAL_SHARED ? `${process.env.GECVAL_SHARED}/data` : resolve(repo, '..', 'shared', 'data');
const opts = benchArgs({
  usage: 'node --import tsx bench/parser/label-bias.ts [options]',
  summary: 'Per-label decoding biases fitted on EWT dev, scored on EWT test, 20K and Wiki test (analysis).',
  options: {
    labels: { type: 'string', default: 'E,T,Q,D,A,C,S,P,F,H,L,R,N,G', description: 'labels to bias' },
    steps: { type: 'string', default: '0.5,1,2', description: 'bias steps tried, comma-separated' },
    rounds: { type: 'number', default: 2, description: 'coordinate-ascent rounds' },
  },
});
const labels = opts.labels.split(',');
const steps = opts.steps.split(',').map(Number);
const rounds = opts.rounds;

/** The classifier with `bias[label]` added to every action that carries that label. */
function biased(inner: Classifier, bias: Map<string, number>): Classifier {
  const add = new Float32Array(inner.classes.size);
  for (let c = 0; c < add.length; c++) add[c] = bias.get(inner.classes.action(c).label) ?? 0;
  return {
    classes: inner.classes,
    sentence(input): StateScorer {
      const scorer = inner.sentence(input);
      return {
        score(st, scores, valid) {
          scorer.score(st, scores, valid);
          for (let c = 0; c < scores.length; c++) if (valid[c]) scores[c] = scores[c]! + add[c]!;
        },
      };
    },
  };
}

const base = UccaParser.load({ model: BUNDLED_PARSER_MODELS.v2! });
const ewtOnly = UccaParser.load({ model: BUNDLED_PARSER_MODELS['v2-ewt']! });
const splits: Record<string, UccaGraph[]> = {};
const gold = (split: CorpusSplit): UccaGraph[] => (splits[split] ??= readSplit(dataDir, split));

function evaluate(parser: UccaParser, split: CorpusSplit): { primary: number; remote: number; graphs: UccaGraph[] } {
  const graphs = gold(split).map((g) => parser.parseInput(evaluationInput(g)));
  const s = scoreGraphs(graphs.map((p, i) => [p, gold(split)[i]!]));
  return { primary: s.primary.labeled.f, remote: s.remote.labeled.f, graphs };
}

function labelShares(graphs: readonly UccaGraph[]): Map<string, number> {
  const counts = new Map<string, number>();
  let total = 0;
  for (const g of graphs) {
    for (const node of g.nodes) {
      for (const e of g.outgoing(node.id, { remote: false })) {
        const tag = e.categories[0]!;
        if (tag === 'Terminal') continue;
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
        total++;
      }
    }
  }
  return new Map([...counts].map(([k, v]) => [k, v / total]));
}

const withBias = (bias: Map<string, number>): UccaParser => UccaParser.fromClassifier(base.header, biased(base.classifier, bias));
const bias = new Map<string, number>();
const start = evaluate(base, 'ewt-dev');
const goldShares = labelShares(gold('ewt-dev'));
const predShares = labelShares(start.graphs);
console.error('label  gold%  v2%  (EWT dev)');
for (const l of [...goldShares.keys()].sort()) console.error(`${l.padEnd(5)} ${(100 * goldShares.get(l)!).toFixed(1).padStart(5)} ${(100 * (predShares.get(l) ?? 0)).toFixed(1).padStart(5)}`);
let best = start.primary;
console.error(`v2 EWT dev primary ${(100 * best).toFixed(2)}`);
for (let round = 0; round < rounds; round++) {
  for (const label of labels) {
    const current = bias.get(label) ?? 0;
    for (const step of steps) {
      for (const sign of [1, -1]) {
        const trial = new Map(bias).set(label, current + sign * step);
        const f = evaluate(withBias(trial), 'ewt-dev').primary;
        if (f > best + 1e-9) {
          best = f;
          bias.set(label, current + sign * step);
          console.error(`round ${round + 1}: ${label} ${(current + sign * step).toFixed(2)} -> EWT dev ${(100 * f).toFixed(2)}`);
        }
      }
      if ((bias.get(label) ?? 0) !== current) break;
    }
  }
}
const tuned = withBias(bias);
const summary: Record<string, unknown> = { bias: Object.fromEntries(bias), ewtDev: { v2: start.primary, tuned: best } };
for (const split of ['ewt-test', '20k', 'wiki-test'] as const) {
  const [a, b, c] = [evaluate(base, split), evaluate(tuned, split), evaluate(ewtOnly, split)];
  summary[split] = { v2: [a.primary, a.remote], tuned: [b.primary, b.remote], v2ewt: [c.primary, c.remote] };
  console.error(`${split}: v2 ${(100 * a.primary).toFixed(2)} / ${(100 * a.remote).toFixed(2)}, tuned ${(100 * b.primary).toFixed(2)} / ${(100 * b.remote).toFixed(2)}, v2-ewt ${(100 * c.primary).toFixed(2)} / ${(100 * c.remote).toFixed(2)}`);
}
console.log(JSON.stringify(summary, null, 2));
