/**
 * docs/architecture.md's "Recipe: a toy parser model" works as written (#33 points 5 and 8): its TypeScript block
 * is cut out of the page (imports pointed at this repository), run in a fresh process that trains a perceptron on
 * 20 EWT sentences through the training tree and saves it, and its shell block's `gecval parse --model FILE` parses
 * with the saved file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dataPath, repoRoot } from '../helpers/shared.js';

const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
const section = page.slice(page.indexOf('## Recipe: a toy parser model'), page.indexOf('\n## ', page.indexOf('## Recipe: a toy parser model') + 3));

/** The section's code blocks of one language, without their indentation. */
function blocks(lang: string): string[] {
  return [...section.matchAll(new RegExp(`^( *)\`\`\`${lang}\\n([\\s\\S]*?)^\\1\`\`\``, 'gmu'))].map((m) => m[2]!.split('\n').map((l) => l.slice(m[1]!.length)).join('\n'));
}

test('the toy parser model recipe trains, saves and parses as written', () => {
  assert.ok(section.length > 100, 'the section exists');
  const [script] = blocks('ts');
  const [shell] = blocks('sh');
  assert.ok(script && shell, 'one ts and one sh block');
  // every path the section names exists
  for (const m of section.matchAll(/`((?:src|training|test)\/[\w./-]+\.ts)`/gu)) assert.ok(existsSync(join(repoRoot, m[1]!)), m[1]);
  const dir = mkdtempSync(join(tmpdir(), 'gecval-toy-parser-'));
  try {
    const file = join(dir, 'toy-parser.ts');
    writeFileSync(file, script.replace(/'\.\/((?:src|training)\/[^']+)'/gu, (_, path: string) => `'${pathToFileURL(join(repoRoot, path)).href}'`));
    const model = join(dir, 'toy.ucca.bin.gz');
    const train = spawnSync(process.execPath, ['--import', 'tsx', file, model], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, GECVAL_DATA: dataPath() } });
    assert.equal(train.status, 0, train.stderr);
    assert.match(train.stdout, /best epoch \d of 3, \d+ classes/);
    assert.ok(existsSync(model));
    // the shell block: the sentence it writes, then `npm run gecval -- parse …` (run here as the CLI it names)
    const sentence = /echo "([^"]+)" > sentences\.txt/u.exec(shell)?.[1];
    assert.ok(sentence);
    writeFileSync(join(dir, 'sentences.txt'), `${sentence}\n`);
    const command = /npm run gecval -- (parse .*)$/mu.exec(shell)?.[1];
    assert.ok(command);
    const args = command.split(/\s+/u).map((a) => (a === 'toy.ucca.bin.gz' ? model : a === 'sentences.txt' ? join(dir, 'sentences.txt') : a));
    const parsed = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'src/cli/main.ts'), ...args], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(parsed.status, 0, parsed.stderr);
    const graph = JSON.parse(parsed.stdout.trim()) as { format: string; tokens: Array<{ text: string }> };
    assert.equal(graph.format, 'ucca-json/1');
    assert.deepEqual(graph.tokens.map((t) => t.text).join(' '), sentence);
    assert.match(parsed.stderr, /ucca-parse\|model:toy\|recipe:toy\|seed:1\|sha:[0-9a-f]{8}\|/u);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every training/ file the docs name exists (the training tree moved out of src/ and scripts/)', () => {
  const pages = ['README.md', 'models/README.md', 'test/README.md', 'training/README.md', ...readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const missing: string[] = [];
  let named = 0;
  for (const pageFile of pages) {
    const text = readFileSync(join(repoRoot, pageFile), 'utf8');
    for (const m of text.matchAll(/(?<![\w/.-])((?:training|test\/training)\/[\w./-]+\.ts)/gu)) {
      named++;
      if (!existsSync(join(repoRoot, m[1]!))) missing.push(`${pageFile}: ${m[1]}`);
    }
  }
  assert.ok(named > 10, String(named));
  assert.deepEqual(missing, []);
});
