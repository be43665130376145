/**
 * `gecval conservatism`: how much correctors and references change the learner text (WordChange, word-order ρ,
 * splits/merges), with the paper's three figures.
 */
import type { Command } from 'commander';

interface ConservatismCliOptions {
  force?: boolean;
  source: string;
  ref: string[];
  out?: string;
  json?: boolean;
  csv?: boolean;
  wordChange: string;
  ecdf: string;
  plots: boolean;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export function register(program: Command): void {
  program
    .command('conservatism')
    .description('compare correctors and references with the learner source: changed words, word order, splits/merges')
    .requiredOption('--source <file>', 'learner source, one tokenised sentence per line')
    .option('--ref <file>', 'reference: corrected text file, or an M2 file (one reference per annotator); repeatable', collect, [])
    .argument('[systems...]', 'system output files (NAME=FILE or FILE; the name defaults to the file name)')
    .option('--out <dir>', 'write per-sentence CSV, summary.json and the figures (SVG+PNG) here')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .option('--json', 'print the summary and per-sentence records as JSON')
    .option('--csv', 'print the per-sentence records as CSV')
    .option('--word-change <mode>', "'code' (lemma + Levenshtein tolerance, as the paper's code) or 'strict'", 'code')
    .option('--ecdf <mode>', "ρ ECDF: 'all' (unconditional) or 'compat' (0.7 ≤ ρ < 1 as in the original plot)", 'all')
    .option('--no-plots', 'with --out: skip the figures')
    .action(async (systems: string[], options: ConservatismCliOptions) => {
      const { GecvalInputError } = await import('../../core/errors.js');
      const { readSentenceFile } = await import('../../formats/parallel.js');
      const { readM2 } = await import('../../formats/m2.js');
      const { basename } = await import('node:path');
      const { compareOutputs } = await import('../../analyses/conservatism/compare.js');
      const output = await import('../../analyses/conservatism/output.js');
      const { referencesFromM2 } = await import('../../analyses/conservatism/references.js');
      const { checkOutputDir, inputPaths, renderTable, writeOutputFiles } = await import('../../report/write/index.js');
      const { printJson } = await import('../io.js');
      const { terminalProgress } = await import('../progress.js');

      if (options.wordChange !== 'code' && options.wordChange !== 'strict') throw new GecvalInputError(`--word-change must be 'code' or 'strict', got '${options.wordChange}'`);
      if (options.ecdf !== 'all' && options.ecdf !== 'compat') throw new GecvalInputError(`--ecdf must be 'all' or 'compat', got '${options.ecdf}'`);
      if (systems.length === 0 && options.ref.length === 0) throw new GecvalInputError('give at least one system output file or --ref');
      if (options.out !== undefined) checkOutputDir(options.out, '--out', { inputs: inputPaths(options.source, options.ref, systems), force: options.force });
      const source = readSentenceFile(options.source).lines;
      const outputs: import('../../analyses/conservatism/compare.js').NamedOutput[] = [];
      for (const spec of systems) {
        const eq = spec.indexOf('=');
        const path = eq > 0 ? spec.slice(eq + 1) : spec;
        const name = eq > 0 ? spec.slice(0, eq) : basename(path).replace(/\.[^.]*$/u, '');
        outputs.push({ name, path, isReference: false, lines: readSentenceFile(path).lines });
      }
      for (const ref of options.ref) {
        if (ref.endsWith('.m2')) outputs.push(...referencesFromM2(readM2(ref), ref));
        else outputs.push({ name: basename(ref).replace(/\.[^.]*$/u, ''), path: ref, isReference: true, lines: readSentenceFile(ref).lines });
      }
      const result = compareOutputs(source, outputs, {
        wordChange: options.wordChange,
        sourcePath: options.source,
        progress: terminalProgress(),
      });
      if (options.out !== undefined) await writeOutputFiles(options.out, output.conservatismOutputFiles(result, { ecdf: options.ecdf, figures: options.plots }));
      if (options.json) printJson(output.conservatismJson(result));
      else if (options.csv) process.stdout.write(renderTable(output.conservatismSentencesTable(result), 'csv'));
      else process.stdout.write(`${renderTable(output.conservatismSummaryTable(result), 'tsv')}${result.signature}\n`);
    });
}
