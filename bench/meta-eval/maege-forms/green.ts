// GREEN for MAEGE's lattices as a user-metric module (a default-exported gecval Metric): the registry's `green`
// has no MAEGE preset, but it reads only source, hypothesis and reference text, which every MAEGE item has.
// Used by bench/meta-eval/table.mts --maege for the docs table; `gecval maege --metrics module:THIS` runs it too.
import { createGreen } from '../../../src/metrics/green/metric.js';

export default createGreen();
