/**
 * `gecval score`: one metric over one hypothesis file, sentence and corpus scores with the metric's signature;
 * or, given several hypothesis files, one table of corpus scores (a leaderboard) from one process.
 * Metrics come from the registry (src/metrics/registry.ts); each entry says which inputs it reads, so this
 * command only parses arguments, checks that the needed files were given, and prints.
 */
import type { Command } from 'commander';
import { addRawTextOptions, type RawTextCliOptions } from '../raw-text-options.js';
import { GLEU_CONFIG } from '../../metrics/gleu/options.js';

interface ScoreCliOptions extends RawTextCliOptions {
  metric?: string;
  list?: boolean;
  source?: string;
  refs?: string[];
  m2?: string;
  ixml?: string;
  json?: boolean;
  tsv?: boolean;
  seed?: string;
  iterations?: string;
  ltUrl?: string;
  model?: string;
  option: string[];
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function register(program: Command): void {
  const command = program
    .command('score')
    .description('score a hypothesis file, or several (a table), with one metric (BLEU, GLEU, iBLEU, SARI, MAX-SARI, Levenshtein, grammaticality, ...)')
    .argument('[hypotheses...]', 'system outputs, one tokenized sentence per line; several print a table (after --refs, separate them with --; one may also be the last file after --refs)')
    .option('--metric <name>', 'metric name (see --list)')
    .option('--list', 'list every registered metric, alphabetically, with its description, inputs, aliases and -O options')
    .option('--source <file>', 'source sentences, one per line')
    .option('--refs <files...>', 'reference files, one sentence per line each')
    .option('--m2 <file>', 'gold M2 file (M2-based metrics)')
    .option('--ixml <file>', 'gold I-measure XML file (I-measure)')
    .option('--json', 'print {"metric", "corpus", "sentences", "signature"} as JSON (several systems: {"metric", "results", "signature"}); with --list: the metrics as JSON')
    .option('--tsv', 'several systems: print the table as tab-separated values')
    .option('--seed <n>', 'seed for metrics that sample (GLEU)')
    .option('--iterations <n>', `sampling iterations (GLEU; default ${GLEU_CONFIG.iterations.default})`)
    .option('--lt-url <url>', 'grammaticality: LanguageTool server URL instead of the embedded Harper checker')
    .option('--model <model>', "metrics that parse (usim, faithfulness): the UCCA parser model, a catalogued name (v1, v1-ewt, v2, v2-ewt, v3; faithfulness also 'none') or a model file")
    .option('-O, --option <key=value>', 'metric option (see --list); repeatable', collect, [])
    .addHelpText(
      'after',
      `
Examples:
  gecval score --metric gleu --source dev.src --refs dev.ref0 dev.ref1 dev.ref2 dev.ref3 system.txt
  gecval score --metric bleu --source src.txt --refs ref0.txt system.txt --json
  gecval score --metric ibleu -O sign=+ --source src.txt --refs ref0.txt ref1.txt system.txt
  gecval score --metric grammaticality system.txt
  gecval score --metric gleu --source dev.src --refs dev.ref0 dev.ref1 dev.ref2 dev.ref3 -- sys1.txt sys2.txt sys3.txt   (a table)
  gecval score --metric sari --source src.txt sys1.txt sys2.txt --refs ref0.txt ref1.txt --tsv
  gecval score --list`,
    );
  addRawTextOptions(command)
    .action(async (hypothesisArgs: string[], options: ScoreCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const registry = await import('../../metrics/registry.js');
      const { printJson, formatScore, printInputWarnings, printWarning } = await import('../io.js');

      if (options.list) {
        // Alphabetical by name (the registry's own order is MAEGE's table order, which means nothing here).
        const entries = [...registry.listMetrics()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
        if (options.json) {
          printJson((await import('../json-views.js')).metricListView(entries));
          return;
        }
        process.stdout.write(`${entries.length} metrics, alphabetical by name; each with what it reads and its -O options (--list --json: the same as JSON)\n\n`);
        for (const entry of entries) {
          process.stdout.write(`${entry.name.padEnd(16)} ${entry.description}\n`);
          const aliases = entry.aliases && entry.aliases.length > 0 ? `; aliases: ${entry.aliases.join(', ')}` : '';
          const reads = entry.reads.required.join(', ') + (entry.reads.anyOf ? `, one of ${entry.reads.anyOf.join('|')}` : '');
          process.stdout.write(`${''.padEnd(18)}reads: ${reads}; ${entry.higherIsBetter ? 'higher is better' : 'lower is better'}${aliases}\n`);
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
      let hypotheses = hypothesisArgs;
      if (hypotheses.length === 0 && references.length >= 2) {
        hypotheses = references.slice(-1);
        references = references.slice(0, -1);
      }
      if (hypotheses.length === 0) throw new GecvalInputError('give the hypothesis file (gecval score --metric NAME ... HYP)');
      if (options.tsv && hypotheses.length === 1) throw new GecvalInputError('--tsv goes with several hypothesis files (the table of several systems)');

      const raw: Record<string, string> = Object.create(null) as Record<string, string>; // `-O __proto__=1` is a key like any other (and refused as unknown)
      for (const item of options.option) {
        const eq = item.indexOf('=');
        if (eq <= 0) throw new GecvalInputError(`-O expects key=value, got '${item}'`);
        raw[item.slice(0, eq)] = item.slice(eq + 1);
      }
      if (options.seed !== undefined) raw.seed = options.seed;
      if (options.iterations !== undefined) raw.iterations = options.iterations;
      if (options.ltUrl !== undefined) raw.ltUrl = options.ltUrl;
      // The parser model has one spelling on every command, --model; `-O model=` (usim) and `-O parser=` (faithfulness)
      // are the metric options it sets, still accepted with a deprecation note.
      const modelKey = entry.options.find((o) => o.key === 'model' || o.key === 'parser')?.key;
      if (modelKey !== undefined && raw[modelKey] !== undefined) printWarning(`-O ${modelKey}= is deprecated; use --model`);
      if (options.model !== undefined) {
        if (modelKey === undefined) throw new GecvalInputError(`--model: metric '${entry.name}' does not parse (it takes no parser model)`);
        raw[modelKey] = options.model;
      }

      const { terminalProgress } = await import('../progress.js');
      const { prepareHypotheses } = await import('../raw-text.js');
      const { readLines } = await import('../../formats/text-file.js');
      // A metric that weighs every compared system (GoToScorer's `-O systems=LIST`) must see them all as it sees the
      // hypothesis: with --tokenize the listed outputs are raw too, so they are tokenised alike and the list handed to
      // the metric names the tokenised files (else the tokenised hypothesis is missing from the raw list and counted
      // as one more system).
      const listed = options.tokenize !== undefined && raw.systems !== undefined && entry.options.some((o) => o.key === 'systems') ? await listedSystems(raw.systems, hypotheses) : undefined;
      const prepared = await prepareHypotheses([...hypotheses, ...(listed?.extra ?? [])], options, () => (options.source !== undefined ? readLines(options.source, { keep: true }) : undefined));
      const scored = prepared.paths.slice(0, hypotheses.length);
      try {
        if (listed !== undefined) raw.systems = await writePreparedList(listed.order.map((k) => prepared.paths[k]!), prepared.paths[0]!);
        await scoreAll(entry.name, scored, references, raw, options, prepared.sign);
      } catch (error) {
        throw prepared.mapError(error);
      } finally {
        prepared.cleanup();
      }
    });
}

/**
 * The outputs a `systems` list names, against the hypotheses given: `extra` are the listed files that are not
 * hypotheses (tokenised after them), `order` each listed file's index among hypotheses + extra. Paths resolve against
 * the list's folder, as the metric resolves them.
 */
async function listedSystems(listFile: string, hypotheses: readonly string[]): Promise<{ extra: string[]; order: number[] }> {
  const { dirname, resolve } = await import('node:path');
  const { readLines } = await import('../../formats/text-file.js');
  const base = dirname(resolve(listFile));
  const entries = readLines(listFile).map((l) => l.trim()).filter((l) => l !== '').map((l) => resolve(base, l));
  const known = hypotheses.map((h) => resolve(h));
  const extra: string[] = [];
  const order = entries.map((path) => {
    const at = known.indexOf(path);
    if (at >= 0) return at;
    known.push(path);
    extra.push(path);
    return known.length - 1;
  });
  return { extra, order };
}

/** Writes the list of tokenised outputs beside them (the raw-text step's temporary folder, removed with it). */
async function writePreparedList(paths: readonly string[], firstPrepared: string): Promise<string> {
  const { dirname, join } = await import('node:path');
  const { writeFileAtomic } = await import('../../core/write.js');
  const list = join(dirname(dirname(firstPrepared)), 'systems.list');
  writeFileAtomic(list, paths.map((p) => `${p}\n`).join(''), 'a temporary file (in the system temporary folder)', { durable: false });
  return list;
}

async function scoreAll(metric: string, hypotheses: readonly string[], references: string[], raw: Record<string, string>, options: ScoreCliOptions, sign: (signature: string) => string): Promise<void> {
      const registry = await import('../../metrics/registry.js');
      const { printInputWarnings, printJson, formatScore } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');
      const entry = { name: metric };
      if (hypotheses.length > 1) {
        await scoreBatch(entry.name, hypotheses, { source: options.source, references, m2: options.m2, ixml: options.ixml }, raw, options, sign);
        return;
      }
      const hypothesis = hypotheses[0]!;
      const result = await registry.scoreFiles(
        entry.name,
        { source: options.source, references, hypothesis, m2: options.m2, ixml: options.ixml },
        raw,
        { progress: terminalProgress() },
      );
      printInputWarnings(result.warnings ?? []);
      if (options.json) {
        printJson((await import('../json-views.js')).scoreView({ ...result, signature: sign(result.signature) }));
        return;
      }
      const extra = typeof result.details?.std === 'number' ? ` (std ${formatScore(result.details.std)})` : '';
      process.stdout.write(`${result.metric} = ${formatScore(result.corpus)}${extra}\n${sign(result.signature)}\n`);
      // A metric that follows another tool's signature format (sacreBLEU) prints that string too.
      if (typeof result.details?.sacrebleuSignature === 'string') process.stdout.write(`sacreBLEU signature: ${result.details.sacrebleuSignature}\n`);
}

type ScoreRequest = import('../../metrics/metric-entry.js').ScoreRequest;
type Progress = import('../../core/progress.js').Progress;

/** Progress whose stage names say which system of a batch is being scored. */
function withLabelPrefix(progress: Progress, prefix: string): Progress {
  return { start: (total, label) => progress.start(total, `${prefix}${label}`), increment: (by) => progress.increment(by), stop: () => progress.stop() };
}

/**
 * Several systems, one metric: each system scored exactly as the one-file form scores it (same entry, same
 * options, same numbers), in one process, with the source and reference files read once for all of them.
 */
async function scoreBatch(metric: string, hypotheses: readonly string[], request: Omit<ScoreRequest, 'hypothesis'>, raw: Record<string, string>, options: ScoreCliOptions, sign: (signature: string) => string = (x) => x): Promise<void> {
  const registry = await import('../../metrics/registry.js');
  const { withSharedReads } = await import('../../metrics/segment-scoring.js');
  const { printJson, printInputWarnings } = await import('../io.js');
  const { terminalProgress } = await import('../progress.js');
  const { basename } = await import('node:path');
  const results = await withSharedReads(async () => {
    const out = [];
    for (const [i, hypothesis] of hypotheses.entries()) {
      const progress = withLabelPrefix(terminalProgress(), `system ${i + 1}/${hypotheses.length} (${basename(hypothesis)}): `);
      out.push(await registry.scoreFiles(metric, { ...request, hypothesis }, raw, { progress }));
    }
    return out;
  });
  printInputWarnings(results.flatMap((r) => r.warnings ?? []));
  const name = (file: string) => basename(file).replace(/\.[^.]*$/u, '');
  const signature = sign(results[0]!.signature);
  const views = await import('../json-views.js');
  const systems = results.map((result, i) => ({ system: name(hypotheses[i]!), hypothesis: hypotheses[i]!, result }));
  if (options.json) {
    printJson(views.scoreTableView(systems, signature));
    return;
  }
  if (options.tsv) {
    process.stdout.write(views.scoreTableTsv(systems, signature));
    return;
  }
  // A signature names the metric's settings, not the hypothesis, so it is one per table; should a metric ever put
  // something per-system into it, each row keeps its own rather than the table showing a wrong one.
  const { header, rows, oneSignature } = views.scoreTableRows(systems);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) => row.map((cell, i) => (i === 0 || i === row.length - 1 && !oneSignature ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd();
  process.stdout.write([line(header), ...rows.map(line)].join('\n') + (oneSignature ? `\nSignature: ${signature}\n` : '\n'));
}
