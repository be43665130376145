/**
 * SEEDA (Kobayashi et al., TACL 2024): 15 systems' outputs on 391 CoNLL-2014 sentences, human system scores
 * (Expected Wins and TrueSkill, sentence-based SEEDA-S and edit-based SEEDA-E) and the pairwise rankings behind them
 * (Appraise XML). Layout as in tmu-nlp/SEEDA: `outputs/{all,subset}/SYSTEM.txt`, `scores/human/{EW,TS}_{sent,edit}.txt`
 * (one line per system in alphabetical order), `data/judgments_{sent,edit}.xml`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { appraiseRankings, readAppraiseXml, type AppraiseRankings, type SentenceRanking } from '../../formats/appraise.js';
import { readLines } from '../../formats/text-file.js';
import { expectedWins, type PairwiseJudgment } from '../maege/chr.js';

/** SEEDA's systems in the order of its score files (Python's sorted order of the names). */
export const SEEDA_SYSTEMS = [
  'BART', 'BERT-fuse', 'GECToR-BERT', 'GECToR-ens', 'GPT-3.5', 'INPUT', 'LM-Critic', 'PIE',
  'REF-F', 'REF-M', 'Riken-Tohoku', 'T5', 'TemplateGEC', 'TransGEC', 'UEDIN-MS',
] as const;

/** The system sets of SEEDA's protocol: the systems each leaves out of the 15. */
export const SEEDA_SYSTEM_SETS: Readonly<Record<string, readonly string[]>> = {
  base: ['INPUT', 'REF-F', 'GPT-3.5'],
  '+INPUT': ['REF-F', 'GPT-3.5'],
  '+REF-F_GPT-3.5': ['INPUT'],
  all: [],
};

export function seedaSystemSet(name: string): string[] {
  const excluded = SEEDA_SYSTEM_SETS[name];
  if (excluded === undefined) throw new GecvalInputError(`unknown SEEDA system set '${name}' (known: ${Object.keys(SEEDA_SYSTEM_SETS).join(', ')})`);
  return SEEDA_SYSTEMS.filter((s) => !excluded.includes(s));
}

/** Human yardsticks: granularity (sentence- or edit-based ranking) × aggregation. */
export const SEEDA_YARDSTICKS = ['SEEDA-S/TrueSkill', 'SEEDA-S/ExpectedWins', 'SEEDA-E/TrueSkill', 'SEEDA-E/ExpectedWins'] as const;
const YARDSTICK_FILES: Record<(typeof SEEDA_YARDSTICKS)[number], string> = {
  'SEEDA-S/TrueSkill': 'TS_sent.txt',
  'SEEDA-S/ExpectedWins': 'EW_sent.txt',
  'SEEDA-E/TrueSkill': 'TS_edit.txt',
  'SEEDA-E/ExpectedWins': 'EW_edit.txt',
};

export interface SeedaData {
  readonly dir: string;
  readonly systems: readonly string[];
  /** System → its 391 subset lines. */
  readonly outputs: ReadonlyMap<string, readonly string[]>;
  /** System → its 1,312 lines on the whole CoNLL-2014 test set (what `src-id` indexes). */
  readonly fullOutputs: ReadonlyMap<string, readonly string[]>;
  /** Subset line → its 0-based index in the whole test set. */
  readonly subsetToFull: readonly number[];
  /** The subset's source sentences (= INPUT). */
  readonly sources: readonly string[];
  /** Published human system scores per yardstick, system → score. */
  readonly human: Readonly<Record<string, ReadonlyMap<string, number>>>;
  /**
   * Sentence-based and edit-based rankings, index base proven against the whole-test-set outputs; each ranking's
   * `sentence` is then re-indexed to its line in the 391-sentence subset.
   */
  readonly rankings: { readonly sentence: AppraiseRankings; readonly edit: AppraiseRankings };
  readonly subsetFile: (system: string) => string;
  /**
   * Which version of `outputs/subset/LM-Critic.txt` was read (tmu-nlp/SEEDA changed 295 of its 391 lines on
   * 2024-12-14): `2024-12` (commit 082e663, the lines equal LM-Critic's `outputs/all` at the subset's positions),
   * `2024-05` (870b1b9) or `2024-03` (4663ab6) (96 of 391 equal: the other lines are not the outputs the humans
   * ranked), or `sha256:…` for any other file.
   */
  readonly lmCriticVersion: string;
  /** LM-Critic subset lines that differ from its `outputs/all` line at the subset's position. */
  readonly lmCriticMismatches: number;
}

/** sha256 (first 16 hex digits) of each known version of SEEDA's `outputs/subset/LM-Critic.txt`. */
export const SEEDA_LM_CRITIC_VERSIONS: Readonly<Record<string, string>> = {
  '96e8a21c8080d587': '2024-12',
  cc771ae746d809a0: '2024-05',
  ccf394e1fff01048: '2024-03',
};

export function lmCriticVersionOf(file: string): string {
  const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  return SEEDA_LM_CRITIC_VERSIONS[hash] ?? `sha256:${hash}`;
}

export interface ReadSeedaOptions {
  /**
   * Another file to read as LM-Critic's subset outputs (e.g. the 2024-05 `outputs/subset/LM-Critic.txt` from the
   * repository's history), to see what the December 2024 change does to a table.
   */
  readonly lmCriticSubset?: string;
}

function need(path: string): string {
  if (!existsSync(path)) throw new GecvalInputError('SEEDA file not found (expected the tmu-nlp/SEEDA layout)', { file: path });
  return path;
}

/** Lines of a file without the trailing empty line a final newline leaves. */
function contentLines(path: string): string[] {
  const lines = readLines(path);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function readScores(path: string): Map<string, number> {
  const lines = contentLines(path);
  if (lines.length !== SEEDA_SYSTEMS.length) {
    throw new GecvalInputError(`has ${lines.length} scores, expected one per SEEDA system (${SEEDA_SYSTEMS.length}, alphabetical)`, { file: path });
  }
  return new Map(
    lines.map((l, i) => {
      const v = Number(l);
      if (l.trim() === '' || !Number.isFinite(v)) throw new GecvalInputError(`expected a number, got '${l}'`, { file: path, line: i + 1 });
      return [SEEDA_SYSTEMS[i]!, v] as const;
    }),
  );
}

export function readSeeda(dir: string, options: ReadSeedaOptions = {}): SeedaData {
  const subsetFile = (s: string) => (s === 'LM-Critic' && options.lmCriticSubset !== undefined ? need(options.lmCriticSubset) : need(join(dir, 'outputs', 'subset', `${s}.txt`)));
  const fullFile = (s: string) => need(join(dir, 'outputs', 'all', `${s}.txt`));
  const read = (file: (s: string) => string) => {
    const map = new Map<string, readonly string[]>();
    for (const s of SEEDA_SYSTEMS) map.set(s, contentLines(file(s)));
    const count = map.get('INPUT')!.length;
    for (const [s, lines] of map) {
      if (lines.length !== count) throw new GecvalInputError(`has ${lines.length} lines but INPUT.txt has ${count}`, { file: file(s) });
    }
    return map;
  };
  const outputs = read(subsetFile);
  const fullOutputs = read(fullFile);
  const sources = outputs.get('INPUT')!;
  const subsetToFull = subsetIndices(fullOutputs.get('INPUT')!, sources, subsetFile('INPUT'));
  const fullToSubset = new Map(subsetToFull.map((full, i) => [full, i]));
  const human: Record<string, ReadonlyMap<string, number>> = {};
  for (const y of SEEDA_YARDSTICKS) human[y] = readScores(need(join(dir, 'scores', 'human', YARDSTICK_FILES[y])));
  // src-id indexes the whole test set (outputs/all), 1-based: proven below, then mapped onto the subset lines.
  const rankingsOf = (kind: string): AppraiseRankings => {
    const file = need(join(dir, 'data', `judgments_${kind}.xml`));
    const { rankings, proof } = appraiseRankings(readAppraiseXml(file), fullOutputs, file);
    return {
      proof,
      rankings: rankings.map((r) => {
        const sentence = fullToSubset.get(r.sentence);
        if (sentence === undefined) {
          throw new GecvalInputError(`ranking of test-set sentence ${r.sentence + 1} (src-id) is not in the subset outputs/subset`, { file, line: r.line });
        }
        return { ...r, sentence };
      }),
    };
  };
  const norm = (l: string) => l.trim().split(/\s+/u).join(' ');
  const lmSubset = outputs.get('LM-Critic')!;
  const lmFull = fullOutputs.get('LM-Critic')!;
  const lmCriticMismatches = subsetToFull.filter((full, i) => norm(lmSubset[i]!) !== norm(lmFull[full]!)).length;
  return {
    dir,
    systems: SEEDA_SYSTEMS,
    outputs,
    fullOutputs,
    subsetToFull,
    sources,
    human,
    rankings: { sentence: rankingsOf('sent'), edit: rankingsOf('edit') },
    subsetFile,
    lmCriticVersion: lmCriticVersionOf(subsetFile('LM-Critic')),
    lmCriticMismatches,
  };
}

/** Every pair of systems in each ranking, as WMT/GJG15 expand rankings for Expected Wins (shared outputs are ties). */
export function rankingsToPairwise(rankings: readonly SentenceRanking[]): PairwiseJudgment[] {
  const out: PairwiseJudgment[] = [];
  for (const r of rankings) {
    const entries = [...r.ranks.entries()];
    for (let i = 0; i < entries.length; i++) {
      for (let j = i + 1; j < entries.length; j++) {
        const [first, firstRank] = entries[i]!;
        const [second, secondRank] = entries[j]!;
        out.push({ sentence: r.sentence, judge: r.user, first, second, firstRank, secondRank });
      }
    }
  }
  return out;
}

/**
 * Positions of the subset's sentences in the full test set: each subset source matched in order against the full
 * source list. Refuses a subset that is not an ordered sub-sequence, since the gold would then be misaligned.
 */
export function subsetIndices(full: readonly string[], subset: readonly string[], file = '<subset>'): number[] {
  const norm = (s: string) => s.trim().split(/\s+/u).join(' ');
  const out: number[] = [];
  let k = 0;
  for (let i = 0; i < subset.length; i++) {
    const target = norm(subset[i]!);
    while (k < full.length && norm(full[k]!) !== target) k++;
    if (k === full.length) throw new GecvalInputError('subset source sentence not found (in order) in the full test set', { file, line: i + 1 });
    out.push(k++);
  }
  return out;
}

/** Expected Wins of the 15 systems recomputed from one judgment file (sentence- or edit-based). */
export function seedaExpectedWins(data: SeedaData, kind: 'sentence' | 'edit'): Map<string, number> {
  return expectedWins(rankingsToPairwise(data.rankings[kind].rankings));
}
