/**
 * `gecval imeasure (--m2 GOLD.m2 | --ixml GOLD.xml) HYP`: the I-measure of Felice & Briscoe (2015), with the
 * numbers of mfelice/imeasure ieval.py, fast enough for whole test sets.
 */
import type { Command } from 'commander';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';
import { flagDefault } from '../metric-flags.js';
import { IMEASURE_CONFIG } from '../../metrics/imeasure/options.js';

interface IMeasureCliOptions extends RawTextCliOptions {
  m2?: string;
  ixml?: string;
  nomix?: boolean;
  max: string;
  opt: string;
  beta: string;
  weight: string;
  method: string;
  enumerationLimit: string;
  perSentence?: boolean;
  json?: boolean;
}

export function register(program: Command): void {
  const command = program
    .command('imeasure')
    .description('I-measure (Felice & Briscoe 2015): TP/TN/FP/FN, P/R/F, Acc, weighted accuracy and I for detection and correction (same numbers as imeasure ieval.py)')
    .argument('<hypothesis>', 'system output: one tokenized sentence per line, one line per gold sentence')
    .option('--m2 <file>', 'gold standard as M2 (converted as imeasure m2_to_ixml.py does)')
    .option('--ixml <file>', 'gold standard as I-measure XML')
    .option('--nomix', 'do not mix corrections of different annotators: best single annotator per sentence (ieval -nomix)')
    .option('--max <metric>', 'measure maximised when choosing each reference: d|c + tp|tn|fp|fn|p|r|f|acc|wacc|i (ieval -max)', flagDefault(IMEASURE_CONFIG.max))
    .option('--opt <level>', "choose references per sentence ('sent', ieval's spelling, or 'sentence', the -O opt= spelling) or by the running corpus totals ('corpus') (ieval -opt)", 'sent')
    .option('-b, --beta <number>', 'beta of the F measure (ieval -b)', flagDefault(IMEASURE_CONFIG.beta))
    .option('-w, --weight <number>', 'weight of true and false positives in weighted accuracy (ieval -w)', flagDefault(IMEASURE_CONFIG.weight))
    .option('--method <name>', "'fast' (independent edit groups) or 'enumerate' (every combination, as ieval; exponential)", flagDefault(IMEASURE_CONFIG.method))
    .option('--enumeration-limit <n>', 'sentences with at most this many reference combinations are enumerated', '64')
    .option('--per-sentence', 'add per-sentence counts and scores (ieval -per-sent)')
    .option('--json', 'print {metric, corpus: {detection, correction}, sentences, signature} as JSON')
    .addHelpText('after', '\nExamples:\n  gecval imeasure --m2 official-2014.combined.m2 systems/CAMB.txt\n  gecval imeasure --ixml official-2014.combined.ieval.xml --json --per-sentence systems/CAMB.txt');
  addRawTextOptions(command)
    .action(async (userHypothesis: string, options: IMeasureCliOptions) => {
      const { prepareHypotheses, m2SourceLines } = await import('../raw-text.js');
      const gold = options.m2;
      const prepared = await prepareHypotheses([userHypothesis], options, () => (gold !== undefined ? m2SourceLines(gold) : undefined));
      try {
        await runIMeasure(prepared.paths[0]!, options, prepared.sign, prepared.userPath);
      } catch (error) {
        throw prepared.mapError(error);
      } finally {
        prepared.cleanup();
      }
    });
}

/** `userPath`: the user's file behind a prepared one (--tokenize), for what the output names. */
async function runIMeasure(hypothesis: string, options: IMeasureCliOptions, sign: (signature: string) => string, userPath: (path: string) => string): Promise<void> {
    {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { parseNumberOption, printJson, formatScore } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');
      const { parseMaximise } = await import('../../metrics/imeasure/options.js');
      const { runIMeasureCommand } = await import('../../metrics/imeasure/run.js');
      // ieval spells it -opt:sent; `gecval score -O opt=` spells it 'sentence': both are accepted, one meaning
      if (options.opt !== 'sent' && options.opt !== 'sentence' && options.opt !== 'corpus') throw new GecvalInputError(`--opt must be 'sent' (or 'sentence') or 'corpus', got '${options.opt}'`);
      if (options.method !== 'fast' && options.method !== 'enumerate') throw new GecvalInputError(`--method must be 'fast' or 'enumerate', got '${options.method}'`);
      // Empty gold and empty hypothesis would "score" 100% on nothing; a longer gold is caught by the runner.
      const { readLines } = await import('../../formats/text-file.js');
      if (readLines(hypothesis).length === 0) throw new GecvalInputError('has no lines: no sentence to score', { file: hypothesis });
      const result = runIMeasureCommand(
        {
          m2: options.m2,
          ixml: options.ixml,
          hypothesis,
          mix: options.nomix !== true,
          maximise: parseMaximise(options.max),
          optimise: options.opt === 'corpus' ? 'corpus' : 'sentence',
          beta: parseNumberOption('--beta', options.beta, { min: Number.MIN_VALUE }),
          weight: parseNumberOption('--weight', options.weight, { min: Number.MIN_VALUE }),
          method: options.method,
          enumerationLimit: parseNumberOption('--enumeration-limit', options.enumerationLimit, { integer: true, min: 0 }),
          perSentence: options.perSentence === true,
        },
        terminalProgress(),
      );
      if (options.json) {
        printJson({ ...result, hypothesis: userPath(result.hypothesis), signature: sign(result.signature) });
        return;
      }
      const pct = (x: number): string => formatScore(100 * x, 2).padStart(7);
      const header = `${'Aspect'.padEnd(12)}${['TP', 'TN', 'FP', 'FN', 'FPN'].map((h) => h.padStart(7)).join('')}${['P', 'R', 'F', 'Acc', 'Acc_b', 'WAcc', 'WAcc_b', 'I'].map((h) => h.padStart(7)).join('')}`;
      const row = (label: string, a: (typeof result.corpus)['detection']): string =>
        `${label.padEnd(12)}${[a.tp, a.tn, a.fp, a.fn, a.fpn].map((n) => String(n).padStart(7)).join('')}${[a.p, a.r, a.f, a.acc, a.acc_b, a.wacc, a.wacc_b, a.i].map(pct).join('')}`;
      const lines = [header];
      for (const [i, s] of (result.per_sentence ?? []).entries()) lines.push(row(`${s.id || i + 1} Det`, s.detection), row(`${s.id || i + 1} Cor`, s.correction));
      lines.push(row('Detection', result.corpus.detection), row('Correction', result.corpus.correction), sign(result.signature));
      process.stdout.write(`${lines.join('\n')}\n`);
    }
}
