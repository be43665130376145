"""Detokenises files with NLTK's TreebankWordDetokenizer (Debian python3-nltk), for bench/raw-text/run.ts.
usage: detok.py IN OUT [IN OUT ...]; each line of IN is split on spaces and detokenised into the same line of OUT."""
import sys
from nltk.tokenize.treebank import TreebankWordDetokenizer

detokenizer = TreebankWordDetokenizer()
args = sys.argv[1:]
for source, target in zip(args[0::2], args[1::2]):
    with open(source, encoding='utf-8') as f:
        lines = f.read().split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    with open(target, 'w', encoding='utf-8') as g:
        for line in lines:
            g.write(detokenizer.detokenize(line.split()) + '\n')
