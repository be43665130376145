/**
 * The configuration of `gecval demo`: the bundled samples (samples/README.md) — a 60-sentence CoNLL-2014 excerpt
 * with gold M2, four Bryant & Ng references and five systems; 12 JFLEG dev sentences with TUPA parses for USIM
 * and the UCCA drawings; crowd corrections of 12 sentences for the coverage curves. Sized to run in well under a
 * minute on two cores: grammaticality (Harper, ~10 sentences/s) is left out of the metric list.
 */
import { resolve } from 'node:path';
import { parseReportConfig, type ReportConfig } from './config.js';
import { samplesDir } from './paths.js';

export const DEMO_SYSTEMS = ['AMU', 'CAMB', 'CUUI', 'POST', 'UFC'] as const;
export const DEMO_JFLEG_SYSTEMS = ['mle_1', 'mle_2', 'mle_3', 'mle_4', 'mle_5'] as const;
export const DEMO_METRICS = ['m2', 'errant', 'gleu', 'bleu', 'ibleu', 'sari', 'max-sari', 'minld-or', 'ld-so', 'faithfulness', 'usim'] as const;
export const DEMO_MAEGE_METRICS = ['ibleu', 'bleu', 'minld', 'gleu', 'max-sari', 'sari', 'ld'] as const;

/** The demo's configuration object, in the same JSON form a user writes (docs/report.md shows it). */
export function demoConfigJson(out: string): Record<string, unknown> {
  const c = samplesDir('conll14');
  const j = samplesDir('jfleg');
  return {
    title: 'gecval demo report — CoNLL-2014 sample',
    out: resolve(out),
    dataset: {
      name: 'CoNLL-2014 sample',
      source: `${c}/source.txt`,
      m2: `${c}/official-2014.combined.m2`,
      references: ['A1', 'A2', 'A4', 'A5'].map((a) => `${c}/bn10-${a}.m2`),
      systems: DEMO_SYSTEMS.map((name) => ({ name, path: `${c}/systems/${name}.txt` })),
    },
    metrics: [...DEMO_METRICS],
    bootstrap: { resamples: 1000, seed: 1 },
    ucca: {
      name: 'JFLEG dev sample',
      source: `${j}/source.txt`,
      references: [0, 1, 2, 3].map((r) => `${j}/ref${r}.txt`),
      systems: DEMO_JFLEG_SYSTEMS.map((name) => ({ name, path: `${j}/systems/${name}.txt` })),
      sourceGraphs: `${j}/graphs/source.jsonl`,
      systemGraphs: Object.fromEntries(DEMO_JFLEG_SYSTEMS.map((name) => [name, `${j}/graphs/${name}.jsonl`])),
      note: 'TUPA parses of JFLEG dev shipped with the samples',
    },
    coverage: { crowd: samplesDir('crowd', 'corrections.tsv'), maxM: 20, repetitions: 200, bootstrap: 200 },
    maege: { metrics: [...DEMO_MAEGE_METRICS], seed: 1, chains: 1 },
    explorer: { maxSentences: 60, maxDrawings: 100 },
  };
}

export function demoConfig(out: string): ReportConfig {
  return parseReportConfig(demoConfigJson(out), process.cwd());
}
