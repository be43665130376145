import type { SeededRandom } from '../../../src/core/random.js';
import type { IevalError, IevalSentence } from '../../../src/formats/ieval-xml.js';

/**
 * Random gold sentences and hypotheses for property tests: a tiny shared vocabulary (so tokens repeat and
 * alignments have ties) mixed with unique words (so anchors exist), overlapping and adjacent errors,
 * optional errors, several annotators, corrections that may reuse source words.
 */
const COMMON = ['a', 'b', 'c', 'the', '.'];

function word(random: SeededRandom, uniques: string[], uniqueRate: number): string {
  if (random.float() < uniqueRate) {
    const w = `w${uniques.length}`;
    uniques.push(w);
    return w;
  }
  return random.pick(COMMON);
}

function correctionText(random: SeededRandom, source: readonly string[]): string {
  const length = random.integer(0, 2);
  const words: string[] = [];
  for (let i = 0; i < length; i++) words.push(random.float() < 0.15 ? random.pick(source) : random.pick([...COMMON, 'x', 'y']));
  return words.join(' ');
}

export function randomSentence(random: SeededRandom, id: number): IevalSentence {
  const uniques: string[] = [];
  const length = random.integer(4, 22);
  const uniqueRate = random.pick([0.45, 0.75]);
  const tokens = Array.from({ length }, () => word(random, uniques, uniqueRate));
  const errors: IevalError[] = [];
  const errorCount = random.integer(0, 6);
  const annotators = random.integer(1, 3);
  for (let e = 0; e < errorCount; e++) {
    const start = random.integer(0, length);
    const end = Math.min(length, start + random.integer(0, 2));
    const alternatives = [];
    const altCount = random.integer(1, annotators);
    for (let a = 0; a < altCount; a++) {
      const corrections = [{ start, end, text: correctionText(random, tokens) }];
      if (random.float() < 0.2) {
        const s2 = Math.min(length, end + random.integer(0, 1));
        corrections.push({ start: s2, end: Math.min(length, s2 + random.integer(0, 1)), text: correctionText(random, tokens) });
      }
      alternatives.push({ annotator: String(a), corrections });
    }
    errors.push({ id: String(e + 1), required: random.float() < 0.5, type: 'T', alternatives });
  }
  return { id: String(id), numann: annotators, tokens, errors, line: 0 };
}

export function randomHypothesis(random: SeededRandom, source: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of source) {
    const r = random.float();
    if (r < 0.08) continue;
    if (r < 0.16) out.push(random.pick([...COMMON, 'x']));
    else out.push(t);
    if (random.float() < 0.06) out.push(random.pick([...COMMON, 'y']));
  }
  // Sometimes move a word elsewhere, so that anchors can appear out of order in the hypothesis.
  if (out.length > 2 && random.float() < 0.25) {
    const [moved] = out.splice(random.integer(0, out.length - 1), 1);
    out.splice(random.integer(0, out.length), 0, moved!);
  }
  return out;
}
