/** Moved to src/metrics/extracted-gold.ts (the M² and I-measure registry entries' MAEGE presets build on it). */
export { m2WithExtractedGold, imeasureWithExtractedGold } from '../../metrics/extracted-gold.js';
