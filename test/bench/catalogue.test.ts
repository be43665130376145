/**
 * bench/lib/catalogue.ts lists every file under bench/ (a script by name, or a module other scripts import), every
 * listed script exists, names are unique, and the reader of bench/lib/args.ts types, defaults and refuses options.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { BENCH_MODULES, BENCH_SCRIPTS, pickScripts } from '../../bench/lib/catalogue.js';
import { benchArgs, benchHelp } from '../../bench/lib/args.js';

/** Training and fitting code moves out of bench/ (#33 point 5, another branch); until then it is not a bench. */
const NOT_BENCHES = new Set(['bench/errant/train-disambiguator.ts']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

test('every script and module under bench/ is catalogued, and every catalogued file exists', () => {
  const code = files(join(repoRoot, 'bench'))
    .map((f) => relative(repoRoot, f).split('\\').join('/'))
    .filter((f) => /\.(ts|mts|mjs|py|sh)$/u.test(f) && !NOT_BENCHES.has(f));
  const listed = new Set([...BENCH_SCRIPTS.map((s) => s.script), ...BENCH_MODULES]);
  assert.deepEqual(code.filter((f) => !listed.has(f)), []);
  for (const f of listed) assert.ok(existsSync(join(repoRoot, f)), f);
  const names = BENCH_SCRIPTS.map((s) => s.name);
  assert.equal(new Set(names).size, names.length);
  assert.deepEqual(pickScripts(['m2', 'parser/compare']).map((s) => s.script), ['bench/m2/run.ts', 'bench/parser/compare.ts']);
  assert.ok(pickScripts(['tool']).every((s) => s.kind === 'tool'));
  assert.throws(() => pickScripts(['nope']), /unknown bench 'nope'/u);
});

test('a script marked harness reads its options with bench/lib/args.ts, and the all set is the whole-process benches', () => {
  for (const s of BENCH_SCRIPTS.filter((x) => x.harness)) assert.match(readFileSync(join(repoRoot, s.script), 'utf8'), /benchArgs\(/u, s.script);
  assert.deepEqual(BENCH_SCRIPTS.filter((s) => s.inAll).map((s) => s.name), ['startup', 'm2', 'metrics', 'usim', 'parser', 'maege', 'report', 'imeasure', 'conservatism', 'faithfulness', 'edits']);
});

test('benchArgs: typed values, defaults, --quick defaults, repeatable strings, positionals', () => {
  const spec = {
    usage: 'x',
    summary: 'y',
    positionals: '[FILE…]',
    options: {
      runs: { type: 'number', default: 5, quickDefault: 1, description: 'runs' },
      name: { type: 'string', description: 'a name' },
      model: { type: 'strings', description: 'models' },
      slow: { type: 'boolean', description: 'slow' },
    },
  } as const;
  const a = benchArgs(spec, ['--runs', '3', '--model', 'a', '--model', 'b', '--slow', 'f.txt']);
  assert.deepEqual({ ...a }, { quick: false, positionals: ['f.txt'], runs: 3, name: undefined, model: ['a', 'b'], slow: true });
  const q = benchArgs(spec, ['--quick']);
  assert.equal(q.runs, 1);
  assert.equal(benchArgs(spec, []).runs, 5);
  assert.match(benchHelp(spec), /--runs N\s+runs \(default 5; 1 with --quick\)/u);
});

test('benchArgs under bench/all.ts: forwarded options the script does not declare are ignored, with their values', () => {
  const before = process.env.GECVAL_BENCH_FORWARDED;
  process.env.GECVAL_BENCH_FORWARDED = '1';
  try {
    const spec = { usage: 'x', summary: 'y', positionals: '[N]', options: { slow: { type: 'boolean', description: 's' } } } as const;
    const a = benchArgs(spec, ['--sentences', '100', '7', '--slow', '--metrics=m2', '--quick']);
    assert.deepEqual({ ...a }, { quick: true, positionals: ['7'], slow: true });
  } finally {
    if (before === undefined) delete process.env.GECVAL_BENCH_FORWARDED;
    else process.env.GECVAL_BENCH_FORWARDED = before;
  }
});
