/** Nested cross-validation of the fit procedure alone (training/faithfulness/nested-cv.ts), per fold and pooled. */
import { pearson } from '../../src/analyses/stats/correlation.js';
import { fitInputs } from './fit.js';
import { meanSd, nestedCrossValidation } from './nested-cv.js';

const raw = fitInputs();
const nested = nestedCrossValidation(raw);
const changed = raw.changed.map((c, i) => (c ? i : -1)).filter((i) => i >= 0);
for (const f of nested.folds) console.log(`fold ${f.fold + 1}: ${f.chosen} r all ${f.rAll.toFixed(3)} changed ${f.rChanged.toFixed(3)}`);
const all = meanSd(nested.folds.map((f) => f.rAll));
const ch = meanSd(nested.folds.map((f) => f.rChanged));
console.log(`pooled r all ${pearson(nested.predictions, raw.meaning).value.toFixed(3)} changed ${pearson(changed.map((i) => nested.predictions[i]!), changed.map((i) => raw.meaning[i]!)).value.toFixed(3)}; fold mean ${all.mean.toFixed(3)} ± ${all.sd.toFixed(3)} / ${ch.mean.toFixed(3)} ± ${ch.sd.toFixed(3)}`);
