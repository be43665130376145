/** Shared by the parity tests: the official scorer's numbers (test/fixtures/m2/official-counts.json) and a runner. */
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { readM2, type M2Sentence } from '../../../src/formats/m2.js';
import { readSentenceFile } from '../../../src/formats/parallel.js';
import { scoreM2 } from '../../../src/metrics/m2/corpus.js';
import type { M2Options } from '../../../src/metrics/m2/options.js';
import { pythonFixed } from '../../../src/metrics/m2/python-text.js';
import { dataPath } from '../../helpers/shared.js';

/** One run of the official scorer, as stored in the fixture. */
export interface OfficialRun {
  readonly system: string;
  readonly goldFile: string;
  /** m2scorer flags, e.g. ['--max_unchanged_words', '0']. */
  readonly options: readonly string[];
  readonly correct: number;
  readonly proposed: number;
  readonly goldEdits: number;
  /** The three numbers m2scorer prints (4 decimals). */
  readonly printed: { readonly precision: string; readonly recall: string; readonly f: string };
  /** Comma-separated annotator chosen per sentence (verbose runs only). */
  readonly chosenAnnotators?: string;
}

export function officialRuns(): OfficialRun[] {
  return (JSON.parse(readFileSync(new URL('../../fixtures/m2/official-counts.json', import.meta.url), 'utf8')) as { runs: OfficialRun[] }).runs;
}

export function optionsFromFlags(flags: readonly string[]): Partial<M2Options> {
  const options: { beta?: number; maxUnchangedWords?: number; ignoreWhitespaceCasing?: boolean } = {};
  for (let i = 0; i < flags.length; i++) {
    if (flags[i] === '--ignore_whitespace_casing') options.ignoreWhitespaceCasing = true;
    else if (flags[i] === '--max_unchanged_words') options.maxUnchangedWords = Number(flags[++i]);
    else if (flags[i] === '--beta') options.beta = Number(flags[++i]);
    else throw new Error(`unknown flag ${flags[i]}`);
  }
  return options;
}

const goldCache = new Map<string, M2Sentence[]>();

export function checkRun(run: OfficialRun): void {
  let gold = goldCache.get(run.goldFile);
  if (!gold) goldCache.set(run.goldFile, (gold = readM2(dataPath('conll14', run.goldFile))));
  const hypotheses = readSentenceFile(dataPath('conll14', 'systems', `${run.system}.txt`)).lines;
  const result = scoreM2(hypotheses, gold, optionsFromFlags(run.options));
  const label = `${run.system} vs ${run.goldFile} ${run.options.join(' ')}`;
  assert.deepEqual([result.correct, result.proposed, result.gold], [run.correct, run.proposed, run.goldEdits], `${label}: correct/proposed/gold`);
  assert.deepEqual(
    { precision: pythonFixed(result.precision, 4), recall: pythonFixed(result.recall, 4), f: pythonFixed(result.f, 4) },
    run.printed,
    label,
  );
  if (run.chosenAnnotators !== undefined) {
    assert.equal(result.sentences.map((s) => s.annotator).join(','), run.chosenAnnotators, `${label}: annotator chosen per sentence`);
  }
}
