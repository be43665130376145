#!/bin/sh
# Recomputes every part of the meta-evaluation table of docs/meta-eval.md and README.md (1,000 resamples, seed 1;
# MAEGE: random source, seed 1, 10 corpus draws) into bench/meta-eval/results/, then prints the tables.
# Parts run one after another, in the parts the committed results were made in; each can be rerun alone. The saved
# parts record their own times (`table.mts --from … --times`; docs/meta-eval.md shows them): about 17 min for the
# classic parts and 34 min for the aggregation parts on the 2-core machine; the grammar checker, USIM (it parses every
# distinct output sentence once; parses are cached on disk by content) and MAEGE dominate.
# The aggregation parts (every metric's system scores by corpus score, TrueSkill and Expected Wins of its
# sentence-level comparisons, window 4, pairwise accuracy) and their tables run after the others; PARTS=aggregation
# runs only those, PARTS=classic only the others.
# LM_CRITIC_2024_05=FILE (SEEDA's outputs/subset/LM-Critic.txt before 2024-12-14, e.g. `git show 870b1b9:outputs/subset/LM-Critic.txt`)
# adds SEEDA's cells under that version.
# Usage: [PARTS=all|classic|aggregation] [LM_CRITIC_2024_05=FILE] sh bench/meta-eval/regenerate.sh [DATA_DIR]
set -e
PARTS=${PARTS:-all}
D=${1:-../shared/data}
T=bench/meta-eval/table.mts
R=bench/meta-eval/results
F=bench/meta-eval/maege-forms
CACHE=${GECVAL_PARSE_CACHE:-$HOME/.cache/gecval/ucca-parses}
mkdir -p "$R"
run() { node --import tsx "$T" --data "$D" "$@"; }
if [ "$PARTS" != aggregation ]; then
run --save "$R/human.json" m2 sent-m2 errant sent-errant gleu bleu ibleu sari max-sari green gotoscorer cleme cleme2 > /dev/null
run --save "$R/faithfulness.json" faithfulness > /dev/null
run --datasets seeda --save "$R/grammaticality-seeda.json" grammaticality > /dev/null
run --datasets gjg15,nspt15 --save "$R/grammaticality-conll.json" grammaticality > /dev/null
run --datasets seeda --save "$R/usim-seeda.json" -O "usim:cacheDir=$CACHE" usim > /dev/null
run --datasets gjg15,nspt15 --save "$R/usim-conll.json" -O "usim:cacheDir=$CACHE" usim > /dev/null
run --datasets none --maege --save "$R/maege-ngram.json" gleu sari max-sari > /dev/null
run --datasets none --maege --save "$R/maege-rest.json" m2 bleu ibleu grammaticality faithfulness > /dev/null
run --datasets none --maege --save "$R/maege-usim.json" -O "usim:cacheDir=$CACHE" usim > /dev/null
run --datasets none --maege --save "$R/maege-forms.json" "module:$F/green.ts" > /dev/null
run --datasets none --maege --save "$R/maege-errant.json" "module:$F/errant.ts" > /dev/null
run --datasets none --maege --save "$R/maege-cleme2.json" "module:$F/cleme2.ts" > /dev/null
fi
ENSEMBLE=gleu,green,sari
if [ "$PARTS" != classic ]; then
start=$(date +%s)
run --datasets seeda,gjg15 --aggregate --save "$R/aggregation-fast.json" -O "ensemble:metrics=$ENSEMBLE" m2 sent-m2 errant sent-errant gleu bleu ibleu sari max-sari green gotoscorer cleme cleme2 ensemble > /dev/null
run --datasets seeda,gjg15 --aggregate --save "$R/aggregation-faithfulness.json" faithfulness > /dev/null
run --datasets seeda,gjg15 --aggregate --save "$R/aggregation-grammaticality.json" grammaticality > /dev/null
run --datasets seeda,gjg15 --aggregate --save "$R/aggregation-usim.json" -O "usim:cacheDir=$CACHE" usim > /dev/null
run --datasets seeda,gjg15 --aggregate --save "$R/aggregation-extra.json" imeasure sacrebleu > /dev/null
echo "aggregation parts: $(( $(date +%s) - start )) s" >&2
fi
# SEEDA with the 2024-05 LM-Critic subset file (from tmu-nlp/SEEDA's history, commit 870b1b9), when LM_CRITIC_2024_05
# names it: the fast metrics' SEEDA cells under both versions (bench/meta-eval/results-lm-critic/).
if [ -n "$LM_CRITIC_2024_05" ]; then
mkdir -p bench/meta-eval/results-lm-critic
run --datasets seeda --aggregate --seeda-lm-critic "$LM_CRITIC_2024_05" --save bench/meta-eval/results-lm-critic/aggregation-fast-2024-05.json -O "ensemble:metrics=$ENSEMBLE" m2 sent-m2 errant sent-errant gleu bleu ibleu sari max-sari green gotoscorer cleme cleme2 ensemble > /dev/null
node --import tsx bench/meta-eval/lm-critic-versions.mts "$R/aggregation-fast.json" bench/meta-eval/results-lm-critic/aggregation-fast-2024-05.json > bench/meta-eval/results-lm-critic/differences.md
fi
P=$(ls "$R"/*.json | grep -v /aggregation- | tr '\n' ',' | sed 's/,$//')
A=$(ls "$R"/aggregation-*.json | tr '\n' ',' | sed 's/,$//')
node --import tsx "$T" --from "$P" --times
node --import tsx "$T" --from "$P" --summary
node --import tsx "$T" --from "$A" --times
node --import tsx "$T" --data "$D" --from "$A" --aggregation-tables
