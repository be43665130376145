/**
 * The model catalogue: every parser model shipped in models/, by the name the CLI and the API accept (`--model v1`),
 * with its classifier kind and the training run that reproduces its file bit for bit, and the default model.
 * Light to import (node:fs, the error class and package paths, no parser code), so that callers can name, locate
 * and fingerprint a model without loading a parser. `resolveModel` turns what a user typed (`--model v1`, a file)
 * into the one `ModelRef` (name, path, kind, digest) that the parse service, signatures and caches use.
 * A new model is one entry here (and, if it needs one, a new classifier: classifier-kinds.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { GecvalInputError } from '../../core/errors.js';
import { packagePath } from '../../core/package-root.js';
import { assertRegularFile } from '../../formats/text-file.js';

export interface CatalogueEntry {
  /** File name under models/. */
  file: string;
  /** The `kind` in the file's header, i.e. the classifier that reads it (classifier-kinds.ts). */
  kind: 'perceptron' | 'bilstm';
  description: string;
  /** In the npm package (package.json `files`); the others are in a git checkout only. */
  packaged: boolean;
  /** The training run that wrote the file (the header's `training` records the same recipe and seed). */
  training: {
    /** Script under training/scripts/ (the repository's training tree), run as `node --import tsx training/scripts/<script> <args>`. */
    script: string;
    recipe: 'ewt' | 'wiki' | 'wiki+ewt';
    seed: number;
    args: readonly string[];
  };
}

export const PARSER_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  v1: {
    file: 'ucca-parser-v1.ucca.bin.gz',
    kind: 'perceptron',
    description: 'averaged perceptron, Wiki+EWT',
    packaged: true,
    training: { script: 'train-parser.ts', recipe: 'wiki+ewt', seed: 1, args: ['--recipe', 'wiki+ewt', '--seed', '1', '--epochs', '12', '--out', 'models/ucca-parser-v1.ucca.bin.gz'] },
  },
  'v1-ewt': {
    file: 'ucca-parser-v1-ewt.ucca.bin.gz',
    kind: 'perceptron',
    description: 'averaged perceptron, EWT only (M-ewt)',
    packaged: false,
    training: { script: 'train-parser.ts', recipe: 'ewt', seed: 1, args: ['--recipe', 'ewt', '--seed', '1', '--epochs', '14', '--out', 'models/ucca-parser-v1-ewt.ucca.bin.gz'] },
  },
  v2: {
    file: 'ucca-parser-v2.ucca.bin.gz',
    kind: 'bilstm',
    description: 'BiLSTM + MLP, Wiki+EWT',
    packaged: true,
    training: {
      script: 'train-parser-v2.ts',
      recipe: 'wiki+ewt',
      seed: 1,
      args: ['--recipe', 'wiki+ewt', '--epochs', '11', '--seed', '1', '--set', 'ema=0.999', '--checkpoint', '/tmp/v2wiki.ckpt.gz', '--resume', '--final', 'ewt-dev,ewt-test,20k,wiki-test', '--out', 'models/ucca-parser-v2.ucca.bin.gz'],
    },
  },
  'v2-ewt': {
    file: 'ucca-parser-v2-ewt.ucca.bin.gz',
    kind: 'bilstm',
    description: 'BiLSTM + MLP, EWT only',
    packaged: false,
    training: {
      script: 'train-parser-v2.ts',
      recipe: 'ewt',
      seed: 1,
      args: ['--recipe', 'ewt', '--epochs', '14', '--seed', '1', '--set', 'ema=0.999', '--checkpoint', '/tmp/v2ewt.ckpt.gz', '--resume', '--final', 'ewt-dev,ewt-test,20k,wiki-test', '--out', 'models/ucca-parser-v2-ewt.ucca.bin.gz'],
    },
  },
  v3: {
    file: 'ucca-parser-v3.ucca.bin.gz',
    kind: 'bilstm',
    description: 'BiLSTM + MLP with pretrained word vectors and a guideline embedding, 128 LSTM units per direction, Wiki+EWT train and dev, 50,000 stored words, trained with exploration',
    packaged: true,
    training: {
      script: 'train-parser-v2.ts',
      recipe: 'wiki+ewt',
      seed: 1,
      args: ['--recipe', 'wiki+ewt', '--train-on-dev', '--epochs', '9', '--explore-from', '7', '--explore-shift', '--seed', '1', '--set', 'ema=0.999', '--set', 'pretrainedDim=100', '--set', 'guidelineDim=8', '--set', 'lstmDim=128', '--set', 'encoderDropout=0.3', '--set', 'inferenceF32=1', '--extend-vectors', '50000', '--checkpoint', '/tmp/v3.ckpt.gz', '--resume', '--final', 'ewt-test,20k,wiki-test', '--out', 'models/ucca-parser-v3.ucca.bin.gz'],
    },
  },
};

// Found from package.json, not this file's URL: the bundled CLI runs this code from dist/bin/chunks/.
const bundled = (file: string): string => packagePath('models', file);

/** Name → model file path of every catalogued model. */
export const BUNDLED_PARSER_MODELS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(PARSER_CATALOGUE).map(([name, entry]) => [name, bundled(entry.file)]));

/**
 * The model used when none is named: v3 (v2's network with pretrained word vectors and a guideline embedding),
 * which beats v2 on EWT test, 20K and Wiki test (Wiki scored under the guidelines it is annotated with;
 * docs/parser-v3.md). v1 and v2 stay available by name (the papers' reproduction and the robustness report).
 */
export const DEFAULT_PARSER_MODEL = 'v3';
export const DEFAULT_MODEL_PATH = BUNDLED_PARSER_MODELS[DEFAULT_PARSER_MODEL]!;

/**
 * Model files given as bytes rather than read from disk (the browser app's worker fetches a model from its own origin
 * and hands it over here): path → the file's bytes as stored (gzip or not) and their SHA-256, hex. A provided path
 * counts as installed, `modelDigest` returns the given digest, and `UccaParser.load` decodes the bytes.
 */
const providedModels = new Map<string, { readonly bytes: Uint8Array; readonly digest: string }>();

/** Serves `path` (e.g. `BUNDLED_PARSER_MODELS.v3`) from `bytes`; `digest` is SHA-256 of `bytes`, hex, as `modelDigest` computes it. */
export function provideParserModel(path: string, bytes: Uint8Array, digest: string): void {
  providedModels.set(path, { bytes, digest });
}

/** The bytes given for a model path by `provideParserModel`, if any. */
export function providedModelBytes(path: string): Uint8Array | undefined {
  return providedModels.get(path)?.bytes;
}

/** Whether a model file is there: given as bytes (`provideParserModel`) or on disk. */
export const modelInstalled = (path: string): boolean => providedModels.has(path) || existsSync(path);

/**
 * A catalogued model's name (v1, v1-ewt, v2, v2-ewt, v3) → its file; anything else is taken as a file path.
 * `installed` says whether a file is there (tests stand in for an npm install that lacks the EWT-only models).
 */
export function resolveParserModel(nameOrPath: string | undefined, installed: (path: string) => boolean = modelInstalled): string | undefined {
  if (nameOrPath === undefined) return undefined;
  const bundledPath = BUNDLED_PARSER_MODELS[nameOrPath];
  if (bundledPath === undefined) return nameOrPath;
  // The EWT-only models are in the git checkout, not in the npm package (package.json `files`).
  if (!installed(bundledPath)) {
    throw new GecvalInputError(`parser model '${nameOrPath}' is not installed (the npm package ships ${packagedModelNames()}): take ${PARSER_CATALOGUE[nameOrPath]!.file} from a gecval checkout and pass --model FILE, or rebuild it there with \`node --import tsx training/scripts/${PARSER_CATALOGUE[nameOrPath]!.training.script} --model ${nameOrPath}\` (models/README.md)`);
  }
  return bundledPath;
}

/** The catalogued models the npm package ships, as a phrase ("v1, v2 and v3"). */
export function packagedModelNames(): string {
  const names = Object.entries(PARSER_CATALOGUE).filter(([, e]) => e.packaged).map(([name]) => name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A parser model resolved once, at the edge (the CLI option, the API call), and passed down as it is. */
export interface ModelRef {
  /** The catalogue name (`v3`), or the file name without `.ucca.bin[.gz]` for a model file. */
  readonly name: string;
  /** The model file. */
  readonly path: string;
  /** The classifier kind, for catalogued models (a model file's header says its own). */
  readonly kind?: CatalogueEntry['kind'];
  /** SHA-256 of the file, hex: a retrained file under the same name gives other signatures and cache keys. */
  readonly digest: string;
}

const digests = new Map<string, string>();

/** The one digest of a model file: SHA-256, hex (signatures show its first 8 digits), computed once per file and process. */
export function modelDigest(path: string): string {
  let digest = digests.get(path) ?? providedModels.get(path)?.digest;
  if (digest === undefined) {
    // A device or FIFO named as a model would be read forever (#34): refuse it before hashing.
    assertRegularFile(path);
    digest = createHash('sha256').update(readFileSync(path)).digest('hex');
    digests.set(path, digest);
  }
  return digest;
}

/**
 * What a user typed (a catalogue name, a model file, or nothing for the default) → its `ModelRef`. An unknown name
 * that is no file is one line naming the models the package ships.
 */
export function resolveModel(nameOrPath: string | ModelRef | undefined, installed: (path: string) => boolean = modelInstalled): ModelRef {
  if (typeof nameOrPath === 'object') return nameOrPath;
  const name = nameOrPath === undefined || nameOrPath === '' ? DEFAULT_PARSER_MODEL : nameOrPath;
  const path = resolveParserModel(name, installed)!;
  const entry = PARSER_CATALOGUE[name];
  if (entry === undefined && !installed(path)) {
    // Something that looks like a path is a missing file (the parser's own message); a bare word, an unknown name.
    if (/[\\/.]/u.test(name)) throw new GecvalInputError(`UCCA parser model not found: ${path}`, { file: path });
    const known = Object.keys(PARSER_CATALOGUE).join(', ');
    throw new GecvalInputError(`unknown parser model '${name}': give a model file or one of the catalogued models ${known} (the npm package ships ${packagedModelNames()})`);
  }
  return {
    name: entry === undefined ? basename(path).replace(/\.ucca\.bin(\.gz)?$/, '') : name,
    path,
    ...(entry === undefined ? {} : { kind: entry.kind }),
    digest: modelDigest(path),
  };
}
