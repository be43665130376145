#!/usr/bin/env node
// Builds the package: `tsc` emits the library (dist/**/*.js + .d.ts, the typed API that `import 'gecval'` loads),
// then esbuild bundles the CLI into dist/bin/gecval.js (+ lazily loaded chunks), so that starting `gecval` reads a
// handful of files instead of ~100 modules: a one-sentence `gecval m2` starts within ~40 ms of a bare `node`.
// Heavy dependencies stay external and load only when a command needs them.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'esbuild';
import { buildFastEntry } from './build-fast-entry.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.json')], { stdio: 'inherit' });
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

// Small pure-JavaScript packages on the start-up path of common commands are bundled: commander (every command),
// pure-rand (core/random, reached by the metric registry) and fastest-levenshtein (the Levenshtein metrics and
// ERRANT's aligner, also reached by the registry). Loading each from node_modules costs a package.json lookup,
// resolution and a module per file (pure-rand: 3 ES modules; fastest-levenshtein: a CommonJS module that Node
// scans for its exports) on every `gecval score`. Everything else is loaded from node_modules on demand.
const bundled = new Set(['commander', 'pure-rand', 'fastest-levenshtein']);
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {}), 'tsx', 'typescript']
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

// commander requires node:child_process at load time, only to run external `git-style` subcommands (gecval has
// none); child_process drags in net, dgram and the stream machinery, a few ms of every start-up. This plugin
// hands commander a stand-in that loads the real module on first use.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^node:child_process$/ }, (args) => (/[\\/]commander[\\/]/u.test(args.importer) ? { path: 'lazy-child-process', namespace: 'gecval-lazy' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'gecval-lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

// src/core/version.ts reads package.json at run time (it must, for tsx and the tsc output); in the bundle the
// version is known at build time, which spares every start-up finding and parsing package.json.
const inlineVersion = {
  name: 'inline-version',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]version\.ts$/ }, () => ({
      contents: `/** The package version, fixed when the CLI was bundled (scripts/build.mjs). */\nexport const VERSION: string = ${JSON.stringify(pkg.version)};\n`,
      loader: 'ts',
    }));
  },
};

const BANNER = "import { createRequire as __gecvalCreateRequire } from 'node:module'; const require = __gecvalCreateRequire(import.meta.url);";

await build({
  entryPoints: { gecval: join(root, 'src/cli/main.ts') },
  outdir: join(root, 'dist/bin'),
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external,
  // Bundled CommonJS code calls require() for Node built-ins; an ES module has none unless it makes one.
  banner: { js: BANNER },
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [lazyChildProcess, inlineVersion],
});

// esbuild puts the banner on every chunk; only chunks that call require() need it (a start-up loads ~20 chunks).
for (const dir of [join(root, 'dist/bin'), join(root, 'dist/bin/chunks')]) {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    const rest = text.replace(`${BANNER}\n`, '');
    if (rest !== text && !/\brequire\b/u.test(rest)) writeFileSync(file, rest);
  }
}

// esbuild gives every dynamically imported module its own file; when that module's code lives in a shared chunk
// the file only re-exports it (`import { a, b } from "./chunk-X.js"; export { a, b };`), and loading it is one more
// ES module to resolve, read and link. Such imports go straight to the chunk, which exports the same names.
const chunksDir = join(root, 'dist/bin/chunks');
const exportedNames = (text) => {
  const block = /\nexport \{\n([^}]*)\};\n?$/u.exec(text);
  return block ? block[1].split(',').map((n) => n.trim()).filter((n) => n !== '') : [];
};
const redirects = new Map();
for (const name of readdirSync(chunksDir).filter((f) => f.endsWith('.js') && !f.startsWith('chunk-'))) {
  const text = readFileSync(join(chunksDir, name), 'utf8');
  const wrapper = /^import \{\n([^}]*)\} from "\.\/(chunk-[\w-]+\.js)";\n(?:import "\.\/chunk-[\w-]+\.js";\n)*export \{\n([^}]*)\};\n?$/u.exec(text);
  if (!wrapper) continue;
  const list = (block) => block.split(',').map((n) => n.trim()).filter((n) => n !== '').sort();
  const imported = list(wrapper[1]);
  const exported = list(wrapper[3]);
  const target = wrapper[2];
  const targetExports = new Set(exportedNames(readFileSync(join(chunksDir, target), 'utf8')));
  if (imported.join() !== exported.join() || imported.some((n) => n.includes(' ') || !targetExports.has(n))) continue;
  redirects.set(name, target);
}
for (const dir of [join(root, 'dist/bin'), chunksDir]) {
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    const prefix = dir === chunksDir ? './' : './chunks/';
    const rewritten = text.replace(/import\("\.\/(?:chunks\/)?([\w-]+\.js)"\)/gu, (call, target) => (redirects.has(target) ? `import("${prefix}${redirects.get(target)}")` : call));
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

// The bin: a CommonJS router, the hot commands from one file with a V8 code cache, the rest from the bundle above.
await buildFastEntry({ root, external, plugins: [lazyChildProcess, inlineVersion] });

// The browser app (dist/web): scripts/build-web.mjs.
await import('./build-web.mjs');
