import { GecvalInputError } from '../../core/errors.js';
import type { Progress } from '../../core/progress.js';
import { silentProgress } from '../../core/progress.js';
import type { IevalGold } from '../../formats/ieval-xml.js';
import { readIevalXml } from '../../formats/ieval-xml.js';
import { readM2AsIeval } from '../../formats/m2-to-ieval.js';
import { readSentenceFile } from '../../formats/parallel.js';
import type { IMeasureOptions } from './options.js';
import type { AspectScores } from './scores.js';
import type { IMeasureResult } from './score.js';
import { scoreIMeasure } from './score.js';

/** What `gecval imeasure` and `gecval score --metric imeasure` read. Exactly one of m2 / ixml. */
export interface RunIMeasureOptions extends Partial<IMeasureOptions> {
  readonly m2?: string;
  readonly ixml?: string;
  readonly hypothesis: string;
  /** Add one object per sentence (`per_sentence`) with its counts and scores. */
  readonly perSentence?: boolean;
}

type AspectJson = Record<'tp' | 'tn' | 'fp' | 'fn' | 'fpn' | 'p' | 'r' | 'f' | 'acc' | 'wacc' | 'i' | 'acc_b' | 'wacc_b', number>;

export interface IMeasureJson {
  readonly metric: 'imeasure';
  readonly corpus: { readonly detection: AspectJson; readonly correction: AspectJson };
  /** Sentence-level I (correction) of each sentence. */
  readonly sentences: readonly number[];
  readonly per_sentence?: readonly { id: string; detection: AspectJson; correction: AspectJson }[];
  readonly gold: string;
  readonly hypothesis: string;
  readonly signature: string;
}

function aspectJson(s: AspectScores): AspectJson {
  return { tp: s.tp, tn: s.tn, fp: s.fp, fn: s.fn, fpn: s.fpn, p: s.p, r: s.r, f: s.f, acc: s.acc, wacc: s.wacc, i: s.i, acc_b: s.accBase, wacc_b: s.waccBase };
}

export function readIMeasureGold(options: { m2?: string; ixml?: string }): IevalGold {
  if ((options.m2 === undefined) === (options.ixml === undefined)) {
    throw new GecvalInputError('give the gold standard with exactly one of --m2 GOLD.m2 or --ixml GOLD.xml');
  }
  return options.m2 !== undefined ? readM2AsIeval(options.m2) : readIevalXml(options.ixml!);
}

export function imeasureJson(result: IMeasureResult, gold: string, hypothesis: string, perSentence: boolean): IMeasureJson {
  return {
    metric: 'imeasure',
    corpus: { detection: aspectJson(result.corpus.detection), correction: aspectJson(result.corpus.correction) },
    sentences: result.sentences.map((s) => s.correction.i),
    ...(perSentence ? { per_sentence: result.sentences.map((s) => ({ id: s.id, detection: aspectJson(s.detection), correction: aspectJson(s.correction) })) } : {}),
    gold,
    hypothesis,
    signature: result.signature,
  };
}

/**
 * Reads gold (M2 or I-measure XML) and a hypothesis file, checks they line up, scores, and returns the JSON
 * object the CLI prints. Callable from `gecval imeasure` and from `gecval score --metric imeasure`.
 */
export function runIMeasureCommand(options: RunIMeasureOptions, progress: Progress = silentProgress): IMeasureJson {
  const gold = readIMeasureGold(options);
  const hypotheses = readSentenceFile(options.hypothesis);
  if (hypotheses.lines.length !== gold.sentences.length) {
    const line = Math.min(hypotheses.lines.length, gold.sentences.length) + 1;
    throw new GecvalInputError(`has ${hypotheses.lines.length} lines but ${gold.file} has ${gold.sentences.length} sentences; the hypothesis needs one line per gold sentence`, { file: options.hypothesis, line });
  }
  const { m2: _m2, ixml: _ixml, hypothesis: _h, perSentence, ...scoring } = options;
  const result = scoreIMeasure(gold, hypotheses.lines, scoring, progress);
  return imeasureJson(result, gold.file, options.hypothesis, perSentence === true);
}
