import type { AnyMetricEntry } from './metric-entry.js';
import { ibleuMetricEntry } from './ibleu/entry.js';
import { grammaticalityMetricEntry } from './grammaticality/entry.js';
import { bleuMetricEntry } from './bleu/entry.js';
import { sacreBleuMetricEntry } from './sacrebleu/entry.js';
import { ldMetricEntry, minLdMetricEntry } from './levenshtein/entry.js';
import { gleuMetricEntry } from './gleu/entry.js';
import { maxSariMetricEntry, sariMetricEntry } from './sari/entry.js';
import { m2MetricEntry } from './m2/entry.js';
import { imeasureMetricEntry } from './imeasure/entry.js';
import { usimMetricEntry } from './usim/entry.js';
import { greenMetricEntry } from './green/entry.js';
import { gotoscorerMetricEntry } from './gotoscorer/entry.js';
import { clemeMetricEntry, cleme2MetricEntry } from './cleme/entry.js';
import { faithfulnessMetricEntry } from './faithfulness/entry.js';
import { ERRANT_METRIC_ENTRIES } from './errant/entry.js';
import { ensembleMetricEntry } from './ensemble/entry.js';

/**
 * The built-in metrics as registry entries, in MAEGE's table order (`gecval score --list` sorts them by name). Each
 * metric lives in its own folder `src/metrics/<name>/` whose `entry.ts` defines the entry: its options declared once
 * (a config, metric-options.ts), how MAEGE runs it (`maege`) and how the report's leaderboard shows it (`report`),
 * so every consumer reads the one list in registry.ts. docs/architecture.md says how to add one.
 *
 * Loading this list loads no metric's implementation: an entry holds names, option configs and presets, and its
 * `scoreFiles` / `create` import the implementation on first use. Every `gecval score` loads the list, and parsing
 * ERRANT's tables, the M² scorer, CLEME, the I-measure and UCCA code for a SARI run is start-up time wasted
 * (test/metrics/registry-lazy.test.ts checks what loading the list and scoring SARI load).
 */
export const BUILTIN_METRICS: readonly AnyMetricEntry[] = [
  ibleuMetricEntry,
  grammaticalityMetricEntry,
  bleuMetricEntry,
  sacreBleuMetricEntry,
  minLdMetricEntry,
  gleuMetricEntry,
  maxSariMetricEntry,
  sariMetricEntry,
  ldMetricEntry,
  m2MetricEntry,
  imeasureMetricEntry,
  usimMetricEntry,
  greenMetricEntry,
  gotoscorerMetricEntry,
  clemeMetricEntry,
  cleme2MetricEntry,
  faithfulnessMetricEntry,
  ...ERRANT_METRIC_ENTRIES,
  ensembleMetricEntry,
];
