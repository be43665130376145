/**
 * `MetaEvalOptions.systemOutputs` / `gecval meta-eval --system-output NAME=FILE [--tokenize NAME]`: one of the
 * dataset's systems read from the user's file (the same system's output in another form), scored against the
 * dataset's references and compared with the human judgments of that system.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../../helpers/shared.js';
import { prepareDataset, runHumanMetaEval } from '../../../src/analyses/meta-eval/run.js';
import { GecvalInputError } from '../../../src/core/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'gecval-system-output-'));
const subset = dataPath('seeda', 'outputs', 'subset', 'GPT-3.5.txt');
/** GPT-3.5's SEEDA subset outputs with punctuation and clitics glued back on, as a raw corrector writes them. */
function rawGpt(): string {
  const file = join(dir, 'gpt-raw.txt');
  const text = readFileSync(subset, 'utf8').replace(/ ([.,!?;:])(?= |\n|$)/gu, '$1').replace(/ (n't|'s|'re|'ve|'ll|'m|'d)\b/gu, '$1');
  writeFileSync(file, text);
  return file;
}

test('system outputs: the same file gives the same numbers; its raw text, tokenised, comes back close; without --tokenize it does not (real data)', async () => {
  const metrics = [{ spec: 'm2' }];
  const common = { data: dataPath(), bootstrap: { resamples: 10, seed: 1 }, window: 0, systemSets: ['all'] };
  const base = await runHumanMetaEval('seeda', metrics, common);
  const same = await runHumanMetaEval('seeda', metrics, { ...common, systemOutputs: [{ system: 'GPT-3.5', file: subset }] });
  assert.deepEqual(same.rows, base.rows);
  assert.match(same.signature, /\|user-outputs:GPT-3\.5\|/u);
  const raw = rawGpt();
  const tokenised = await runHumanMetaEval('seeda', metrics, { ...common, systemOutputs: [{ system: 'GPT-3.5', file: raw, raw: { tokenizer: 'conll14' } }] });
  const untokenised = await runHumanMetaEval('seeda', metrics, { ...common, systemOutputs: [{ system: 'GPT-3.5', file: raw }] });
  const gpt = (r: typeof base) => r.metrics[0]!.corpus['GPT-3.5']!;
  assert.ok(Math.abs(gpt(tokenised) - gpt(base)) < 0.002, `${gpt(tokenised)} vs ${gpt(base)}`);
  assert.ok(gpt(untokenised) < gpt(base) - 0.1, `${gpt(untokenised)} vs ${gpt(base)}`);
  assert.match(tokenised.signature, /\|user-outputs:GPT-3\.5\|tok:conll14\|norm:none\|guide:source\|/u);
  // the other systems are untouched
  assert.equal(tokenised.metrics[0]!.corpus['T5'], base.metrics[0]!.corpus['T5']);
});

test('system outputs: a system without human judgments, a file of the wrong length, a name given twice are input errors', () => {
  assert.throws(() => prepareDataset('seeda', dataPath(), { systemOutputs: [{ system: 'MyLLM', file: subset }] }), (e: unknown) => e instanceof GecvalInputError && /'MyLLM' is not a system with human judgments in SEEDA/u.test(e.message));
  const short = join(dir, 'short.txt');
  writeFileSync(short, 'one line\n');
  assert.throws(() => prepareDataset('gjg15', dataPath(), { systemOutputs: [{ system: 'AMU', file: short }] }), (e: unknown) => e instanceof GecvalInputError && e.file === short && /has 1 lines but GJG15 has 1312 sentences/u.test(e.message));
  assert.throws(() => prepareDataset('seeda', dataPath(), { systemOutputs: [{ system: 'T5', file: subset }, { system: 'T5', file: subset }] }), /given twice/u);
});

test('meta-eval --system-output: NAME=FILE is checked in one line; --tokenize needs a --system-output', () => {
  const bad = runCli(['meta-eval', '--dataset', 'seeda', '--metric', 'm2', '--data', dataPath(), '--system-output', 'GPT-3.5']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: --system-output expects NAME=FILE, got 'GPT-3\.5'\n$/u);
  const lone = runCli(['meta-eval', '--dataset', 'seeda', '--metric', 'm2', '--data', dataPath(), '--tokenize', 'conll14']);
  assert.equal(lone.status, 2);
  assert.match(lone.stderr, /--tokenize applies to --system-output files/u);
});
