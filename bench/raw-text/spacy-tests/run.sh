#!/bin/sh
# Runs spaCy's own English tokenizer tests against gecval's spaCy tokenizers (through bridge.ts), outside the project.
# usage: bench/raw-text/spacy-tests/run.sh SPACY_GIT_DIR [REV]   (a clone or bare mirror of explosion/spaCy)
#   REV v1.9.0: spaCy 1.9.0's tests against `bea19`; any other (default HEAD): the v3 tests against `spacy3`.
# The test files are copied from that revision into a temporary folder (never committed); their `from spacy…` and
# relative imports are dropped (the tests that need them then fail with NameError: see RESULTS.md).
set -e
here=$(cd "$(dirname "$0")" && pwd)
spacy=${1:?give the spaCy git dir}
rev=${2:-HEAD}
tmp=$(mktemp -d)
if [ "$rev" = v1.9.0 ]; then
  files="en/test_contractions en/test_exceptions en/test_prefix_suffix_infix en/test_punct en/test_text tokenizer/test_exceptions tokenizer/test_tokenizer tokenizer/test_urls tokenizer/test_whitespace"
  export GECVAL_SPACY=1.9
else
  files="lang/en/test_prefix_suffix_infix lang/en/test_punct lang/en/test_exceptions lang/en/test_text lang/en/test_tokenizer tokenizer/test_exceptions tokenizer/test_urls"
  export GECVAL_SPACY=3
fi
for f in $files; do
  git --git-dir="$spacy" show "$rev:spacy/tests/$f.py" | sed '/^from spacy/d; /^from \.\./d; s/pytest\.mark\.xfail((\(.*\)))/pytest.param(\1, marks=pytest.mark.xfail)/; s/pytest\.mark\.xfail(\("[^"]*"\))/pytest.param(\1, marks=pytest.mark.xfail)/' > "$tmp/test_$(echo "$f" | tr / _).py"
done
if [ "$rev" = v1.9.0 ]; then git --git-dir="$spacy" show "$rev:spacy/tests/tokenizer/sun.txt" > "$tmp/sun.txt"; fi
cp "$here/conftest.py" "$tmp/"
sed -i "s#HERE = .*#HERE = '$here'#" "$tmp/conftest.py"
echo "spaCy $rev: $(git --git-dir="$spacy" rev-parse "$rev^{commit}") (gecval's $( [ "$GECVAL_SPACY" = 1.9 ] && echo bea19 || echo spacy3))"
cd "$tmp" && /usr/bin/python3 -m pytest -q -p no:cacheprovider -rf 2>&1 | grep -v '^$' | tail -n "${TAIL:-60}" || true
rm -rf "$tmp"
