import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataPath, repoRoot, runCli } from '../helpers/shared.js';
import { SAMPLE_NOTE, seededSample } from '../helpers/sample.js';
import { createSacreBleu, DEFAULT_SACREBLEU_OPTIONS, type SacreBleuOptions } from '../../src/metrics/sacrebleu/metric.js';
import { tokenize13a } from '../../src/metrics/sacrebleu/tokenizer-13a.js';
import { readM2 } from '../../src/formats/m2.js';
import { readReferences } from '../../src/analyses/maege/references.js';
import type { Segment } from '../../src/metrics/metric.js';

interface SystemEntry {
  corpus: number;
  signature: string;
  precisions: number[];
  bp: number;
  sys_len: number;
  ref_len: number;
  variants: Record<string, { corpus: number; signature: string }>;
  sentences?: number[];
}
const fixture = JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/sacrebleu/parity.json'), 'utf8')) as {
  datasets: Record<string, { refs: string[]; systems: Record<string, SystemEntry>; tokenized_sha256: Record<string, string> }>;
};

const lines = (path: string) => {
  const text = readFileSync(path, 'utf8');
  return (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
};

/** The bn10 references as text: each annotator's edits applied to the gold sources (what test/fixtures/sacrebleu/README.md fed sacrebleu). */
function bn10Text(): Map<string, string[]> {
  const gold = readM2(dataPath('conll14', 'official-2014.combined.m2'));
  const names = Array.from({ length: 10 }, (_, i) => `A${i + 1}`);
  const refs = readReferences(names.map((a) => dataPath('conll14', 'bn10', `${a}.m2`)), gold.map((s) => s.tokens.join(' ')));
  return new Map(names.map((a, k) => [`bn10-text/${a}.txt`, refs.map((r) => r[k]!)]));
}

function fileLines(name: string, bn10: () => Map<string, string[]>): string[] {
  if (name.startsWith('bn10-text/')) return bn10().get(name)!;
  return lines(dataPath(...name.replace(/^data\//, '').split('/')));
}

const VARIANTS: Record<string, Partial<SacreBleuOptions>> = {
  'lc-none-floor': { lowercase: true, tokenize: 'none', smooth: 'floor' },
  'addk-3': { smooth: 'add-k', order: 3 },
  nosmooth: { smooth: 'none' },
};

function close(actual: number, expected: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)), `${what}: ${actual} vs ${expected} (systems: ${SAMPLE_NOTE})`);
}

test('sacreBLEU parity on JFLEG dev (4 refs) and CoNLL-2014 (bn10, 10 refs): corpus, sentences, variants, signatures, 13a tokens', () => {
  let bn10cache: Map<string, string[]> | undefined;
  const bn10 = () => (bn10cache ??= bn10Text());
  for (const [dataset, d] of Object.entries(fixture.datasets)) {
    for (const [file, sha] of Object.entries(d.tokenized_sha256)) {
      const digest = createHash('sha256').update(fileLines(file, bn10).map((l) => tokenize13a(l.trimEnd())).join('\n')).digest('hex');
      assert.equal(digest, sha, `${dataset} ${file}: 13a tokens differ from sacrebleu's`);
    }
    const refs = d.refs.map((r) => fileLines(r, bn10));
    const systemPath = (name: string) => (dataset === 'jfleg-dev' ? (name === 'source' ? ['jfleg', 'dev.src'] : ['jfleg', 'systems', `${name}.txt`]) : name === 'source' ? ['conll14', 'source.txt'] : ['conll14', 'systems', `${name}.txt`]);
    // npm test: the systems with sentence scores in the fixture and two more, seeded (test:full: all 22 files).
    for (const [name, expected] of seededSample(`sacrebleu:${dataset}`, Object.entries(d.systems), ([n]) => n, 2, ([, e]) => e.sentences !== undefined && e.sentences !== null)) {
      const hyp = lines(dataPath(...systemPath(name)));
      const segments: Segment[] = hyp.map((h, i) => ({ source: '', hypothesis: h, references: refs.map((r) => r[i]!) }));
      const metric = createSacreBleu();
      const stats = segments.map((s) => metric.statistics(s));
      close(metric.corpusScore(stats), expected.corpus, `${dataset} ${name} corpus`);
      const details = metric.corpusDetails!(stats) as { sacrebleuSignature: string; precisions: number[]; bp: number; hypLength: number; refLength: number };
      assert.equal(details.sacrebleuSignature, expected.signature);
      assert.equal(details.hypLength, expected.sys_len);
      assert.equal(details.refLength, expected.ref_len);
      details.precisions.forEach((p, k) => close(p, expected.precisions[k]!, `${dataset} ${name} p${k + 1}`));
      if (expected.sentences) expected.sentences.forEach((s, i) => close(metric.sentenceScore(stats[i]!), s, `${dataset} ${name} line ${i + 1}`));
      for (const [key, v] of Object.entries(expected.variants)) {
        const m = createSacreBleu({ ...DEFAULT_SACREBLEU_OPTIONS, ...VARIANTS[key] });
        const st = segments.map((s) => m.statistics(s));
        close(m.corpusScore(st), v.corpus, `${dataset} ${name} ${key}`);
        assert.equal((m.corpusDetails!(st) as { sacrebleuSignature: string }).sacrebleuSignature, v.signature);
      }
    }
  }
});

test('13a worked examples (sacrebleu prints the same tokens) and properties: a hypothesis equal to its reference scores 100; no match scores 0', () => {
  assert.equal(tokenize13a('Hello, world! It costs $3.50 (approx.) - ok?'), 'Hello , world ! It costs $ 3.50 ( approx . ) - ok ?');
  assert.equal(tokenize13a('1,000 people & 2-3 &quot;dogs&quot;'), '1,000 people & 2 - 3 " dogs "');
  const m = createSacreBleu();
  const same = m.statistics({ source: '', hypothesis: 'The cat sat on the mat .', references: ['The cat sat on the mat .'] });
  // sacrebleu itself prints 100.00000000000004 here (exp of the mean log of four 100s).
  assert.equal(m.sentenceScore(same), 100.00000000000004);
  assert.equal(m.corpusScore([same]), 100.00000000000004);
  assert.equal(m.sentenceScore(m.statistics({ source: '', hypothesis: 'xyz', references: ['abc def'] })), 0);
  assert.match(m.signature(), /^sacrebleu\|tok:13a\|case:mixed\|smooth:exp\|order:4\|eff:sentence:yes;corpus:no\|scale:0-100\|compat:sacrebleu-2\.6\.0\|/);
});

test('gecval score --metric sacrebleu prints the score, gecval\'s signature and sacreBLEU\'s; a missing --refs is a one-line error', () => {
  const j = (...p: string[]) => dataPath('jfleg', ...p);
  const r = runCli(['score', '--metric', 'sacrebleu', '--source', j('dev.src'), '--refs', j('dev.ref0'), j('dev.ref1'), j('dev.ref2'), j('dev.ref3'), '--', j('systems', 'mle_1.txt')]);
  assert.equal(r.status, 0, r.stderr);
  const expected = fixture.datasets['jfleg-dev']!.systems['mle_1']!;
  assert.match(r.stdout, new RegExp(`^sacrebleu = ${expected.corpus.toFixed(4)}\\n`));
  assert.ok(r.stdout.includes(`sacreBLEU signature: ${expected.signature}\n`), r.stdout);
  const bad = runCli(['score', '--metric', 'sacrebleu', '--source', j('dev.src'), j('systems', 'mle_1.txt')]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /^gecval: error: .*refs/);
  assert.equal(bad.stderr.trim().split('\n').length, 1);
});

test('smoothValue: -1 (the method\'s default) or a number >= 0; another negative value is an input error, not the default in disguise', async () => {
  const { createSacreBleu } = await import('../../src/metrics/sacrebleu/metric.js');
  const { DEFAULT_SACREBLEU_OPTIONS } = await import('../../src/metrics/sacrebleu/options.js');
  const { GecvalInputError } = await import('../../src/core/errors.js');
  for (const smoothValue of [-0.5, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
    assert.throws(() => createSacreBleu({ ...DEFAULT_SACREBLEU_OPTIONS, smooth: 'floor', smoothValue }), (e: unknown) => e instanceof GecvalInputError && /smoothValue must be -1/u.test((e as Error).message), String(smoothValue));
  }
  const floor = (smoothValue: number) => createSacreBleu({ ...DEFAULT_SACREBLEU_OPTIONS, smooth: 'floor', smoothValue });
  assert.match(floor(-1).signature(), /\|smooth:floor\|/u);
  assert.match(floor(0.2).signature(), /\|smooth:floor\|smoothValue:0\.2\|/u);
  assert.equal(floor(0.2).sacrebleuSignature(1, false), 'nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.20]|version:2.6.0');
  assert.equal(floor(-1).sacrebleuSignature(1, false), 'nrefs:1|case:mixed|eff:no|tok:13a|smooth:floor[0.10]|version:2.6.0');
});
