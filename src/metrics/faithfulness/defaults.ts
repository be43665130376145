/**
 * The faithfulness measure's option values and defaults, in a module of their own so that the metric registry can
 * describe the measure without loading it (the scorer pulls in the UCCA parser, the tagger and the word vectors).
 */
export const FAITHFULNESS_PARSERS = ['v1', 'v2', 'v3', 'none'] as const;
export type FaithfulnessParser = (typeof FAITHFULNESS_PARSERS)[number];

export const FAITHFULNESS_DEFAULTS = { tokenized: true, parser: 'v1' as FaithfulnessParser };
