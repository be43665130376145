/** Test helper, not a test (no assertions of its own): the worked example's UCCA graphs for the tests that use them. */
import { readFileSync } from 'node:fs';
import { specPath } from './shared.js';
import type { UccaGraph } from '../../src/ucca/graph.js';
import { parseUccaJsonLines } from '../../src/ucca/json.js';

/** The four graphs of the worked example of docs/ucca-usim.md#worked-example: G1, G2, G2 with the location labelled A, annotation Y. */
export function exampleGraphs(): UccaGraph[] {
  const spec = readFileSync(specPath('ucca-and-usim.md'), 'utf8');
  const block = spec.split('```jsonl\n')[1]!.split('```')[0]!;
  return parseUccaJsonLines(block, 'ucca-and-usim.md');
}
