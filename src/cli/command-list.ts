/**
 * Every gecval command, in help order. A static list (not a folder scan) so that esbuild can bundle the CLI; each
 * entry loads its module on demand, so that starting `gecval m2` loads and compiles the m2 command alone, not all
 * of them (`gecval --help` and an unknown command load every one). A command's name is its file's name.
 * test/cli/command-list.test.ts fails when a file in commands/ is missing here.
 */
import type { Command } from 'commander';

export interface CommandEntry {
  /** The file in src/cli/commands/ (without .ts), which is also the command's name. */
  readonly file: string;
  readonly load: () => Promise<{ register(program: Command): void }>;
}

export const COMMANDS: readonly CommandEntry[] = [
  { file: 'cache', load: () => import('./commands/cache.js') },
  { file: 'conservatism', load: () => import('./commands/conservatism.js') },
  { file: 'coverage', load: () => import('./commands/coverage.js') },
  { file: 'dagf', load: () => import('./commands/dagf.js') },
  { file: 'demo', load: () => import('./commands/demo.js') },
  { file: 'distsim', load: () => import('./commands/distsim.js') },
  { file: 'draw', load: () => import('./commands/draw.js') },
  { file: 'edits', load: () => import('./commands/edits.js') },
  { file: 'errant-compare', load: () => import('./commands/errant-compare.js') },
  { file: 'faithfulness', load: () => import('./commands/faithfulness.js') },
  { file: 'imeasure', load: () => import('./commands/imeasure.js') },
  { file: 'm2-merge', load: () => import('./commands/m2-merge.js') },
  { file: 'm2', load: () => import('./commands/m2.js') },
  { file: 'meta-eval', load: () => import('./commands/meta-eval.js') },
  { file: 'maege', load: () => import('./commands/maege.js') },
  { file: 'parse', load: () => import('./commands/parse.js') },
  { file: 'report', load: () => import('./commands/report.js') },
  { file: 'score', load: () => import('./commands/score.js') },
  { file: 'segment', load: () => import('./commands/segment.js') },
  { file: 'serve', load: () => import('./commands/serve.js') },
  { file: 'significance', load: () => import('./commands/significance.js') },
  { file: 'ucca-eval', load: () => import('./commands/ucca-eval.js') },
  { file: 'tokenize', load: () => import('./commands/tokenize.js') },
  { file: 'unseenest', load: () => import('./commands/unseenest.js') },
  { file: 'usim', load: () => import('./commands/usim.js') },
  { file: 'web', load: () => import('./commands/web.js') },
];
