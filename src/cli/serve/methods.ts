/**
 * The methods of `gecval serve`, one entry each: a method reads its params (params.ts), hands the sentences it was
 * given to the matching command's library calls as the files they read (in memory: inline-files.ts) and answers with
 * the command's `--json` document (json-views.ts). A new method (e.g. `tokenize`) is one entry here.
 */
import { GecvalInputError } from '../../core/errors.js';
import { silentProgress } from '../../core/progress.js';
import { VERSION } from '../../core/version.js';
import { parseNumberOption } from '../io.js';
import { faithfulnessView, m2SentenceView, m2View, metricListView, scoreView, usimTextView } from '../json-views.js';
import { faithfulnessFiles, textUsimFiles } from '../text-runs.js';
import { InlineFiles } from './inline-files.js';
import type { Params } from './params.js';
import type { FaithfulnessParser, VectorKind } from '../../metrics/faithfulness/index.js';
import { PROTOCOL_VERSION } from './protocol.js';

export interface ServeContext {
  /** Worker threads for the methods that have a parallel form (`--jobs`). */
  readonly jobs: number;
  readonly files: InlineFiles;
  /** What stays between requests besides the loaded models: faithfulness scorers by options (their parse caches). */
  readonly kept: Map<string, unknown>;
}

export interface ServeMethod {
  /** One line for `hello` and docs/serve.md. */
  readonly description: string;
  run(params: Params, context: ServeContext): Promise<unknown>;
}

export const METHODS: Readonly<Record<string, ServeMethod>> = {
  hello: {
    description: 'the protocol version, the gecval version and the methods',
    run: async (params) => {
      params.done('hello');
      return hello();
    },
  },

  version: {
    description: "the same answer as 'hello'",
    run: async (params) => {
      params.done('version');
      return hello();
    },
  },

  metrics: {
    description: 'the metric registry, as `gecval score --list --json`',
    run: async (params) => {
      params.done('metrics');
      return metricListView((await import('../../metrics/registry.js')).listMetrics());
    },
  },

  score: {
    description: 'any registry metric on inline sentences, as `gecval score --metric M … --json`',
    run: async (params, { files }) => {
      const registry = await import('../../metrics/registry.js');
      const metric = params.string('metric');
      if (metric === undefined) throw new GecvalInputError('params.metric: expected a metric name (see the "metrics" method)');
      const entry = registry.findMetric(metric);
      const hypotheses = params.sentences('hypotheses');
      const source = params.sentences('source', 'optional');
      const references = params.sentenceLists('references', 'optional');
      const m2 = params.text('m2', 'optional');
      const ixml = params.text('ixml', 'optional');
      const raw = params.options('options');
      for (const key of ['seed', 'iterations'] as const) {
        const value = params.numberText(key);
        if (value !== undefined) raw[key] = value;
      }
      params.done('score');
      // What the metric reads, checked first so that the message names the request's params (the registry's own
      // check names the command's flags).
      const given: Record<string, boolean> = { source: source !== undefined, references: (references?.length ?? 0) > 0, hypothesis: true, m2: m2 !== undefined, ixml: ixml !== undefined };
      const param = (input: string) => (input === 'hypothesis' ? 'params.hypotheses' : `params.${input}`);
      for (const input of entry.reads.required) if (!given[input]) throw new GecvalInputError(`metric '${entry.name}' needs ${param(input)}`);
      const anyOf = entry.reads.anyOf ?? [];
      if (anyOf.length > 0 && !anyOf.some((input) => given[input])) throw new GecvalInputError(`metric '${entry.name}' needs one of ${anyOf.map(param).join(', ')}`);
      return files.run(async (f) => {
        const request = {
          hypothesis: f.lines('hypotheses', hypotheses),
          references: (references ?? []).map((r, i) => f.lines(`references[${i}]`, r)),
          ...(source === undefined ? {} : { source: f.lines('source', source) }),
          ...(m2 === undefined ? {} : { m2: f.text('m2', m2) }),
          ...(ixml === undefined ? {} : { ixml: f.text('ixml', ixml) }),
        };
        const result = await registry.scoreFiles(entry.name, request, raw, { progress: silentProgress });
        return withWarnings(scoreView(result), InlineFiles.labelWarnings(result.warnings, f));
      });
    },
  },

  m2: {
    description: 'MaxMatch (M2) against gold M2 text, as `gecval m2 HYP GOLD --json` (`sentences: true`: with --verbose\'s per-sentence lines)',
    run: async (params, { files }) => {
      const hypotheses = params.sentences('hypotheses');
      const gold = params.text('gold');
      const beta = parseNumberOption('params.beta', params.numberText('beta') ?? '0.5', { min: 0 });
      const maxUnchangedWords = parseNumberOption('params.maxUnchangedWords', params.numberText('maxUnchangedWords') ?? '2', { integer: true, min: 0 });
      const ignoreWhitespaceCasing = params.boolean('ignoreWhitespaceCasing') === true;
      const strictGold = params.boolean('strictGold') === true;
      const sentences = params.boolean('sentences') === true;
      params.done('m2');
      const { scoreM2Files } = await import('../../metrics/m2/files.js');
      return files.run((f) => {
        const goldPath = f.text('gold', gold);
        const result = scoreM2Files(f.lines('hypotheses', hypotheses), goldPath, { beta, maxUnchangedWords, ignoreWhitespaceCasing, strictGold });
        const warnings = InlineFiles.labelWarnings(result.goldWarnings.map((w) => ({ file: goldPath, ...w })), f);
        return withWarnings({ ...m2View(result, beta), ...(sentences ? { sentences: result.sentences.map(m2SentenceView) } : {}) }, warnings);
      });
    },
  },

  errant: {
    description: "ERRANT's scorer, as `gecval errant-compare --json`: `ref` M2 text against `source` + `hypotheses` (edits extracted) or `hyp` M2 text",
    run: async (params, { files }) => {
      const ref = params.text('ref');
      const hyp = params.text('hyp', 'optional');
      const source = params.sentences('source', 'optional');
      const hypotheses = params.sentences('hypotheses', 'optional');
      const beta = params.numberText('beta');
      const cat = params.numberText('cat');
      const mode = params.string('mode');
      const single = params.boolean('single');
      const multi = params.boolean('multi');
      const filtValue = params.sentences('filt', 'optional');
      const sentences = params.boolean('sentences') === true;
      params.done('errant');
      if (mode !== undefined && !['cs', 'cse', 'ds', 'dt'].includes(mode)) throw new GecvalInputError(`params.mode: expected 'cs', 'cse', 'ds' or 'dt', got '${mode}'`);
      if ((hyp === undefined) === (hypotheses === undefined)) throw new GecvalInputError('give either params.hyp (hypothesis M2 text) or params.source and params.hypotheses (corrected sentences)');
      if (hypotheses !== undefined && source === undefined) throw new GecvalInputError('params.hypotheses needs params.source (the original sentences)');
      if (hyp !== undefined && source !== undefined) throw new GecvalInputError('params.source goes with params.hypotheses, not with params.hyp');
      return files.run(async (f) => {
        const request = {
          ref: f.text('ref', ref),
          ...(hyp === undefined ? {} : { hyp: f.text('hyp', hyp) }),
          ...(source === undefined ? {} : { source: f.lines('source', source) }),
          ...(hypotheses === undefined ? {} : { hypText: f.lines('hypotheses', hypotheses) }),
          ...(beta === undefined ? {} : { beta }),
          ...(cat === undefined ? {} : { cat }),
          ...(mode === undefined ? {} : { [mode]: true }),
          ...(single ? { single } : {}),
          ...(multi ? { multi } : {}),
          ...(filtValue === undefined ? {} : { filt: filtValue }),
          verbose: sentences,
          json: true,
        };
        const run = hyp === undefined
          ? (await import('../../metrics/errant/run.js')).runErrantCompare(request)
          : (await import('../../metrics/errant/run-m2.js')).runErrantCompareM2(request);
        return withNotes(JSON.parse(run.output) as Record<string, unknown>, run.notes.map(f.label));
      });
    },
  },

  edits: {
    description: 'ERRANT-style edit extraction to M2, as `gecval edits --source S --target T…` (the M2 text and the signature)',
    run: async (params, { files }) => {
      const source = params.sentences('source');
      const targets = params.sentenceLists('targets');
      const merge = params.string('merge') ?? 'rules';
      const lev = params.boolean('lev') === true;
      const types = params.boolean('types') ?? true;
      const ruleTypes = params.boolean('ruleTypes') === true;
      params.done('edits');
      const { MERGE_STRATEGIES } = await import('../../text/errant/types.js');
      const { extractM2Files } = await import('../../text/errant/files.js');
      if (targets!.length === 0) throw new GecvalInputError('params.targets: give at least one list of corrected sentences');
      const strategy = MERGE_STRATEGIES.find((m) => m === merge);
      if (strategy === undefined) throw new GecvalInputError(`params.merge must be one of ${MERGE_STRATEGIES.join(', ')}, got '${merge}'`);
      return files.run((f) => {
        const extracted = extractM2Files(f.lines('source', source), targets!.map((t, i) => f.lines(`targets[${i}]`, t)), { merge: strategy, levenshtein: lev, classify: types, learnedTypes: !ruleTypes });
        return withNotes({ m2: extracted.m2, signature: extracted.signature }, extracted.notes.map(f.label));
      });
    },
  },

  tokenize: {
    description: "raw sentences tokenised with a gold's convention, as `gecval tokenize --tokenizer T --normalize N` (lines and signature)",
    run: async (params) => {
      const sentences = params.sentences('sentences');
      const tokenizer = params.string('tokenizer') ?? 'conll14';
      const normalize = params.string('normalize') ?? 'none';
      params.done('tokenize');
      const tk = await import('../../text/tokenize/index.js');
      const { makeSignature } = await import('../../core/signature.js');
      const settings = { tokenizer: tk.tokenizerNamed(tokenizer, 'params.tokenizer'), normalize: tk.normalizationNamed(normalize, 'params.normalize') };
      return { sentences: tk.tokenizeLines(sentences, settings), signature: makeSignature('tokenize', tk.tokenizeSignatureFields(settings)) };
    },
  },

  parse: {
    description: 'UCCA parses of sentences, as `gecval parse --format json|xml` (one graph per sentence, and the signature)',
    run: async (params, { jobs }) => {
      const sentences = params.sentences('sentences');
      const tokenized = params.boolean('tokenized') === true;
      const model = params.string('model');
      const format = params.string('format') ?? 'json';
      params.done('parse');
      if (format !== 'xml' && format !== 'json') throw new GecvalInputError(`params.format must be 'xml' or 'json', got '${format}'`);
      const { parserSignature } = await import('../../ucca/parser/parser.js');
      const { resolveModel } = await import('../../ucca/parser/catalogue.js');
      const { parseSerialised } = await import('../../ucca/parser/service.js');
      const resolved = resolveModel(model);
      const ids = sentences.map((_, i) => String(i + 1));
      const texts = await parseSerialised(sentences, { ids, tokenized, model: resolved, format, jobs });
      return {
        graphs: format === 'json' ? texts.map((t) => JSON.parse(t) as unknown) : texts,
        signature: parserSignature({ model: resolved, tokenized }),
      };
    },
  },

  usim: {
    description: 'USIM of corrections against their sources from text (both parsed by the bundled parser), as `gecval usim --source S H --json`',
    run: async (params, { files, jobs }) => {
      const sources = params.sentences('sources');
      const hypotheses = params.sentences('hypotheses');
      const raw = params.boolean('raw') === true;
      const model = params.string('model');
      const cache = params.string('cache');
      const parses = params.string('parses');
      params.done('usim');
      return files.run(async (f) => {
        const { result } = await textUsimFiles(f.lines('sources', sources), f.lines('hypotheses', hypotheses), { raw, model, cache, parses, jobs, cacheName: 'params.cache' });
        return usimTextView(result);
      });
    },
  },

  faithfulness: {
    description: 'faithfulness of corrections to their sources with explanations, as `gecval faithfulness --source S H --json`',
    run: async (params, { files, jobs, kept }) => {
      const sources = params.sentences('sources');
      const hypotheses = params.sentences('hypotheses');
      const raw = params.boolean('raw') === true;
      const parser = params.string('model') ?? params.string('parser') ?? 'v1';
      const vectors = params.string('vectors') ?? 'compact';
      params.done('faithfulness');
      return files.run(async (f) => {
        const { FaithfulnessScorer } = await import('../../metrics/faithfulness/index.js');
        // One scorer per options for the server's life: a source scored again (reranking its candidates) is not parsed again.
        const { VECTOR_KINDS } = await import('../../metrics/faithfulness/index.js');
        if (!(VECTOR_KINDS as readonly string[]).includes(vectors)) throw new GecvalInputError(`params.vectors must be one of ${VECTOR_KINDS.join(', ')}, got '${vectors}'`);
        const scorer = (options: { tokenized: boolean; parser: FaithfulnessParser; vectors?: VectorKind }) => {
          const key = `faithfulness|${options.tokenized}|${options.parser}|${options.vectors ?? 'default'}`;
          if (!kept.has(key)) kept.set(key, new FaithfulnessScorer(options));
          return kept.get(key) as InstanceType<typeof FaithfulnessScorer>;
        };
        const { result } = await faithfulnessFiles(f.lines('sources', sources), f.lines('hypotheses', hypotheses), { raw, parser, vectors: vectors as VectorKind, jobs, parserName: 'params.parser', scorer });
        return faithfulnessView(result);
      });
    },
  },

  shutdown: {
    description: 'answers, then the server stops reading and exits (0) once every earlier answer is written',
    run: async (params) => {
      params.done('shutdown');
      return { ok: true };
    },
  },
};

function hello(): Record<string, unknown> {
  return { protocol: PROTOCOL_VERSION, gecval: VERSION, methods: Object.keys(METHODS) };
}

function withWarnings<T extends Record<string, unknown>>(result: T, warnings: readonly { file: string; line: number; message: string }[]): T {
  return warnings.length === 0 ? result : { ...result, warnings };
}

function withNotes<T extends Record<string, unknown>>(result: T, notes: readonly string[]): T {
  return notes.length === 0 ? result : { ...result, notes };
}
