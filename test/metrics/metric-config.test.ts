/**
 * Each metric's options are declared once (src/metrics/metric-options.ts): the registry's option list and defaults
 * are derived from the entry's config, the command-line flags that set a metric option take their default from it,
 * and every built-in metric lives in its own folder with an entry module.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listMetrics, resolveOptions } from '../../src/metrics/registry.js';
import { configDefaults, configSpecs, defineConfig, type OptionsOf } from '../../src/metrics/metric-options.js';
import { BUILTIN_METRICS } from '../../src/metrics/builtin-metrics.js';
import { DEFAULT_M2_OPTIONS, M2_CONFIG } from '../../src/metrics/m2/options.js';
import { DEFAULT_IMEASURE_OPTIONS, IMEASURE_CONFIG } from '../../src/metrics/imeasure/options.js';
import { DEFAULT_ERRANT_COMPARE } from '../../src/metrics/errant/compare.js';
import { ERRANT_CONFIG } from '../../src/metrics/errant/options.js';
import { repoRoot, runCli } from '../helpers/shared.js';

test('a config gives the typed defaults and the option list, in declaration order', () => {
  const config = defineConfig({
    order: { type: 'integer', default: 4, min: 1, max: 10, description: 'largest order' },
    mode: { type: 'choice', choices: ['a', 'b'], default: 'b', description: 'a or b' },
    on: { type: 'boolean', default: false, description: 'a switch' },
  });
  const defaults: OptionsOf<typeof config> = configDefaults(config);
  assert.deepEqual(defaults, { order: 4, mode: 'b', on: false });
  assert.deepEqual(Object.keys(defaults), ['order', 'mode', 'on']);
  assert.deepEqual(configSpecs(config), [
    { key: 'order', type: 'integer', min: 1, max: 10, description: 'largest order' },
    { key: 'mode', type: 'choice', choices: ['a', 'b'], description: 'a or b' },
    { key: 'on', type: 'boolean', description: 'a switch' },
  ]);
  assert.throws(() => defineConfig({ mode: { type: 'choice', choices: ['a'], default: 'c' as 'a', description: '' } }), /not one of its choices/u);
});

test('every registry entry derives its defaults and option list from its one config', () => {
  for (const entry of listMetrics()) {
    assert.deepEqual(entry.defaults, configDefaults(entry.config), entry.name);
    assert.deepEqual(entry.options, configSpecs(entry.config), entry.name);
    // Each default passes the entry's own option parsing (bounds, choices): what `-O key=default` would give.
    for (const [key, option] of Object.entries(entry.config)) {
      assert.deepEqual(resolveOptions(entry, { [key]: String(option.default) })[key], option.default, `${entry.name} -O ${key}`);
    }
  }
});

test('library defaults and command flags read the same config as the registry entry', () => {
  assert.deepEqual({ ...DEFAULT_M2_OPTIONS, strictGold: false }, configDefaults(M2_CONFIG));
  assert.equal(DEFAULT_IMEASURE_OPTIONS.beta, IMEASURE_CONFIG.beta.default);
  assert.equal(DEFAULT_IMEASURE_OPTIONS.weight, IMEASURE_CONFIG.weight.default);
  assert.equal(DEFAULT_ERRANT_COMPARE.beta, ERRANT_CONFIG.beta.default);
  // Help text as one line (commander wraps it at 80 columns).
  const help = (command: string) => runCli([command, '--help']).stdout.replace(/\s+/gu, ' ');
  const m2Help = help('m2');
  assert.ok(m2Help.includes(`--beta <number> ${M2_CONFIG.beta.description} (default: "${M2_CONFIG.beta.default}")`), m2Help);
  assert.ok(m2Help.includes(`--max-unchanged-words <n> ${M2_CONFIG.maxUnchangedWords.description} (default: "${M2_CONFIG.maxUnchangedWords.default}")`), m2Help);
  assert.ok(help('imeasure').includes(`weighted accuracy (ieval -w) (default: "${IMEASURE_CONFIG.weight.default}")`));
});

test('every built-in metric has its own folder with an entry module, one line in BUILTIN_METRICS', () => {
  const list = readFileSync(join(repoRoot, 'src/metrics/builtin-metrics.ts'), 'utf8');
  const imports = [...list.matchAll(/from '\.\/([\w-]+)\/entry\.js'/gu)].map((m) => m[1]!);
  assert.equal(imports.length, new Set(imports).size);
  for (const folder of imports) assert.ok(existsSync(join(repoRoot, 'src/metrics', folder, 'entry.ts')), folder);
  // No entry is defined inline: the list file only imports and lists.
  assert.doesNotMatch(list, /defineMetric|segmentEntry\(/u);
  assert.ok(BUILTIN_METRICS.length >= 21);
});
