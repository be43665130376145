#!/usr/bin/env node
// #38: download sizes of the browser app (README, "In the browser"): the first screen (index.html, style.css,
// page.js and the chunks it imports statically), the worker as it starts, every script, and each part fetched on
// demand. Gzipped sizes are gzip -9 of each file (what a static host that compresses would send).
//   node bench/web/sizes.mjs [dist/web]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const staticImports = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\/[^"]+)"/gu)) staticImports(join(dirname(file), m[1]), seen);
  return seen;
};
const walk = (dir) => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const size = (files) => {
  // the package's own dist/web has no copies of the models and Harper's binary (gecval web serves them)
  if (files.some((f) => !existsSync(f))) return 'not in this build (gecval web serves it from the package or harper.js)';
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(f);
    raw += bytes.length;
    gz += f.endsWith('.gz') ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return `${files.length} files, ${raw.toLocaleString('en')} bytes (${gz.toLocaleString('en')} gzipped)`;
};
const all = walk(root);
const scripts = all.filter((f) => f.endsWith('.js'));
/** The report download's scripts: its chunk and static imports beyond the worker's start, and the chunk(s) holding vega. */
const reportFiles = () => {
  const entry = scripts.find((f) => /export\s*\{[^}]*\bbuildWebReport\b/u.test(readFileSync(f, 'utf8')) || /function buildWebReport\b/u.test(readFileSync(f, 'utf8')));
  if (entry === undefined) return [];
  const atStart = staticImports(join(root, 'worker.js'));
  const own = [...staticImports(entry)].filter((f) => !atStart.has(f));
  const plots = scripts.filter((f) => readFileSync(f, 'utf8').includes('vega-lite'));
  return [...new Set([...own, ...plots])];
};
const rows = [
  ['first screen (index.html, style.css, page.js + static imports)', size([join(root, 'index.html'), join(root, 'style.css'), ...staticImports(join(root, 'page.js'))])],
  ['worker at start (worker.js + static imports)', size([...staticImports(join(root, 'worker.js'))])],
  ['every script (page, worker, all chunks loaded on demand)', size(scripts)],
  ['ERRANT lexicon (lexicon/errant.json.gz: wink-nlp English model + en-GB Hunspell), on demand', size([join(root, 'lexicon/errant.json.gz')])],
  ['UCCA parser v3, the CLI\'s default (models/ucca-parser-v3.ucca.bin.gz), on demand: USIM from text', size([join(root, 'models/ucca-parser-v3.ucca.bin.gz')])],
  ['UCCA parser v1, the fast one (models/ucca-parser-v1.ucca.bin.gz), on demand when chosen', size([join(root, 'models/ucca-parser-v1.ucca.bin.gz')])],
  ['faithfulness lexicon (lexicon/faithfulness-vectors.bin.gz, faithfulness-wordnet.json.gz), on demand; with parser v1', size([join(root, 'lexicon/faithfulness-vectors.bin.gz'), join(root, 'lexicon/faithfulness-wordnet.json.gz')])],
  ['grammaticality: Harper\'s code (harper.js bundled, and its loader: the chunks naming lint_kind), on demand', size(scripts.filter((f) => readFileSync(f, 'utf8').includes('lint_kind')))],
  ['grammaticality: Harper\'s WebAssembly (harper/harper.wasm, harper.js\'s own file), on demand', size([join(root, 'harper/harper.wasm')])],
  ['HTML report download: the report\'s code (the chunk defining buildWebReport and what it imports that the worker does not load at start) and the plotting code (vega, vega-lite), on demand', size(reportFiles())],
  ['bundled samples (samples/conll14, samples/jfleg with UCCA graphs), on demand', size(all.filter((f) => relative(root, f).startsWith('samples')))],
  ['all of dist/web', size(all)],
];
process.stdout.write(`| part | size |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}\n`);
