import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../helpers/shared.js';
import { repoPathOf, writeModuleLoadHook } from '../helpers/module-load-log.js';

/**
 * Loading the metric registry loads metadata only (names, option specs, defaults, presets): every `gecval score`
 * loads it, and the implementations of ERRANT (150 KB of tagger weights), M², CLEME, GoToScorer, the I-measure and
 * USIM's UCCA code would be parsed on every run. A fresh `node --import tsx` process runs with a module hook that
 * logs every module loaded; the test reads which src/ modules the registry, option checking and n-gram scoring
 * pulled in.
 */

/** The child: the registry and everything a consumer reads without scoring, then SARI, BLEU and GLEU on files. */
const CHILD = `import { appendFileSync } from 'node:fs';
const log = process.env.GECVAL_LOAD_LOG;
const mark = (phase) => appendFileSync(log, '# ' + phase + '\\n');
const registry = await import(process.env.GECVAL_REGISTRY);
const files = JSON.parse(process.env.GECVAL_FILES);
const everyInput = { source: 's', references: ['r'], hypothesis: 'h', m2: 'g', ixml: 'x' };
for (const entry of registry.listMetrics()) {
  registry.findMetric(entry.name);
  for (const alias of entry.aliases ?? []) registry.findMetric(alias);
  registry.resolveOptions(entry, {});
  registry.checkRequest(entry, everyInput);
  JSON.stringify({ reads: entry.reads, options: entry.options, defaults: entry.defaults, maege: entry.maege, report: entry.report });
}
for (const metric of ['sari', 'bleu', 'gleu']) {
  mark(metric);
  const result = await registry.scoreFiles(metric, files);
  if (!Number.isFinite(result.corpus)) throw new Error(metric + ' gave no score');
}
mark('end');
`;

/** Modules loaded in each phase of the child, as paths relative to the repository, e.g. `src/metrics/sari/metric.ts`. */
function loadedModules(): Map<string, string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gecval-lazy-'));
  try {
    const hook = writeModuleLoadHook(dir);
    writeFileSync(join(dir, 'child.mjs'), CHILD);
    const log = join(dir, 'loads.txt');
    writeFileSync(log, '# registry\n');
    const write = (name: string, text: string) => {
      writeFileSync(join(dir, name), `${text}\n`);
      return join(dir, name);
    };
    const files = {
      source: write('src.txt', 'She go to school every days .'),
      references: [write('ref0.txt', 'She goes to school every day .'), write('ref1.txt', 'She went to school every day .')],
      hypothesis: write('hyp.txt', 'She goes to school every days .'),
    };
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', hook, join(dir, 'child.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, GECVAL_LOAD_LOG: log, GECVAL_REGISTRY: pathToFileURL(join(repoRoot, 'src/metrics/registry.ts')).href, GECVAL_FILES: JSON.stringify(files) },
    });
    assert.equal(result.status, 0, result.stderr);
    const phases = new Map<string, string[]>();
    let current: string[] = [];
    for (const entry of readFileSync(log, 'utf8').split('\n').filter((l) => l !== '')) {
      if (entry.startsWith('# ')) phases.set(entry.slice(2), (current = []));
      else if (entry.startsWith('file:')) {
        const path = repoPathOf(entry);
        if (path.startsWith('src/')) current.push(path);
      }
    }
    return phases;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Implementation modules no metadata consumer and no n-gram metric needs. */
function heavy(path: string): boolean {
  // The extraction size limit is a constant and a check (it imports only core/errors), read by faithfulness/files.ts.
  if (path === 'src/text/errant/limits.ts') return false;
  // gecval's whitespace tokenisation (imports nothing), which faithfulness/files.ts counts tokens with.
  if (path === 'src/text/tokens.ts') return false;
  if (/^src\/(text|ucca)\//u.test(path) || path === 'src/formats/m2.ts') return true;
  if (/^src\/metrics\/extracted-gold\.ts$/u.test(path)) return true;
  const sub = /^src\/metrics\/([\w-]+)\/([\w-]+)\.ts$/u.exec(path);
  if (sub === null) return false;
  // Per subfolder, the modules an entry may load up front: itself and its pure option/default modules (and, for the
  // n-gram metrics scored below, their implementation).
  const light: Record<string, readonly string[]> = {
    bleu: ['entry', 'options', 'metric'],
    ibleu: ['entry', 'options'],
    gleu: ['entry', 'options', 'metric', 'sampling'],
    sari: ['entry'],
    levenshtein: ['entry', 'options'],
    usim: ['entry', 'options'],
    numerics: ['exact-math', 'exact-math-tables', 'mean', 'python-random'],
    m2: ['entry', 'options'],
    errant: ['entry', 'options'],
    cleme: ['entry'],
    gotoscorer: ['entry'],
    imeasure: ['entry', 'options'],
    faithfulness: ['entry', 'defaults', 'files'],
    green: ['entry', 'options', 'metric'],
    sacrebleu: ['entry', 'options'],
    grammaticality: ['entry', 'options'],
    ensemble: ['entry'],
  };
  return !(light[sub[1]!] ?? []).includes(sub[2]!);
}

test('the metric registry loads no implementation: listing, aliases, options, presets and SARI/BLEU/GLEU scoring stay light', () => {
  const phases = loadedModules();
  const registry = phases.get('registry') ?? [];
  // The hook saw the modules (else the test would pass on an empty log).
  assert.ok(registry.includes('src/metrics/registry.ts') && registry.includes('src/metrics/builtin-metrics.ts'), registry.join(' '));
  assert.deepEqual(registry.filter(heavy), [], 'loading the registry and reading its metadata');
  for (const metric of ['sari', 'bleu', 'gleu']) {
    const loaded = phases.get(metric);
    assert.ok(loaded !== undefined, `${metric} phase missing`);
    // SARI's own modules (sari/metric.ts and its engines) are what scoring SARI needs.
    assert.deepEqual(loaded.filter((p) => heavy(p) && !(metric === 'sari' && /^src\/metrics\/sari\//u.test(p))), [], `scoring ${metric}`);
  }
  // SARI's implementation loads when SARI scores, not before.
  assert.ok(phases.get('sari')!.includes('src/metrics/sari/metric.ts'), phases.get('sari')!.join(' '));
});
