import { createRequire } from 'node:module';

/**
 * wink-nlp whose output for a text depends only on that text (docs/parser-v3.md, "wink-nlp without memory").
 *
 * wink-nlp caches every word it has not seen before ("out of vocabulary") in the model's lexeme table as it reads,
 * with the word's features (prefix, suffix and shape, each interned in its own table), and never forgets them.
 * Later documents see that cache: the tokenizer splits "U.S." into "U.S" + "." once "U.S" has been read anywhere
 * (it splits off a trailing full stop when the rest is a known lexeme), and a word read again keeps the features
 * (token category included) computed at its first reading. Measured: 3 of the 513 Wiki test sentences get other
 * tokens and lemmas after the UCCA training text was read than in a fresh process.
 * So tokens, tags and lemmas could depend on what the process read before.
 *
 * `IsolatedWink.read` undoes a document's additions after the caller has read the document: the lexeme and
 * feature tables get back exactly the entries the model was loaded with. The one part that cannot be reset from
 * outside is wink's private array of the cached words' packed features, which is indexed by a word's position in
 * the lexeme list; so added lexemes are only unlisted from the lookup hash (not from the list), a word read again
 * is re-added at a new position with freshly computed features, and the instance is replaced by a fresh one once
 * the list has grown by `renewAfter` entries (a load takes ≈ 60 ms; that bound also keeps the lexeme indices far
 * below the 1,050,000 where they would meet the NER automaton's hint codes). A word's position in the list is
 * otherwise never observable: the automata see an unknown word's index only as "no transition".
 *
 * Internals read here (wink-nlp 2.4.0, wink-eng-lite-web-model 1.8.1; `load` checks their shape): the object the
 * model's `core()` returns, `features.NAME.{list, hash, index, intrinsicSize}`.
 */

interface InternedFeature {
  list: string[];
  hash: Record<string, number>;
  index: number;
  intrinsicSize: number;
}

interface CoreModel {
  features: Record<string, Partial<InternedFeature>>;
}

interface WinkModelModule {
  core(): CoreModel;
  metaCER(): unknown;
  [loader: string]: unknown;
}

/** The subset of wink-nlp's instance API gecval uses. */
export interface WinkNlp<Doc = unknown> {
  readDoc(text: string): Doc;
  its: Record<string, unknown>;
}

type WinkFactory = (model: unknown, pipe?: string[]) => WinkNlp;

const require = createRequire(import.meta.url);

let modelModule: WinkModelModule | undefined;

/**
 * The model module, wrapped once per process: its custom-entity loader replaces its module-level machine with
 * `JSON.stringify` of itself on every call, so each further instance would get a longer string (it overflows
 * after a few dozen); the wrapper hands every instance the first call's value, what a fresh process gets.
 */
function sharedModelModule(): WinkModelModule {
  if (modelModule === undefined) {
    const original = require('wink-eng-lite-web-model') as WinkModelModule;
    let cer: unknown;
    let loaded = false;
    modelModule = {
      ...original,
      metaCER: () => {
        if (!loaded) {
          cer = original.metaCER();
          loaded = true;
        }
        return cer;
      },
    };
  }
  return modelModule;
}

interface Loaded {
  nlp: WinkNlp;
  lexeme: InternedFeature;
  /** Interned features other than the lexeme (prefix, suffix, shape): reset to their loaded size. */
  interned: InternedFeature[];
  milliseconds: number;
}

function isInterned(f: Partial<InternedFeature> | undefined): f is InternedFeature {
  return f !== undefined && Array.isArray(f.list) && typeof f.hash === 'object' && f.hash !== null &&
    typeof f.index === 'number' && typeof f.intrinsicSize === 'number' && f.index === f.list.length && f.intrinsicSize === f.list.length;
}

function load(pipe: string[] | undefined): Loaded {
  const started = performance.now();
  const winkNLP = require('wink-nlp') as WinkFactory;
  const shared = sharedModelModule();
  let core: CoreModel | undefined;
  const nlp = winkNLP({ ...shared, core: () => (core = shared.core()) }, pipe);
  const lexeme = core?.features.lexeme;
  if (core === undefined || !isInterned(lexeme)) {
    throw new Error('wink-nlp: the installed version does not have the lexeme cache gecval resets after each document (pinned: wink-nlp 2.4.0, wink-eng-lite-web-model 1.8.1)');
  }
  const interned = Object.entries(core.features)
    .filter(([name, f]) => name !== 'lexeme' && isInterned(f))
    .map(([, f]) => f as InternedFeature);
  return { nlp, lexeme, interned, milliseconds: performance.now() - started };
}

/** A lazily loaded wink-nlp instance whose documents do not see each other (see the module comment). */
export class IsolatedWink {
  private loaded: Loaded | undefined;
  private loadMs = 0;
  private loads = 0;

  /**
   * @param pipe wink's annotation pipe (undefined: all annotations).
   * @param renewAfter lexeme-list growth after which the instance is replaced by a fresh one.
   */
  constructor(private readonly pipe?: string[], private readonly renewAfter = 100_000) {}

  /** Reads `text` and hands the document to `use`; the document must not be used after `use` returns. */
  read<Doc, T>(text: string, use: (doc: Doc, its: Record<string, unknown>) => T): T {
    let loaded = this.loaded;
    if (loaded === undefined || loaded.lexeme.list.length - loaded.lexeme.intrinsicSize > this.renewAfter) {
      loaded = this.loaded = load(this.pipe);
      this.loadMs += loaded.milliseconds;
      this.loads++;
    }
    const lexeme = loaded.lexeme;
    const before = lexeme.list.length;
    try {
      return use(loaded.nlp.readDoc(text) as Doc, loaded.nlp.its);
    } finally {
      const { list, hash } = lexeme;
      for (let i = before; i < list.length; i++) delete hash[list[i]!];
      for (const f of loaded.interned) {
        if (f.list.length === f.intrinsicSize) continue;
        for (let i = f.intrinsicSize; i < f.list.length; i++) delete f.hash[f.list[i]!];
        f.list.length = f.intrinsicSize;
        f.index = f.intrinsicSize;
      }
    }
  }

  /** Milliseconds spent loading the model so far (0 until the first document). */
  loadMilliseconds(): number {
    return this.loadMs;
  }

  /** How many times the model was loaded (renewals included). */
  loadCount(): number {
    return this.loads;
  }
}
