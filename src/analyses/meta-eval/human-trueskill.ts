/**
 * TrueSkill of the human rankings, recomputed the way GJG15's `data/scripts/wmt-trueskill/TS.py` (grammatical/
 * evaluation, the procedure SEEDA reused) computes it, with gecval's seeded generator instead of Python 2's unseeded
 * `random`: so the numbers are reproducible, but not the published ones to the last digit — the published scores are
 * one draw of a random procedure. `humanTrueSkillSpread` runs it under several seeds to show how far apart draws are.
 *
 * The procedure: every ranking gives every pair of its systems (systems sharing an output tie); one run plays
 * `pairs + 1` matches, each choosing the system with the largest σ² (on equal σ² the alphabetically last), an opponent
 * with probability ∝ exp(−|μa − μb|), and one of the judgments of that pair uniformly; the match is rated by TrueSkill
 * (μ 0, σ 0.5, β = 0.5 · matches/40, τ 0, draw probability 0.25). A system's score is its μ averaged over the runs
 * (GJG15's Makefile: 1,000 runs, `eval/cluster.py`).
 */
import { GecvalInputError } from '../../core/errors.js';
import { SeededRandom } from '../../core/random.js';
import type { SentenceRanking } from '../../formats/appraise.js';
import { fromMuSigma, mu, ppf, rate1vs1, type G, type TrueSkillSettings } from './aggregate.js';

export interface HumanTrueSkillOptions {
  readonly runs: number;
  readonly seed: number;
}

/** Sorted pair key → judgments of that pair as [rank of the alphabetically first, rank of the second]. */
function pairJudgments(rankings: readonly SentenceRanking[], systems: ReadonlySet<string>): Map<string, [number, number][]> {
  const out = new Map<string, [number, number][]>();
  for (const r of rankings) {
    const entries = [...r.ranks.entries()].filter(([s]) => systems.has(s));
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [a, ra] = entries[i]!;
        const [b, rb] = entries[j]!;
        const [first, second, r1, r2] = a < b ? [a, b, ra, rb] : [b, a, rb, ra];
        const key = `${first}\u0000${second}`;
        let list = out.get(key);
        if (list === undefined) out.set(key, (list = []));
        list.push([r1, r2]);
      }
    }
  }
  return out;
}

/** One run of TS.py: system → μ. */
function oneRun(systems: readonly string[], pairs: ReadonlyMap<string, readonly [number, number][]>, total: number, random: SeededRandom): Map<string, number> {
  const matches = total + 1;
  const settings: TrueSkillSettings = { mu: 0, sigma: 0.5, beta: 0.5 * (matches / 40), tau: 0, drawProbability: 0.25 };
  const margin = ppf((settings.drawProbability + 1) / 2) * Math.sqrt(2) * settings.beta;
  const rating = new Map<string, G>(systems.map((s) => [s, fromMuSigma(settings.mu, settings.sigma)]));
  const sigma2 = (g: G) => {
    const sd = g.pi !== 0 ? Math.sqrt(1 / g.pi) : Infinity;
    return sd * sd;
  };
  for (let play = 0; play < matches; play++) {
    // The system with the largest σ²; on a tie the alphabetically last (TS.py sorts (σ², name) descending).
    let a = systems[0]!;
    for (const s of systems) {
      const d = sigma2(rating.get(s)!) - sigma2(rating.get(a)!);
      if (d > 0 || (d === 0 && s > a)) a = s;
    }
    const muA = mu(rating.get(a)!);
    const others = systems.filter((s) => s !== a);
    const weights = others.map((s) => 1 / Math.exp(Math.abs(muA - mu(rating.get(s)!))));
    const sum = weights.reduce((x, y) => x + y, 0);
    const u = random.float();
    let cumulative = 0;
    let b = others[others.length - 1]!;
    for (let k = 0; k < others.length; k++) {
      cumulative += weights[k]!;
      if (u < cumulative / sum) {
        b = others[k]!;
        break;
      }
    }
    const [first, second] = a < b ? [a, b] : [b, a];
    const judgments = pairs.get(`${first}\u0000${second}`);
    if (judgments === undefined || judgments.length === 0) {
      throw new GecvalInputError(`human TrueSkill: systems '${first}' and '${second}' are never compared in the rankings (TS.py fails here too)`);
    }
    const [r1, r2] = random.pick(judgments);
    const [n1, n2] = rate1vs1(rating.get(first)!, rating.get(second)!, r1, r2, settings, margin);
    rating.set(first, n1);
    rating.set(second, n2);
  }
  return new Map([...rating].map(([s, g]) => [s, mu(g)]));
}

/** Human TrueSkill of `systems` from the rankings: μ averaged over `runs` runs of TS.py's procedure. */
export function humanTrueSkill(rankings: readonly SentenceRanking[], systems: readonly string[], options: HumanTrueSkillOptions): Map<string, number> {
  const pairs = pairJudgments(rankings, new Set(systems));
  let total = 0;
  for (const list of pairs.values()) total += list.length;
  const random = new SeededRandom(options.seed);
  const sums = new Map(systems.map((s) => [s, 0]));
  for (let run = 0; run < options.runs; run++) {
    for (const [s, m] of oneRun(systems, pairs, total, random)) sums.set(s, sums.get(s)! + m);
  }
  return new Map([...sums].map(([s, x]) => [s, x / options.runs]));
}
