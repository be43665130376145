/**
 * compare_m2.py's text output, byte for byte: the verbose per-sentence trace, the category table (`-cat`) and the
 * overall TP/FP/FN/Prec/Rec/F block. Python's number and string formatting is reproduced in python-format.ts.
 */
import {
  type CategoryCounts, type CoderEdits, type CompareHooks, computeFScore, type ErrantCompareOptions, type ErrantCorpusResult, groupCategories,
} from './compare.js';
import { pythonCenter, pythonFloatRepr, pythonLength, pythonLjust, pythonRjust, pythonStrCompare, pythonStrRepr } from './python-format.js';

export function modeTitle(options: Pick<ErrantCompareOptions, 'mode'>): string {
  switch (options.mode) {
    case 'dt': return ' Token-Based Detection ';
    case 'ds': return ' Span-Based Detection ';
    case 'cse': return ' Span-Based Correction + Classification ';
    default: return ' Span-Based Correction ';
  }
}

function compareTuples(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    return typeof x === 'number' && typeof y === 'number' ? x - y : pythonStrCompare(String(x), String(y));
  }
  return a.length - b.length;
}

function tupleRepr(values: readonly (number | string)[]): string {
  return `(${values.map((v) => (typeof v === 'number' ? String(v) : pythonStrRepr(v))).join(', ')})`;
}

/** The edit list verbose mode prints: sorted keys, each with its first type; emptied when the first is a noop. */
function verboseEdits(edits: CoderEdits): string {
  const sorted = [...edits.values()].sort((a, b) => compareTuples(a.key, b.key)).map((e) => [...e.key, e.types[0]!]);
  if (sorted.length === 0 || sorted[0]![0] === -1) return '[]';
  return `[${sorted.map(tupleRepr).join(', ')}]`;
}

/** compare_m2.py's `print_table`: every column right-aligned to its widest cell plus 3. */
function table(rows: readonly (readonly (string | number)[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => pythonLength(String(row[i])))) + 3);
  return rows.map((row) => row.map((cell, i) => pythonRjust(String(cell), widths[i]!)).join(''));
}

/** Hooks that write compare_m2.py's verbose trace into `lines`. */
export function verboseHooks(lines: string[], options: ErrantCompareOptions): CompareHooks {
  const beta = pythonFloatRepr(options.beta);
  const dashes = '-'.repeat(40);
  return {
    sentenceStart(index, block) {
      lines.push(dashes, `Original sentence ${index}: ${block.original}`);
    },
    combination(index, t) {
      const [lp, lr, lf] = computeFScore(t.local.tp, t.local.fp, t.local.fn, options.beta).map(pythonFloatRepr);
      const [gp, gr, gf] = computeFScore(t.global.tp, t.global.fp, t.global.fn, options.beta).map(pythonFloatRepr);
      lines.push(
        dashes,
        `SENTENCE ${index} - HYP ${t.hypCoder} - REF ${t.refCoder}`,
        `HYPOTHESIS EDITS : ${verboseEdits(t.hyp)}`,
        `REFERENCE EDITS  : ${verboseEdits(t.ref)}`,
        `Local TP/FP/FN   : ${t.local.tp} ${t.local.fp} ${t.local.fn}`,
        `Local P/R/F${beta}  : ${lp} ${lr} ${lf}`,
        `Global TP/FP/FN  : ${t.global.tp} ${t.global.fp} ${t.global.fn}`,
        `Global P/R/F${beta}  : ${gp} ${gr} ${gf}`,
      );
    },
    sentenceEnd(index, choice) {
      lines.push(dashes, `^^ HYP ${choice.hypCoder}, REF ${choice.refCoder} chosen for sentence ${index}`, 'Local results:');
      lines.push(...table([['Category', 'TP', 'FP', 'FN'], ...[...choice.cats].map(([k, v]) => [k, ...v])]));
    },
  };
}

/** The category table and the overall block, as compare_m2.py's `print_results` prints them. */
export function formatResults(result: ErrantCorpusResult, options: ErrantCompareOptions, categoryLevel?: 1 | 2 | 3): string[] {
  const lines: string[] = [];
  const title = modeTitle(options);
  const beta = pythonFloatRepr(options.beta);
  if (categoryLevel !== undefined) {
    const cats: CategoryCounts = groupCategories(result.cats, categoryLevel);
    lines.push('', pythonCenter(title, 66, '='));
    lines.push(['Category'.padEnd(14), 'TP'.padEnd(8), 'FP'.padEnd(8), 'FN'.padEnd(8), 'P'.padEnd(8), 'R'.padEnd(8), `F${beta}`].join(' '));
    for (const [cat, [tp, fp, fn]] of [...cats].sort((a, b) => pythonStrCompare(a[0], b[0]))) {
      const [p, r, f] = computeFScore(tp, fp, fn, options.beta).map(pythonFloatRepr);
      lines.push([pythonLjust(cat, 14), pythonLjust(String(tp), 8), pythonLjust(String(fp), 8), pythonLjust(String(fn), 8), pythonLjust(p!, 8), pythonLjust(r!, 8), f].join(' '));
    }
  }
  const [p, r, f] = computeFScore(result.tp, result.fp, result.fn, options.beta).map(pythonFloatRepr);
  lines.push('', pythonCenter(title, 46, '='));
  lines.push(['TP', 'FP', 'FN', 'Prec', 'Rec', `F${beta}`].join('\t'));
  lines.push([String(result.tp), String(result.fp), String(result.fn), p, r, f].join('\t'));
  lines.push('='.repeat(46), '');
  return lines;
}
