/**
 * docs/architecture.md's recipe works as written (#33 point 8): its code blocks for a toy metric `foo` (the options
 * config of step 1, the entry of step 3, the MAEGE preset of step 5 and the report column of step 6) are cut out of
 * the page, completed with imports and a small `createFoo`, and run in a fresh process that registers the entry and
 * uses it the way `gecval score`, `score --list`, `-O`, MAEGE and the report do. Every source path the page names
 * exists, and every function it names is exported where it says.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers/shared.js';

const page = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
const src = (path: string) => pathToFileURL(join(repoRoot, 'src', path)).href;

/** The code blocks of the page, in order, without their indentation. */
function codeBlocks(): string[] {
  return [...page.matchAll(/^( *)```ts\n([\s\S]*?)^\1```/gmu)].map((m) => m[2]!.split('\n').map((l) => l.slice(m[1]!.length)).join('\n'));
}

test('every src/ path docs/architecture.md names exists (the toy metric foo aside)', () => {
  const paths = [...new Set([...page.matchAll(/`(src\/[\w./-]+\.ts)`/gu)].map((m) => m[1]!))].filter((p) => !p.startsWith('src/metrics/foo/') && p !== 'src/report/sections/lengths.ts');
  assert.ok(paths.length > 10, paths.join(' '));
  for (const path of paths) assert.ok(existsSync(join(repoRoot, path)), path);
});

test('every repository file README.md, docs/*.md and test/README.md name by path exists', () => {
  const pages = ['README.md', 'test/README.md', ...readdirSync(join(repoRoot, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  const missing: string[] = [];
  for (const pageFile of pages) {
    const text = readFileSync(join(repoRoot, pageFile), 'utf8');
    // A path that starts at the repository root (not inside another repository's path, e.g. m2scorer/scripts/…).
    for (const m of text.matchAll(/(?<![\w/.-])((?:src|test|scripts|bench)\/[\w./-]+\.(?:ts|mjs|wat|py|sh))/gu)) {
      if (m[1]!.startsWith('src/metrics/foo/') || m[1] === 'test/metrics/foo.test.ts') continue; // the recipe's toy metric
      if (m[1] === 'src/report/sections/lengths.ts' || m[1] === 'test/report/sections/lengths.test.ts') continue; // its toy section
      if (!existsSync(join(repoRoot, m[1]!))) missing.push(`${pageFile}: ${m[1]}`);
    }
  }
  assert.deepEqual(missing, []);
});

test('the functions the recipe names are exported where it says', async () => {
  const options = await import('../../src/metrics/metric-options.js');
  for (const name of ['defineConfig', 'configDefaults', 'configSpecs']) assert.equal(typeof (options as Record<string, unknown>)[name], 'function', name);
  assert.equal(typeof (await import('../../src/metrics/metric-entry.js')).defineMetric, 'function');
  assert.equal(typeof (await import('../../src/metrics/segment-entry.js')).segmentEntry, 'function');
  const registry = await import('../../src/metrics/registry.js');
  for (const name of ['listMetrics', 'findMetric', 'scoreFiles', 'createMetric', 'registerMetric']) assert.equal(typeof (registry as Record<string, unknown>)[name], 'function', name);
  assert.ok(Array.isArray((await import('../../src/metrics/builtin-metrics.js')).BUILTIN_METRICS));
  const flags = await import('../../src/cli/metric-flags.js');
  assert.equal(typeof flags.flagHelp, 'function');
  assert.equal(typeof flags.flagDefault, 'function');
  assert.equal(typeof (await import('../../src/core/signature.js')).makeSignature, 'function');
});

test('the recipe, followed as written, adds a metric that score, --list, -O, MAEGE and the report find', () => {
  const blocks = codeBlocks();
  const config = blocks.find((b) => b.includes('export const FOO_CONFIG = defineConfig('));
  const entry = blocks.find((b) => b.includes('export const fooMetricEntry = defineMetric('));
  const maege = blocks.find((b) => /^maege: \[/u.test(b.trim()));
  assert.ok(config && entry && maege, 'the page has the config, entry and MAEGE blocks');
  const report = /add `(report: \{[^`]*\})`/u.exec(page)?.[1];
  assert.ok(report, 'the page names the report preset');

  const dir = mkdtempSync(join(tmpdir(), 'gecval-recipe-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{"type": "module"}\n');
    writeFileSync(join(dir, 'options.ts'), `import { configDefaults, defineConfig, type OptionsOf } from '${src('metrics/metric-options.ts')}';\n${config}`);
    // Step 2: a small metric (the share of hypothesis tokens found in a reference), with the options in its signature.
    writeFileSync(
      join(dir, 'metric.ts'),
      `import { makeSignature } from '${src('core/signature.ts')}';
import type { FooOptions } from './options.ts';
export function createFoo(options: FooOptions) {
  return {
    name: 'foo',
    higherIsBetter: true,
    signature: () => makeSignature('foo', { order: options.order, mode: options.mode }),
    statistics: (s: { hypothesis: string; references: readonly string[] }) => {
      const words = s.hypothesis.split(' ').filter(Boolean);
      const ref = new Set(s.references.flatMap((r) => r.split(' ')));
      return [words.filter((w) => ref.has(w)).length, words.length];
    },
    sentenceScore: ([hit, all]: number[]) => (all === 0 ? 0 : hit / all),
    corpusScore: (stats: number[][]) => stats.reduce((a, [h]) => a + h, 0) / Math.max(1, stats.reduce((a, [, n]) => a + n, 0)),
  };
}
`,
    );
    // Steps 3, 5 and 6: the entry block, with the MAEGE preset and the report column added as the page says.
    const withPresets = entry!.replace(/\n\}\);\s*$/u, `\n  ${maege!.trim()}\n  ${report},\n});\n`);
    writeFileSync(
      join(dir, 'entry.ts'),
      `import { defineMetric } from '${src('metrics/metric-entry.ts')}';
import { readSegments, scoreSegments } from '${src('metrics/segment-scoring.ts')}';
import { FOO_CONFIG } from './options.ts';
${withPresets.replaceAll("'./metric.js'", "'./metric.ts'")}`,
    );
    const write = (name: string, text: string) => (writeFileSync(join(dir, name), text), join(dir, name));
    const files = {
      source: write('src.txt', 'she go to school\nhe like it\n'),
      references: [write('ref.txt', 'she goes to school\nhe likes it\n')],
      hypothesis: write('hyp.txt', 'she goes to school\nhe like it\n'),
    };
    // Step 4 (register) and what it promises.
    writeFileSync(
      join(dir, 'check.ts'),
      `import { fooMetricEntry } from './entry.ts';
const registry = await import('${src('metrics/registry.ts')}');
const { metricListView } = await import('${src('cli/json-views.ts')}');
const { maegeMetricEntry } = await import('${src('analyses/maege/registry-adapter.ts')}');
registry.registerMetric(fooMetricEntry);
const files = ${JSON.stringify(files)};
const result = await registry.scoreFiles('f00', files, { order: '3', mode: 'smooth' });
let refused = '';
try { registry.resolveOptions(registry.findMetric('foo'), { order: '11' }); } catch (e) { refused = (e as Error).message; }
const listed = metricListView(registry.listMetrics().filter((e) => e.name === 'foo'));
const segment = await registry.createMetric('foo', { order: 2 });
console.log(JSON.stringify({
  corpus: result.corpus, signature: result.signature, refused, listed,
  maege: maegeMetricEntry('foo')?.paperName ?? null,
  report: registry.findMetric('foo').report ?? null,
  segment: segment.signature(),
}));
`,
    );
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'check.ts')], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(r.stdout) as {
      corpus: number;
      signature: string;
      refused: string;
      listed: unknown;
      maege: string | null;
      report: { label: string } | null;
      segment: string;
    };
    assert.equal(out.corpus, 6 / 7); // she goes to school (4/4), he like it (2/3)
    assert.match(out.signature, /^foo\|order:3\|mode:smooth\|/u);
    assert.match(out.refused, /option order of foo/u);
    assert.match(JSON.stringify(out.listed), /"key":"order","type":"integer","min":1,"max":10,"description":"maximum n-gram order","default":4/u);
    assert.equal(out.maege, 'FOO');
    assert.equal(out.report?.label, 'FOO');
    assert.match(out.segment, /^foo\|order:2\|mode:plain\|/u);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
