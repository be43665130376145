// The model catalogue agrees with the shipped files: each named model exists, its header's kind is the
// catalogued classifier kind (which has a loader), and its recorded recipe and seed are the catalogued ones.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../helpers/shared.js';
import { BUNDLED_PARSER_MODELS, DEFAULT_PARSER_MODEL, PARSER_CATALOGUE, resolveParserModel } from '../../../src/ucca/parser/catalogue.js';
import { CLASSIFIER_KINDS } from '../../../src/ucca/parser/classifier-kinds.js';
import { readContainer } from '../../../src/ucca/parser/model-file.js';
import { parse, parserSignature } from '../../../src/ucca/parser/parser.js';
import { toUccaJson } from '../../../src/ucca/json.js';

test('every catalogued model file matches its entry', () => {
  assert.deepEqual(Object.keys(PARSER_CATALOGUE).sort(), ['v1', 'v1-ewt', 'v2', 'v2-ewt', 'v3']);
  assert.ok(DEFAULT_PARSER_MODEL in PARSER_CATALOGUE);
  for (const [name, entry] of Object.entries(PARSER_CATALOGUE)) {
    const { header } = readContainer(BUNDLED_PARSER_MODELS[name]!);
    assert.equal(header.kind, entry.kind, name);
    assert.ok(CLASSIFIER_KINDS[entry.kind], `${name}: no loader for ${entry.kind}`);
    const training = header.training as { recipe: string; seed: number };
    assert.equal(training.recipe, entry.training.recipe, name);
    assert.equal(training.seed, entry.training.seed, name);
    const args = entry.training.args;
    assert.equal(args[args.indexOf('--recipe') + 1], entry.training.recipe, name);
    assert.ok(args.join(' ').includes(`--out models/${entry.file}`), name);
  }
});

test('names resolve to files; anything else is a path', () => {
  assert.equal(resolveParserModel('v1'), BUNDLED_PARSER_MODELS.v1);
  assert.equal(resolveParserModel('some/file.ucca.bin.gz'), 'some/file.ucca.bin.gz');
  assert.equal(resolveParserModel(undefined), undefined);
  // an npm install without the EWT-only models: one line that says where the file comes from
  assert.throws(() => resolveParserModel('v2-ewt', () => false), (e: Error) => e.name === 'GecvalInputError' && /not installed/.test(e.message) && e.message.includes('ucca-parser-v2-ewt.ucca.bin.gz') && !e.message.includes('\n'));
  // …and the training script it names is in the training tree (issue 33)
  for (const [name, entry] of Object.entries(PARSER_CATALOGUE)) assert.ok(existsSync(join(repoRoot, 'training/scripts', entry.training.script)), name);
  try {
    resolveParserModel('v2-ewt', () => false);
  } catch (e) {
    const script = /node --import tsx (\S+)/u.exec((e as Error).message)?.[1];
    assert.equal(script, 'training/scripts/train-parser-v2.ts');
  }
});

test('the library takes the names the CLI takes: parse(…, {model: "v1"}) and its signature', () => {
  const byName = parse(['I like cats .'], { model: 'v1', tokenized: true });
  const byFile = parse(['I like cats .'], { model: BUNDLED_PARSER_MODELS.v1!, tokenized: true });
  assert.deepEqual(toUccaJson(byName[0]!), toUccaJson(byFile[0]!));
  assert.match(parserSignature({ model: 'v1' }), /model:ucca-parser-v1\|/);
  assert.equal(parserSignature({ model: 'v1' }), parserSignature({ model: BUNDLED_PARSER_MODELS.v1! }));
});
