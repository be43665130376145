/**
 * `gecval demo`: the whole report from the bundled samples (samples/README.md), written to ./gecval-demo/ by
 * default, with a short leaderboard of the real scores on stdout. Works from a fresh install: the samples and
 * the parser model are found relative to the package, not the working directory.
 */
import type { Command } from 'commander';

export function register(program: Command): void {
  program
    .command('demo')
    .description('build the HTML report from the bundled sample data (CoNLL-2014 excerpt, JFLEG parses, crowd corrections)')
    .option('--out <dir>', 'output folder', 'gecval-demo')
    .option('--force', 'write into an --out folder that holds files gecval did not write (replacing only those whose names gecval writes; never an input)')
    .addHelpText('after', '\nExample:\n  npx gecval demo --out demo && open demo/index.html\n\nNo --json: the machine-readable results are files in the output folder (report.json: the signature of the report, the status of each section, its time and files; the numbers are in the CSV files it lists), as for `gecval report`.')
    .action(async (options: { out: string; force?: boolean }) => {
      const { demoConfig } = await import('../../report/demo.js');
      const { runReport } = await import('./report.js');
      await runReport(demoConfig(options.out), { force: options.force });
    });
}
