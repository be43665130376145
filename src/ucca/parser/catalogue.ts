/**
 * The model catalogue: every parser model shipped in models/, by the name the CLI and the API accept (`--model v1`),
 * with its classifier kind and the training run that reproduces its file bit for bit, and the default model.
 * Kept free of heavy imports (node:fs, the error class, package paths) so that callers can name or locate a model without loading a parser.
 * A new model is one entry here (and, if it needs one, a new classifier: classifier-kinds.ts).
 */
import { existsSync } from 'node:fs';
import { GecvalInputError } from '../../core/errors.js';
import { packagePath } from '../../core/package-root.js';

export interface CatalogueEntry {
  /** File name under models/. */
  file: string;
  /** The `kind` in the file's header, i.e. the classifier that reads it (classifier-kinds.ts). */
  kind: 'perceptron' | 'bilstm';
  description: string;
  /** The training run that wrote the file (the header's `training` records the same recipe and seed). */
  training: {
    /** Script under scripts/, run as `node --import tsx scripts/<script> <args>`. */
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
    training: { script: 'train-parser.ts', recipe: 'wiki+ewt', seed: 1, args: ['--recipe', 'wiki+ewt', '--seed', '1', '--epochs', '12', '--out', 'models/ucca-parser-v1.ucca.bin.gz'] },
  },
  'v1-ewt': {
    file: 'ucca-parser-v1-ewt.ucca.bin.gz',
    kind: 'perceptron',
    description: 'averaged perceptron, EWT only (M-ewt)',
    training: { script: 'train-parser.ts', recipe: 'ewt', seed: 1, args: ['--recipe', 'ewt', '--seed', '1', '--epochs', '14', '--out', 'models/ucca-parser-v1-ewt.ucca.bin.gz'] },
  },
  v2: {
    file: 'ucca-parser-v2.ucca.bin.gz',
    kind: 'bilstm',
    description: 'BiLSTM + MLP, Wiki+EWT',
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
 * A catalogued model's name (v1, v1-ewt, v2, v2-ewt, v3) → its file; anything else is taken as a file path.
 * `installed` says whether a file is there (tests stand in for an npm install that lacks the EWT-only models).
 */
export function resolveParserModel(nameOrPath: string | undefined, installed: (path: string) => boolean = existsSync): string | undefined {
  if (nameOrPath === undefined) return undefined;
  const bundledPath = BUNDLED_PARSER_MODELS[nameOrPath];
  if (bundledPath === undefined) return nameOrPath;
  // The EWT-only models are in the git checkout, not in the npm package (package.json `files`).
  if (!installed(bundledPath)) {
    throw new GecvalInputError(`parser model '${nameOrPath}' is not installed (the npm package ships v1 and v2): take ${PARSER_CATALOGUE[nameOrPath]!.file} from a gecval checkout and pass --model FILE, or rebuild it there with \`node --import tsx scripts/${PARSER_CATALOGUE[nameOrPath]!.training.script} --model ${nameOrPath}\` (models/README.md)`);
  }
  return bundledPath;
}
