import { writeFileSync } from 'node:fs';
import { FaithfulnessScorer } from '../../src/metrics/faithfulness/scorer.js';
import { editCost } from '../../src/metrics/faithfulness/model.js';
import { designVector, DESIGN } from '../../bench/faithfulness/fit-model.js';
import { conllSuite, jflegSuite, readTmuDev } from '../../bench/faithfulness/suites.js';
const which = process.argv[2]!;
const out: any[] = [];
const t0 = performance.now();
if (which === 'tmu') {
  const raw = new FaithfulnessScorer({ tokenized: false });
  for (const t of readTmuDev()) {
    const f = raw.features(t.source, t.output);
    out.push({ label: 'tmu', src: t.source, hyp: t.output, y: t.meaning, x: designVector(f), edits: f.edits.map((e) => [e.edit.original.join(' '), e.edit.correction.join(' '), e.edit.type, e.role, editCost(e), e.notes.join('; ')]) });
  }
} else {
  const tok = new FaithfulnessScorer();
  const suite = which === 'conll' ? conllSuite(1) : which === 'jtest' ? jflegSuite(2, 'test') : jflegSuite(1, 'dev');
  for (const p of suite) {
    const f = tok.features(p.source, p.hypothesis);
    out.push({ label: p.label, group: p.group, desc: p.description, src: p.source, hyp: p.hypothesis, x: designVector(f), edits: f.edits.map((e) => [e.edit.original.join(' '), e.edit.correction.join(' '), e.edit.type, e.role, editCost(e), e.notes.join('; ')]) });
  }
}
writeFileSync(`/tmp/faith/${which}.json`, JSON.stringify({ design: DESIGN, rows: out }));
console.log(which, out.length, ((performance.now() - t0) / 1000).toFixed(1), 's');
