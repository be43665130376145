/** The parameter inventory of the v2 network (names, shapes, initialisation), in a fixed order. */
import { embeddingWidth, type BiLstmConfig } from './config.js';
import { SLOT_COUNT } from './state-features.js';
import type { ParamSpec } from './tensor.js';
import type { Vocabularies } from './vocab.js';

export interface NetworkShape {
  config: BiLstmConfig;
  vocab: Vocabularies;
  charCount: number;
  sparseRows: number;
  classCount: number;
}

/** Input slices of a word, in this order, then the character encoder. `pretrained` and `guideline` are 0 wide in v2 models. */
export const EMBEDDINGS = ['form', 'lemma', 'upos', 'shape', 'suffix', 'entity', 'punct', 'pretrained', 'guideline'] as const;
/** Slices whose table is not trained (the pretrained vectors stay as loaded). */
export const FROZEN_EMBEDDINGS: ReadonlySet<EmbeddingName> = new Set(['pretrained']);
export type EmbeddingName = (typeof EMBEDDINGS)[number];

export function parameterSpecs(shape: NetworkShape): ParamSpec[] {
  const c = shape.config;
  const v = shape.vocab;
  const rows: Record<EmbeddingName, [number, number]> = {
    form: [v.forms.length, c.formDim], lemma: [v.lemmas.length, c.lemmaDim], upos: [v.upos.length, c.uposDim],
    shape: [v.shapes.length, c.shapeDim], suffix: [v.suffixes.length, c.suffixDim], entity: [v.entities.length, c.entityDim], punct: [2, c.punctDim],
    pretrained: c.pretrainedDim ? [v.pretrained?.length ?? 1, c.pretrainedDim] : [1, 0], guideline: c.guidelineDim ? [2, c.guidelineDim] : [1, 0],
  };
  const specs: ParamSpec[] = EMBEDDINGS.map((name) => ({ name: `emb.${name}`, rows: rows[name][0], cols: rows[name][1], init: 'embed' }));
  specs.push({ name: 'char.emb', rows: shape.charCount, cols: c.charDim, init: 'embed' });
  specs.push({ name: 'char.W', rows: c.charFilters, cols: c.charWidth * c.charDim, init: 'uniform' });
  specs.push({ name: 'char.b', rows: 1, cols: c.charFilters, init: 'zero' });
  let inDim = embeddingWidth(c);
  for (let l = 0; l < c.lstmLayers; l++) {
    for (const dir of ['f', 'b']) {
      specs.push({ name: `lstm${l}.W${dir}`, rows: 4 * c.lstmDim, cols: inDim + c.lstmDim, init: 'uniform' });
      specs.push({ name: `lstm${l}.b${dir}`, rows: 1, cols: 4 * c.lstmDim, init: 'zero' });
    }
    inDim = 2 * c.lstmDim;
  }
  specs.push({ name: 'mlp.slots', rows: SLOT_COUNT * c.hidden, cols: 2 * c.lstmDim, init: 'uniform' });
  specs.push({ name: 'mlp.sparse', rows: shape.sparseRows, cols: c.hidden, init: 'embed' });
  specs.push({ name: 'mlp.b1', rows: 1, cols: c.hidden, init: 'zero' });
  specs.push({ name: 'mlp.W2', rows: shape.classCount, cols: c.hidden, init: 'uniform' });
  specs.push({ name: 'mlp.b2', rows: 1, cols: shape.classCount, init: 'zero' });
  return specs;
}

