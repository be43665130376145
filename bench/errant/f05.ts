/**
 * M2 F0.5 of each CoNLL-2014 team against the gold M2 versus against references re-extracted by gecval's
 * ERRANT-style extractor from (source, each annotator's corrected text).
 *
 *   node --import tsx bench/errant/f05.ts [--json]
 *
 * The corrected texts are the gold edits of each annotator applied to the source, so any difference in F0.5
 * comes from where the extractor puts edit boundaries, not from the corrections themselves.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { annotatorsOf, applyEdits, editsOf, parseM2 } from '../../src/formats/m2.js';
import { scoreM2 } from '../../src/metrics/m2/corpus.js';
import { extractM2, type ExtractOptions } from '../../src/text/errant/index.js';
import { benchArgs } from '../lib/args.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const shared = process.env.GECVAL_SHARED ?? resolve(root, '..', 'shared');
const conll = resolve(shared, 'data/conll14');

export interface TeamComparison {
  readonly team: string;
  readonly gold: { p: number; r: number; f: number };
  readonly reextracted: { p: number; r: number; f: number };
}

export function compareTeams(teams: readonly string[], options: ExtractOptions = {}): TeamComparison[] {
  const gold = parseM2(readFileSync(resolve(conll, 'official-2014.combined.m2'), 'utf8'));
  const annotators = [...new Set(gold.flatMap(annotatorsOf))].sort((a, b) => a - b);
  const targets = annotators.map((a) => gold.map((s) => applyEdits(s.tokens, editsOf(s, a)).join(' ')));
  const reextracted = extractM2(gold.map((s) => s.source), targets, { classify: false, ...options });
  return teams.map((team) => {
    const hypotheses = readFileSync(resolve(conll, 'systems', `${team}.txt`), 'utf8').replace(/\n$/u, '').split('\n');
    const g = scoreM2(hypotheses, gold);
    const x = scoreM2(hypotheses, reextracted);
    return {
      team,
      gold: { p: g.precision, r: g.recall, f: g.f },
      reextracted: { p: x.precision, r: x.recall, f: x.f },
    };
  });
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const opts = benchArgs({
    usage: 'node --import tsx bench/errant/f05.ts [options]',
    summary: 'M² F0.5 per CoNLL-2014 team against the gold M2 and against references re-extracted by gecval.',
    options: {
      json: { type: 'boolean', description: 'print JSON' },
    },
  });
  const teams = readdirSync(resolve(conll, 'systems')).filter((f) => f.endsWith('.txt')).map((f) => f.replace(/\.txt$/u, '')).sort();
  const rows = compareTeams(teams);
  if (opts.json) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const f = (x: number) => x.toFixed(4);
    console.log(['team', 'P_gold', 'R_gold', 'F0.5_gold', 'P_reext', 'R_reext', 'F0.5_reext', 'delta_F'].join('\t'));
    for (const r of rows) {
      console.log([r.team, f(r.gold.p), f(r.gold.r), f(r.gold.f), f(r.reextracted.p), f(r.reextracted.r), f(r.reextracted.f), f(r.reextracted.f - r.gold.f)].join('\t'));
    }
    const deltas = rows.map((r) => Math.abs(r.reextracted.f - r.gold.f));
    console.log(`mean |delta F0.5| ${f(deltas.reduce((a, b) => a + b, 0) / deltas.length)}, max ${f(Math.max(...deltas))}`);
  }
}
