// The fast entry of the CLI (issue #39 point 10), called by scripts/build.mjs after the ES-module bundle is built.
//
// Node 20 pays for every ES module it loads (resolve, read, link) and has no compile cache for them: a one-sentence
// `gecval m2` spent ≈ 40 CPU-ms above `node -e 0` loading ~24 bundle files. So the bin, dist/bin/gecval.js, is a small
// CommonJS router (dist/bin/package.json says "commonjs"):
//   - the hot commands (HOT below, and `--version`) run from one CommonJS file, dist/bin/hot.cjs, built from the same
//     src/cli/main.ts with only those commands in its command list, compiled with a V8 code cache
//     (dist/bin/hot.cjs.cache) made at build time by running the hot path once; V8 checks the cache against its
//     version and flags and compiles from source when it does not fit (another Node, other flags), so the cache can
//     only make a start faster, never change what runs;
//   - every other command (and help, and an unknown name) imports the ES-module CLI, now dist/bin/cli.mjs with its
//     chunks in dist/bin/chunks (dist/bin/chunks/package.json says "module"), and calls its `main`.
// Both are built from the same sources with the same plugins, so the output is the same byte for byte.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

/** Commands that start from the single CommonJS file. Each one added makes that file (and every hot start) bigger. */
export const HOT = ['m2'];

/** The router's source: dist/bin/gecval.js. */
function routerSource() {
  return `#!/usr/bin/env node
// gecval's bin (built by scripts/build-fast-entry.mjs): runs the hot commands from one CommonJS file with a V8 code
// cache (hot.cjs), everything else from the ES-module CLI (cli.mjs). Both are the same src/cli/main.ts.
'use strict';
const { join } = require('node:path');

const HOT = ${JSON.stringify(HOT)};

/** Whether argv names a hot command (the first argument that is not an option, as main.ts reads it) or only asks for --version. */
function isHot(argv) {
  const name = argv.slice(2).find((arg) => !arg.startsWith('-'));
  return name === undefined ? argv.some((arg) => arg === '--version' || arg === '-V') : HOT.includes(name);
}

/** The wrapped source of hot.cjs, compiled with its code cache when V8 accepts it; returns the vm.Script. */
function compileHot(cachedData) {
  const vm = require('node:vm');
  const file = join(__dirname, 'hot.cjs');
  const source = require('node:fs').readFileSync(file, 'utf8');
  const wrapped = '(function (exports, require, module, __filename, __dirname) {' + source.replace(/^#!.*/u, '') + '\\n})';
  return new vm.Script(wrapped, { filename: file, cachedData });
}

/** Runs hot.cjs and returns its exports ({ main }). */
function loadHot(script) {
  const file = join(__dirname, 'hot.cjs');
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, require('node:module').createRequire(file), module, file, __dirname);
  return module.exports;
}

function hotMain() {
  let cachedData;
  try {
    cachedData = require('node:fs').readFileSync(join(__dirname, 'hot.cjs.cache'));
  } catch {
    cachedData = undefined;
  }
  return loadHot(compileHot(cachedData)).main;
}

function internalError(error) {
  process.stderr.write('gecval: internal error (please report it): ' + (error instanceof Error ? (error.stack ?? error.message) : String(error)) + '\\n');
  process.exit(70);
}

if (require.main === module) {
  if (isHot(process.argv)) hotMain()(process.argv).catch(internalError);
  else import(require('node:url').pathToFileURL(join(__dirname, 'cli.mjs')).href).then((cli) => cli.main(process.argv)).catch(internalError);
}

module.exports = { compileHot, loadHot, isHot };
`;
}

/**
 * Builds dist/bin/hot.cjs and its code cache, turns dist/bin/gecval.js (the ES-module entry esbuild wrote) into
 * dist/bin/cli.mjs, and writes the router in its place.
 */
export async function buildFastEntry({ root, external, plugins }) {
  const bin = join(root, 'dist/bin');
  const commandList = readFileSync(join(root, 'src/cli/command-list.ts'), 'utf8');
  // The command list of the hot file: the same entries, only the hot ones (so an import path is written once).
  const hotCommandList = {
    name: 'hot-command-list',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]command-list\.ts$/ }, () => {
        const kept = commandList.split('\n').filter((line) => {
          const entry = /\bfile: '([\w-]+)'/u.exec(line);
          return entry === null || HOT.includes(entry[1]);
        });
        if (kept.filter((line) => /\bfile: '/u.test(line)).length !== HOT.length) throw new Error(`build-fast-entry: not every hot command (${HOT.join(', ')}) is in src/cli/command-list.ts`);
        return { contents: kept.join('\n'), loader: 'ts' };
      });
    },
  };
  await build({
    entryPoints: [join(root, 'src/cli/main.ts')],
    outfile: join(bin, 'hot.cjs'),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external,
    // import() of a package or built-in becomes require(): a vm.Script compiled from a code cache has no loader for
    // import() on every Node 20 (checked below: nothing reachable from a hot command may be an ES-only package).
    supported: { 'dynamic-import': false },
    // import.meta.url in CommonJS: the file's own URL (createRequire, the package root and main.ts's entry check use it).
    banner: { js: "const __gecvalImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    define: { 'import.meta.url': '__gecvalImportMetaUrl' },
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [...plugins, hotCommandList],
  });

  if (/\bimport\(/u.test(readFileSync(join(bin, 'hot.cjs'), 'utf8'))) throw new Error('build-fast-entry: dist/bin/hot.cjs still calls import()');

  renameSync(join(bin, 'gecval.js'), join(bin, 'cli.mjs'));
  writeFileSync(join(bin, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
  writeFileSync(join(bin, 'chunks', 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  writeFileSync(join(bin, 'gecval.js'), routerSource(), { mode: 0o755 });

  // The code cache: V8 keeps what a run compiled (the functions a start-up needs), so run the hot path once, on a
  // one-sentence m2, in a child with no flags (the cache fits only the same Node and flags), and save it at exit.
  const dir = mkdtempSync(join(tmpdir(), 'gecval-code-cache-'));
  try {
    writeFileSync(join(dir, 'gold.m2'), 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\nS It is " fine " , they said .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\n');
    writeFileSync(join(dir, 'hyp.txt'), 'He goes to school .\nIt is " fine " , they said .\n');
    writeFileSync(join(dir, 'raw.txt'), 'He goes to school.\nIt\'s "fine", they said.\n');
    writeFileSync(join(dir, 'para.txt'), 'He goes to school. It\'s "fine", they said.\n');
    const producer = `
      const router = require(${JSON.stringify(join(bin, 'gecval.js'))});
      const script = router.compileHot(undefined);
      const { main } = router.loadHot(script);
      process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(join(bin, 'hot.cjs.cache'))}, script.createCachedData()));
      (async () => {
        await main(['node', 'gecval', 'm2', ${JSON.stringify(join(dir, 'hyp.txt'))}, ${JSON.stringify(join(dir, 'gold.m2'))}]);
        await main(['node', 'gecval', 'm2', '--tokenize', 'conll14', ${JSON.stringify(join(dir, 'raw.txt'))}, ${JSON.stringify(join(dir, 'gold.m2'))}]);
        await main(['node', 'gecval', 'm2', '--tokenize', 'conll14', '--segment', ${JSON.stringify(join(dir, 'para.txt'))}, ${JSON.stringify(join(dir, 'gold.m2'))}]);
      })();
    `;
    const env = { ...process.env, GECVAL_PROGRESS: '0' };
    const run = spawnSync(process.execPath, ['-e', producer], { cwd: dir, env, encoding: 'utf8' });
    if (run.status !== 0 || !run.stdout.startsWith('Precision   : 1.0000')) throw new Error(`build-fast-entry: the code-cache run failed:\n${run.stdout}${run.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
