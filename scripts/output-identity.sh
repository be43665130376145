#!/bin/bash
# Records the files and stdout of a fixed set of writing commands, and compares two such records byte for byte
# apart from timings, dates and the output folder's own path (used to show that a refactoring changed no output).
#
#   scripts/output-identity.sh run ROOT OUT      ROOT: a checkout with dist/ built (npx tsc -p tsconfig.json)
#   scripts/output-identity.sh compare A B       exit 0 when every file of A equals its twin in B
#
# Inputs: samples/ of this checkout (the same for both runs) and the shared data from $GECVAL_SHARED (default:
# ../shared beside this checkout). About 1 minute on 2 cores.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
S=${GECVAL_SHARED:-$here/../shared}/data

run() {
  local ROOT O SA G C
  ROOT=$(cd "$1" && pwd); O=$2; SA=$here/samples; G="node $ROOT/dist/cli/main.js"; C=$S/conll14
  rm -rf "$O"; mkdir -p "$O"; O=$(cd "$O" && pwd); cd "$O" || exit 1
  t() { local name=$1; shift; "$@" > "$O/$name.stdout" 2> "$O/$name.stderr"; echo "$name rc=$?" >> "$O/_status.txt"; }
  t conservatism $G conservatism --source $C/source.txt --ref $C/official-2014.combined.m2 $C/systems/AMU.txt $C/systems/CAMB.txt $C/systems/CUUI.txt --out $O/conservatism
  t conservatism-json $G conservatism --source $SA/conll14/source.txt --ref $SA/conll14/bn10-A1.m2 $SA/conll14/systems/AMU.txt --json
  t conservatism-text $G conservatism --source $SA/conll14/source.txt --ref $SA/conll14/official-2014.combined.m2 $SA/conll14/systems/AMU.txt $SA/conll14/systems/CAMB.txt
  t conservatism-csv $G conservatism --source $SA/conll14/source.txt --ref $SA/conll14/official-2014.combined.m2 $SA/conll14/systems/AMU.txt --csv
  t conservatism-compat $G conservatism --source $SA/conll14/source.txt $SA/conll14/systems/AMU.txt --ecdf compat --word-change strict --out $O/conservatism-compat
  t conservatism-noplots $G conservatism --source $SA/conll14/source.txt $SA/conll14/systems/AMU.txt --no-plots --out $O/conservatism-noplots
  t coverage $G coverage --crowd $SA/crowd/corrections.tsv --reps 200 --bootstrap 200 --out $O/coverage
  t coverage-fp $G coverage --fingerprints $S/crowd/unseenest --reps 100 --bootstrap 100 --max-m 10 --out $O/coverage-fp
  t coverage-text $G coverage --crowd $SA/crowd/corrections.tsv --reps 100 --bootstrap 100
  t coverage-csv $G coverage --crowd $SA/crowd/corrections.tsv --reps 100 --bootstrap 100 --csv
  t coverage-json $G coverage --crowd $SA/crowd/corrections.tsv --reps 100 --bootstrap 100 --json --mc-with
  t significance $G significance --m2 $SA/conll14/official-2014.combined.m2 --resamples 200 $SA/conll14/systems/AMU.txt $SA/conll14/systems/CAMB.txt CUUI=$SA/conll14/systems/CUUI.txt --out $O/significance
  t significance-crowd $G significance --m2 $C/official-2014.combined.m2 --crowd $S/crowd/corrections.tsv --max-m 3 --resamples 50 $C/systems/AMU.txt --out $O/significance-crowd
  t significance-crowd-csv $G significance --m2 $C/official-2014.combined.m2 --crowd $S/crowd/corrections.tsv --max-m 2 --resamples 30 $C/systems/AMU.txt $C/systems/CAMB.txt --csv
  t significance-crowd-json $G significance --m2 $C/official-2014.combined.m2 --crowd $S/crowd/corrections.tsv --max-m 2 --resamples 30 $C/systems/AMU.txt --json
  t significance-json $G significance --m2 $SA/conll14/official-2014.combined.m2 --resamples 200 $SA/conll14/systems/AMU.txt $SA/conll14/systems/CAMB.txt --json
  t significance-text $G significance --m2 $SA/conll14/official-2014.combined.m2 --resamples 200 $SA/conll14/systems/AMU.txt $SA/conll14/systems/CAMB.txt
  t maege $G maege --m2 $SA/conll14/official-2014.combined.m2 --refs $SA/conll14/bn10-A1.m2 $SA/conll14/bn10-A2.m2 --metrics bleu,gleu,minld --threads 1 --out $O/maege
  t maege-json $G maege --m2 $SA/conll14/official-2014.combined.m2 --refs $SA/conll14/bn10-A1.m2 $SA/conll14/bn10-A2.m2 --metrics gleu,ld --both-sources --delta both --threads 1 --json --out $O/maege-json
  t maege-noplots $G maege --m2 $SA/conll14/official-2014.combined.m2 --refs $SA/conll14/bn10-A1.m2 --metrics bleu --threads 1 --no-plots --out $O/maege-noplots
  t unseenest $G unseenest $S/crowd/unseenest/Actual_exact_input_hist.txt --out $O/unseenest.txt
  t unseenest-stdout $G unseenest $S/crowd/unseenest/Actual_exact_input_hist.txt
  t m2-merge $G m2-merge $C/bn10/A1.m2 $C/bn10/A2.m2 $C/bn10/A3.m2 -o $O/merged.m2
  t m2-merge-json $G m2-merge $C/bn10/A1.m2 $C/bn10/A2.m2 -o $O/merged2.m2 --json
  t edits $G edits --source $SA/conll14/source.txt --target $SA/conll14/systems/AMU.txt -o $O/edits.m2 --no-progress
  t edits-stdout $G edits --source $SA/conll14/source.txt --target $SA/conll14/systems/AMU.txt --target $SA/conll14/systems/CAMB.txt --no-progress
  t draw-svg $G draw $S/ucca/nucle-annotations/tree1197.xml -o $O/draw.svg
  t draw-png $G draw $S/ucca/nucle-annotations/tree1197.xml -o $O/draw.png
  t draw-pair $G draw $S/ucca/nucle-annotations/tree1197.xml --aligned $S/ucca/nucle-annotations/tree1197.xml --title pair -o $O/pair.svg
  t report $G report --source $SA/conll14/source.txt --m2 $SA/conll14/official-2014.combined.m2 --refs $SA/conll14/bn10-A1.m2 --systems $SA/conll14/systems/AMU.txt $SA/conll14/systems/CAMB.txt --sections leaderboard,conservatism,coverage --crowd $SA/crowd/corrections.tsv --resamples 100 --metrics m2,gleu --out $O/report
  t demo $G demo --out $O/demo
  cat "$O/_status.txt"
}

normalise() { # FILE OUTPUT FOLDER-PATH
  sed -E -e "s#$3#OUT#g" -e 's/"seconds": [0-9.e+-]+/"seconds": T/g' -e 's/generated [0-9TZ:-]+/generated D/' \
    -e 's/built in [0-9.]+ s/built in T s/g' -e 's/ in [0-9.]+ s$/ in T s/' -e 's/\(([0-9.]+) s\)/(T s)/g' "$1" > "$2"
}

compare() {
  local A B status=0 f tmp
  A=$(cd "$1" && pwd); B=$(cd "$2" && pwd); tmp=$(mktemp -d)
  for f in $(cd "$A" && find . -type f | sort); do
    if [ ! -f "$B/$f" ]; then echo "missing in $B: $f"; status=1; continue; fi
    cmp -s "$A/$f" "$B/$f" && continue
    normalise "$A/$f" "$tmp/a" "$A"; normalise "$B/$f" "$tmp/b" "$B"
    if cmp -s "$tmp/a" "$tmp/b"; then echo "same apart from timings/paths: $f"; else echo "DIFFERENT: $f"; status=1; fi
  done
  for f in $(cd "$B" && find . -type f | sort); do [ -f "$A/$f" ] || { echo "extra in $B: $f"; status=1; }; done
  rm -rf "$tmp"
  echo "$(cd "$A" && find . -type f | wc -l) files compared: $([ $status = 0 ] && echo identical || echo DIFFERENCES)"
  return $status
}

case "${1:-}" in
  run) run "$2" "$3" ;;
  compare) compare "$2" "$3" ;;
  *) sed -n 2,8p "$0"; exit 2 ;;
esac
