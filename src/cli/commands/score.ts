/**
 * `gecval score`: one metric over one hypothesis file, sentence and corpus scores with the metric's signature.
 * Metrics come from the registry (src/metrics/registry.ts); each entry says which inputs it reads, so this
 * command only parses arguments, checks that the needed files were given, and prints.
 */
import type { Command } from 'commander';

interface ScoreCliOptions {
  metric?: string;
  list?: boolean;
  source?: string;
  refs?: string[];
  m2?: string;
  ixml?: string;
  json?: boolean;
  seed?: string;
  iterations?: string;
  ltUrl?: string;
  option: string[];
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function register(program: Command): void {
  program
    .command('score')
    .description('score a hypothesis file with one metric (BLEU, GLEU, iBLEU, SARI, MAX-SARI, Levenshtein, grammaticality, ...)')
    .argument('[hypothesis]', 'system output, one tokenized sentence per line (may also be the last file after --refs)')
    .option('--metric <name>', 'metric name (see --list)')
    .option('--list', 'list the metrics with one-line descriptions and their options')
    .option('--source <file>', 'source sentences, one per line')
    .option('--refs <files...>', 'reference files, one sentence per line each')
    .option('--m2 <file>', 'gold M2 file (M2-based metrics)')
    .option('--ixml <file>', 'gold I-measure XML file (I-measure)')
    .option('--json', 'print {"metric", "corpus", "sentences", "signature"} as JSON')
    .option('--seed <n>', 'seed for metrics that sample (GLEU)')
    .option('--iterations <n>', 'sampling iterations (GLEU; default 500)')
    .option('--lt-url <url>', 'grammaticality: LanguageTool server URL instead of the embedded Harper checker')
    .option('-O, --option <key=value>', 'metric option (see --list); repeatable', collect, [])
    .addHelpText(
      'after',
      `
Examples:
  gecval score --metric gleu --source dev.src --refs dev.ref0 dev.ref1 dev.ref2 dev.ref3 system.txt
  gecval score --metric bleu --source src.txt --refs ref0.txt system.txt --json
  gecval score --metric ibleu -O sign=+ --source src.txt --refs ref0.txt ref1.txt system.txt
  gecval score --metric grammaticality system.txt
  gecval score --list`,
    )
    .action(async (hypothesisArg: string | undefined, options: ScoreCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const registry = await import('../../metrics/registry.js');
      const { printJson, formatScore } = await import('../io.js');

      if (options.list) {
        for (const entry of registry.listMetrics()) {
          process.stdout.write(`${entry.name.padEnd(16)} ${entry.description}\n`);
          for (const spec of entry.options) {
            const fallback = (entry.defaults as Record<string, unknown>)[spec.key];
            const choices = spec.choices ? ` {${spec.choices.join('|')}}` : '';
            process.stdout.write(`${''.padEnd(18)}-O ${spec.key}=…${choices}  ${spec.description} (default: ${JSON.stringify(fallback)})\n`);
          }
        }
        return;
      }
      if (options.metric === undefined) throw new GecvalInputError('give --metric NAME (or --list to see the metrics)');
      const entry = registry.findMetric(options.metric);

      // `--refs R1 R2 HYP`: a variadic option swallows the hypothesis, so the last file is the hypothesis
      // whenever no positional one was given.
      let references = options.refs ?? [];
      let hypothesis = hypothesisArg;
      if (hypothesis === undefined && references.length >= 2) {
        hypothesis = references[references.length - 1];
        references = references.slice(0, -1);
      }
      if (hypothesis === undefined) throw new GecvalInputError('give the hypothesis file (gecval score --metric NAME ... HYP)');

      const raw: Record<string, string> = {};
      for (const item of options.option) {
        const eq = item.indexOf('=');
        if (eq <= 0) throw new GecvalInputError(`-O expects key=value, got '${item}'`);
        raw[item.slice(0, eq)] = item.slice(eq + 1);
      }
      if (options.seed !== undefined) raw.seed = options.seed;
      if (options.iterations !== undefined) raw.iterations = options.iterations;
      if (options.ltUrl !== undefined) raw.ltUrl = options.ltUrl;

      const { terminalProgress } = await import('../progress.js');
      const result = await registry.scoreFiles(
        entry.name,
        { source: options.source, references, hypothesis, m2: options.m2, ixml: options.ixml },
        raw,
        { progress: options.json ? undefined : terminalProgress() },
      );
      if (options.json) {
        // Metrics with a table of corpus results (the I-measure's detection/correction) print it as `corpus`.
        const { structuredCorpus, ...details } = (result.details ?? {}) as Record<string, unknown>;
        printJson({
          metric: result.metric,
          corpus: structuredCorpus ?? result.corpus,
          sentences: result.sentences,
          signature: result.signature,
          ...(Object.keys(details).length > 0 ? { details } : {}),
        });
        return;
      }
      const extra = typeof result.details?.std === 'number' ? ` (std ${formatScore(result.details.std)})` : '';
      process.stdout.write(`${result.metric} = ${formatScore(result.corpus)}${extra}\n${result.signature}\n`);
    });
}
