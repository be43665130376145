/**
 * `gecval usim`: USIM (Choshen & Abend 2018) of corrections against their sources, on UCCA graphs.
 * One pair (`--source-graph/--correction-graph`) or a batch (`--source-list/--correction-list`, one graph file
 * per line, paired line by line). The library call is `scoreUsim`/`scoreUsimBatch` (src/ucca/usim/score.ts);
 * with `--source SRC.txt HYP.txt` both sides are plain text, parsed by the parse service (src/ucca/parser/service.ts:
 * parses cached in gecval's cache by sentence hash, `--parses DIR` to reuse earlier ones) and scored by
 * `scoreTextUsim` (src/ucca/usim/text.ts).
 */
import type { Command } from 'commander';
import { addJobsOption, type JobsCliOptions } from '../jobs.js';
import { modelOptionHelp } from '../model-option.js';
import { flagDefault } from '../metric-flags.js';
import { USIM_CONFIG } from '../../metrics/usim/options.js';

interface UsimCliOptions extends JobsCliOptions {
  sourceGraph?: string;
  correctionGraph?: string;
  sourceList?: string;
  correctionList?: string;
  variant: string;
  json?: boolean;
  emulatePaperPairing?: boolean;
  source?: string;
  model?: string;
  cache?: string | boolean;
  parses?: string;
  raw?: boolean;
  shard?: string;
  merge?: string[];
}

export function register(program: Command): void {
  const command = program
    .command('usim')
    .description('USIM: semantic faithfulness of corrections to their sources, from UCCA graphs (reference-less)')
    .option('--source-graph <file>', 'UCCA graph of the source (.xml, .json, .jsonl)')
    .option('--correction-graph <file>', 'UCCA graph of the correction')
    .option('--source-list <file>', 'batch: one source graph path per line')
    .option('--correction-list <file>', 'batch: one correction graph path per line, paired with --source-list line by line')
    .option('--variant <name>', "'code' (the original implementation), 'code-aligned-end' (the original with a final full stop aligned too, so identical sentences score 1; docs/ucca-usim.md#usim-identity) or 'paper' (the paper's directional definition; graph files only: text mode computes the two code variants)", flagDefault(USIM_CONFIG.variant))
    .option('--emulate-paper-pairing', "batch: find each correction's source the way the authors' JFLEG driver did (file-name digits; a bug that reproduces the paper's .19-.39)")
    .option('--source <file>', 'text mode: learner sentences, one per line; the hypothesis file is the argument (both parsed with the bundled UCCA parser)')
    .option('--model <model>', modelOptionHelp('text mode: '))
    .option('--cache <dir>', 'text mode: folder where parses are cached by sentence hash (default: ucca-parses/ in the gecval cache: $GECVAL_CACHE, else $XDG_CACHE_HOME/gecval or ~/.cache/gecval; `gecval cache info` shows it)')
    .option('--no-cache', 'text mode: parse every sentence afresh and keep nothing on disk')
    .option('--parses <dir>', 'text mode: read-only directory of parses from an earlier run (same naming as the cache)')
    .option('--raw', 'text mode: lines are raw text, tokenized by the parser (default: whitespace-tokenized)')
    .option('--json', 'print JSON')
    .option('--shard <K/N>', 'text mode: score only the K-th of N contiguous slices of the line pairs (merge the --json outputs with --merge)')
    .option('--merge <shards...>', 'merge the --json outputs of shards 1/N … N/N into the single-run --json output')
    .argument('[hypothesis]', 'text mode: corrected sentences, one per line, paired with --source line by line');
  command.addHelpText(
      'after',
      '\nExamples:\n  gecval usim --source dev.src mle_1.txt --json\n  gecval usim --source-graph dev.src0.xml --correction-graph mle_1.txt0.xml --json\n  gecval usim --source-list src.lst --correction-list mle_1.lst --json\n  gecval usim --source dev.src mle_1.txt --json --shard 2/4 > part2.json   (then: gecval usim --merge part1.json … part4.json)',
  );
  addJobsOption(command, 'text mode parsing').action(async (hypothesis: string | undefined, options: UsimCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { printJson, formatScore } = await import('../io.js');
      if (options.merge) {
        const { mergeShards, USIM_SHARDS } = await import('../shard-merge.js');
        printJson(mergeShards(options.merge, USIM_SHARDS));
        return;
      }
      if (options.source !== undefined || hypothesis !== undefined) {
        if (options.source === undefined || hypothesis === undefined) throw new GecvalInputError('text mode needs both --source SRC.txt and a hypothesis file');
        if (options.variant !== 'code' && options.variant !== 'code-aligned-end') {
          throw new GecvalInputError(`text mode computes the code variants of USIM (code, code-aligned-end); --variant ${options.variant} needs graph files (--source-graph/--correction-graph or the lists): the paper's variant compares single-word units that the parser's output does not pin down the same way`);
        }
        const textVariant: 'code' | 'code-aligned-end' = options.variant;
        const { parseShardOption, shardSlice } = await import('../parse-io.js');
        const { jobsFrom } = await import('../jobs.js');
        const { parseCacheDir } = await import('../../core/cache.js');
        const { textUsimFiles } = await import('../text-runs.js');
        const { terminalProgress } = await import('../progress.js');
        const jobs = await jobsFrom(options);
        const shard = parseShardOption(options.shard);
        const cache = options.cache === false ? undefined : typeof options.cache === 'string' ? options.cache : parseCacheDir();
        const { result, lines, sources, hypotheses } = await textUsimFiles(options.source, hypothesis, { raw: options.raw, model: options.model, variant: textVariant, cache, parses: options.parses, jobs, shard, progress: terminalProgress() });
        // Like the original, the code variant can score an unchanged sentence below 1 (docs/ucca-usim.md#usim-identity): say so.
        if (textVariant === 'code') {
          const [srcLines, hypLines] = [shardSlice(sources, shard), shardSlice(hypotheses, shard)];
          const unchanged = result.sentences.filter((s, i) => s.usim < 1 && srcLines[i] === hypLines[i]).length;
          if (unchanged > 0) {
            const { printWarning } = await import('../io.js');
            printWarning(`${unchanged} unchanged sentence(s) score below 1, as in the original code (a final token after the last chunk is never aligned); --variant code-aligned-end scores them 1 (docs/ucca-usim.md#usim-identity)`);
          }
        }
        if (options.json) {
          printJson((await import('../json-views.js')).usimTextView(result, shard && { ...shard, lines }));
        } else {
          process.stdout.write(`USIM ${formatScore(result.mean)} (mean of ${result.sentences.length} pairs; ${result.parsed} parsed, ${result.reused} from cache)\n${result.signature}\n`);
        }
        return;
      }
      const { scoreUsim, scoreUsimBatch, usimSignature, withGraphFile } = await import('../../ucca/usim/score.js');
      const { USIM_VARIANTS } = await import('../../ucca/usim/score.js');
      const variant = USIM_VARIANTS.find((v) => v.name === options.variant)?.name;
      if (variant === undefined) throw new GecvalInputError(`--variant must be one of ${USIM_VARIANTS.map((v) => v.name).join(', ')}, got '${options.variant}'`);
      if (options.correctionList) {
        const { graphPairPaths, readGraphPairs } = await import('../../ucca/usim/files.js');
        const paths = graphPairPaths({ sourceList: options.sourceList, correctionList: options.correctionList, emulatePaperPairing: options.emulatePaperPairing });
        const pairs = readGraphPairs(paths);
        if (pairs.length === 0) throw new GecvalInputError('lists no graph file: no pair to score', { file: options.correctionList });
        const result = scoreUsimBatch(pairs, { variant, emulatePaperPairing: options.emulatePaperPairing }, paths);
        if (options.json) printJson({ mean: result.mean, variant, sentences: result.sentences, signature: result.signature });
        else process.stdout.write(`USIM ${formatScore(result.mean)} (mean of ${result.sentences.length} pairs)\n${result.signature}\n`);
        return;
      }
      if (!options.sourceGraph || !options.correctionGraph) {
        throw new GecvalInputError('give --source-graph and --correction-graph, or --source-list and --correction-list');
      }
      const { readUccaGraph } = await import('../../ucca/read.js');
      const [source, correction] = [readUccaGraph(options.sourceGraph), readUccaGraph(options.correctionGraph)];
      const score = withGraphFile(() => scoreUsim(source, correction, { variant }), source, correction, [options.sourceGraph, options.correctionGraph]);
      const signature = usimSignature({ variant });
      if (options.json) printJson({ ...score, signature });
      else process.stdout.write(`USIM ${formatScore(score.usim)} (P ${formatScore(score.precision)} R ${formatScore(score.recall)})\n${signature}\n`);
    });
}
