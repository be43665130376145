/**
 * Every script under bench/, by name: what `node --import tsx bench/all.ts --list` prints and what `bench/all.ts NAME`
 * runs. `all` runs the `inAll` set (the whole-process benches, bench/RESULTS.md); the rest run by name. A file that is
 * only imported by other scripts is listed in BENCH_MODULES instead (test/bench/catalogue.test.ts checks that every
 * file under bench/ is in one of the two lists).
 *
 * kind: `speed` measures time (against the original where one runs), `check` compares numbers with an original or a
 * published table, `analysis` is an experiment or diagnostic whose output feeds a doc, `tool` is a helper run by hand.
 */
export interface BenchScript {
  readonly name: string;
  /** From the repository root. */
  readonly script: string;
  readonly kind: 'speed' | 'check' | 'analysis' | 'tool';
  readonly summary: string;
  /** Run by `bench/all.ts` with no names (and by `npm run bench`). */
  readonly inAll?: boolean;
  /** Reads its options with bench/lib/args.ts (`--help` works). */
  readonly harness?: boolean;
  /** How it is started when not a TypeScript file run with tsx. */
  readonly runner?: 'python3' | 'sh' | 'node';
}

export const BENCH_SCRIPTS: readonly BenchScript[] = [
  // The whole-process benches `all` runs, in its order (their old short names are kept).
  { name: 'startup', script: 'bench/startup/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'start-up time of gecval commands against the originals' },
  { name: 'm2', script: 'bench/m2/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval m2 against the original m2scorer' },
  { name: 'metrics', script: 'bench/metrics/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'GLEU, BLEU, SARI, iBLEU, LD… against their originals' },
  { name: 'usim', script: 'bench/usim/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval usim against the original' },
  { name: 'parser', script: 'bench/parser/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval parse per model and input set' },
  { name: 'maege', script: 'bench/maege/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval maege per metric' },
  { name: 'report', script: 'bench/report/run.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval report build time' },
  { name: 'imeasure', script: 'bench/imeasure/whole-process.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval imeasure against the original' },
  { name: 'conservatism', script: 'bench/conservatism/whole-process.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval conservatism / coverage against UnseenEst' },
  { name: 'faithfulness', script: 'bench/faithfulness/whole-process.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval faithfulness' },
  { name: 'edits', script: 'bench/errant/whole-process.ts', kind: 'speed', inAll: true, harness: true, summary: 'gecval edits (ERRANT extraction)' },
  // Speed, in one process or of one part.
  { name: 'conservatism/run', script: 'bench/conservatism/run.ts', kind: 'speed', harness: true, summary: 'conservatism and coverage analyses in one process' },
  { name: 'errant/run', script: 'bench/errant/run.ts', kind: 'speed', harness: true, summary: 'edit-extraction speed on CoNLL-2014 test, in one process' },
  { name: 'errant/scorer', script: 'bench/errant/scorer.ts', kind: 'speed', harness: true, summary: 'gecval errant scorer against the original' },
  { name: 'faithfulness/speed', script: 'bench/faithfulness/speed.ts', kind: 'speed', harness: true, summary: 'the faithfulness measure alone' },
  { name: 'imeasure/run', script: 'bench/imeasure/run.ts', kind: 'speed', harness: true, summary: 'I-measure on every CoNLL-2014 team, in one process' },
  { name: 'imeasure/shared-prefix', script: 'bench/imeasure/shared-prefix.ts', kind: 'speed', harness: true, summary: 'aligning reference candidates one at a time vs sharing prefixes (MAEGE items)' },
  { name: 'imeasure/maege-profile', script: 'bench/imeasure/maege-profile.ts', kind: 'speed', harness: true, summary: "where the I-measure's time goes on MAEGE items" },
  { name: 'm2/pathological', script: 'bench/m2/pathological.ts', kind: 'speed', harness: true, summary: 'CPU time of the pathological M² and I-measure inputs the tests check without timing' },
  { name: 'm2/worst-sentence', script: 'bench/m2/worst-sentence.ts', kind: 'speed', harness: true, summary: 'worst-case CPU time of one M² sentence' },
  { name: 'maege/in-process', script: 'bench/maege/in-process.ts', kind: 'speed', harness: true, summary: 'MAEGE per metric on CoNLL-2014, in one process' },
  { name: 'parser/in-process', script: 'bench/parser/in-process.ts', kind: 'speed', harness: true, summary: 'parser sentences/s and memory against tagging-only and B1a baselines' },
  { name: 'parser/compare', script: 'bench/parser/compare.ts', kind: 'speed', harness: true, summary: 'parsers v1 and v2: speed, labeled F1, model size' },
  { name: 'parser/bilstm-speed', script: 'bench/parser/bilstm-speed.ts', kind: 'speed', harness: true, summary: 'BiLSTM parser inference speed' },
  { name: 'report/in-process', script: 'bench/report/in-process.ts', kind: 'speed', harness: true, summary: 'report build time and size (demo and CoNLL-2014), in one process' },
  { name: 'usim/in-process', script: 'bench/usim/in-process.ts', kind: 'speed', harness: true, summary: 'USIM on pre-parsed graphs against the naive baseline' },
  { name: 'tour', script: 'bench/tour/run.ts', kind: 'speed', harness: true, summary: "the README tour's commands as whole processes" },
  { name: 'web/sizes', script: 'bench/web/sizes.mjs', kind: 'speed', runner: 'node', summary: 'download sizes of the browser app' },
  { name: 'serve', script: 'bench/serve/run.py', kind: 'speed', runner: 'python3', summary: 'gecval serve from a Python client' },
  // Checks against originals and published tables.
  { name: 'raw-text', script: 'bench/raw-text/run.ts', kind: 'check', harness: true, summary: "does the raw-text path give the official numbers back?" },
  { name: 'raw-text/speed', script: 'bench/raw-text/speed.ts', kind: 'speed', harness: true, summary: "the raw-text step's cost in whole gecval m2 processes (also bench/raw-text/speed.sh)" },
  { name: 'raw-text/prepare-cpu', script: 'bench/raw-text/prepare-cpu.mjs', kind: 'speed', runner: 'node', summary: "the raw-text step in-process: CPU of prepareHypotheses over the 15 CoNLL-2014 outputs, builds side by side (DIST…)" },
  { name: 'raw-text/spacy-tests', script: 'bench/raw-text/spacy-tests/run.sh', kind: 'check', runner: 'sh', summary: "spaCy's English tokenizer tests (v3, or 1.9.0 with REV v1.9.0) against gecval's spacy3 / bea19" },
  { name: 'raw-text/tokenizer-parity', script: 'bench/raw-text/tokenizer-parity.ts', kind: 'check', harness: true, summary: "each tokeniser against the tool that defines its convention (NLTK 3, NLTK 2.0.1rc1, spaCy 1.9.0), shared data and fuzz" },
  { name: 'raw-text/spacy3-char-classes', script: 'bench/raw-text/spacy3-char-classes.py', kind: 'tool', runner: 'python3', summary: "spaCy v3's letter and icon classes as code-point ranges (src/text/tokenize/spacy3-classes.ts) from a spaCy checkout (SPACY_GIT_DIR [REV])" },
  { name: 'errant/parity', script: 'bench/errant/parity.ts', kind: 'check', harness: true, summary: "extraction parity with ERRANT's own M2 output" },
  { name: 'errant/f05', script: 'bench/errant/f05.ts', kind: 'check', harness: true, summary: 'M² F0.5 per CoNLL-2014 team with gold vs re-extracted references' },
  { name: 'errant/seeda', script: 'bench/errant/seeda.ts', kind: 'check', harness: true, summary: "the SEEDA README's table (M², SentM², ERRANT, SentERRANT)" },
  { name: 'imeasure/verify-fast', script: 'bench/imeasure/verify-fast.ts', kind: 'check', harness: true, summary: 'the fast I-measure against enumeration on real data' },
  { name: 'faithfulness/run', script: 'bench/faithfulness/run.ts', kind: 'check', harness: true, summary: 'validation of the faithfulness measure (docs/faithfulness.md)' },
  { name: 'meta-eval/table', script: 'bench/meta-eval/table.mts', kind: 'check', harness: true, summary: 'the meta-evaluation table of docs/meta-eval.md' },
  { name: 'meta-eval/human-trueskill', script: 'bench/meta-eval/human-trueskill.mts', kind: 'check', harness: true, summary: 'human TrueSkill recomputed from the raw rankings' },
  { name: 'meta-eval/regenerate', script: 'bench/meta-eval/regenerate.sh', kind: 'check', runner: 'sh', summary: 'regenerates the meta-evaluation tables' },
  { name: 'parser/jfleg-usim', script: 'bench/parser/jfleg-usim.ts', kind: 'check', harness: true, summary: 'automatic USIM on JFLEG dev next to USIM on the shipped TUPA parses' },
  { name: 'parser/jfleg-robustness', script: 'bench/parser/jfleg-robustness.ts', kind: 'check', harness: true, summary: 'parser robustness on learner language (JFLEG dev)' },
  { name: 'parser/evaluate-model', script: 'bench/parser/evaluate-model.ts', kind: 'check', harness: true, summary: 'scores a v2 model file or checkpoint on EWT dev/test and 20K' },
  // Analyses, experiments and diagnostics.
  { name: 'errant/miss-categories', script: 'bench/errant/miss-categories.ts', kind: 'analysis', harness: true, summary: 'why gold edits are missed' },
  { name: 'errant/type-misses', script: 'bench/errant/type-misses.ts', kind: 'analysis', harness: true, summary: 'ERRANT type disagreements with what the classifier read' },
  { name: 'faithfulness/explore', script: 'bench/faithfulness/explore.ts', kind: 'analysis', harness: true, summary: 'faithfulness feature-design loop' },
  { name: 'faithfulness/misses', script: 'bench/faithfulness/misses.ts', kind: 'analysis', harness: true, summary: "the faithfulness model's misses on the JFLEG perturbation suite" },
  { name: 'faithfulness/false-alarms', script: 'bench/faithfulness/false-alarms.ts', kind: 'analysis', harness: true, summary: 'valid references that pay a negation, modality or quantity cost' },
  { name: 'maege/m2-debug', script: 'bench/maege/m2-debug.ts', kind: 'analysis', harness: true, summary: 'per-node M² scores of sentence-level chains' },
  { name: 'maege/m2-pooled-gold', script: 'bench/maege/m2-pooled-gold.ts', kind: 'analysis', harness: true, summary: "M²'s sentence-level r and τ with the original's gold M2 text" },
  { name: 'meta-eval/dump-sentence-scores', script: 'bench/meta-eval/dump-sentence-scores.mts', kind: 'analysis', harness: true, summary: 'sentence scores of every system, for the reference implementations' },
  { name: 'meta-eval/lm-critic-versions', script: 'bench/meta-eval/lm-critic-versions.mts', kind: 'analysis', harness: true, summary: "two table parts differing in SEEDA's LM-Critic subset" },
  { name: 'meta-eval/report-section', script: 'bench/meta-eval/report-section.mts', kind: 'analysis', harness: true, summary: "the report's meta-evaluation section on real data" },
  { name: 'meta-eval/write-inputs', script: 'bench/meta-eval/write-inputs.mts', kind: 'analysis', harness: true, summary: "the SEEDA subset's source and references, for original tools" },
  { name: 'parser/decision-bias', script: 'bench/parser/decision-bias.ts', kind: 'analysis', harness: true, summary: 'decision biases for a trained BiLSTM parser' },
  { name: 'parser/ensemble', script: 'bench/parser/ensemble.ts', kind: 'analysis', harness: true, summary: 'an ensemble of BiLSTM parsers' },
  { name: 'parser/exploration-walks', script: 'bench/parser/exploration-walks.ts', kind: 'analysis', harness: true, summary: 'structural exploration on every UCCA split' },
  { name: 'parser/label-bias', script: 'bench/parser/label-bias.ts', kind: 'analysis', harness: true, summary: 'per-label decoding biases fitted on EWT dev' },
  { name: 'parser/oracle-errors', script: 'bench/parser/oracle-errors.ts', kind: 'analysis', harness: true, summary: "where a parser's best move leaves the static oracle's path" },
  { name: 'parser/process-structure', script: 'bench/parser/process-structure.ts', kind: 'analysis', harness: true, summary: 'how each UCCA corpus builds its Processes' },
  { name: 'parser/wiki-convention', script: 'bench/parser/wiki-convention.ts', kind: 'analysis', harness: true, summary: 'does Wiki test annotate verbal complexes like Wiki train?' },
  // Tools.
  { name: 'report/screenshot', script: 'bench/report/screenshot.ts', kind: 'tool', harness: true, summary: 'screenshots of a built report (headless Chromium)' },
  { name: 'report/screenshots', script: 'bench/report/screenshots.ts', kind: 'tool', harness: true, summary: 'screenshots of a built report per section (playwright-core)' },
  { name: 'web/page-vs-cli', script: 'bench/web/page-vs-cli.mts', kind: 'tool', summary: 'the browser page against the CLI' },
  { name: 'web/parse-speed', script: 'bench/web/parse-speed.mts', kind: 'tool', summary: 'UCCA parsing in the browser worker against gecval parse' },
];

/** Files under bench/ that other scripts or tests import and that are not run on their own. */
export const BENCH_MODULES: readonly string[] = [
  'bench/all.ts',
  'bench/lib/args.ts',
  'bench/lib/bench-env.ts',
  'bench/lib/catalogue.ts',
  'bench/lib/usim-original.ts',
  'bench/lib/whole-process.ts',
  'bench/errant/halves.ts',
  'bench/errant/recovery.ts',
  'bench/faithfulness/baselines.ts',
  'bench/faithfulness/stats.ts',
  'bench/faithfulness/suites.ts',
  'bench/imeasure/maege-chains.ts',
  'bench/meta-eval/maege-forms/cleme2.ts',
  'bench/meta-eval/maege-forms/errant.ts',
  'bench/meta-eval/maege-forms/green.ts',
  'bench/parser/process-units.ts',
  'bench/raw-text/detok.py',
  'bench/raw-text/runs.ts',
  // NLTK 2.0.1rc1's Treebank tokenizer under Python 2.7 (the conll14 reference of run.ts and tokenizer-parity.ts)
  'bench/raw-text/nltk2.ts',
  // md5 of every raw-text output, for the byte-identical check of a speed change
  'bench/raw-text/outputs-md5.sh',
  // the niced one-command wrapper of bench/raw-text/speed.ts
  'bench/raw-text/speed.sh',
  'bench/raw-text/spacy-tests/bridge.ts',
  'bench/raw-text/spacy-tests/conftest.py',
  'bench/report/config.ts',
  'bench/serve/faithfulness_batches.py',
  'bench/usim/munkres-literal.ts',
  'bench/usim/naive.ts',
];

/** The scripts `names` pick (a name, or a kind: speed, check, analysis, tool); an unknown name throws. */
export function pickScripts(names: readonly string[]): BenchScript[] {
  return names.flatMap((name) => {
    const byKind = BENCH_SCRIPTS.filter((s) => s.kind === name);
    if (byKind.length > 0) return byKind;
    const one = BENCH_SCRIPTS.find((s) => s.name === name || s.script === name);
    if (one === undefined) throw new Error(`unknown bench '${name}' (bench/all.ts --list lists them)`);
    return [one];
  });
}
