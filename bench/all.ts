/**
 * Every bench script by name (bench/lib/catalogue.ts); with no name, the whole-process benches one after another, each
 * printing its Markdown tables (bench/RESULTS.md explains them):
 *
 *   npm run bench                              (builds first; then this file: the `all` set)
 *   npm run bench -- --quick                   smaller inputs, fewer runs: a smoke test of every bench in a few minutes
 *   npm run bench -- --only usim,parser        some of the `all` set
 *   node --import tsx bench/all.ts --list      every script: name, kind, whether `all` runs it, what it measures
 *   node --import tsx bench/all.ts parser/compare errant/scorer -- --runs 1     scripts by name (or kind: speed,
 *                                              check, analysis, tool), with the options after `--` passed to each
 *
 * Options other than --list/--only/--help before `--` are passed to every script too (as before); a script started
 * from here ignores a forwarded option it does not declare (bench/lib/args.ts).
 *
 * The originals are found through environment variables (a bench skips a side whose variable is unset, saying so):
 * M2SCORER_DIR (m2, startup), GLEU_SCRIPT / GLEU_STANDIN / NLTK_PYTHON / SARI_DIR / MAEGE_DIR (metrics), USIM_UCCA_DIR (usim,
 * faithfulness), IMEASURE_DIR (imeasure), UNSEENEST_SCRIPT (conservatism).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_SCRIPTS, pickScripts, type BenchScript } from './lib/catalogue.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
const after = dashes >= 0 ? argv.slice(dashes + 1) : [];

const HELP = `Runs bench scripts by name; with no name, the whole-process benches of bench/RESULTS.md.

usage: node --import tsx bench/all.ts [NAME|KIND …] [--only NAME,…] [OPTIONS…] [-- OPTIONS…]

  --list          every bench script: name, kind, * when 'all' runs it, h when it takes --help
  --only N,…      the named scripts (comma-separated; the old form)
  NAME | KIND     (first, before any option) a script by name (--list) or every script of a kind: speed, check,
                  analysis, tool
  OPTIONS         passed to every script run (e.g. --quick, --runs 1); a script ignores those it does not declare
  -h, --help      this help
`;

function list(): string {
  const width = Math.max(...BENCH_SCRIPTS.map((s) => s.name.length));
  const rows = BENCH_SCRIPTS.map((s) => `${s.inAll ? '*' : ' '}${s.harness ? 'h' : ' '} ${s.name.padEnd(width)}  ${s.kind.padEnd(8)}  ${s.summary}  (${s.script})`);
  return `${rows.join('\n')}\n\n* run by 'all' (npm run bench); h reads bench/lib/args.ts options (--help)\n`;
}

if (own.includes('--help') || own.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}
if (own.includes('--list')) {
  process.stdout.write(list());
  process.exit(0);
}

const onlyAt = own.indexOf('--only');
const rest = own.filter((_, i) => onlyAt < 0 || (i !== onlyAt && i !== onlyAt + 1));
// Names come first; from the first option on, every word is passed to the scripts (`--metrics m2` is a value).
const firstOption = rest.findIndex((a) => a.startsWith('-'));
const leading = firstOption < 0 ? rest : rest.slice(0, firstOption);
const names = [...(onlyAt >= 0 ? own[onlyAt + 1]!.split(',') : []), ...leading];
const passThrough = [...rest.slice(leading.length), ...after];
let scripts: BenchScript[];
try {
  scripts = names.length > 0 ? pickScripts(names) : BENCH_SCRIPTS.filter((s) => s.inAll);
} catch (e) {
  process.stderr.write(`bench: error: ${(e as Error).message}\n`);
  process.exit(2);
}

function command(s: BenchScript): [string, string[]] {
  if (s.runner === 'python3') return ['python3', [s.script, ...passThrough]];
  if (s.runner === 'sh') return ['sh', [s.script, ...passThrough]];
  if (s.runner === 'node') return [process.execPath, [s.script, ...passThrough]];
  return [process.execPath, ['--import', 'tsx', s.script, ...passThrough]];
}

let failed = 0;
for (const s of scripts) {
  process.stdout.write(`\n<!-- ${s.script} ${passThrough.join(' ')} -->\n`);
  const [program, args] = command(s);
  const run = spawnSync(program, args, { cwd: root, stdio: 'inherit', env: { ...process.env, GECVAL_BENCH_FORWARDED: '1' } });
  if (run.status !== 0) {
    failed++;
    process.stderr.write(`${s.script} failed (exit ${run.status})\n`);
  }
}
process.exit(failed > 0 ? 1 : 0);
