// Parsing never loads training machinery (issue 13): neither the library's parser entry point (its static module
// graph, read by esbuild) nor a real `gecval parse` run with a perceptron and a BiLSTM model (every module the
// process resolves, recorded by a loader hook) touches training/parser/.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { build } from 'esbuild';
import { repoRoot } from '../../helpers/shared.js';

const TRAINING = 'training/parser/';
const dir = mkdtempSync(join(tmpdir(), 'gecval-parse-path-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the parser entry point and the parse command import no training module (static graph)', async () => {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ['src/ucca/parser/index.ts', 'src/cli/commands/parse.ts'],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: join(dir, 'bundle'),
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  // the shipped library's entry point reaches nothing of the training tree either (issue 33)
  const library = await build({ absWorkingDir: repoRoot, entryPoints: ['src/index.ts'], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', outdir: join(dir, 'bundle0'), logLevel: 'silent' });
  assert.deepEqual(Object.keys(library.metafile.inputs).filter((f) => f.startsWith('training/')), []);
  // the graph is the real one: both classifiers and the decoder are in it
  for (const module of ['src/ucca/parser/decoder.ts', 'src/ucca/parser/perceptron/classifier.ts', 'src/ucca/parser/bilstm/network.ts']) assert.ok(inputs.includes(module), module);
  assert.deepEqual(inputs.filter((f) => f.startsWith(TRAINING)), []);
  // …while the training entry point does reach them (the check can fail)
  const training = await build({ absWorkingDir: repoRoot, entryPoints: ['training/parser/index.ts'], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', outdir: join(dir, 'bundle2'), logLevel: 'silent' });
  assert.ok(Object.keys(training.metafile.inputs).some((f) => f.startsWith(`${TRAINING}bilstm/gradient-threads.ts`)));
});

test('`gecval parse` with v1 and v2 loads no training module (every module the process resolves)', () => {
  const log = join(dir, 'modules.log');
  const hooks = `data:text/javascript,${encodeURIComponent(
    `import { appendFileSync } from 'node:fs';
     export async function resolve(specifier, context, next) { const r = await next(specifier, context); appendFileSync(${JSON.stringify(log)}, r.url + '\\n'); return r; }`,
  )}`;
  const register = `data:text/javascript,${encodeURIComponent(`import { register } from 'node:module'; register(${JSON.stringify(hooks)});`)}`;
  const input = join(dir, 'in.txt');
  writeFileSync(input, 'I has a apple .\nHe go to school every days .\n');
  for (const model of ['v1', 'v2']) {
    writeFileSync(log, '');
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--import', register, resolve(repoRoot, 'src/cli/main.ts'), 'parse', '--tokenized', '--model', model, input], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /<root/);
    const all = readFileSync(log, 'utf8').split('\n');
    const modules = all.filter((u) => u.includes('/src/ucca/parser/'));
    const classifier = model === 'v1' ? '/src/ucca/parser/perceptron/classifier.ts' : '/src/ucca/parser/bilstm/network.ts';
    assert.ok(modules.some((u) => u.endsWith(classifier)), `${model}: ${classifier} resolved`);
    assert.deepEqual(all.filter((u) => u.includes(`/${TRAINING}`)), [], model);
  }
});
