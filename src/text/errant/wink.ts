import { createRequire } from 'node:module';

/**
 * Lazy, once-only access to wink-nlp with its English lite model. The model takes tens of milliseconds to
 * load, so nothing is loaded until the first sentence is annotated, and the instance is shared afterwards.
 */

/** What the extractor reads from wink for each of its tokens. */
export interface WinkToken {
  readonly value: string;
  readonly precedingSpaces: string;
  readonly pos: string;
  readonly lemma: string;
}

interface WinkDoc {
  tokens(): { out(fn: unknown): unknown[] };
}
interface WinkNlp {
  readDoc(text: string): WinkDoc;
  its: Record<'value' | 'precedingSpaces' | 'pos' | 'lemma' | 'stem', unknown>;
}

let instance: WinkNlp | undefined;
let loadMilliseconds = 0;

function load(): WinkNlp {
  if (instance === undefined) {
    const started = performance.now();
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as (model: unknown, pipe: string[]) => WinkNlp;
    const model = require('wink-eng-lite-web-model') as unknown;
    // Sentence boundaries help the tagger; negation and sentiment are not needed.
    instance = winkNLP(model, ['sbd', 'pos']);
    loadMilliseconds = performance.now() - started;
  }
  return instance;
}

/** Milliseconds the model load took (0 until it is loaded). */
export function winkLoadMilliseconds(): number {
  return loadMilliseconds;
}

/** Tokenizes and tags `text` with wink-nlp. */
export function winkTokens(text: string): WinkToken[] {
  const nlp = load();
  const tokens = nlp.readDoc(text).tokens();
  const its = nlp.its;
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const pos = tokens.out(its.pos) as string[];
  const lemma = tokens.out(its.lemma) as string[];
  return values.map((value, i) => ({
    value,
    precedingSpaces: spaces[i] ?? '',
    pos: pos[i] ?? 'X',
    lemma: lemma[i] ?? value.toLowerCase(),
  }));
}

const stems = new Map<string, string>();

/**
 * Porter stem of one word (wink's stemmer), computed on demand: only a few replacements reach ERRANT's
 * derivational-morphology rule, so stemming every token would be wasted work.
 */
export function winkStem(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    const nlp = load();
    stem = String((nlp.readDoc(word).tokens().out(nlp.its.stem) as string[]).join(''));
    if (stems.size > 50_000) stems.clear();
    stems.set(word, stem);
  }
  return stem;
}
