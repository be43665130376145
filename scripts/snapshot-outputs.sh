#!/usr/bin/env bash
# Behaviour-identity snapshot: run a fixed set of gecval commands and record what they print and write, so that two
# builds of gecval (e.g. before and after a refactor) can be compared with `diff -r`.
#
#   scripts/snapshot-outputs.sh GECVAL_CMD OUTDIR
#   scripts/snapshot-outputs.sh "node /work/baseline/dist/cli/main.js" /work/snapshots/before
#   diff -r /work/snapshots/before /work/snapshots/after       # empty when behaviour is unchanged
#
# GECVAL_CMD is split on spaces (no quoting inside it). The shared research data is read from $GECVAL_SHARED
# (default: ../shared beside this checkout); the bundled samples from this checkout's samples/.
#
# For every case NAME the script writes OUTDIR/NAME/
#   cmd       the arguments (paths relative to the scratch folder, so they are the same on every run)
#   stdout    everything the command printed on standard output
#   stderr    the FIRST line of standard error only (the one-line error message, or the first status line; later
#             lines are progress output whose shape depends on timing)
#   status    the exit status
#   files/    the files the command wrote (its --out / -o / --output target), if any
#
# Every command runs in a scratch folder WORK (mktemp -d) containing `samples/` (a copy of the bundled samples),
# `data` (a symlink to the shared data) and `in/` (small inputs cut from the shared data: 60–100 sentences, a few
# systems), and is given relative paths, so error messages name the same files on every run.
#
# Normalisation (applied to every text file under OUTDIR after all cases ran; binary files such as PNGs are compared
# as they are). The rules, in order:
#   1. the scratch folder's absolute path                        -> <work>
#   2. OUTDIR's absolute path                                     -> <out>
#      the root of the gecval installation under test             -> <gecval>
#   3. "in 22.4 s" / "in 1.2 min" / "in 850 ms" (elapsed phrases) -> "in <elapsed>";
#      "(0.4 s)" (the report's per-metric time beside each signature) -> "(<elapsed>)"
#   4. JSON fields whose name says time: "elapsedMs", "elapsed", "seconds", "ms", "durationMs", "duration",
#      "wallMs", "wallSeconds", "timeMs", "time" followed by a number -> the number becomes 0
#   5. ISO dates/times (2025-01-31, 2025-01-31T12:34:56.789Z, 12:34:56) -> <date> / <time>
# Anything else that differs between two runs of the same build is a bug in gecval (non-determinism) or a missing
# rule here: run the script twice and `diff -r` to find out.
#
# Runtime: about 2.5 min at load ≈ 5 on the shared 2-core machine, 7.5 min at load 17–19 (1 min 45 s of CPU; the demo, the report and
# the MAEGE runs are the slow cases; about 17 MB of output, most of it the two HTML reports and PNGs).
set -u

if [ $# -ne 2 ]; then
  echo "usage: $0 GECVAL_CMD OUTDIR   (e.g. $0 \"node dist/cli/main.js\" /tmp/snap)" >&2
  exit 2
fi
read -r -a G <<<"$1"
OUT=$2
HERE=$(cd "$(dirname "$0")/.." && pwd)
SHARED=${GECVAL_SHARED:-$HERE/../shared}
[ -d "$SHARED/data" ] || { echo "$0: shared data not found at $SHARED/data (set GECVAL_SHARED)" >&2; exit 2; }

# Absolute path of the gecval entry point, so that a relative GECVAL_CMD keeps working after the cd below,
# and its installation root (two levels above dist/cli/main.js or src/cli/main.ts) for normalisation rule 2.
GROOT=""
for i in "${!G[@]}"; do
  case "${G[$i]}" in
    *cli/main.js|*cli/main.ts)
      G[$i]=$(cd "$(dirname "${G[$i]}")" && pwd)/$(basename "${G[$i]}")
      GROOT=$(cd "$(dirname "${G[$i]}")/../.." && pwd) ;;
  esac
done

mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
ln -s "$SHARED/data" data
cp -r "$HERE/samples" samples
mkdir -p in out cache

# ---------------------------------------------------------------------------------------------------------------
# Small inputs cut from the shared data.
D=data
head -n 100 $D/jfleg/dev.src > in/jfleg.src
for k in 0 1 2 3; do head -n 100 $D/jfleg/dev.ref$k > in/jfleg.ref$k; done
for k in 1 3; do head -n 100 $D/jfleg/systems/mle_$k.txt > in/mle_$k.txt; done
head -n 99 $D/jfleg/dev.ref3 > in/jfleg.ref3.short                  # line-count mismatch
head -n 1000 $D/conll14/systems/AMU.txt > in/AMU.short.txt            # line-count mismatch against 1,312 sentences
# the first N sentence blocks of an M2 file
m2head() { awk -v n="$1" 'BEGIN{RS="";ORS="\n\n"} NR<=n' "$2"; }
m2head 80 $D/conll14/official-2014.combined-withalt.m2 > in/withalt80.m2
for k in 1 2 4 5 6 8 9 10; do m2head 80 $D/conll14/bn10/A$k.m2 > in/bn10-A$k.m2; done
m2head 60 $D/conll14/official-2014.combined.m2 > in/gold60.m2
head -n 60 $D/conll14/source.txt > in/source60.txt
for s in AMU CAMB UFC; do head -n 60 $D/conll14/systems/$s.txt > in/$s.txt; done
# malformed M2: a start offset that is not a number
sed '0,/^A [0-9]/s/^A [0-9]*/A x/' samples/conll14/official-2014.combined.m2 > in/bad.m2
printf '3\n2\nseven\n1\n' > in/bad-fingerprint.txt
# UCCA: 15 EWT test passages (gold) and their tokens as id<TAB>tokens lines for the parser
mkdir -p in/ewt-gold
head -n 15 $D/ucca/ewt/test.txt | while read -r id; do
  cp "$D/ucca/ewt/xml/$id.xml" in/ewt-gold/
  printf '%s\t%s\n' "$id" "$(grep -oE 'type="(Word|Punctuation)"><attributes [^>]*text="[^"]*"' "$D/ucca/ewt/xml/$id.xml" \
    | sed 's/.*text="//; s/"$//; s/&amp;/\&/g; s/&lt;/</g; s/&gt;/>/g; s/&quot;/"/g; s/&apos;/'"'"'/g' | paste -sd' ')"
done > in/ewt-test15.tsv
# UCCA: source/correction graph lists (TUPA parses of JFLEG dev, first 25 sentences; NUCLE human annotations)
# (paths in a list file are relative to the list file's folder)
for i in $(seq 0 24); do echo "../$D/jfleg/tupa-parses/dev.src$i.xml"; done > in/src.lst
for i in $(seq 0 24); do echo "../$D/jfleg/tupa-parses/mle_1.txt$i.xml"; done > in/mle_1.lst
N=$D/ucca/nucle-annotations
printf '../%s\n' $N/amittaic1197.xml $N/amittaic1297.xml $N/amittaic1198.xml > in/nucle-a.lst
printf '../%s\n' $N/tree1197.xml $N/tree1297.xml $N/tree1198.xml > in/nucle-b.lst
# A report configuration: pre-parsed UCCA graphs instead of the parser, coverage from the bundled crowd file
cat > in/report.json <<'EOF'
{
  "title": "snapshot config",
  "out": "../out/report-config",
  "dataset": {
    "name": "JFLEG excerpt",
    "source": "../samples/jfleg/source.txt",
    "references": ["../samples/jfleg/ref0.txt", "../samples/jfleg/ref1.txt"],
    "systems": ["mle_1=../samples/jfleg/systems/mle_1.txt", "../samples/jfleg/systems/mle_3.txt"]
  },
  "metrics": ["gleu", "sari", "ld-so"],
  "bootstrap": { "resamples": 50, "seed": 2 },
  "sections": { "leaderboard": true, "usim": true, "conservatism": false, "coverage": true, "maege": false, "explorer": true },
  "parser": { "use": false },
  "ucca": {
    "name": "JFLEG TUPA parses", "source": "../samples/jfleg/source.txt",
    "systems": ["mle_1=../samples/jfleg/systems/mle_1.txt"],
    "sourceGraphs": "../samples/jfleg/graphs/source.jsonl",
    "systemGraphs": { "mle_1": "../samples/jfleg/graphs/mle_1.jsonl" },
    "note": "bundled TUPA parses"
  },
  "coverage": { "crowd": "../samples/crowd/corrections.tsv", "maxM": 3, "repetitions": 20, "bootstrap": 0 }
}
EOF
# UnseenEst fingerprints of three sentences
mkdir -p in/fingerprints
for n in Actual Allthe Butove; do cp $D/crowd/unseenest/${n}_*_input_hist.txt in/fingerprints/; done

# ---------------------------------------------------------------------------------------------------------------
# run NAME ARGS...: run gecval with ARGS in WORK, record stdout, the first line of stderr, the status and out/NAME.
run() {
  local name=$1; shift
  local dir=$OUT/$name
  rm -rf "$dir" "out/$name"
  mkdir -p "$dir" "out/$name"          # commands writing one file (-o out/NAME/x) need the folder to exist
  printf '%s\n' "$*" > "$dir/cmd"
  "${G[@]}" "$@" > "$dir/stdout" 2> "$dir/stderr.all" < /dev/null
  echo $? > "$dir/status"
  head -n 1 "$dir/stderr.all" > "$dir/stderr"
  rm -f "$dir/stderr.all"
  rmdir "out/$name" 2>/dev/null || mv "out/$name" "$dir/files"
}

S=samples/conll14
J=samples/jfleg
SG=$S/official-2014.combined.m2

# --- help and version (the CLI's surface) ------------------------------------------------------------------------
run help --help
run version --version
for c in conservatism coverage dagf demo distsim draw edits imeasure m2-merge m2 maege parse report score \
         significance ucca-eval unseenest usim; do
  run help-$c $c --help
done

# --- M² ----------------------------------------------------------------------------------------------------------
run m2-samples-json m2 --json $S/systems/AMU.txt $SG
run m2-samples-text m2 $S/systems/CAMB.txt $SG
run m2-samples-verbose m2 --verbose --beta 1 --ignore-whitespace-casing $S/systems/UFC.txt $SG
for s in AMU CAMB POST; do run m2-full-$s m2 --json $D/conll14/systems/$s.txt $D/conll14/official-2014.combined.m2; done
run m2-bn10-strict m2 --json --strict-gold in/AMU.txt in/gold60.m2
run m2-merge-json m2-merge $S/bn10-A1.m2 $S/bn10-A2.m2 $S/bn10-A4.m2 $S/bn10-A5.m2 -o out/m2-merge-json/merged.m2 --json
run m2-merge-stdout m2-merge $S/bn10-A1.m2 $S/bn10-A2.m2

# --- score (every registered metric) ------------------------------------------------------------------------------
run score-list score --list
JR="--refs $J/ref0.txt $J/ref1.txt $J/ref2.txt $J/ref3.txt"
for m in bleu gleu ibleu sari max-sari minld-or ld-so; do
  run score-samples-$m score --metric $m --source $J/source.txt $JR $J/systems/mle_1.txt --json
done
IR="--refs in/jfleg.ref0 in/jfleg.ref1 in/jfleg.ref2 in/jfleg.ref3"
for m in bleu gleu sari max-sari; do
  run score-jfleg100-$m score --metric $m --source in/jfleg.src $IR in/mle_3.txt --json
done
run score-gleu-python score --metric gleu -O sampling=python --source in/jfleg.src $IR in/mle_1.txt --json
run score-gleu-seed score --metric gleu --seed 7 --iterations 50 --source in/jfleg.src $IR in/mle_1.txt
run score-ibleu-plus score --metric ibleu -O sign=+ --source $J/source.txt $JR $J/systems/mle_2.txt
run score-bleu-mean score --metric bleu -O corpus=mean -O normalize=true --source $J/source.txt $JR $J/systems/mle_2.txt --json
run score-ldso-code score --metric ld-so -O normalization=code --source $J/source.txt $J/systems/mle_4.txt --json
run score-grammaticality score --metric grammaticality $J/systems/mle_1.txt --json
run score-m2 score --metric m2 --m2 $SG $S/systems/AMU.txt --json
run score-imeasure score --metric imeasure --m2 $SG $S/systems/CAMB.txt --json
run score-text score --metric bleu --source $J/source.txt --refs $J/ref0.txt $J/systems/mle_5.txt

# --- I-measure ----------------------------------------------------------------------------------------------------
run imeasure-samples imeasure --m2 $SG --json --per-sentence $S/systems/AMU.txt
run imeasure-samples-text imeasure --m2 $SG $S/systems/POST.txt
run imeasure-nomix imeasure --m2 in/gold60.m2 --nomix --max cf --json in/UFC.txt
run imeasure-ixml-full imeasure --ixml $D/conll14/official-2014.combined.ieval.xml --json $D/conll14/systems/CAMB.txt

# --- edit extraction ----------------------------------------------------------------------------------------------
run edits-samples edits --source $S/source.txt --target $S/systems/AMU.txt --target $S/systems/CAMB.txt -o out/edits-samples/edits.m2 --no-progress
run edits-lev-split edits --source $S/source.txt --target $S/systems/POST.txt --lev --merge all-split --no-progress
run edits-no-types edits --source in/source60.txt --target in/UFC.txt --no-types --merge all-merge --no-progress

# --- UCCA parsing, evaluation, USIM, DISTSIM, DAG F, drawings -------------------------------------------------------
run parse-v1-json parse --tokenized --model v1 --format json $J/source.txt
run parse-v2-xml parse --tokenized --model v2 --out out/parse-v2-xml $J/systems/mle_1.txt
run parse-raw parse --model v1-ewt $J/ref0.txt
run parse-ewt-v1 parse --tokenized --model v1 --tsv in/ewt-test15.tsv --out out/parse-ewt-v1
run parse-ewt-v2 parse --tokenized --model v2 --tsv in/ewt-test15.tsv --out out/parse-ewt-v2
cp -r "$OUT/parse-ewt-v1/files" in/pred-v1 2>/dev/null || mkdir -p in/pred-v1
cp -r "$OUT/parse-ewt-v2/files" in/pred-v2 2>/dev/null || mkdir -p in/pred-v2
run ucca-eval-v1 ucca-eval --json --by-sentence in/ewt-gold in/pred-v1
run ucca-eval-v2 ucca-eval in/ewt-gold in/pred-v2
run usim-graphs usim --source-graph $D/jfleg/tupa-parses/dev.src0.xml --correction-graph $D/jfleg/tupa-parses/mle_1.txt0.xml --json
run usim-batch usim --source-list in/src.lst --correction-list in/mle_1.lst --json
run usim-batch-paper usim --variant paper --source-list in/src.lst --correction-list in/mle_1.lst
run usim-pairing usim --emulate-paper-pairing --source-list in/src.lst --correction-list in/mle_1.lst --json
run usim-text usim --source $J/source.txt $J/systems/mle_3.txt --cache cache/usim --json
run usim-text-v1 usim --model v1 --source $J/source.txt $J/systems/mle_3.txt --cache cache/usim-v1
run usim-jsonl usim --source-graph $J/graphs/source.jsonl --correction-graph $J/graphs/mle_2.jsonl --json
run dagf dagf $N/amittaic1297.xml $N/tree1297.xml --json
run dagf-no-normalize dagf --no-normalize $N/tree1297.xml $N/amittaic1297.xml
run distsim distsim --source-graph $N/amittaic1297.xml --correction-graph $N/tree1297.xml --json
run distsim-batch distsim --source-list in/nucle-a.lst --correction-list in/nucle-b.lst --definition mad --average micro --json
run draw-svg draw $N/tree1297.xml --title "tree 1297" -o out/draw-svg/tree.svg
run draw-aligned draw $D/jfleg/tupa-parses/dev.src3.xml --aligned $D/jfleg/tupa-parses/mle_1.txt3.xml -o out/draw-aligned/pair.png

# --- over-conservatism, coverage, UnseenEst, significance -------------------------------------------------------
run conservatism-json conservatism --source $S/source.txt --ref $SG --ref $S/bn10-A1.m2 \
  $S/systems/AMU.txt $S/systems/CAMB.txt $S/systems/UFC.txt --json
run conservatism-csv conservatism --source in/source60.txt --ref in/gold60.m2 --word-change strict --ecdf compat --csv in/AMU.txt in/UFC.txt
run conservatism-out conservatism --source $S/source.txt --ref $SG AMU=$S/systems/AMU.txt POST=$S/systems/POST.txt --out out/conservatism-out
run coverage-crowd coverage --crowd samples/crowd/corrections.tsv --max-m 5 --reps 50 --bootstrap 50 --seed 3 --json
run coverage-fingerprints coverage --fingerprints in/fingerprints --max-m 4 --reps 20 --bootstrap 20 --csv
run coverage-out coverage --crowd samples/crowd/corrections.tsv --max-m 3 --reps 20 --bootstrap 0 --drop-unchanged --out out/coverage-out
run unseenest-json unseenest --json $D/crowd/unseenest/Actual_exact_input_hist.txt
run unseenest-valiant unseenest --algorithm valiant $D/crowd/unseenest/Allthe_index_input_hist.txt
run unseenest-simplex unseenest --solver simplex --out out/unseenest-simplex/hist.txt $D/crowd/unseenest/Butove_exact_input_hist.txt
run significance-json significance --m2 $SG --crowd samples/crowd/corrections.tsv --max-m 3 --resamples 50 \
  $S/systems/AMU.txt $S/systems/CAMB.txt $S/systems/UFC.txt --json
run significance-compat significance --m2 in/gold60.m2 --crowd samples/crowd/corrections.tsv --max-m 2 --resamples 30 \
  --extractor compat --csv AMU=in/AMU.txt CAMB=in/CAMB.txt
run significance-out significance --m2 $SG --resamples 30 --out out/significance-out $S/systems/POST.txt $S/systems/CUUI.txt

# --- MAEGE ------------------------------------------------------------------------------------------------------------
run maege-samples maege --m2 $SG --refs $S/bn10-A1.m2 $S/bn10-A2.m2 $S/bn10-A4.m2 $S/bn10-A5.m2 \
  --metrics bleu,gleu,m2,sari --seed 2 --no-plots --out out/maege-samples --json
run maege-conll80 maege --m2 in/withalt80.m2 \
  --refs in/bn10-A1.m2 in/bn10-A2.m2 in/bn10-A4.m2 in/bn10-A5.m2 in/bn10-A6.m2 in/bn10-A8.m2 in/bn10-A9.m2 in/bn10-A10.m2 \
  --metrics bleu,ibleu,minld-or,ld-so,m2 --both-sources --seeds 2 --delta both --out out/maege-conll80
run maege-ld-lt-imeasure maege --m2 $SG --refs $S/bn10-A1.m2 $S/bn10-A2.m2 --metrics ld,lt,imeasure --no-plots \
  --out out/maege-ld-lt-imeasure --json
run maege-cmd maege --m2 $SG --refs $S/systems/AMU.txt --metrics "cmd:len=awk '{print NF}'" --no-plots --chain-sampling compat \
  --ties half --binomial paper --corpus-source lattice --human-score paper --trim --out out/maege-cmd

# --- report and demo ----------------------------------------------------------------------------------------------
run report report --source $S/source.txt --m2 $SG --refs $S/bn10-A1.m2 $S/bn10-A2.m2 \
  --systems $S/systems/AMU.txt CAMB=$S/systems/CAMB.txt --metrics m2,gleu --resamples 100 --seed 4 \
  --sections leaderboard,conservatism,maege,explorer --title "snapshot" --out out/report
run report-config report --config in/report.json
run demo demo --out out/demo

# --- bad input: one-line messages and exit status 2 ------------------------------------------------------------------
run err-m2-missing-hyp m2 in/nonexistent.txt $SG
run err-m2-line-count m2 in/AMU.short.txt $D/conll14/official-2014.combined.m2
run err-m2-bad-gold m2 $S/systems/AMU.txt in/bad.m2
run err-score-ref-count score --metric gleu --source in/jfleg.src --refs in/jfleg.ref0 in/jfleg.ref3.short in/mle_1.txt
run err-score-unknown-metric score --metric nosuchmetric --source $J/source.txt --refs $J/ref0.txt $J/systems/mle_1.txt
run err-score-bad-option score --metric bleu -O smoothing=nope --source $J/source.txt --refs $J/ref0.txt $J/systems/mle_1.txt
run err-imeasure-line-count imeasure --m2 $SG in/AMU.short.txt
run err-edits-line-count edits --source $S/source.txt --target in/AMU.short.txt --no-progress
run err-usim-missing-graph usim --source-graph in/nonexistent.xml --correction-graph $N/tree1297.xml
run err-parse-missing parse --tokenized in/nonexistent.txt
run err-conservatism-line-count conservatism --source $S/source.txt --ref $SG in/AMU.short.txt
run err-unseenest-bad unseenest in/bad-fingerprint.txt
run err-maege-no-m2 maege --refs $J/ref0.txt --metrics bleu --out out/err-maege-no-m2
run err-maege-unknown-metric maege --m2 $SG --refs $S/bn10-A1.m2 --metrics bleu,nosuchmetric --out out/err-maege-unknown-metric
run err-output-folder-missing m2-merge $S/bn10-A1.m2 $S/bn10-A2.m2 -o out/no/such/folder/merged.m2
run err-dagf-mismatch dagf $N/tree1297.xml $N/tree1197.xml

# ---------------------------------------------------------------------------------------------------------------
# Normalisation (rules 1–5 above) of every text file.
find "$OUT" -type f -print0 | while IFS= read -r -d '' f; do
  grep -Iq . "$f" 2>/dev/null || continue          # binary (or empty): leave as it is
  sed -i -E \
    -e "s#$WORK#<work>#g" \
    -e "s#$OUT#<out>#g" \
    ${GROOT:+-e "s#$GROOT#<gecval>#g"} \
    -e 's/\bin [0-9]+(\.[0-9]+)? ?(ms|s|min|minutes?|seconds?)\b/in <elapsed>/g' \
    -e 's/\([0-9]+(\.[0-9]+)? ?(ms|s|min)\)/(<elapsed>)/g' \
    -e 's/("(elapsedMs|elapsed|seconds|ms|durationMs|duration|wallMs|wallSeconds|timeMs|time)": ?)[0-9.eE+-]+/\10/g' \
    -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?Z?/<date>/g' \
    -e 's/\b[0-9]{4}-[0-9]{2}-[0-9]{2}\b/<date>/g' \
    -e 's/\b[0-9]{2}:[0-9]{2}:[0-9]{2}\b/<time>/g' \
    "$f"
done
echo "snapshot: $(find "$OUT" -name status | wc -l) cases in $OUT"
