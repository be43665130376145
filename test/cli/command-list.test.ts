import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../helpers/shared.js';
import { COMMANDS } from '../../src/cli/command-list.js';

test('every module in src/cli/commands is registered in command-list.ts (and nothing else)', () => {
  const files = readdirSync(join(repoRoot, 'src/cli/commands'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -3))
    .sort();
  assert.deepEqual(COMMANDS.map((c) => c.file).sort(), files);
});
