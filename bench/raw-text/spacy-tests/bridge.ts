import { createInterface } from 'node:readline';
import { spacy19Tokenize, spacyTokenize } from '../../../src/text/tokenize/spacy.js';
import { URL_PATTERN } from '../../../src/text/tokenize/spacy-rules.js';
import { TOKEN_MATCH_19 } from '../../../src/text/tokenize/spacy19-rules.js';

// GECVAL_SPACY=1.9: gecval's bea19 (spaCy 1.9.0's rules, its token_match); otherwise spacy3 (spaCy v3's, its url_match)
const v19 = process.env.GECVAL_SPACY === '1.9';
const tokenize = v19 ? spacy19Tokenize : spacyTokenize;
const url = new RegExp(v19 ? TOKEN_MATCH_19 : URL_PATTERN, 'u');
const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const q = JSON.parse(line);
  process.stdout.write(JSON.stringify(typeof q === 'string' ? tokenize(q) : url.test(q.url)) + '\n');
});
