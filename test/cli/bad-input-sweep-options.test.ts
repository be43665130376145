/**
 * Command-level bad-input sweep, option values and output paths: a wrong value (negative, zero, NaN, not an
 * integer, an unknown name, a shard outside 1..N) is one `gecval: error:` line naming the option, with exit 2 and
 * no stack trace; an output path inside a file (where a folder is needed), or an existing folder where a file is
 * written, is one line naming the path. (Tests run as root here, so a folder without write permission cannot be
 * tried; a path through a file fails the same way, at the same place, for every writer.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judge, pool, runGecval } from '../helpers/bad-input-sweep.js';
import { CROWD, FINGERPRINT, GOLD, GOLD_A0, GOLD_A1, HYP, REF, SRC, XML_A, XML_B } from '../helpers/bad-input-fixtures.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-sweep-options-'));
const files: Record<string, string> = {
  'src.txt': SRC, 'hyp.txt': HYP, 'ref.txt': REF, 'gold.m2': GOLD, 'a0.m2': GOLD_A0, 'a1.m2': GOLD_A1,
  'crowd.tsv': CROWD, 'fp.txt': FINGERPRINT, 'g.xml': XML_A, 'c.xml': XML_B, 'shard.json': '{"shard": "1/2"}\n',
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
mkdirSync(join(dir, 'existing-dir'));

const M2 = ['m2', 'hyp.txt', 'gold.m2'];
const M2G = ['m2', '--gold', 'gold.m2', 'hyp.txt'];
const GLEU = ['score', '--metric', 'gleu', '--source', 'src.txt', '--refs', 'ref.txt', '--', 'hyp.txt'];
const IM = ['imeasure', '--m2', 'gold.m2', 'hyp.txt'];
const CONS = ['conservatism', '--source', 'src.txt', '--ref', 'ref.txt', 'hyp.txt'];
const COV = ['coverage', '--crowd', 'crowd.tsv', '--reps', '10', '--bootstrap', '0', '--max-m', '3'];
const FAITH = ['faithfulness', '--model', 'none', '--source', 'src.txt', 'hyp.txt'];
const USIM = ['usim', '--model', 'v1', '--cache', 'cache', '--source', 'src.txt', 'hyp.txt'];
const PARSE = ['parse', '--model', 'v1', 'src.txt'];
const MAEGE = ['maege', '--m2', 'gold.m2', '--refs', 'ref.txt', '--metrics', 'bleu', '--out', 'maege-out', '--no-plots', '--jobs', '1'];
const SIG = ['significance', '--m2', 'gold.m2', '--resamples', '20', 'hyp.txt'];
const REPORT = ['report', '--source', 'src.txt', '--refs', 'ref.txt', '--systems', 'hyp.txt', '--sections', 'leaderboard', '--metrics', 'bleu', '--resamples', '10', '--no-cache', '--jobs', '1', '--out', 'report-out'];

/** [args, what the one error line must contain] */
const OPTION_CASES: ReadonlyArray<readonly [readonly string[], string]> = [
  [[...M2, '--beta', '-1'], '--beta'],
  [[...M2, '--beta', 'NaN'], '--beta'],
  [[...M2, '--beta', 'abc'], '--beta'],
  [[...M2, '--beta', 'Infinity'], '--beta'],
  [[...M2, '--max-unchanged-words', '-1'], '--max-unchanged-words'],
  [[...M2, '--max-unchanged-words', '1.5'], '--max-unchanged-words'],
  [[...M2, '--frobnicate'], '--frobnicate'],
  [[...M2G, '--jobs', '0'], '--jobs'],
  [[...M2G, '--jobs', '1.5'], '--jobs'],
  [[...M2G, '--jobs', 'two'], '--jobs'],
  [['m2', 'hyp.txt'], 'gold'],
  [[...GLEU, '--seed', '1.5'], '--seed'],
  [[...GLEU, '--seed', 'abc'], '--seed'],
  [[...GLEU, '--seed', '9007199254740993'], '--seed'],
  [[...COV, '--seed', '1e30'], '--seed'],
  [[...GLEU, '--iterations', '0'], '--iterations'],
  [[...GLEU, '--iterations', '-3'], '--iterations'],
  [[...GLEU.slice(0, -2), '-O', 'noequals', 'hyp.txt'], 'noequals'],
  [[...GLEU.slice(0, -2), '-O', 'bogus=1', 'hyp.txt'], 'bogus'],
  [['score', '--metric', 'nope', 'hyp.txt'], 'nope'],
  [['score', '--metric', 'gleu', 'hyp.txt'], 'source'],
  [[...IM, '--max', 'bogus'], '--max'],
  [[...IM, '--opt', 'bogus'], '--opt'],
  [[...IM, '-b', '-1'], 'beta'],
  [[...IM, '-w', 'NaN'], 'weight'],
  [[...IM, '--method', 'bogus'], '--method'],
  [[...IM, '--enumeration-limit', '-1'], '--enumeration-limit'],
  [[...CONS, '--word-change', 'bogus'], '--word-change'],
  [[...CONS, '--ecdf', 'bogus'], '--ecdf'],
  [[...COV, '--max-m', '0'], '--max-m'],
  [[...COV, '--reps', '-1'], '--reps'],
  [[...COV, '--bootstrap', 'abc'], '--bootstrap'],
  [[...COV, '--seed', '1.5'], '--seed'],
  [[...COV, '--algorithm', 'bogus'], '--algorithm'],
  [[...COV, '--solver', 'bogus'], '--solver'],
  [[...COV, '--index-key', 'bogus'], '--index-key'],
  [['distsim', '--source-graph', 'g.xml', '--correction-graph', 'c.xml', '--definition', 'bogus'], '--definition'],
  [['distsim', '--source-graph', 'g.xml', '--correction-graph', 'c.xml', '--average', 'bogus'], '--average'],
  [['usim', '--source-graph', 'g.xml', '--correction-graph', 'c.xml', '--variant', 'bogus'], '--variant'],
  [[...FAITH, '--model', 'bogus'], '--model'],
  [[...FAITH, '--jobs', '0'], '--jobs'],
  [[...FAITH, '--jobs', '1.5'], '--jobs'],
  [[...FAITH, '--jobs', 'NaN'], '--jobs'],
  [[...FAITH, '--shard', '5/4'], '--shard'],
  [[...FAITH, '--shard', '0/2'], '--shard'],
  [[...FAITH, '--shard', '1/0'], '--shard'],
  [[...FAITH, '--shard', 'x'], '--shard'],
  [['faithfulness', '--merge', 'shard.json'], 'shard.json'],
  [['faithfulness', '--merge', 'missing.json'], 'missing.json'],
  [[...USIM, '--shard', '5/4'], '--shard'],
  [[...USIM, '--jobs', '-2'], '--jobs'],
  [[...USIM, '--model', 'bogus'], 'bogus'],
  [['usim', '--merge', 'hyp.txt'], 'hyp.txt'],
  [[...PARSE, '--format', 'bogus'], '--format'],
  [[...PARSE, '--model', 'bogus'], 'bogus'],
  [[...PARSE, '--jobs', '0'], '--jobs'],
  [[...PARSE, '--shard', '0/2'], '--shard'],
  [[...MAEGE, '--metrics', 'bogus'], 'bogus'],
  [[...MAEGE, '--seed', 'abc'], '--seed'],
  [[...MAEGE, '--chains', '0'], '--chains'],
  [[...MAEGE, '--seeds', '-1'], '--seeds'],
  [[...MAEGE, '--jobs', '0'], '--jobs'],
  [[...MAEGE, '--chain-sampling', 'bogus'], '--chain-sampling'],
  [[...MAEGE, '--ties', 'bogus'], '--ties'],
  [[...MAEGE, '--nan', 'bogus'], '--nan'],
  [[...SIG, '--resamples', '0'], '--resamples'],
  [[...SIG, '--seed', 'abc'], '--seed'],
  [[...SIG, '--crowd', 'crowd.tsv', '--max-m', '0'], '--max-m'],
  [[...SIG, '--crowd', 'crowd.tsv', '--scorer', 'bogus'], '--scorer'],
  [['unseenest', 'fp.txt', '--algorithm', 'bogus'], '--algorithm'],
  [['unseenest', 'fp.txt', '--solver', 'bogus'], '--solver'],
  [[...REPORT, '--resamples', '-1'], 'resamples'],
  [[...REPORT, '--seed', 'abc'], 'seed'],
  [[...REPORT, '--sections', 'bogus'], 'bogus'],
  [[...REPORT, '--metrics', 'bogus'], 'bogus'],
  [[...REPORT, '--jobs', '0'], 'jobs'],
  [['meta-eval', '--dataset', 'bogus', '--metric', 'bleu'], 'bogus'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bogus', '--data', 'existing-dir'], 'bogus'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bleu', '--data', 'no-such-dir'], 'no-such-dir'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bleu', '--data', 'existing-dir'], 'existing-dir'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bleu', '--data', 'existing-dir', '--window', '-1'], '--window'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bleu', '--data', 'existing-dir', '--resamples', '0'], '--resamples'],
  [['meta-eval', '--dataset', 'seeda', '--metric', 'bleu', '--data', 'existing-dir', '--seed', 'abc'], '--seed'],
  [['edits', '--source', 'src.txt', '--target', 'hyp.txt', '--merge', 'bogus'], '--merge'],
  [['ucca-eval', 'no-such-dir', 'existing-dir'], 'no-such-dir'],
  [['ucca-eval', 'hyp.txt', 'existing-dir'], 'hyp.txt'],
  [['no-such-command'], 'no-such-command'],
];

/** Writers given a path through a file (hyp.txt/...), or an existing folder where a file is written. */
const OUTPUT_CASES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['m2-merge', 'a0.m2', 'a1.m2', '-o', 'hyp.txt/merged.m2'], 'hyp.txt/merged.m2'],
  [['m2-merge', 'a0.m2', 'a1.m2', '-o', 'existing-dir'], 'existing-dir'],
  [['draw', 'g.xml', '-o', 'hyp.txt/g.svg'], 'hyp.txt/g.svg'],
  [['draw', 'g.xml', '-o', 'existing-dir'], 'existing-dir'],
  [['unseenest', 'fp.txt', '--out', 'hyp.txt/h.txt'], 'hyp.txt/h.txt'],
  [['edits', '--source', 'src.txt', '--target', 'hyp.txt', '-o', 'hyp.txt/out.m2'], 'hyp.txt/out.m2'],
  [['errant-compare', '--hyp', 'a0.m2', '--ref', 'a1.m2', '-o', 'hyp.txt/out.txt'], 'hyp.txt/out.txt'],
  [['errant-compare', '--hyp', 'a0.m2', '--ref', 'a1.m2', '-o', 'existing-dir'], 'existing-dir'],
  [['errant-compare', '--source', 'src.txt', '--hyp-text', 'hyp.txt', '--ref', 'a0.m2', '--write-hyp', 'hyp.txt/h.m2'], 'hyp.txt/h.m2'],
  [[...CONS, '--out', 'hyp.txt/cons'], 'hyp.txt/cons'],
  [[...CONS, '--out', 'ref.txt'], 'ref.txt'],
  [[...COV, '--out', 'hyp.txt/cov'], 'hyp.txt/cov'],
  [[...SIG, '--out', 'hyp.txt/sig'], 'hyp.txt/sig'],
  [[...MAEGE.slice(0, -5), '--out', 'hyp.txt/maege', '--no-plots', '--jobs', '1'], 'hyp.txt/maege'],
  [[...REPORT.slice(0, -2), '--out', 'hyp.txt/report'], 'hyp.txt/report'],
  [['demo', '--out', 'hyp.txt/demo'], 'hyp.txt/demo'],
  [[...PARSE, '--out', 'hyp.txt/parses'], 'hyp.txt/parses'],
  [[...USIM.slice(0, 4), 'hyp.txt/cache', ...USIM.slice(5)], 'hyp.txt/cache'],
];

test('a wrong option value is one error line naming the option (exit 2)', { timeout: HANG_TIMEOUT_MS }, async () => {
  const problems = await pool(OPTION_CASES, 2, async ([args, names]) => {
    const result = await runGecval(['-q', ...args], { cwd: dir });
    const problem = judge(result, 'error', { names });
    return problem === null ? null : `gecval ${args.join(' ')}: ${problem}`;
  });
  assert.deepEqual(problems.filter((p) => p !== null), []);
});

test('an output path through a file, or a folder where a file goes, is one error line naming it (exit 2)', { timeout: HANG_TIMEOUT_MS }, async () => {
  const problems = await pool(OUTPUT_CASES, 2, async ([args, names]) => {
    const result = await runGecval(['-q', ...args], { cwd: dir });
    const problem = judge(result, 'error', { names });
    return problem === null ? null : `gecval ${args.join(' ')}: ${problem}`;
  });
  assert.deepEqual(problems.filter((p) => p !== null), []);
});
