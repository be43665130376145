/**
 * The report's meta-evaluation section (issue #36): on real data (GJG15's human judgments of five CoNLL-2014
 * systems) its table and data files are `runHumanMetaEval`'s rows for those systems — corpus, TrueSkill and Expected
 * Wins aggregation, pairwise accuracy, window top-4 — and the section is absent from the page without human data.
 * Also the leaderboard's `ensemble:A+B` columns: the mean of the members' sentence scores, as the ensemble metric
 * defines it, with an interval from the report's shared resamples.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dataPath, runCli } from '../helpers/shared.js';
import { parseReportConfig, SECTION_IDS } from '../../src/report/config.js';
import { buildReport } from '../../src/report/build.js';
import { samplesDir } from '../../src/report/paths.js';
import { GecvalInputError } from '../../src/core/errors.js';
import { pearson, spearman } from '../../src/analyses/stats/correlation.js';
import type { MetaEvalRow } from '../../src/analyses/meta-eval/run.js';
import { HANG_TIMEOUT_MS } from '../helpers/timeouts.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'gecval-report-meta-eval-'));
const C = dataPath('conll14');
const S = samplesDir('conll14');
const SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC'];

function conllConfig(out: string, extra: Record<string, unknown> = {}) {
  return parseReportConfig(
    {
      out,
      dataset: { name: 'CoNLL-2014', source: `${C}/source.txt`, m2: `${C}/official-2014.combined.m2`, references: [`${C}/official-2014.0.m2`, `${C}/official-2014.1.m2`], systems: SYSTEMS.map((s) => `${s}=${C}/systems/${s}.txt`) },
      metrics: ['gleu', 'bleu', 'ensemble:gleu+bleu'],
      bootstrap: { resamples: 50, seed: 3 },
      sections: Object.fromEntries(SECTION_IDS.map((id) => [id, id === 'leaderboard' || id === 'meta-eval'])),
      parser: { use: false },
      ...extra,
    },
    '/',
  );
}

test('meta-evaluation section on GJG15 with five CoNLL-2014 systems; ensemble leaderboard column', { timeout: HANG_TIMEOUT_MS }, async () => {
  const out = tmp();
  const built = await buildReport(conllConfig(out, { metaEval: { data: dataPath(), dataset: 'gjg15', window: 4 } }), { generated: '2026-01-01T00:00:00Z' });
  const status = Object.fromEntries(built.sections.map((s) => [s.id, s.status]));
  assert.equal(status['meta-eval'], 'ok', JSON.stringify(built.sections));

  // The ensemble column: per sentence the mean of GLEU's and BLEU's sentence scores, corpus = their mean.
  const lb = built.leaderboard!;
  const column = (name: string) => lb.metrics.find((m) => m.name === name)!;
  const ensemble = column('ensemble:gleu+bleu');
  assert.ok(ensemble, `columns: ${lb.metrics.map((m) => m.name).join(', ')}; skipped ${JSON.stringify(lb.skipped)}`);
  assert.equal(ensemble.label, 'Ensemble (GLEU + BLEU)');
  assert.match(ensemble.signature, /^ensemble\|combine:mean\|pairwise:majority\|members:gleu\+bleu\|/u);
  for (const [k, s] of ensemble.systems.entries()) {
    const g = column('gleu').systems[k]!.sentences;
    const b = column('bleu').systems[k]!.sentences;
    const expected = g.reduce((sum, x, i) => sum + (x + b[i]!) / 2, 0) / g.length;
    assert.ok(Math.abs(s.score - expected) < 1e-12, `${s.name}: ${s.score} vs ${expected}`);
    assert.ok(s.low <= s.score && s.score <= s.high, `${s.name}: interval [${s.low}, ${s.high}]`);
  }

  // The data file holds meta-eval's result for the five systems; correlations recomputed by hand from it.
  const result = JSON.parse(readFileSync(join(out, 'meta-eval', 'result.json'), 'utf8')) as { signature: string; systems: string[]; human: Record<string, Record<string, number>>; metrics: { metric: string; corpus: Record<string, number>; aggregated: Record<string, Record<string, Record<string, number>>> }[]; rows: MetaEvalRow[] };
  assert.deepEqual(result.systems, SYSTEMS);
  assert.match(result.signature, /^meta-eval\|dataset:gjg15\|resamples:50\|seed:3\|.*window:4\|aggregate:corpus\+trueskill\+expected-wins\|trueskill:/u);
  assert.deepEqual(result.metrics.map((m) => m.metric), ['GLEU', 'BLEU', 'Ensemble (GLEU + BLEU)']);
  const sorted = [...SYSTEMS].sort();
  for (const m of result.metrics) {
    for (const yardstick of ['GJG15/TrueSkill', 'GJG15/ExpectedWins']) {
      const h = sorted.map((s) => result.human[yardstick]![s]!);
      for (const aggregation of ['corpus', 'trueskill', 'expected-wins']) {
        const scores = aggregation === 'corpus' ? m.corpus : m.aggregated[aggregation]!['selected']!;
        const x = sorted.map((s) => scores[s]!);
        const row = (statistic: string, level = 'system') => result.rows.find((r) => r.metric === m.metric && r.yardstick === yardstick && r.aggregation === aggregation && r.level === level && r.statistic === statistic);
        assert.ok(Math.abs(row('pearson')!.value - pearson(h, x).value) < 1e-12, `${m.metric} ${yardstick} ${aggregation}`);
        assert.ok(Math.abs(row('spearman')!.value - spearman(h, x).value) < 1e-12);
        assert.ok(row('accuracy')!.value >= 0 && row('accuracy')!.value <= 1);
        assert.equal(row('pearson@1-4', 'window')!.n, 4);
        for (const r of [row('pearson')!, row('pearson@1-4', 'window')!]) assert.ok(r.low <= r.value + 1e-12 && r.value <= r.high + 1e-12);
      }
    }
  }
  // The sentence level is in the rows too (GJG15's rankings of these systems).
  assert.ok(result.rows.some((r) => r.level === 'sentence' && r.statistic === 'kendall' && r.n > 1000));

  // The page: one table row per metric × human yardstick × aggregation, one plot, the signature.
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const section = html.slice(html.indexOf('<section id="meta-eval"'), html.indexOf('</section>', html.indexOf('<section id="meta-eval"')));
  assert.ok(section.length > 0, 'the page has the meta-evaluation section');
  const table = section.slice(section.indexOf('id="meta-eval-table"'), section.indexOf('</table>'));
  assert.equal(table.match(/<tr>/gu)!.length - 1, 3 * 2 * 3, 'rows: 3 metrics × 2 yardsticks × 3 aggregations');
  for (const text of ['TrueSkill', 'Expected Wins', 'corpus score', 'Pairwise accuracy', 'Top-4 r', 'GJG15/ExpectedWins', 'Ensemble (GLEU + BLEU)', result.signature]) assert.ok(section.includes(text), text);
  assert.equal(section.match(/<figure class="plot"/gu)?.length, 1);
  assert.ok(built.files.includes('meta-eval/correlations.svg') && built.files.includes('meta-eval/rows.tsv'), built.files.join(', '));
  // The report's files are the judged ones, so no warning about differing outputs.
  assert.ok(!section.includes('differ from the outputs the humans judged'));
});

test('no human data: the meta-evaluation section is not in the page', async () => {
  const out = tmp();
  const config = parseReportConfig(
    {
      out,
      dataset: { source: `${S}/source.txt`, references: [`${S}/bn10-A1.m2`], systems: [`${S}/systems/AMU.txt`, `${S}/systems/CAMB.txt`] },
      metrics: ['gleu'],
      bootstrap: { resamples: 10, seed: 1 },
      sections: Object.fromEntries(SECTION_IDS.map((id) => [id, id === 'leaderboard' || id === 'meta-eval'])),
      parser: { use: false },
    },
    '/',
  );
  assert.equal(config.metaEval, undefined);
  const built = await buildReport(config, { generated: '2026-01-01T00:00:00Z' });
  assert.deepEqual(built.sections.map((s) => s.id), SECTION_IDS.filter((id) => id !== 'meta-eval'));
  const html = readFileSync(built.index, 'utf8');
  assert.ok(!html.includes('id="meta-eval"') && !html.includes('Meta-evaluation against human judgments'));
});

test('meta-evaluation configuration: defaults, bad dataset, too few judged systems, bad ensemble entries', async () => {
  const c = parseReportConfig({ dataset: { source: 's.txt', systems: ['a.txt'] }, metaEval: { data: 'data' } }, '/base');
  assert.deepEqual(c.metaEval, { data: '/base/data', dataset: 'gjg15', window: 4 });
  assert.throws(() => parseReportConfig({ dataset: { source: 's.txt', systems: ['a.txt'] }, metaEval: { data: 'd', dataset: 'wmt' } }, '/'), (e: unknown) => e instanceof GecvalInputError && /metaEval\.dataset must be one of gjg15, seeda, nspt15/u.test(e.message));
  assert.throws(() => parseReportConfig({ dataset: { source: 's.txt', systems: ['a.txt'] }, metaEval: {} }, '/'), /metaEval\.data must be a non-empty string/u);

  // Systems GJG15 never judged: the section says which names it knows, nothing is scored.
  const out = tmp();
  const built = await buildReport(
    parseReportConfig(
      {
        out,
        dataset: { source: `${S}/source.txt`, references: [`${S}/bn10-A1.m2`], systems: [`X=${S}/systems/AMU.txt`, `Y=${S}/systems/CAMB.txt`, `AMU=${S}/systems/AMU.txt`] },
        metrics: ['gleu'],
        bootstrap: { resamples: 10, seed: 1 },
        sections: Object.fromEntries(SECTION_IDS.map((id) => [id, id === 'leaderboard' || id === 'meta-eval'])),
        parser: { use: false },
        metaEval: { data: dataPath(), dataset: 'gjg15' },
      },
      '/',
    ),
    { generated: '2026-01-01T00:00:00Z' },
  );
  const section = built.sections.find((s) => s.id === 'meta-eval')!;
  assert.equal(section.status, 'unavailable');
  assert.match(section.message!, /1 of the report's systems \(X, Y, AMU\) have human judgments in GJG15; a correlation needs at least 3\. Name systems as GJG15 does: AMU, CAMB/u);

  // Ensemble entries are checked before any work, by the ensemble metric's own rules.
  for (const [entry, message] of [
    ['ensemble:gleu', /needs option metrics=NAME,NAME/u],
    ['ensemble:gleu+nope', /unknown metric 'nope'/u],
    ['ensemble:gleu+gleu', /member 'gleu' is named twice/u],
  ] as const) {
    const config = parseReportConfig({ out: tmp(), dataset: { source: `${S}/source.txt`, systems: [`${S}/systems/AMU.txt`] }, metrics: [entry] }, '/');
    await assert.rejects(buildReport(config), (e: unknown) => e instanceof GecvalInputError && message.test(e.message), entry);
  }
});

test('gecval report --human-data/--human-dataset: a bad dataset name is a one-line error, exit 2', async () => {
  const { runCli } = await import('../helpers/shared.js');
  const r = runCli(['report', '--source', `${S}/source.txt`, '--systems', `${S}/systems/AMU.txt`, '--human-data', dataPath(), '--human-dataset', 'wmt', '--out', tmp()]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /^gecval: error: metaEval\.dataset must be one of gjg15, seeda, nspt15, not 'wmt'\n$/u);
});

test('report --sections meta-eval without human judgements is an input error, not a silently missing section', () => {
  const sample = join(samplesDir(), 'conll14');
  const out = runCli(['report', '--source', join(sample, 'source.txt'), '--m2', join(sample, 'official-2014.combined.m2'), '--systems', join(sample, 'systems', 'AMU.txt'), '--sections', 'meta-eval', '--out', join(mkdtempSync(join(tmpdir(), 'gecval-me-')), 'r')]);
  assert.equal(out.status, 2, out.stderr);
  assert.match(out.stderr, /^gecval: error: --sections meta-eval needs human judgements: add --human-data DIR/mu);
});
