// Shared fixtures for the v2 parser tests: a few real EWT train sentences and a tiny network configuration.
import { splitFiles, trainingItem, type GoldItem } from '../../../../src/ucca/parser/corpus.js';
import { readUccaXmlFile } from '../../../../src/ucca/xml.js';
import { DEFAULT_BILSTM_CONFIG, type BiLstmConfig } from '../../../../src/ucca/parser/bilstm/config.js';
import { sharedPath } from '../../../helpers/shared.js';

export function ewtTrainItems(count: number, from = 0): GoldItem[] {
  return splitFiles(sharedPath('data'), 'ewt-train').slice(from, from + count).map((f) => trainingItem(readUccaXmlFile(f)));
}

/** Small enough for finite differences and for training runs of a second or two. */
export const TINY_CONFIG: BiLstmConfig = {
  ...DEFAULT_BILSTM_CONFIG,
  formDim: 4, lemmaDim: 3, uposDim: 3, shapeDim: 2, suffixDim: 2, entityDim: 2, punctDim: 2,
  charDim: 3, charFilters: 4, charWidth: 3, lstmDim: 4, lstmLayers: 2, hidden: 8, batchSize: 4,
};
