/**
 * Every whole-process bench, one after another, each printing its Markdown tables (bench/RESULTS.md explains them):
 *
 *   npm run bench                      (builds first; then this file)
 *   npm run bench -- --quick           smaller inputs, fewer runs: a smoke test of every bench in a few minutes
 *   npm run bench -- --only usim,parser
 *
 * The originals are found through environment variables (a bench skips a side whose variable is unset, saying so):
 * M2SCORER_DIR (m2, startup), GLEU_SCRIPT / GLEU_STANDIN / NLTK_PYTHON / SARI_DIR / MAEGE_DIR (metrics), USIM_UCCA_DIR (usim,
 * faithfulness), IMEASURE_DIR (imeasure), UNSEENEST_SCRIPT (conservatism).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** name → script; most areas keep their whole-process bench in run.ts, the newer ones beside an in-process run.ts. */
const SCRIPTS: Readonly<Record<string, string>> = {
  startup: 'bench/startup/run.ts',
  m2: 'bench/m2/run.ts',
  metrics: 'bench/metrics/run.ts',
  usim: 'bench/usim/run.ts',
  parser: 'bench/parser/run.ts',
  maege: 'bench/maege/run.ts',
  report: 'bench/report/run.ts',
  imeasure: 'bench/imeasure/whole-process.ts',
  conservatism: 'bench/conservatism/whole-process.ts',
  faithfulness: 'bench/faithfulness/whole-process.ts',
  edits: 'bench/errant/whole-process.ts',
};
const BENCHES = Object.keys(SCRIPTS);
const argv = process.argv.slice(2);
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? argv[onlyAt + 1]!.split(',') : [...BENCHES];
const passThrough = argv.filter((_, i) => i !== onlyAt && i !== onlyAt + 1);
const root = fileURLToPath(new URL('../', import.meta.url));

let failed = 0;
for (const bench of BENCHES.filter((b) => only.includes(b))) {
  process.stdout.write(`\n<!-- ${SCRIPTS[bench]} ${passThrough.join(' ')} -->\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPTS[bench]!, ...passThrough], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    process.stderr.write(`${SCRIPTS[bench]} failed (exit ${run.status})\n`);
  }
}
process.exit(failed > 0 ? 1 : 0);
