/** The v2 UCCA parser (BiLSTM + MLP, ucca-parser spec §3.3): training, model files, parsing. */
export { DEFAULT_V2_CONFIG, type V2Config } from './config.js';
export { V2Parser } from './parser.js';
export { trainV2, type V2TrainOptions, type V2TrainResult, type EpochRecord } from './trainer.js';
export { trainV2Recipe, type V2Recipe, type V2RecipeOptions } from './recipe.js';
