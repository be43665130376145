/** Test helper, not a test: small clean inputs that the bad-input sweep (test/cli/bad-input-sweep-*.test.ts) mutates. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shared.js';
import { formatIevalXml } from '../../src/formats/ieval-xml.js';
import { m2ToIeval } from '../../src/formats/m2-to-ieval.js';
import { parseM2 } from '../../src/formats/m2.js';

export const SRC = 'He go to school .\nI like dog .\nThis is fine .\n';
export const HYP = 'He goes to school .\nI like dog .\nThis is fine .\n';
export const REF = 'He goes to school .\nI like dogs .\nThis is fine .\n';
export const REF2 = 'He goes to the school .\nI like dogs .\nThis is fine .\n';
export const GOLD = [
  'S He go to school .',
  'A 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0',
  'A 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||1',
  '',
  'S I like dog .',
  'A 2 3|||R:NOUN:NUM|||dogs|||REQUIRED|||-NONE-|||0',
  'A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1',
  '',
  'S This is fine .',
  'A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0',
  'A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1',
  '',
  '',
].join('\n');
/** One annotator each, same S lines (m2-merge). */
export const GOLD_A0 = 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\nS I like dog .\nA 2 3|||R:NOUN:NUM|||dogs|||REQUIRED|||-NONE-|||0\n\nS This is fine .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\n';
export const GOLD_A1 = 'S He go to school .\nA 1 2|||R:VERB:SVA|||goes|||REQUIRED|||-NONE-|||0\n\nS I like dog .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\nS This is fine .\nA -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0\n\n';

/** A small hand-made UCCA passage (They married .) in the UCCA XML the ucca package writes. */
export function uccaXml(words: readonly string[], passage = '1'): string {
  const terminals = words
    .map((w, i) => `<node ID="0.${i + 1}" type="${w === '.' ? 'Punctuation' : 'Word'}"><attributes paragraph="1" paragraph_position="${i + 1}" text="${w}" /></node>`)
    .join('');
  // 1.1 root -H-> 1.2 scene; each word its own unit: first A, second P, rest A; the full stop U.
  const units = words.map((w, i) => `<node ID="1.${i + 3}" type="${w === '.' ? 'PNCT' : 'FN'}"><attributes /><edge toID="0.${i + 1}" type="Terminal"><attributes /></edge></node>`).join('');
  const sceneEdges = words.map((w, i) => `<edge toID="1.${i + 3}" type="${w === '.' ? 'U' : i === 1 ? 'P' : 'A'}"><attributes /></edge>`).join('');
  return `<root annotationID="0" passageID="${passage}"><attributes /><layer layerID="0"><attributes />${terminals}</layer><layer layerID="1"><attributes /><node ID="1.1" type="FN"><attributes /><edge toID="1.2" type="H"><attributes /></edge></node><node ID="1.2" type="FN"><attributes />${sceneEdges}</node>${units}</layer></root>\n`;
}

export const XML_A = uccaXml(['They', 'married', 'in', '1992', '.']);
export const XML_B = uccaXml(['They', 'got', 'married', 'in', '1992', '.']);

/** First graph of the bundled JFLEG samples (ucca-json/1, one per line). */
export function sampleJsonGraph(file: 'source' | 'mle_1'): string {
  return `${readFileSync(join(repoRoot, 'samples/jfleg/graphs', `${file}.jsonl`), 'utf8').split('\n')[0]}\n`;
}

export const CROWD = [
  'sentence_id\tsource\tcorrection\tstatus',
  ...['s01\tHe go to school .\tHe goes to school .\tApproved', 's01\tHe go to school .\tHe goes to school .\tApproved', 's01\tHe go to school .\tHe went to school .\tApproved', 's02\tI like dog .\tI like dogs .\tApproved', 's02\tI like dog .\tI like the dog .\tApproved', 's02\tI like dog .\tI like dogs .\tApproved'],
  '',
].join('\n');

export const FINGERPRINT = '5\n3\n2\n1\n1\n';

/** The gold as I-measure XML (what imeasure's m2_to_ixml.py writes). */
export const IXML = formatIevalXml(m2ToIeval(parseM2(GOLD)));
