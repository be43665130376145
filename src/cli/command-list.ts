/**
 * Every gecval command, in help order. A static list (not a folder scan) so that the CLI can be bundled into one
 * file by esbuild; each module's top level only registers options, and its action imports the library lazily.
 * test/cli/command-list.test.ts fails when a file in commands/ is missing here.
 */
import type { Command } from 'commander';
import { register as conservatism } from './commands/conservatism.js';
import { register as coverage } from './commands/coverage.js';
import { register as dagf } from './commands/dagf.js';
import { register as demo } from './commands/demo.js';
import { register as distsim } from './commands/distsim.js';
import { register as draw } from './commands/draw.js';
import { register as edits } from './commands/edits.js';
import { register as errantCompare } from './commands/errant-compare.js';
import { register as faithfulness } from './commands/faithfulness.js';
import { register as imeasure } from './commands/imeasure.js';
import { register as m2Merge } from './commands/m2-merge.js';
import { register as m2 } from './commands/m2.js';
import { register as metaEval } from './commands/meta-eval.js';
import { register as maege } from './commands/maege.js';
import { register as parse } from './commands/parse.js';
import { register as report } from './commands/report.js';
import { register as score } from './commands/score.js';
import { register as significance } from './commands/significance.js';
import { register as uccaEval } from './commands/ucca-eval.js';
import { register as unseenest } from './commands/unseenest.js';
import { register as usim } from './commands/usim.js';

export const COMMANDS: readonly { readonly file: string; readonly register: (program: Command) => void }[] = [
  { file: 'conservatism', register: conservatism },
  { file: 'coverage', register: coverage },
  { file: 'dagf', register: dagf },
  { file: 'demo', register: demo },
  { file: 'distsim', register: distsim },
  { file: 'draw', register: draw },
  { file: 'edits', register: edits },
  { file: 'errant-compare', register: errantCompare },
  { file: 'faithfulness', register: faithfulness },
  { file: 'imeasure', register: imeasure },
  { file: 'm2-merge', register: m2Merge },
  { file: 'm2', register: m2 },
  { file: 'meta-eval', register: metaEval },
  { file: 'maege', register: maege },
  { file: 'parse', register: parse },
  { file: 'report', register: report },
  { file: 'score', register: score },
  { file: 'significance', register: significance },
  { file: 'ucca-eval', register: uccaEval },
  { file: 'unseenest', register: unseenest },
  { file: 'usim', register: usim },
];
