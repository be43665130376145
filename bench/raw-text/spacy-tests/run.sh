#!/bin/sh
# Runs spaCy's own English tokenizer tests against gecval's bea19 tokenizer (through bridge.ts), outside the project.
# usage: bench/raw-text/spacy-tests/run.sh SPACY_GIT_DIR   (a clone or bare mirror of explosion/spaCy)
# The test files are copied from the given spaCy commit into a temporary folder (never committed); their
# `from spacy…` imports are dropped (the tests that need them then fail with NameError: see RESULTS.md).
set -e
here=$(cd "$(dirname "$0")" && pwd)
spacy=${1:?give the spaCy git dir}
shift
tmp=$(mktemp -d)
for f in lang/en/test_prefix_suffix_infix lang/en/test_punct lang/en/test_exceptions lang/en/test_text lang/en/test_tokenizer tokenizer/test_exceptions tokenizer/test_urls; do
  git --git-dir="$spacy" show "HEAD:spacy/tests/$f.py" | sed '/^from spacy/d' > "$tmp/test_$(echo "$f" | tr / _).py"
done
cp "$here/conftest.py" "$tmp/"
sed -i "s#HERE = .*#HERE = '$here'#" "$tmp/conftest.py"
echo "spaCy commit: $(git --git-dir="$spacy" rev-parse HEAD)"
cd "$tmp" && /usr/bin/python3 -m pytest -q -p no:cacheprovider -rf "$@" 2>&1 | grep -v '^$' | tail -n 40 || true
rm -rf "$tmp"
