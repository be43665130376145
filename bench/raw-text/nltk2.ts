/**
 * NLTK 2.0.1rc1's regular-expression TreebankWordTokenizer, the tokenizer of the CoNLL-2014 preprocessing, run by
 * Python 2.7 on Unicode strings without the UNICODE flag (as that preprocessing ran it), for the benches that compare
 * gecval's `conll14` with it (run.ts, tokenizer-parity.ts). Its one file is taken from the tag of a clone of
 * nltk/nltk into a temporary folder (never into the project).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Tokenises each file's lines into FILE.nltk2 (tokens joined by single spaces). `tmp`: a scratch folder. */
export function nltk2Tokenize(tmp: string, repo: string, python2: string, files: readonly string[]): void {
  const root = join(tmp, 'nltk2');
  const pkg = join(root, 'nltk', 'tokenize');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(root, 'nltk', '__init__.py'), '');
  writeFileSync(join(pkg, '__init__.py'), '');
  writeFileSync(join(pkg, 'api.py'), 'class TokenizerI(object):\n    pass\n');
  writeFileSync(join(pkg, 'treebank.py'), execFileSync('git', ['--git-dir', repo, 'show', '2.0.1rc1:nltk/tokenize/treebank.py']));
  const script = [
    'import sys, io',
    `sys.path.insert(0, ${JSON.stringify(root)})`,
    'from nltk.tokenize.treebank import TreebankWordTokenizer',
    't = TreebankWordTokenizer()',
    'for f in sys.argv[1:]:',
    "    ls = io.open(f, encoding='utf-8').read().split(u'\\n')",
    "    if ls and ls[-1] == u'': ls.pop()",
    "    io.open(f + '.nltk2', 'w', encoding='utf-8').write(u''.join(u' '.join(t.tokenize(l)) + u'\\n' for l in ls))",
  ].join('\n');
  execFileSync(python2, ['-c', script, ...files], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** The commit of the 2.0.1rc1 tag. */
export function nltk2Commit(repo: string): string {
  return execFileSync('git', ['--git-dir', repo, 'rev-parse', '2.0.1rc1^{commit}']).toString().trim();
}
