/**
 * Every whole-process bench, one after another, each printing its Markdown tables (bench/RESULTS.md explains them):
 *
 *   npm run bench                      (builds first; then this file)
 *   npm run bench -- --quick           smaller inputs, fewer runs: a smoke test of every bench in a few minutes
 *   npm run bench -- --only usim,parser
 *
 * The originals are found through environment variables (a bench skips a side whose variable is unset, saying so):
 * M2SCORER_DIR (m2, startup), GLEU_SCRIPT / GLEU_STANDIN / NLTK_PYTHON / SARI_DIR / MAEGE_DIR (metrics), USIM_UCCA_DIR (usim).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = ['startup', 'm2', 'metrics', 'usim', 'parser', 'maege', 'report'] as const;
const argv = process.argv.slice(2);
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? argv[onlyAt + 1]!.split(',') : [...BENCHES];
const passThrough = argv.filter((_, i) => i !== onlyAt && i !== onlyAt + 1);
const root = fileURLToPath(new URL('../', import.meta.url));

let failed = 0;
for (const bench of BENCHES.filter((b) => only.includes(b))) {
  process.stdout.write(`\n<!-- bench/${bench}/run.ts ${passThrough.join(' ')} -->\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}/run.ts`, ...passThrough], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed++;
    process.stderr.write(`bench/${bench}/run.ts failed (exit ${run.status})\n`);
  }
}
process.exit(failed > 0 ? 1 : 0);
