/** Parser training (the repository's training tree, not shipped in the npm package; import it from
 * training/parser/index.ts). Never loaded to parse. */
export { RECIPES, recipeData, type Recipe } from './recipe-data.js';
export { collectLabels, restrictLabels } from './labels.js';
export { trainEpochs, type TrainableModel, type OracleSentence, type DriverOptions } from './driver.js';
export { trainPerceptron, DEFAULT_TRAIN_OPTIONS, type TrainOptions, type TrainResult } from './perceptron/trainer.js';
export { perceptronModel, trainPerceptronRecipe, type PerceptronRecipeOptions } from './perceptron/recipe.js';
export { trainBiLstm, type BiLstmTrainOptions, type BiLstmTrainResult, type EpochRecord } from './bilstm/trainer.js';
export { trainBiLstmRecipe, type BiLstmRecipeOptions } from './bilstm/recipe.js';
export { DEFAULT_BILSTM_CONFIG, type BiLstmConfig } from '../../src/ucca/parser/bilstm/config.js';
