import { createInterface } from 'node:readline';
import { spacyTokenize } from '../../../src/text/tokenize/spacy.js';
import { URL_PATTERN } from '../../../src/text/tokenize/spacy-rules.js';
const url = new RegExp(URL_PATTERN, 'u');
const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  const q = JSON.parse(line);
  process.stdout.write(JSON.stringify(typeof q === 'string' ? spacyTokenize(q) : url.test(q.url)) + '\n');
});
