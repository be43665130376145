#!/bin/sh
# md5 of every output the raw-text step makes, stdout and stderr separately (piped together, the two streams'
# interleaving differs from run to run), for a before/after check of a speed change:
#   bench/raw-text/outputs-md5.sh BIN [DIR] [SEEDA_DIR] [LEAD_DIR] > after.txt; diff before.txt after.txt
# DIR: speed.sh's inputs (SYSTEM.detok, SYSTEM.para); SEEDA_DIR: the same made from ../shared's SEEDA outputs
# (detok.py, then paragraphRuns with seed 1); LEAD_DIR: other .para files of the 15 systems. Missing ones are skipped.
BIN=$1; D=${2:-/tmp/rs35}; E=${3:-}; P=${4:-}
ROOT=$(cd "$(dirname "$0")/../.." && pwd); G=${GECVAL_SHARED:-$ROOT/../shared}/data/conll14/official-2014.combined.m2
S=$(dirname "$G")/systems; T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
L="AMU CAMB CUUI IITB IPN JMGR NTHU PKU POST RAC SJTU UFC UMC Char RoRo"
m5() { md5sum | cut -c1-32; }
run() { name=$1; shift; echo "$name: $("$@" 2>"$T/err" | m5) err $(m5 < "$T/err")"; }
each() { ext=$1; for s in $L; do echo "$D/$s.$ext"; done; }
run "m2 plain 15" node "$BIN" m2 --gold "$G" $(for s in $L; do echo "$S/$s.txt"; done)
run "m2 --tokenize 15" node "$BIN" m2 --gold "$G" --tokenize conll14 $(each detok)
run "m2 --segment 15" node "$BIN" m2 --gold "$G" --tokenize conll14 --segment $(each para)
run "m2 --segment AMU" node "$BIN" m2 --gold "$G" --tokenize conll14 --segment "$D/AMU.para"
[ -n "$P" ] && run "m2 --segment 15 ($P)" node "$BIN" m2 --gold "$G" --tokenize conll14 --segment $(for s in $L; do echo "$P/$s.para"; done)
[ -n "$E" ] && run "m2 --tokenize SEEDA" node "$BIN" m2 --gold "$G" --tokenize conll14 "$E"/*.detok
[ -n "$E" ] && run "m2 --segment SEEDA" node "$BIN" m2 --gold "$G" --tokenize conll14 --segment "$E"/*.para
grep '^S ' "$G" | sed 's/^S //' > "$T/source"
segs() { for f in "$D"/*.para ${P:+"$P"/*.para} ${E:+"$E"/*.para}; do node "$BIN" segment --json --source "$T/source" "$f"; done; }
toks() { for f in "$D"/*.detok ${E:+"$E"/*.detok}; do node "$BIN" tokenize "$f"; done; }
run "segment --json" segs
run "tokenize" toks
