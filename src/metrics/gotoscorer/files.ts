/**
 * GoToScorer on files: the compared systems' outputs, gold chunks from a reference or an M2 annotator, and the
 * scored hypothesis's result. Loaded by the registry entry (entry.ts) on first use.
 */
import { dirname, resolve } from 'node:path';
import { fnv1a32Hex } from '../../core/hash.js';
import { makeSignature } from '../../core/signature.js';
import { GecvalInputError } from '../../core/errors.js';
import { readLines } from '../../formats/text-file.js';
import { checkParallel, readSentenceFile } from '../../formats/parallel.js';
import { editsOf, readM2 } from '../../formats/m2.js';
import { tokenize } from '../../text/tokens.js';
import type { ScoreRequest } from '../metric-entry.js';
import type { MetricResult } from '../metric.js';
import type { EditSpan } from './chunks.js';
import type { GotoScorerEntryOptions } from './entry.js';
import { extractSpans, gotoCorpusScore, gotoSentenceScore, scoreGotoSystems, type GotoSentence } from './metric.js';

/** Gold types the original leaves out: no-op lines, unclear meaning (NUCLE `Um`), detection-only edits (`UNK`). */
const SKIPPED_GOLD_TYPES = new Set(['noop', 'UNK', 'Um']);

/** The output files named by a `systems` list, resolved; the hypothesis is added when the list lacks it. */
export function readSystemList(listFile: string, hypothesis: string): string[] {
  const base = dirname(resolve(listFile));
  const paths = readLines(listFile)
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((l) => resolve(base, l));
  const hyp = resolve(hypothesis);
  return paths.includes(hyp) ? paths : [...paths, hyp];
}

/** The gold chunks of every sentence (exported for the parity test, which scores 15 systems from one extraction). */
export function goldSentences(sources: readonly string[], options: GotoScorerEntryOptions, references: readonly string[] | undefined, m2File: string | undefined): GotoSentence[] {
  if (options.gold === 'references') {
    const ref = references?.[options.ref];
    if (ref === undefined) throw new GecvalInputError(`gotoscorer reads reference ${options.ref} (option ref, 0-based) but ${references?.length ?? 0} reference file(s) were given`);
    const refLines = readSentenceFile(ref);
    checkParallel([refLines], { count: sources.length, what: 'the source' });
    return sources.map((s, i) => ({ tokens: tokenize(s), gold: extractSpans(s, refLines.lines[i]!) }));
  }
  if (m2File === undefined) throw new GecvalInputError('gotoscorer with gold=m2 needs --m2');
  const m2 = readM2(m2File);
  if (m2.length !== sources.length) throw new GecvalInputError(`the gold M2 has ${m2.length} sentences but the source has ${sources.length}`, { file: m2File });
  if (!m2.some((s) => s.edits.some((e) => e.annotator === options.ref))) throw new GecvalInputError(`the gold M2 has no edits of annotator ${options.ref} (option ref)`, { file: m2File });
  return m2.map((s, i) => {
    if (s.tokens.join(' ') !== tokenize(sources[i]!).join(' ')) {
      throw new GecvalInputError(`gold M2 sentence ${i + 1} differs from source line ${i + 1}`, { file: m2File, line: s.line });
    }
    const gold: EditSpan[] = editsOf(s, options.ref)
      .filter((e) => !SKIPPED_GOLD_TYPES.has(e.type))
      .map((e) => ({ start: e.start, end: e.end, correction: e.correction }));
    return { tokens: s.tokens, gold };
  });
}

/**
 * Which outputs weighed the chunks, for the signature: the weights depend on the set of outputs (not their order or
 * paths), so two lists of the same size sign alike only when they hold the same texts (up to a 32-bit collision).
 * FNV-1a of each output's lines, sorted, then of those (no crypto module: the browser app scores GoToScorer too).
 */
export function systemsFingerprint(outputs: readonly (readonly string[])[]): string {
  const each = outputs.map((lines) => fnv1a32Hex(lines.join('\n'))).sort();
  return fnv1a32Hex(each.join('\n'));
}

/** Scores `request.hypothesis` among the systems named by `options.systems` (see entry.ts). */
export function scoreGotoFiles(request: ScoreRequest, options: GotoScorerEntryOptions): MetricResult {
  if (request.source === undefined || request.hypothesis === undefined) throw new GecvalInputError('gotoscorer needs --source and a hypothesis file');
  const source = readSentenceFile(request.source);
  const systemPaths = options.systems === '' ? [resolve(request.hypothesis)] : readSystemList(options.systems, request.hypothesis);
  if (options.weighted && systemPaths.length < 2) {
    throw new GecvalInputError('gotoscorer weighs chunks by how many systems correct them: give the compared systems with -O systems=LIST (a file of output paths), or weighted=false');
  }
  const outputs = systemPaths.map((p) => readSentenceFile(p));
  checkParallel(outputs, { count: source.lines.length, what: `the source ${source.path}` });
  const sentences = goldSentences(source.lines, options, request.references, request.m2);
  const systemEdits = outputs.map((o) => source.lines.map((s, i) => extractSpans(s, o.lines[i]!)));
  const results = scoreGotoSystems(sentences, systemEdits, options);
  const self = results[systemPaths.indexOf(resolve(request.hypothesis))]!;
  const c = self.corpus;
  return {
    metric: 'gotoscorer',
    corpus: gotoCorpusScore(c, options.beta),
    sentences: self.sentences.map((s) => gotoSentenceScore(s, options.beta)),
    signature: makeSignature('gotoscorer', {
      beta: options.beta,
      weighted: options.weighted,
      gold: options.gold === 'references' ? `ref${options.ref}-extracted` : `m2-annotator${options.ref}`,
      systems: `${systemPaths.length};sha:${systemsFingerprint(outputs.map((o) => o.lines))}`,
      edits: 'errant-wink',
    }),
    details: { tp: c.tp, fp: c.fp, fn: c.fn, tn: c.tn, systems: systemPaths.length },
  };
}
