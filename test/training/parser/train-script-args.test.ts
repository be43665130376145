// The training script is run by hand for hours: a mistyped option must say what is wrong and exit 2 at once,
// before any data is read, not end in a stack trace.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../helpers/shared.js';

const cases: Array<[string[], RegExp]> = [
  [['--explore-from', 'x'], /--explore-from expects a whole epoch number ≥ 1, got x/],
  [['--explore-from', '0'], /--explore-from expects a whole epoch number ≥ 1, got 0/],
  [['--explore-from', '2', '--explore-probability', '1.5'], /--explore-probability expects a number in \[0, 1\], got 1\.5/],
  [['--recipe', 'nope'], /--recipe must be one of ewt, wiki, wiki\+ewt, got nope/],
  [['--set', 'nope=1'], /--set expects key=value with a key of BiLstmConfig, got nope=1/],
  [['--extend-vectors', '-3'], /--extend-vectors expects a positive whole number of words, got -3/],
];

test('training/scripts/train-parser-v2.ts refuses bad option values with exit 2 and one line', () => {
  for (const [args, message] of cases) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'training/scripts/train-parser-v2.ts'), ...args], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, message);
    assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
  }
});
