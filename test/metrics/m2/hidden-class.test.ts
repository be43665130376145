/**
 * The M² scorer's lists keep one hidden class (src/core/arrays.ts). An empty `[]` and a filled list of strings or
 * objects have different hidden classes in V8; where the scorer's compiled code met both, it bailed out ("wrong map")
 * and was compiled again, and those recompilations were about a quarter of the instructions of a one-output
 * `gecval m2` run. These tests check the premise and the result in a child Node with V8's own tracing, under
 * `--predictable` (one thread, so the same bailouts on every run whatever the machine's load). They time nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { dataPath, repoRoot } from '../../helpers/shared.js';

/** Runs an ES-module script in a child Node (the repository's sources through tsx) with extra V8 flags. */
function runChild(flags: readonly string[], script: string): string {
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(run.status, 0, run.stderr);
  return run.stdout;
}

const moduleUrl = (path: string) => JSON.stringify(pathToFileURL(join(repoRoot, path)).href);

/**
 * The two premise tests state facts about the V8 of Node 20 (V8 11.3), the engine the project targets and CI runs; a
 * later engine may treat these lists differently (then the premise needs checking again, not gecval), so they run
 * only there. The bailout test below checks gecval's own code, on whatever engine runs it.
 */
const premiseEngine = process.versions.v8.startsWith('11.3.') ? false : `V8 ${process.versions.v8}: the premise is stated for Node 20's V8 11.3`;

test('emptyList: an empty list with the hidden class of a filled list of strings or objects, where [] has another', { skip: premiseEngine }, () => {
  const out = runChild(
    ['--allow-natives-syntax'],
    `import { emptyList } from ${moduleUrl('src/core/arrays.ts')};
     const words = 'a b'.split(' ');
     const objects = [{ start: 0 }];
     const empty = emptyList();
     empty.push('c');
     console.log(JSON.stringify([%HaveSameMap(emptyList(), words), %HaveSameMap(emptyList(), objects), %HaveSameMap([], words), %HaveSameMap(empty, words), emptyList() !== emptyList()]));`,
  );
  // the last two: a list filled after it was made keeps the class; every call gives a new array
  assert.deepEqual(JSON.parse(out), [true, true, false, true, true]);
});

test("map's result: packed from the builtin, holey from optimised code (why the scorer's and ERRANT's lists are pushed)", { skip: premiseEngine }, () => {
  const out = runChild(
    ['--allow-natives-syntax'],
    `function upper(list) { return list.map((x) => x.toUpperCase()); }
     const words = ['a', 'b', 'c'];
     %PrepareFunctionForOptimization(upper);
     const interpreted = upper(words);
     upper(words);
     %OptimizeFunctionOnNextCall(upper);
     const optimised = upper(words);
     console.log(JSON.stringify([%HasHoleyElements(interpreted), %HasHoleyElements(optimised), %HaveSameMap(interpreted, optimised)]));`,
  );
  assert.deepEqual(JSON.parse(out), [false, true, false]);
});

test('m2 on six CoNLL-2014 outputs (official gold): no "wrong map" bailout in the scorer\'s code (V8 --trace-deopt)', () => {
  const gold = dataPath('conll14', 'official-2014.combined.m2');
  const systems = ['AMU', 'CAMB', 'RAC', 'UFC', 'IITB', 'PKU'].map((s) => dataPath('conll14', 'systems', `${s}.txt`));
  const out = runChild(
    ['--predictable', '--trace-deopt-verbose'],
    `import { scoreM2Task } from ${moduleUrl('src/metrics/m2/batch.ts')};
     let f = 0;
     for (const hypothesis of ${JSON.stringify(systems)}) f += scoreM2Task({ hypothesis, gold: ${JSON.stringify(gold)}, options: {} }).f;
     console.log('F sum', f.toFixed(6));`,
  );
  // each bailout names its reason, then where in the source it happened (`;;; deoptimize at <file:line:column>`)
  const bailouts = out.split('[bailout').slice(1).map((block) => ({
    reason: /reason: ([^)]*)\)/u.exec(block)?.[1] ?? '',
    at: /deoptimize at <([^>]*)>/u.exec(block)?.[1] ?? '',
  }));
  const inGecval = bailouts.filter((b) => b.at.includes(`${join(repoRoot, 'src')}`));
  // the tracing did see gecval's code (some bailouts for lack of type feedback on branches met late are expected)
  assert.ok(out.includes('F sum'), out.slice(-2000));
  const wrongMap = inGecval.filter((b) => b.reason === 'wrong map');
  assert.deepEqual(wrongMap, [], JSON.stringify(wrongMap));
});
