/**
 * Every option that can change a number shows in the signature (the brief: "every deviation … shows in the
 * signature"). For each registry entry and each option declared in its config, the option is set to each other value
 * its declaration allows (the other choices, the other boolean, the integer or number next to the default; named
 * values for free strings) and the signature must differ from the one with the defaults — on the segment metric
 * (`create`: MAEGE, bootstrap, significance, meta-evaluation, the leaderboard) and on the file scorer (`scoreFiles`,
 * `gecval score`) for the entries that score files on their own terms. Options that never change a number are listed
 * below with the reason, and the list is checked to hold only declared options.
 *
 * The check found ERRANT's segment metric signing `-O single=true`, `multi=true` and `filter=…` exactly as the
 * defaults (the file scorer had them; both now take them from one function).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listMetrics, type AnyMetricEntry, type OptionSpec, type ScoreRequest } from '../../src/metrics/registry.js';
import { dataPath } from '../helpers/shared.js';

/** `entry.option` → why the option never changes a number (so the signature need not name it). */
const NEVER_CHANGES_A_NUMBER: Readonly<Record<string, string>> = {
  'm2.strictGold': 'rejects a gold file with overlapping edits of one annotator; a gold it accepts scores the same',
  'sent-m2.strictGold': 'as m2.strictGold',
  'usim.cacheDir': 'where parses are cached: a cache never changes a number (tested in test/ucca)',
};

/** Options that do not apply to one path: `entry.option` → why. */
const NOT_ON_SEGMENTS: Readonly<Record<string, string>> = {
  'errant.hypothesis': 'the format of a hypothesis file; a segment carries its hypothesis as text',
  'sent-errant.hypothesis': 'as errant.hypothesis',
};

/** Settings under which an option matters (sacrebleu's smoothing value is read by the floor and add-k methods only). */
const CONTEXT: Readonly<Record<string, Record<string, unknown>>> = {
  'sacrebleu.smoothValue': { smooth: 'floor' },
};

const dir = mkdtempSync(join(tmpdir(), 'gecval-sigopts-'));
const SENTENCES = 40;
const head = (path: string, n = SENTENCES) => readFileSync(path, 'utf8').split('\n').slice(0, n).join('\n') + '\n';
const write = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const goldM2 = write(
  'gold.m2',
  readFileSync(dataPath('conll14', 'official-2014.combined.m2'), 'utf8').split(/\n\s*\n/u).slice(0, SENTENCES).join('\n\n') + '\n\n',
);
const source = write('source.txt', head(dataPath('conll14', 'source.txt')));
const system = (name: string) => write(`${name}.txt`, head(dataPath('conll14', 'systems', `${name}.txt`)));
const hypothesis = system('AMU');
const others = ['CAMB', 'CUUI', 'POST'].map(system);
/** A parallel text as a reference (GoToScorer's `gold=references`): another system's output serves. */
const reference = others[1]!;
const countsFile = write('counts.tsv', '0\tA sentence .\n');

/** Each entry's settings for the base run, where its defaults cannot run alone. */
const BASE: Readonly<Record<string, Record<string, unknown>>> = {
  ensemble: { metrics: 'bleu,gleu' },
  gotoscorer: { systems: write('systems.list', `${others[0]}\n${others[1]}\n`), gold: 'm2' },
};

/** Named other values: of free-string options, and where the declaration's neighbours are not values (a sentinel). */
const NAMED_VALUES: Readonly<Record<string, readonly (string | number)[]>> = {
  'errant.filter': ['R:OTHER'],
  'sent-errant.filter': ['R:OTHER'],
  'grammaticality.ltUrl': ['http://127.0.0.1:9/v2/check'],
  'grammaticality.ignoreKinds': ['Formatting,Style'],
  'grammaticality.counts': [countsFile],
  'ensemble.metrics': ['bleu,gleu,sari'],
  'gotoscorer.systems': [write('systems3.list', `${others.join('\n')}\n`)],
  'imeasure.max': ['di', 'cf'],
  'usim.model': ['v1'],
  'sacrebleu.smoothValue': [0.05, 0.2],
};

function otherValues(entry: AnyMetricEntry, spec: OptionSpec, current: unknown): unknown[] {
  const key = `${entry.name}.${spec.key}`;
  const named = NAMED_VALUES[key];
  if (named !== undefined) return [...named];
  switch (spec.type) {
    case 'boolean':
      return [!current];
    case 'choice':
      return spec.choices!.filter((c) => c !== current);
    case 'integer':
    case 'number': {
      const value = current as number;
      const step = spec.type === 'integer' ? 1 : value === 0 ? 0.5 : Math.abs(value) / 2;
      return [value - step, value + step].filter((v) => (spec.min === undefined || v >= spec.min) && (spec.max === undefined || v <= spec.max));
    }
    case 'string':
      throw new Error(`${key}: a free-string option; name a value for it in NAMED_VALUES`);
  }
}

/** The file request each reads-set can be given from the sample. */
function requestFor(entry: AnyMetricEntry): ScoreRequest {
  return { source, hypothesis, m2: goldM2, references: entry.name === 'gotoscorer' ? [reference] : undefined };
}

interface Change {
  readonly option: string;
  readonly value: unknown;
}

/** The options (of every entry, of those the filter keeps) whose other values leave `sign` unchanged. */
async function unsignedChanges(entries: readonly AnyMetricEntry[], sign: (entry: AnyMetricEntry, options: Record<string, unknown>) => Promise<string>, skip: Readonly<Record<string, string>>): Promise<string[]> {
  const unsigned: string[] = [];
  for (const entry of entries) {
    for (const spec of entry.options) {
      const key = `${entry.name}.${spec.key}`;
      if (key in NEVER_CHANGES_A_NUMBER || key in skip) continue;
      const base = { ...entry.defaults, ...BASE[entry.name], ...CONTEXT[key] };
      const baseSignature = await sign(entry, base);
      const changes: Change[] = otherValues(entry, spec, base[spec.key]).map((value) => ({ option: spec.key, value }));
      assert.ok(changes.length > 0, `${key}: no other value to try`);
      for (const change of changes) {
        const signature = await sign(entry, { ...base, [change.option]: change.value });
        if (signature === baseSignature) unsigned.push(`${key}=${String(change.value)} (${baseSignature})`);
      }
    }
  }
  return unsigned;
}

test('the exemption lists name declared options only', () => {
  const declared = new Set(listMetrics().flatMap((e) => e.options.map((o) => `${e.name}.${o.key}`)));
  for (const key of [...Object.keys(NEVER_CHANGES_A_NUMBER), ...Object.keys(NOT_ON_SEGMENTS), ...Object.keys(CONTEXT), ...Object.keys(NAMED_VALUES)]) {
    assert.ok(declared.has(key), `${key} is not a declared option`);
  }
});

test('segment metrics: every option that can change a number changes the signature', async () => {
  const entries = listMetrics().filter((e) => e.create !== undefined);
  assert.ok(entries.length >= 12, `${entries.length} entries with a segment metric`);
  const unsigned = await unsignedChanges(entries, async (entry, options) => {
    const metric = await entry.create!(options, {});
    try {
      return metric.signature();
    } finally {
      await metric.close?.();
    }
  }, NOT_ON_SEGMENTS);
  assert.deepEqual(unsigned, []);
});

test('file scorers of the entries without a segment metric, and ERRANT: every option that can change a number changes the signature (40 CoNLL-2014 sentences)', async () => {
  const entries = listMetrics().filter((e) => e.create === undefined || e.name === 'errant');
  assert.deepEqual(entries.map((e) => e.name), ['m2', 'imeasure', 'gotoscorer', 'cleme', 'cleme2', 'errant', 'sent-m2']);
  const unsigned = await unsignedChanges(entries, async (entry, options) => {
    const request = requestFor(entry);
    if (entry.name === 'errant' && options.hypothesis === 'm2') {
      // an M2 file of hypothesis edits: the gold itself serves (same sentences)
      return (await entry.scoreFiles({ ...request, hypothesis: goldM2 }, options, {})).signature;
    }
    return (await entry.scoreFiles(request, options, {})).signature;
  }, {});
  assert.deepEqual(unsigned, []);
});
