/**
 * The data the faithfulness bench reads, all from ../shared/data:
 * - TMU-GFM dev (raw text, meaning rated 0–4 by five people) — calibration and the correlation check;
 * - the perturbation suites: valid references against seeded meaning-changing rewrites of the same references.
 *   JFLEG dev (source vs one of its four references) is the *evaluation* suite; CoNLL-2014 with the Bryant & Ng
 *   references is the *tuning* suite the fit may look at, so the reported AUCs come from sentences the fit never saw.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SeededRandom } from '../../src/core/random.js';
import { applyEdits, editsOf, readM2 } from '../../src/formats/m2.js';
import { tokenize } from '../../src/text/tokens.js';
import { CONTROL_FAMILIES, perturb, PERTURBATION_FAMILIES, type PerturbationFamily } from '../../src/metrics/faithfulness/perturb.js';

/** The families of session 6, drawn from the suite's main random stream in this order. */
const SESSION6_FAMILIES = ['polarity', 'substitution', 'swap', 'deletion', 'quantity', 'modality'] as const;

export function sharedDir(): string {
  return process.env.GECVAL_SHARED ?? join(import.meta.dirname, '../../../shared');
}

export interface TmuItem {
  readonly source: string;
  readonly output: string;
  readonly ratings: readonly number[];
  readonly meaning: number;
}

export function readTmuDev(path = join(sharedDir(), 'data/tmu-gfm/dev.tsv')): TmuItem[] {
  const [header, ...rows] = readFileSync(path, 'utf8').split('\n').filter((l) => l.length > 0);
  const cols = header!.split('\t');
  const at = (name: string): number => cols.indexOf(name);
  return rows.map((row) => {
    const f = row.split('\t');
    const ratings = f[at('meaning')]!.split(',').map(Number);
    return { source: f[at('source')]!, output: f[at('output')]!, ratings, meaning: Number(f[at('ave_m')]) };
  });
}

export interface SuitePair {
  /** Index of the source sentence (pairs of one sentence share it). */
  readonly group: number;
  readonly source: string;
  readonly hypothesis: string;
  /** `valid` for the reference itself, else the perturbation family. */
  readonly label: 'valid' | PerturbationFamily;
  readonly description: string;
}

/** For each source: one reference (seeded choice) as the valid pair, and one rewrite of it per family. */
export function perturbationSuite(sources: readonly string[], references: readonly (readonly string[])[], seed: number): SuitePair[] {
  const random = new SeededRandom(seed);
  const pairs: SuitePair[] = [];
  sources.forEach((source, group) => {
    const candidates = references[group]!.filter((r) => tokenize(r).length > 0);
    if (candidates.length === 0 || tokenize(source).length === 0) return;
    const reference = tokenize(candidates[random.integer(0, candidates.length - 1)]!);
    pairs.push({ group, source: tokenize(source).join(' '), hypothesis: reference.join(' '), label: 'valid', description: 'reference' });
    for (const family of SESSION6_FAMILIES) {
      const p = perturb(reference, family, random);
      if (p) pairs.push({ group, source: tokenize(source).join(' '), hypothesis: p.tokens.join(' '), label: family, description: p.description });
    }
    // The families added in session 15 draw from their own stream (seeded by the suite seed and the sentence), so
    // the session-6 families' rewrites stay what they were and old and new numbers compare on the same pairs.
    const own = new SeededRandom(seed * 1_000_003 + group + 1);
    for (const family of [...PERTURBATION_FAMILIES.filter((f) => !(SESSION6_FAMILIES as readonly string[]).includes(f)), ...CONTROL_FAMILIES]) {
      const p = perturb(reference, family, own);
      if (p) pairs.push({ group, source: tokenize(source).join(' '), hypothesis: p.tokens.join(' '), label: family, description: p.description });
    }
  });
  return pairs;
}

/**
 * JFLEG: `dev` (754 sources, four references each) is the *evaluation* suite; `test` (747 other sources) is a
 * tuning suite, always generated with another seed (TUNING_SEED), so the fit never sees an evaluation sentence.
 */
export function jflegSuite(seed: number, split: 'dev' | 'test' = 'dev'): SuitePair[] {
  const dir = join(sharedDir(), 'data/jfleg');
  const read = (f: string): string[] => readFileSync(join(dir, f), 'utf8').split('\n').slice(0, -1);
  const sources = read(`${split}.src`);
  const refs = [0, 1, 2, 3].map((k) => read(`${split}.ref${k}`));
  return perturbationSuite(sources, sources.map((_, i) => refs.map((r) => r[i]!)), seed);
}

/** CoNLL-2014 test with the ten Bryant & Ng references, applied from their M2 edits (tuning suite). */
export function conllSuite(seed: number): SuitePair[] {
  const dir = join(sharedDir(), 'data/conll14/bn10');
  const files = Array.from({ length: 10 }, (_, k) => readM2(join(dir, `A${k + 1}.m2`)));
  const sources = files[0]!.map((s) => s.tokens.join(' '));
  const references = sources.map((_, i) =>
    files.flatMap((file) => {
      const sentence = file[i]!;
      const annotator = sentence.edits[0]?.annotator ?? 0;
      try {
        return [applyEdits(sentence.tokens, editsOf(sentence, annotator)).join(' ')];
      } catch {
        return []; // a few annotations have overlapping edits; leave that reference out
      }
    }),
  );
  return perturbationSuite(sources, references, seed);
}
