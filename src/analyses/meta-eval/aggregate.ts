/**
 * System rankings from a metric's sentence scores, the way humans' rankings are aggregated (Goto et al., ACL 2025;
 * gotutiyan/gec-metrics `rank_systems`): every sentence compares every pair of systems (win, loss or tie), and the
 * comparisons are aggregated by TrueSkill or Expected Wins instead of taking the metric's corpus score.
 *
 * - Comparisons: for each sentence (in order) and each pair i < j of the systems (in the order given), +1 when
 *   system i's sentence score is better, −1 when worse, 0 when equal (gec-metrics `make_pairwise_scores`). An
 *   ensemble's comparison is the majority vote of its members' comparisons (gec-metrics `MetricEnsemble`).
 * - TrueSkill: every comparison, in that order, is one 1-vs-1 match rated by the `trueskill` package's factor graph
 *   (μ 0, σ 0.5, β 0.25, τ 0, draw probability 0.25; a tie is a draw), with its own erfc/ppf approximations, so the
 *   numbers equal the package's (test/fixtures/meta-eval/aggregation). Nothing is random: no seed.
 * - Expected Wins (Bojar et al. 2011, as gec-metrics): score(i) = mean over j ≠ i of wins(i,j)/(wins(i,j)+wins(j,i)),
 *   ties ignored. gec-metrics divides by zero when a pair never has a winner; gecval counts such a pair as 0.5.
 */

export type Aggregation = 'corpus' | 'trueskill' | 'expected-wins';
export const AGGREGATIONS: readonly Aggregation[] = ['corpus', 'trueskill', 'expected-wins'];

/** gec-metrics' TrueSkill environment (`MetricBase.run_trueskill`). */
export interface TrueSkillSettings {
  readonly mu: number;
  readonly sigma: number;
  readonly beta: number;
  readonly tau: number;
  readonly drawProbability: number;
}
export const GEC_METRICS_TRUESKILL: TrueSkillSettings = { mu: 0, sigma: 0.5, beta: 0.25, tau: 0, drawProbability: 0.25 };

/** One sentence's comparisons: `table[i][j]` ∈ {−1, 0, 1} for i < j (system i better = 1). */
export type Comparisons = Int8Array[];

/**
 * Comparisons of `systems.length` systems on every sentence. `scores[s][k]` is system s's score of sentence k;
 * `members`, when given, are an ensemble's member scores `members[m][s][k]`, compared by majority vote.
 */
export function pairwiseComparisons(scores: readonly (readonly number[])[], higherIsBetter: boolean, members?: readonly (readonly (readonly number[])[])[]): Comparisons[] {
  const n = scores.length;
  const sentences = n === 0 ? 0 : scores[0]!.length;
  const sign = higherIsBetter ? 1 : -1;
  const out: Comparisons[] = [];
  const cmp = (a: number, b: number) => (a > b ? 1 : a < b ? -1 : 0);
  for (let k = 0; k < sentences; k++) {
    const table: Comparisons = [];
    for (let i = 0; i < n; i++) {
      const row = new Int8Array(n);
      for (let j = i + 1; j < n; j++) {
        if (members === undefined) row[j] = sign * cmp(scores[i]![k]!, scores[j]![k]!);
        else {
          let votes = 0;
          for (const m of members) votes += cmp(m[i]![k]!, m[j]![k]!);
          row[j] = sign * Math.sign(votes);
        }
      }
      table.push(row);
    }
    out.push(table);
  }
  return out;
}

/** Expected Wins of each system from the comparisons (ties ignored; a pair without a winner counts 0.5). */
export function expectedWinsFromComparisons(comparisons: readonly Comparisons[], n: number): number[] {
  const wins = Array.from({ length: n }, () => new Float64Array(n));
  for (const table of comparisons) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const c = table[i]![j]!;
        if (c > 0) wins[i]![j]!++;
        else if (c < 0) wins[j]![i]!++;
      }
    }
  }
  return wins.map((row, i) => {
    let sum = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const total = row[j]! + wins[j]![i]!;
      sum += total === 0 ? 0.5 : row[j]! / total;
    }
    return n > 1 ? sum / (n - 1) : Number.NaN;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// TrueSkill, as sublee/trueskill 0.4.5 computes a two-player match (factor graph with pi/tau Gaussians, the
// package's own erfc and erfcinv approximations). Mirrors its operations in their order.

function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + z / 2);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x < 0 ? 2 - r : r;
}

function erfcinv(y: number): number {
  if (y >= 2) return -100;
  if (y <= 0) return 100;
  const zeroPoint = y < 1;
  if (!zeroPoint) y = 2 - y;
  const t = Math.sqrt(-2 * Math.log(y / 2));
  let x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
  for (let i = 0; i < 2; i++) {
    const err = erfc(x) - y;
    x += err / (1.12837916709551257 * Math.exp(-(x ** 2)) - x * err);
  }
  return zeroPoint ? x : -x;
}

const cdf = (x: number) => 0.5 * erfc(-x / Math.sqrt(2));
const pdf = (x: number) => (1 / Math.sqrt(2 * Math.PI)) * 1 * Math.exp(-(x ** 2 / 2));
export const ppf = (x: number) => 0 - 1 * Math.sqrt(2) * erfcinv(2 * x);

function vWin(diff: number, margin: number): number {
  const x = diff - margin;
  const denom = cdf(x);
  return denom !== 0 ? pdf(x) / denom : -x;
}
function vDraw(diff: number, margin: number): number {
  const abs = Math.abs(diff);
  const a = margin - abs;
  const b = -margin - abs;
  const denom = cdf(a) - cdf(b);
  const numer = pdf(b) - pdf(a);
  return (denom !== 0 ? numer / denom : a) * (diff < 0 ? -1 : 1);
}
function wWin(diff: number, margin: number): number {
  const x = diff - margin;
  const v = vWin(diff, margin);
  const w = v * (v + x);
  if (w > 0 && w < 1) return w;
  throw new Error('TrueSkill: floating-point error in w_win (the trueskill package fails here too)');
}
function wDraw(diff: number, margin: number): number {
  const abs = Math.abs(diff);
  const a = margin - abs;
  const b = -margin - abs;
  const denom = cdf(a) - cdf(b);
  if (denom === 0) throw new Error('TrueSkill: floating-point error in w_draw (the trueskill package fails here too)');
  const v = vDraw(abs, margin);
  return v ** 2 + (a * pdf(a) - b * pdf(b)) / denom;
}

/** A Gaussian in precision form, as the package keeps it. */
export interface G {
  pi: number;
  tau: number;
}
export const mu = (g: G) => (g.pi !== 0 ? g.tau / g.pi : 0);
const div = (a: G, b: G): G => ({ pi: a.pi - b.pi, tau: a.tau - b.tau });
const mul = (a: G, b: G): G => ({ pi: a.pi + b.pi, tau: a.tau + b.tau });
export const fromMuSigma = (m: number, s: number): G => {
  const pi = s ** -2;
  return { pi, tau: pi * m };
};

/** A factor-graph variable: its value and the message each factor last sent it. */
class Variable implements G {
  pi = 0;
  tau = 0;
  readonly messages = new Map<object, G>();
  private set(v: G): number {
    const piDelta = Math.abs(this.pi - v.pi);
    const delta = piDelta === Infinity ? 0 : Math.max(Math.abs(this.tau - v.tau), Math.sqrt(piDelta));
    this.pi = v.pi;
    this.tau = v.tau;
    return delta;
  }
  updateMessage(factor: object, message: G): number {
    const old = this.messages.get(factor)!;
    this.messages.set(factor, message);
    return this.set(mul(div(this, old), message));
  }
  updateValue(factor: object, value: G): number {
    const old = this.messages.get(factor)!;
    this.messages.set(factor, div(mul(value, old), this));
    return this.set(value);
  }
}

function attach(factor: object, vars: readonly Variable[]): void {
  for (const v of vars) v.messages.set(factor, { pi: 0, tau: 0 });
}

/** SumFactor.update: `target` = Σ coeff · (val / msg). */
function sumUpdate(factor: object, target: Variable, vals: readonly Variable[], coeffs: readonly number[]): number {
  let piInv = 0;
  let m = 0;
  for (let i = 0; i < vals.length; i++) {
    const d = div(vals[i]!, vals[i]!.messages.get(factor)!);
    m += coeffs[i]! * mu(d);
    if (piInv === Infinity) continue;
    piInv = d.pi === 0 ? Infinity : piInv + coeffs[i]! ** 2 / d.pi;
  }
  const pi = 1 / piInv;
  return target.updateMessage(factor, { pi, tau: pi * m });
}

/** One two-player match; `ranks` as the package takes them (lower is better, equal = draw). Returns new (μ, σ) pairs. */
export function rate1vs1(r0: G, r1: G, rank0: number, rank1: number, s: TrueSkillSettings, margin: number): [G, G] {
  // The package sorts teams by rank (stable) and unsorts the result.
  const swap = rank1 < rank0;
  const ratings = swap ? [r1, r0] : [r0, r1];
  const draw = rank0 === rank1;
  const minDelta = 0.0001;
  const ratingVars = [new Variable(), new Variable()];
  const perfVars = [new Variable(), new Variable()];
  const teamVars = [new Variable(), new Variable()];
  const diffVar = new Variable();
  const priors = [0, 1].map((i) => {
    const f = {};
    attach(f, [ratingVars[i]!]);
    return f;
  });
  const likelihoods = [0, 1].map((i) => {
    const f = {};
    attach(f, [ratingVars[i]!, perfVars[i]!]);
    return f;
  });
  const teamSums = [0, 1].map((i) => {
    const f = {};
    attach(f, [teamVars[i]!, perfVars[i]!]);
    return f;
  });
  const variance = s.beta ** 2;
  // Prior down: N(μ, sqrt(σ² + τ²)), μ and σ read back from the rating's pi/tau as the package does.
  for (let i = 0; i < 2; i++) {
    const r = ratings[i]!;
    const sigma = r.pi !== 0 ? Math.sqrt(1 / r.pi) : Infinity;
    const sd = Math.sqrt(sigma ** 2 + s.tau ** 2);
    ratingVars[i]!.updateValue(priors[i]!, fromMuSigma(mu(r), sd));
  }
  // Likelihood down: perf from rating.
  for (let i = 0; i < 2; i++) {
    const msg = div(ratingVars[i]!, ratingVars[i]!.messages.get(likelihoods[i]!)!);
    const a = 1 / (1 + variance * msg.pi);
    perfVars[i]!.updateMessage(likelihoods[i]!, { pi: a * msg.pi, tau: a * msg.tau });
  }
  // Team performance = the single player's performance (weight 1).
  for (let i = 0; i < 2; i++) sumUpdate(teamSums[i]!, teamVars[i]!, [perfVars[i]!], [1]);
  const diffFactor = {};
  attach(diffFactor, [diffVar, teamVars[0]!, teamVars[1]!]);
  const trunc = {};
  attach(trunc, [diffVar]);
  for (let iteration = 0; iteration < 10; iteration++) {
    sumUpdate(diffFactor, diffVar, [teamVars[0]!, teamVars[1]!], [1, -1]);
    const d = div(diffVar, diffVar.messages.get(trunc)!);
    const sqrtPi = Math.sqrt(d.pi);
    const x = d.tau / sqrtPi;
    const m = margin * sqrtPi;
    const v = draw ? vDraw(x, m) : vWin(x, m);
    const w = draw ? wDraw(x, m) : wWin(x, m);
    const denom = 1 - w;
    const delta = diffVar.updateValue(trunc, { pi: d.pi / denom, tau: (d.tau + sqrtPi * v) / denom });
    if (delta <= minDelta) break;
  }
  // Up to both teams: SumFactor.up(index) with the diff variable's coefficients (+1, −1).
  const up = (index: number) => {
    const coeffsIn = [1, -1];
    const coeff = coeffsIn[index]!;
    const coeffs = coeffsIn.map((c, x) => (x === index ? 1 / coeff : -c / coeff));
    const vals = [teamVars[0]!, teamVars[1]!];
    vals[index] = diffVar;
    sumUpdate(diffFactor, teamVars[index]!, vals, coeffs);
  };
  up(0);
  up(1);
  for (let i = 0; i < 2; i++) sumUpdate(teamSums[i]!, perfVars[i]!, [teamVars[i]!], [1]);
  for (let i = 0; i < 2; i++) {
    const msg = div(perfVars[i]!, perfVars[i]!.messages.get(likelihoods[i]!)!);
    const a = 1 / (1 + variance * msg.pi);
    ratingVars[i]!.updateMessage(likelihoods[i]!, { pi: a * msg.pi, tau: a * msg.tau });
  }
  // The result is Rating(float(mu), float(sigma)): back through μ/σ to pi/tau.
  const out = ratingVars.map((v) => fromMuSigma(mu(v), v.pi !== 0 ? Math.sqrt(1 / v.pi) : Infinity)) as [G, G];
  return swap ? [out[1], out[0]] : out;
}

/** TrueSkill μ of each system, every comparison rated in order (gec-metrics `run_trueskill`). */
export function trueSkillFromComparisons(comparisons: readonly Comparisons[], n: number, settings: TrueSkillSettings = GEC_METRICS_TRUESKILL): number[] {
  const margin = ppf((settings.drawProbability + 1) / 2) * Math.sqrt(2) * settings.beta;
  const ratings: G[] = Array.from({ length: n }, () => fromMuSigma(settings.mu, settings.sigma));
  for (const table of comparisons) {
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const c = table[i]![j]!;
        const [ri, rj] = c > 0 ? [0, 1] : c < 0 ? [1, 0] : [0, 0];
        [ratings[i], ratings[j]] = rate1vs1(ratings[i]!, ratings[j]!, ri, rj, settings, margin);
      }
    }
  }
  return ratings.map(mu);
}

/** System scores of `systems` under an aggregation; `corpus` returns the metric's corpus scores (higher-is-better sign applied by the caller). */
export function aggregateSystems(
  aggregation: Exclude<Aggregation, 'corpus'>,
  systems: readonly string[],
  sentences: ReadonlyMap<string, readonly number[]>,
  higherIsBetter: boolean,
  members?: ReadonlyMap<string, readonly (readonly number[])[]>,
): number[] {
  const scores = systems.map((s) => sentences.get(s)!);
  const memberScores = members === undefined ? undefined : members.get(systems[0]!)!.map((_, m) => systems.map((s) => members.get(s)![m]!));
  const comparisons = pairwiseComparisons(scores, higherIsBetter, memberScores);
  return aggregation === 'trueskill' ? trueSkillFromComparisons(comparisons, systems.length) : expectedWinsFromComparisons(comparisons, systems.length);
}
