/**
 * Appraise XML: the ranking format of WMT-style human evaluations, used by Grundkiewicz et al. (2015) and SEEDA
 * (Kobayashi et al. 2024). Each `<ranking-item src-id=…>` ranks up to five `<translation system="A B" rank="r"/>`
 * elements; systems with identical outputs share one element (so one element can name several systems).
 *
 * The `src-id` attribute has no declared base: SEEDA's is 1-based against its subset files, GJG15's 0-based. Reading it
 * with the wrong base silently pairs each ranking with the neighbouring sentence. This reader therefore *proves* the
 * base against the system outputs: under the right base, (nearly) every element shared by several systems names systems
 * whose outputs are identical at that line, under the wrong one few do. Data that fails the check is refused.
 */
import { GecvalInputError } from '../core/errors.js';
import { readTextFile } from './text-file.js';
import { XmlSyntaxError, lineAt, scanXml } from './xml-scan.js';

export interface AppraiseTranslation {
  /** Systems sharing this (identical) output. */
  readonly systems: readonly string[];
  /** Rank, lower is better; equal ranks are ties. */
  readonly rank: number;
  /** 1-based line in the XML file. */
  readonly line: number;
}

export interface AppraiseItem {
  /** The raw `src-id` attribute (base unknown until proven). */
  readonly srcId: number;
  readonly id: string;
  readonly user: string;
  readonly translations: readonly AppraiseTranslation[];
  readonly line: number;
}

/** Parses Appraise XML text: every `<ranking-item>` with its `<translation>` children, in file order. */
export function parseAppraiseXml(text: string, file = '<appraise>'): AppraiseItem[] {
  const items: AppraiseItem[] = [];
  let current: { srcId: number; id: string; user: string; translations: AppraiseTranslation[]; line: number } | null = null;
  // Lines counted forward as the scanner moves on (tags come in document order).
  let line = 1;
  let counted = 0;
  const lineOf = (offset: number): number => {
    for (let k = counted; k < offset; k++) if (text.charCodeAt(k) === 10) line++;
    counted = Math.max(counted, offset);
    return line;
  };
  try {
    // gecval's one XML reader (formats/xml-scan.ts): well-formedness, checked character references, no entity expansion.
    scanXml(text, (event) => {
      if (event.name !== 'ranking-item' && event.name !== 'translation') return;
      const at = lineOf(event.offset);
      if (event.name === 'ranking-item') {
        if (event.kind === 'close') {
          if (current === null) return; // unreachable: the scanner pairs every end tag with its start tag
          if (current.translations.length === 0) throw new GecvalInputError('<ranking-item> has no <translation>', { file, line: current.line });
          items.push(current);
          current = null;
          return;
        }
        if (current !== null) throw new GecvalInputError('nested <ranking-item>', { file, line: at });
        const raw = event.attrs['src-id'];
        const srcId = Number(raw);
        if (raw === undefined || raw.trim() === '' || !Number.isInteger(srcId) || srcId < 0) {
          throw new GecvalInputError(`<ranking-item> needs a non-negative integer src-id, got ${raw === undefined ? 'none' : `'${raw}'`}`, { file, line: at });
        }
        // GJG15 has empty `<ranking-item …/>` elements (items skipped by the annotator): they rank nothing.
        if (event.kind === 'empty') return;
        current = { srcId, id: event.attrs.id ?? String(items.length + 1), user: event.attrs.user ?? '', translations: [], line: at };
        return;
      }
      if (event.kind === 'close') return;
      if (current === null) throw new GecvalInputError('<translation> outside a <ranking-item>', { file, line: at });
      const systems = (event.attrs.system ?? '').split(/\s+/u).filter(Boolean);
      const rank = Number(event.attrs.rank);
      if (systems.length === 0) throw new GecvalInputError('<translation> names no system', { file, line: at });
      if (!Number.isFinite(rank)) throw new GecvalInputError(`<translation> needs a numeric rank, got '${event.attrs.rank ?? ''}'`, { file, line: at });
      current.translations.push({ systems, rank, line: at });
    });
  } catch (error) {
    if (error instanceof XmlSyntaxError) throw new GecvalInputError(`malformed XML: ${error.message}`, { file, line: lineAt(text, error.offset) });
    throw error;
  }
  if (items.length === 0) throw new GecvalInputError('no <ranking-item> found: not Appraise XML?', { file });
  return items;
}

export function readAppraiseXml(file: string): AppraiseItem[] {
  return parseAppraiseXml(readTextFile(file), file);
}

export interface IndexBaseEvidence {
  readonly base: 0 | 1;
  /** Shared elements (naming ≥ 2 systems) whose systems' outputs are identical at line src-id − base. */
  readonly agreeing: number;
  readonly shared: number;
  /** First disagreeing element under this base, for the error message. */
  readonly firstMismatch?: { readonly line: number; readonly srcId: number; readonly systems: readonly string[] };
}

export interface IndexBaseProof {
  readonly base: 0 | 1;
  readonly evidence: readonly [IndexBaseEvidence, IndexBaseEvidence];
}

/** Whitespace-normalised comparison, so trailing blanks in a system file do not break the proof. */
const norm = (s: string) => s.trim().split(/\s+/u).join(' ');

function evidenceFor(items: readonly AppraiseItem[], outputs: ReadonlyMap<string, readonly string[]>, base: 0 | 1): IndexBaseEvidence {
  let agreeing = 0;
  let shared = 0;
  let firstMismatch: IndexBaseEvidence['firstMismatch'];
  for (const item of items) {
    const index = item.srcId - base;
    for (const t of item.translations) {
      if (t.systems.length < 2) continue;
      shared++;
      const lines = t.systems.map((s) => outputs.get(s)?.[index]);
      const ok = lines.every((l) => l !== undefined) && lines.every((l) => norm(l!) === norm(lines[0]!));
      if (ok) agreeing++;
      else firstMismatch ??= { line: t.line, srcId: item.srcId, systems: t.systems };
    }
  }
  return { base, agreeing, shared, firstMismatch };
}

/** Checks that every system named in the XML has an output file; the error names the first unknown system. */
export function checkSystems(items: readonly AppraiseItem[], known: ReadonlySet<string>, file = '<appraise>'): void {
  for (const item of items) {
    for (const t of item.translations) {
      for (const s of t.systems) {
        if (!known.has(s)) throw new GecvalInputError(`system '${s}' has no output (known systems: ${[...known].sort().join(', ')})`, { file, line: t.line });
      }
    }
  }
}

export interface ProofOptions {
  /**
   * Share of shared elements that must agree under the proven base (default 0.99). Not 1: GJG15's interface collapsed
   * outputs that differ only in tokenisation (`i.e.` / `i.e .`: 4 of its 2,759 shared elements), while a shift by one
   * sentence leaves only about a quarter agreeing.
   */
  readonly minAgreement?: number;
  /** Largest share that may agree under the refuted base (default 0.5). */
  readonly maxOtherAgreement?: number;
}

/**
 * Proves the base of `src-id` against the outputs (system name → lines). A base is proven when (nearly) every shared
 * element agrees under it and clearly fewer agree under the other base; anything else (no shared elements, both
 * bases consistent, neither consistent) is refused, because the pairing of rankings with sentences would be a guess.
 */
export function proveIndexBase(items: readonly AppraiseItem[], outputs: ReadonlyMap<string, readonly string[]>, file = '<appraise>', options: ProofOptions = {}): IndexBaseProof {
  const minAgreement = options.minAgreement ?? 0.99;
  const maxOther = options.maxOtherAgreement ?? 0.5;
  checkSystems(items, new Set(outputs.keys()), file);
  const zero = evidenceFor(items, outputs, 0);
  const one = evidenceFor(items, outputs, 1);
  const describe = (e: IndexBaseEvidence) => `${e.base}-based: ${e.agreeing} of ${e.shared} shared <translation> elements have identical outputs`;
  if (zero.shared === 0) {
    throw new GecvalInputError('cannot prove the base of src-id: no <translation> element is shared by several systems', { file });
  }
  const rate = (e: IndexBaseEvidence) => e.agreeing / e.shared;
  const zeroOk = rate(zero) >= minAgreement && rate(one) <= maxOther;
  const oneOk = rate(one) >= minAgreement && rate(zero) <= maxOther;
  if (zeroOk !== oneOk) return { base: zeroOk ? 0 : 1, evidence: [zero, one] };
  if (rate(zero) >= minAgreement && rate(one) >= minAgreement) {
    throw new GecvalInputError(`cannot prove the base of src-id: both bases are consistent with the outputs (${describe(zero)}; ${describe(one)})`, { file });
  }
  const best = zero.agreeing >= one.agreeing ? zero : one;
  const m = best.firstMismatch!;
  throw new GecvalInputError(
    `src-id does not match the system outputs under either base (${describe(zero)}; ${describe(one)}); e.g. src-id ${m.srcId} shares one output among ${m.systems.join(', ')} but their lines differ — wrong output files or shifted judgments`,
    { file, line: m.line },
  );
}

/** One annotator's ranking of one sentence: system → rank (lower is better), sentence index 0-based. */
export interface SentenceRanking {
  readonly sentence: number;
  readonly user: string;
  readonly id: string;
  readonly ranks: ReadonlyMap<string, number>;
  readonly line: number;
}

export interface AppraiseRankings {
  readonly rankings: readonly SentenceRanking[];
  readonly proof: IndexBaseProof;
}

/** Reads Appraise XML and pairs each ranking with its 0-based sentence index, after proving the index base. */
export function readAppraiseRankings(file: string, outputs: ReadonlyMap<string, readonly string[]>, options: ProofOptions = {}): AppraiseRankings {
  return appraiseRankings(readAppraiseXml(file), outputs, file, options);
}

export function appraiseRankings(items: readonly AppraiseItem[], outputs: ReadonlyMap<string, readonly string[]>, file = '<appraise>', options: ProofOptions = {}): AppraiseRankings {
  const proof = proveIndexBase(items, outputs, file, options);
  const rankings = items.map((item) => {
    const ranks = new Map<string, number>();
    for (const t of item.translations) {
      for (const s of t.systems) {
        if (ranks.has(s)) throw new GecvalInputError(`system '${s}' is ranked twice in one <ranking-item>`, { file, line: t.line });
        ranks.set(s, t.rank);
      }
    }
    return { sentence: item.srcId - proof.base, user: item.user, id: item.id, ranks, line: item.line };
  });
  return { rankings, proof };
}
