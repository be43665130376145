/** Test helper, not a test: every command's clean invocation for the bad-input sweep (test/cli/bad-input-sweep-*.test.ts). */
import type { Target } from './bad-input-sweep.js';
import { IXML, CROWD, FINGERPRINT, GOLD, GOLD_A0, GOLD_A1, HYP, REF, REF2, SRC, XML_A, XML_B, sampleJsonGraph } from './bad-input-fixtures.js';

const lines = (text: string) => ({ kind: 'lines' as const, text });
const m2 = (text: string) => ({ kind: 'm2' as const, text });

export function textTargets(): Target[] {
  return [
    { name: 'm2 HYP GOLD', files: { 'hyp.txt': lines(HYP), 'gold.m2': m2(GOLD) }, args: ['m2', 'hyp.txt', 'gold.m2'] },
    { name: 'm2 --gold GOLD HYP', files: { 'hyp.txt': lines(HYP), 'gold.m2': m2(GOLD) }, args: ['m2', '--gold', 'gold.m2', '--jobs', '1', 'hyp.txt'], secondary: true },
    { name: 'score gleu', files: { 'src.txt': lines(SRC), 'ref.txt': lines(REF), 'hyp.txt': lines(HYP) }, args: ['score', '--metric', 'gleu', '--source', 'src.txt', '--refs', 'ref.txt', '--', 'hyp.txt'] },
    { name: 'score sari', files: { 'src.txt': lines(SRC), 'ref.txt': lines(REF), 'hyp.txt': lines(HYP) }, args: ['score', '--metric', 'sari', '--source', 'src.txt', '--refs', 'ref.txt', '--', 'hyp.txt'], sweep: ['ref.txt'], secondary: true },
    { name: 'score m2 --m2', files: { 'gold.m2': m2(GOLD), 'hyp.txt': lines(HYP) }, args: ['score', '--metric', 'm2', '--m2', 'gold.m2', 'hyp.txt'], secondary: true },
    { name: 'imeasure --m2', files: { 'gold.m2': m2(GOLD), 'hyp.txt': lines(HYP) }, args: ['imeasure', '--m2', 'gold.m2', 'hyp.txt'] },
    { name: 'conservatism', files: { 'src.txt': lines(SRC), 'ref.txt': lines(REF), 'sys.txt': lines(HYP) }, args: ['conservatism', '--source', 'src.txt', '--ref', 'ref.txt', '--json', 'sys.txt'] },
    { name: 'conservatism --ref M2', files: { 'src.txt': lines(SRC), 'gold.m2': m2(GOLD), 'sys.txt': lines(HYP) }, args: ['conservatism', '--source', 'src.txt', '--ref', 'gold.m2', '--json', 'sys.txt'], sweep: ['gold.m2'], secondary: true },
    { name: 'm2-merge', files: { 'a0.m2': m2(GOLD_A0), 'a1.m2': m2(GOLD_A1) }, args: ['m2-merge', 'a0.m2', 'a1.m2'] },
    { name: 'significance', files: { 'gold.m2': m2(GOLD), 'sys.txt': lines(HYP), 'ref.txt': lines(REF2) }, args: ['significance', '--m2', 'gold.m2', '--resamples', '20', '--json', 'sys.txt', 'ref.txt'] },
    { name: 'unseenest', files: { 'fp.txt': { kind: 'fingerprint', text: FINGERPRINT } }, args: ['unseenest', 'fp.txt'] },
    { name: 'coverage --crowd', files: { 'crowd.tsv': { kind: 'tsv', text: CROWD } }, args: ['coverage', '--crowd', 'crowd.tsv', '--max-m', '3', '--reps', '10', '--bootstrap', '0', '--json'] },
    { name: 'dagf', files: { 'g.xml': { kind: 'ucca-xml', text: XML_A }, 'r.xml': { kind: 'ucca-xml', text: XML_A } }, args: ['dagf', 'g.xml', 'r.xml', '--json'], sweep: ['g.xml'] },
    { name: 'distsim', files: { 's.xml': { kind: 'ucca-xml', text: XML_A }, 'c.xml': { kind: 'ucca-xml', text: XML_B } }, args: ['distsim', '--source-graph', 's.xml', '--correction-graph', 'c.xml', '--json'], sweep: ['c.xml'] },
    { name: 'usim graphs', files: { 's.json': { kind: 'ucca-json', text: sampleJsonGraph('source') }, 'c.json': { kind: 'ucca-json', text: sampleJsonGraph('mle_1') } }, args: ['usim', '--source-graph', 's.json', '--correction-graph', 'c.json', '--json'], sweep: ['s.json'] },
    { name: 'usim lists', files: { 's.xml': { kind: 'ucca-xml', text: XML_A }, 'c.xml': { kind: 'ucca-xml', text: XML_B }, 's.lst': { kind: 'list', text: 's.xml\ns.xml\n' }, 'c.lst': { kind: 'list', text: 'c.xml\ns.xml\n' } }, args: ['usim', '--source-list', 's.lst', '--correction-list', 'c.lst', '--json'], sweep: ['s.lst', 'c.lst'] },
    { name: 'draw', files: { 'g.xml': { kind: 'ucca-xml', text: XML_A }, 'c.xml': { kind: 'ucca-xml', text: XML_B } }, args: ['draw', 'g.xml', '--aligned', 'c.xml', '-o', 'out.svg'], outputs: ['out.svg'], sweep: ['c.xml'] },
    { name: 'imeasure --ixml', files: { 'gold.xml': { kind: 'ucca-xml', text: IXML }, 'hyp.txt': lines(HYP) }, args: ['imeasure', '--ixml', 'gold.xml', 'hyp.txt'], sweep: ['gold.xml'] },
    { name: 'coverage --fingerprints', files: { 'fp/x_exact_input_hist.txt': { kind: 'fingerprint', text: FINGERPRINT }, 'fp/x_index_input_hist.txt': { kind: 'fingerprint', text: FINGERPRINT } }, args: ['coverage', '--fingerprints', 'fp', '--max-m', '3', '--reps', '10', '--bootstrap', '0', '--json'],
      // The folder may hold one class type only: the other is then left out, not an error.
      expect: { 'fp/x_exact_input_hist.txt': { missing: 'error-or-ok' }, 'fp/x_index_input_hist.txt': { missing: 'error-or-ok' } }, sweep: ['fp/x_index_input_hist.txt'] },
    { name: 'faithfulness --model none', files: { 'src.txt': lines(SRC), 'hyp.txt': lines(HYP) }, args: ['faithfulness', '--model', 'none', '--source', 'src.txt', 'hyp.txt', '--json'] },
  ];
}

/** Commands that load a model or the ERRANT pipeline, and the ones that write folders. */
export function heavyTargets(): Target[] {
  return [
    { name: 'faithfulness (v1 parser)', files: { 'src.txt': lines(SRC), 'hyp.txt': lines(HYP) }, args: ['faithfulness', '--source', 'src.txt', 'hyp.txt', '--json'], skip: ['long-line', 'long-sentence'], secondary: true },
    { name: 'edits', files: { 'src.txt': lines(SRC), 'hyp.txt': lines(HYP) }, args: ['edits', '-q', '--source', 'src.txt', '--target', 'hyp.txt'] },
    { name: 'errant-compare --hyp-text', files: { 'src.txt': lines(SRC), 'hyp.txt': lines(HYP), 'gold.m2': m2(GOLD) }, args: ['errant-compare', '-q', '--source', 'src.txt', '--hyp-text', 'hyp.txt', '--ref', 'gold.m2'], sweep: ['hyp.txt'] },
    { name: 'errant-compare --hyp M2', files: { 'hyp.m2': m2(GOLD_A0), 'gold.m2': m2(GOLD) }, args: ['errant-compare', '--hyp', 'hyp.m2', '--ref', 'gold.m2'] },
    { name: 'parse', files: { 'in.txt': { kind: 'text', text: SRC } }, args: ['parse', '-q', '--model', 'v1', '--tokenized', 'in.txt'], skip: ['long-line'],
      // Free text: no sentence is a valid input (nothing to parse), a blank line is an empty sentence, and an M2 file's lines are sentences too.
      expect: { 'in.txt': { empty: 'error-or-ok', 'final-blank-line': 'error-or-ok', 'wrong-format': 'error-or-ok' } } },
    { name: 'parse --tsv', files: { 'in.tsv': { kind: 'tsv', text: 'a\tHe go to school .\nb\tI like dog .\n' } }, args: ['parse', '-q', '--model', 'v1', '--tokenized', '--tsv', 'in.tsv', '--format', 'json'], expect: { 'in.tsv': { empty: 'error-or-ok' } } },
    { name: 'usim text', files: { 'src.txt': lines(SRC), 'hyp.txt': lines(HYP) }, args: ['usim', '-q', '--model', 'v1', '--cache', 'cache', '--source', 'src.txt', 'hyp.txt', '--json'], skip: ['long-line'], secondary: true },
    { name: 'maege', files: { 'gold.m2': m2(GOLD), 'ref.txt': lines(REF) }, args: ['maege', '-q', '--m2', 'gold.m2', '--refs', 'ref.txt', '--metrics', 'bleu', '--out', 'out', '--no-plots', '--jobs', '1', '--json'] },
    { name: 'report', files: { 'src.txt': lines(SRC), 'ref.txt': lines(REF), 'hyp.txt': lines(HYP) }, args: ['report', '-q', '--source', 'src.txt', '--refs', 'ref.txt', '--systems', 'hyp.txt', '--sections', 'leaderboard', '--metrics', 'bleu', '--resamples', '10', '--no-cache', '--jobs', '1', '--out', 'out'], skip: ['long-line', 'long-sentence'], sweep: ['hyp.txt'] },
    { name: 'report --config', files: { 'src.txt': lines(SRC), 'ref.txt': lines(REF), 'hyp.txt': lines(HYP), 'cfg.json': { kind: 'json', text: '{"out": "out", "dataset": {"source": "src.txt", "references": ["ref.txt"], "systems": ["hyp.txt"]}, "metrics": ["bleu"], "bootstrap": {"resamples": 10}, "sections": {"leaderboard": true, "usim": false, "conservatism": false, "coverage": false, "maege": false, "explorer": false}}\n' } }, args: ['report', '-q', '--config', 'cfg.json', '--no-cache', '--jobs', '1'], sweep: ['cfg.json'], skip: ['long-line', 'long-sentence'] },
    { name: 'ucca-eval', files: { 'gold/1.xml': { kind: 'ucca-xml', text: XML_A }, 'pred/1.xml': { kind: 'ucca-xml', text: XML_A } }, args: ['ucca-eval', 'gold', 'pred', '--json'], sweep: ['pred/1.xml'], missingNames: { 'pred/1.xml': 'pred' } },
  ];
}
