/** Public API of parser training (re-exported by src/index.ts as `parserTraining`); never loaded to parse. */
export { RECIPES, recipeData, type Recipe } from './recipe-data.js';
export { collectLabels, restrictLabels } from './labels.js';
export { trainPerceptron, DEFAULT_TRAIN_OPTIONS, type TrainOptions, type TrainResult } from './perceptron/trainer.js';
export { trainPerceptronRecipe, type PerceptronRecipeOptions } from './perceptron/recipe.js';
export { trainBiLstm, type BiLstmTrainOptions, type BiLstmTrainResult, type EpochRecord } from './bilstm/trainer.js';
export { trainBiLstmRecipe, type BiLstmRecipeOptions } from './bilstm/recipe.js';
export { DEFAULT_BILSTM_CONFIG, type BiLstmConfig } from '../bilstm/config.js';
