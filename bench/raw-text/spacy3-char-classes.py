#!/usr/bin/env python3
"""spaCy v3's letter and symbol classes as code-point ranges, for src/text/tokenize/spacy3-classes.ts.

spaCy v3 spells the classes its English tokenizer rules use (ALPHA, ALPHA_LOWER, ALPHA_UPPER, and the icon class
of LIST_ICONS) as explicit character ranges in spacy/lang/char_classes.py, compiled by Python's `re`. This script
runs that file (it defines strings only), asks `re` which code points each class matches, and prints the classes as
merged ranges in JavaScript regular-expression syntax (u flag), with a SHA-256 of each set of code points (the
numbers test/text/tokenize/spacy.test.ts checks gecval's classes against).

usage: python3 bench/raw-text/spacy3-char-classes.py SPACY_GIT_DIR [REV]   (REV default HEAD; gecval: f69c32f)
"""
import hashlib
import re
import subprocess
import sys


def code_points(cls: str) -> list:
    pattern = re.compile('[' + cls + ']')
    return [c for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF and pattern.fullmatch(chr(c))]


def ranges(points: list) -> list:
    out = []
    for c in points:
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def js(points: list) -> list:
    """The class as range strings, escaped for a TypeScript string literal (`\\\\u{41}-\\\\u{5A}`), in order."""
    esc = lambda c: '\\\\u{%X}' % c
    return [esc(a) if a == b else esc(a) + ('' if b == a + 1 else '-') + esc(b) for a, b in ranges(points)]


def constant(name: str, parts: list, width: int = 112) -> str:
    """`export const NAME =` with the ranges in string literals of at most `width` characters a line."""
    lines, line = [], ''
    for part in parts:
        if len(line) + len(part) > width - 6:
            lines.append(line)
            line = ''
        line += part
    lines.append(line)
    return f'export const {name} =\n' + ' +\n'.join(f"  '{l}'" for l in lines) + ';'


def digest(points: list) -> str:
    return hashlib.sha256(','.join('%X' % c for c in points).encode()).hexdigest()


def main() -> None:
    repo = sys.argv[1]
    rev = sys.argv[2] if len(sys.argv) > 2 else 'HEAD'
    source = subprocess.run(['git', '-C', repo, 'show', f'{rev}:spacy/lang/char_classes.py'], check=True, capture_output=True, text=True).stdout
    names: dict = {}
    exec(compile(source, 'char_classes.py', 'exec'), names)
    classes = {
        'ALPHA': names['ALPHA'],
        'ALPHA_LOWER': names['ALPHA_LOWER'],
        'ALPHA_UPPER': names['ALPHA_UPPER'],
        'ICONS': names['_other_symbols'],
    }
    for name, cls in classes.items():
        points = code_points(cls)
        print(f'/** {name}: {len(points)} code points in {len(ranges(points))} ranges, SHA-256 {digest(points)}. */')
        print(constant(f'SPACY3_{name}', js(points)))


if __name__ == '__main__':
    main()
