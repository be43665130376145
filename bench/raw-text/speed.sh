#!/bin/sh
# The raw-text step's speed in whole `gecval m2` processes (plain / --tokenize / --tokenize --segment; AMU and the
# 15-system batch; CPU and wall medians). See bench/raw-text/speed.ts; run `npm run build` first.
cd "$(dirname "$0")/../.." && exec nice -n 10 node --import tsx bench/raw-text/speed.ts "$@"
