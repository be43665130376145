/// <reference lib="dom" />
/**
 * The browser app's Web Worker: runs one request (src/web/run.ts) off the page's thread and posts progress, the
 * result or the CLI's one-line error. Cancelling is the page terminating this worker. ERRANT's lexical data is
 * fetched from the page's own origin (lexicon/errant.json.gz) the first time a chosen metric needs it.
 */
import type { Progress } from '../core/progress.js';
import { GecvalInputError } from '../core/errors.js';
import { useSpellDictionary } from '../text/errant/spell.js';
import { provideDisambiguatorWeights } from '../text/errant/disambiguator-weights.js';
import { provideCompactVectors } from '../metrics/faithfulness/embeddings.js';
import { provideWordNet } from '../metrics/faithfulness/wordnet.js';
import { FAITHFULNESS_DEFAULTS } from '../metrics/faithfulness/defaults.js';
import { BUNDLED_PARSER_MODELS, DEFAULT_PARSER_MODEL, PARSER_CATALOGUE, provideParserModel } from '../ucca/parser/catalogue.js';
import { errorLine, faithfulnessParser, metricsToRun, runWeb, type WebRequest } from './run.js';

/** harper.js's version, fixed by the build (scripts/build-web.mjs): the grammaticality signature carries it. */
declare const __GECVAL_HARPER_VERSION__: string;

export type WorkerMessage =
  | { readonly type: 'progress'; readonly label: string; readonly done: number; readonly total: number }
  | { readonly type: 'result'; readonly result: import('./run.js').WebResult; readonly milliseconds: number }
  | { readonly type: 'error'; readonly message: string };

/** Metrics that need neither the wink-nlp tagger nor the spelling dictionary (ERRANT's edit extraction). */
const LEXICON_FREE = new Set(['m2', 'gleu', 'bleu', 'sacrebleu', 'ibleu', 'sari', 'max-sari', 'minld-or', 'ld-so', 'sent-m2', 'imeasure', 'grammaticality', 'ensemble']);

interface Lexicon {
  wink: Record<string, unknown>;
  aff: string;
  dic: string;
  disambiguator: unknown;
}

let lexiconLoaded = false;

/** Metrics that parse text with the UCCA parser (the model is fetched first). */
const PARSING = new Set(['usim', 'faithfulness']);
let faithfulnessLoaded = false;

/** A gzip file from the page's own origin, decompressed with DecompressionStream. */
async function fetchGunzipped(path: string): Promise<Uint8Array> {
  const response = await fetch(new URL(path, import.meta.url));
  if (!response.ok || response.body === null) throw new Error(`${path}: HTTP ${response.status}`);
  return new Uint8Array(await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
}

/** The faithfulness measure's lexical data (the package's models/faithfulness-*.gz, copied at build), handed to its loaders. */
async function loadFaithfulness(post: (m: WorkerMessage) => void): Promise<void> {
  if (faithfulnessLoaded) return;
  post({ type: 'progress', label: 'downloading the faithfulness lexicon (word vectors, WordNet relations)', done: 0, total: 1 });
  const [vectors, wordnet] = await Promise.all([fetchGunzipped('./lexicon/faithfulness-vectors.bin.gz'), fetchGunzipped('./lexicon/faithfulness-wordnet.json.gz')]);
  provideCompactVectors(vectors);
  provideWordNet(new TextDecoder().decode(wordnet));
  faithfulnessLoaded = true;
}
const parserModels = new Set<string>();

/**
 * Fetches a catalogued parser model (models/<file>, copied from the package at build) from the page's own origin,
 * hashes the file as stored (the signature's sha:), decompresses it with DecompressionStream and hands the bytes to
 * the library under the catalogue's path (provideParserModel), where UccaParser.load finds them.
 */
async function loadParserModel(name: string, post: (m: WorkerMessage) => void): Promise<void> {
  if (parserModels.has(name)) return;
  const entry = PARSER_CATALOGUE[name];
  if (entry === undefined) throw new GecvalInputError(`unknown parser model '${name}'`);
  post({ type: 'progress', label: `downloading the UCCA parser model ${name} (${entry.file})`, done: 0, total: 1 });
  const response = await fetch(new URL(`./models/${entry.file}`, import.meta.url));
  if (!response.ok) throw new Error(`models/${entry.file}: HTTP ${response.status}`);
  const stored = new Uint8Array(await response.arrayBuffer());
  const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', stored))].map((b) => b.toString(16).padStart(2, '0')).join('');
  const raw = new Uint8Array(await new Response(new Blob([stored]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  provideParserModel(BUNDLED_PARSER_MODELS[name]!, raw, digest);
  parserModels.add(name);
}

let harperChecked = false;

/**
 * Grammaticality's checker: Harper's WebAssembly binary (harper.js's own file, 16 MB) from the page's own origin.
 * harper.js fetches and compiles it when the metric first lints; here the worker checks that the site serves it
 * (`gecval web` serves it from the installed harper.js, an optional package, when its version is the one whose
 * JavaScript the app bundles) and hands the checker its URL.
 */
async function loadHarper(post: (m: WorkerMessage) => void): Promise<void> {
  if (harperChecked) return;
  post({ type: 'progress', label: 'Harper grammar checker (WebAssembly, 16 MB; fetched when it first lints)', done: 0, total: 1 });
  const url = new URL('./harper/harper.wasm', import.meta.url).href;
  const head = await fetch(url, { method: 'HEAD' });
  if (!head.ok) {
    throw new GecvalInputError(`the grammaticality metric's embedded checker needs the optional package harper.js ${__GECVAL_HARPER_VERSION__} (the version this app was built with), and this site does not serve its binary (harper/harper.wasm: HTTP ${head.status}): install it beside gecval (npm install harper.js@${__GECVAL_HARPER_VERSION__}) and restart gecval web`);
  }
  // loaded here, not at the worker's start: the checker's module and harper.js's code come with the metric
  const { provideHarperBinary } = await import('../metrics/grammaticality/harper.js');
  provideHarperBinary(url, __GECVAL_HARPER_VERSION__);
  harperChecked = true;
}

async function loadLexicon(post: (m: WorkerMessage) => void): Promise<void> {
  if (lexiconLoaded) return;
  post({ type: 'progress', label: 'downloading ERRANT lexicon (wink-nlp model, en-GB dictionary)', done: 0, total: 1 });
  const response = await fetch(new URL('./lexicon/errant.json.gz', import.meta.url));
  if (!response.ok || response.body === null) throw new Error(`lexicon/errant.json.gz: HTTP ${response.status}`);
  const text = await new Response(response.body.pipeThrough(new DecompressionStream('gzip'))).text();
  const lexicon = JSON.parse(text) as Lexicon;
  (globalThis as { __gecvalLexicon?: Lexicon }).__gecvalLexicon = lexicon;
  useSpellDictionary(lexicon.aff, lexicon.dic);
  provideDisambiguatorWeights(lexicon.disambiguator);
  lexiconLoaded = true;
}

/** Progress as messages, at most one every 100 ms (and each stage's start and end). */
function postedProgress(post: (m: WorkerMessage) => void): Progress {
  let label = '';
  let total = 0;
  let done = 0;
  let last = 0;
  const send = (force: boolean) => {
    const now = performance.now();
    if (!force && now - last < 100) return;
    last = now;
    post({ type: 'progress', label, done, total });
  };
  return {
    start: (t, l) => {
      total = t;
      label = l;
      done = 0;
      send(true);
    },
    increment: (by = 1) => {
      done += by;
      send(false);
    },
    stop: () => send(true),
  };
}

const scope = self as unknown as { postMessage(m: WorkerMessage): void; onmessage: ((e: MessageEvent<WebRequest>) => void) | null };
const post = (m: WorkerMessage) => scope.postMessage(m);

scope.onmessage = (event) => {
  void (async () => {
    const request = event.data;
    const started = performance.now();
    try {
      const metrics = metricsToRun(request);
      // The HTML report's explorer explains every pair's faithfulness (the measure's defaults: v1, ERRANT's edits).
      if (request.report === true || metrics.some((m) => !LEXICON_FREE.has(m))) await loadLexicon(post);
      if (metrics.includes('grammaticality')) await loadHarper(post);
      if (request.metrics.includes('usim')) await loadParserModel(request.parser ?? DEFAULT_PARSER_MODEL, post);
      if (request.metrics.includes('faithfulness')) {
        // the chosen parser (`--model`; the measure's own default, v1, when none is chosen), and the default one for
        // the leaderboard's faithfulness column (the metric with its defaults, as `gecval report` computes it)
        const parser = await faithfulnessParser(request);
        if (parser !== 'none') await loadParserModel(parser, post);
        if (request.leaderboard !== false && FAITHFULNESS_DEFAULTS.parser !== 'none') await loadParserModel(FAITHFULNESS_DEFAULTS.parser, post);
        await loadFaithfulness(post);
      }
      if (request.report === true) {
        if (FAITHFULNESS_DEFAULTS.parser !== 'none') await loadParserModel(FAITHFULNESS_DEFAULTS.parser, post);
        await loadFaithfulness(post);
      }
      const result = await runWeb(request, postedProgress(post));
      post({ type: 'result', result, milliseconds: performance.now() - started });
    } catch (error) {
      post({ type: 'error', message: errorLine(error) });
    }
  })();
};
