/**
 * The SEEDA README's table (Kobayashi et al. 2024; data/seeda/README.md): M², SentM², ERRANT and SentERRANT of 15
 * systems on the whole CoNLL-2014 test set, reproduced with gecval. M² and SentM² against
 * conll14/official-2014.combined.m2; ERRANT and SentERRANT against the ERRANT-typed gold errant/conll14.errant, the
 * hypothesis edits extracted by gecval from conll14/source.txt + the system output (as ERRANT's parallel_to_m2).
 *
 *   node --import tsx bench/errant/seeda.ts [--auto-reference] [--json]
 *
 * The README reports scores × 100 with two decimals; a difference above 0.1 there is 0.001 on a 0–1 scale.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { annotatorsOf, applyEdits, editsOf, formatM2, readM2 } from '../../src/formats/m2.js';
import { extractM2Sentence } from '../../src/text/errant/index.js';
import { fileURLToPath } from 'node:url';
import { scoreM2Files } from '../../src/metrics/m2/files.js';
import { chooseAnnotators, m2Scores } from '../../src/metrics/m2/corpus.js';
import { scoreErrantFiles } from '../../src/metrics/errant/files.js';
import { benchArgs } from '../lib/args.js';

/** Published values (README table): M², SentM², ERRANT, SentERRANT. */
export const SEEDA_PUBLISHED: Record<string, [number, number, number, number]> = {
  BART: [50.3, 51.29, 46.66, 50.31],
  'BERT-fuse': [62.77, 63.21, 58.99, 61.81],
  'GECToR-BERT': [61.83, 61.23, 58.05, 59.76],
  'GECToR-ens': [63.53, 60.37, 61.43, 59.64],
  'GPT-3.5': [53.5, 53.28, 44.12, 49.23],
  INPUT: [0.0, 31.33, 0.0, 31.4],
  'LM-Critic': [55.5, 58.0, 52.38, 56.41],
  PIE: [59.93, 60.7, 55.89, 59.35],
  'REF-F': [47.48, 48.99, 33.24, 41.41],
  'REF-M': [60.12, 62.3, 54.77, 60.11],
  'Riken-Tohoku': [64.74, 64.22, 61.88, 63.13],
  T5: [65.07, 65.2, 60.65, 63.24],
  TemplateGEC: [56.29, 57.59, 51.34, 56.08],
  TransGEC: [68.08, 68.33, 64.43, 66.76],
  'UEDIN-MS': [64.55, 62.68, 61.33, 61.38],
};

function shared(...parts: string[]): string {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  return resolve(process.env.GECVAL_SHARED ?? resolve(root, '..', 'shared'), 'data', ...parts);
}

export interface SeedaRow {
  readonly system: string;
  /** gecval's values × 100: M², SentM², ERRANT, SentERRANT. */
  readonly ours: [number, number, number, number];
  readonly published: [number, number, number, number];
}

export function seedaM2(system: string): [number, number] {
  const r = scoreM2Files(shared('seeda/outputs/all', `${system}.txt`), shared('conll14/official-2014.combined.m2'));
  const sentences = r.sentences.map((s) => m2Scores(chooseAnnotators([s.annotators], 0.5).totals, 0.5).f);
  return [100 * r.f, (100 * sentences.reduce((a, b) => a + b, 0)) / sentences.length];
}

export type SeedaReference = 'errant-gold' | 'auto';

let autoReference: string | undefined;

/**
 * The reference for ERRANT: `errant-gold` is data/errant/conll14.errant (NUCLE's spans typed by ERRANT);
 * `auto` re-extracts the reference edits, as ERRANT's parallel_to_m2 would, from the two annotators' corrected
 * sentences of official-2014.combined.m2 (written once to a temporary file).
 */
export function seedaReference(kind: SeedaReference): string {
  if (kind === 'errant-gold') return shared('errant/conll14.errant');
  if (autoReference === undefined) {
    // Only the annotators a sentence has (a sentence without annotator 1's lines has no coder 1, as in the M2).
    const sentences = readM2(shared('conll14/official-2014.combined.m2')).map((s) => {
      const annotators = annotatorsOf(s);
      const extracted = extractM2Sentence(s.tokens.join(' '), annotators.map((a) => applyEdits(s.tokens, editsOf(s, a)).join(' ')));
      return { ...extracted, edits: extracted.edits.map((e) => ({ ...e, annotator: annotators[e.annotator]! })) };
    });
    autoReference = join(mkdtempSync(join(tmpdir(), 'gecval-seeda-')), 'conll14-auto.m2');
    writeFileSync(autoReference, formatM2(sentences));
  }
  return autoReference;
}

export function seedaErrant(system: string, reference: SeedaReference = 'errant-gold'): [number, number] {
  const r = scoreErrantFiles({ ref: seedaReference(reference), hypothesis: shared('seeda/outputs/all', `${system}.txt`), source: shared('conll14/source.txt') });
  return [100 * r.f, 100 * r.sentenceMean];
}

export function seedaRow(system: string, reference: SeedaReference = 'errant-gold'): SeedaRow {
  const [m2, sentM2] = seedaM2(system);
  const [errant, sentErrant] = seedaErrant(system, reference);
  return { system, ours: [m2, sentM2, errant, sentErrant], published: SEEDA_PUBLISHED[system]! };
}

if (process.argv[1] !== undefined && import.meta.url === `file://${resolve(process.argv[1])}`) {
  const rows: SeedaRow[] = [];
  const opts = benchArgs({
    usage: 'node --import tsx bench/errant/seeda.ts [options]',
    summary: "The SEEDA README's table (M², SentM², ERRANT, SentERRANT) against the published numbers.",
    options: {
      'auto-reference': { type: 'boolean', description: 'ERRANT references re-extracted by gecval, not the ERRANT gold' },
      json: { type: 'boolean', description: 'also print the rows as JSON' },
    },
  });
  const reference: SeedaReference = opts['auto-reference'] ? 'auto' : 'errant-gold';
  console.log(`ERRANT reference: ${reference}`);
  console.log('| system | M² | SentM² | ERRANT | SentERRANT |\n| --- | --- | --- | --- | --- |');
  for (const system of Object.keys(SEEDA_PUBLISHED)) {
    const row = seedaRow(system, reference);
    rows.push(row);
    const cells = row.ours.map((v, i) => {
      const d = v - row.published[i]!;
      return `${v.toFixed(2)} (${row.published[i]!.toFixed(2)}${Math.abs(d) > 0.1 ? `, **${d > 0 ? '+' : ''}${d.toFixed(2)}**` : ''})`;
    });
    console.log(`| ${system} | ${cells.join(' | ')} |`);
  }
  if (opts.json) console.log(JSON.stringify(rows));
}
