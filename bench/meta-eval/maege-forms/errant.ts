// ERRANT for MAEGE's lattices as a user-metric module: gecval's ERRANT on text segments (hypothesis and
// reference edits both extracted from the item's source, each reference one coder; span-correction mode cs),
// corpus score F of the summed counts. The registry entry has no MAEGE preset because it reads gold M2.
import { errantMetric } from '../../../src/metrics/errant/sentence.js';

export default errantMetric({ aggregate: 'corpus' });
