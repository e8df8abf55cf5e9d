#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The bounded libFuzzer run of one harness (ctest fuzz.<name>):
#   run.sh HARNESS RUNS SEEDS REGRESSIONS DICT [EXTRA_LIBFUZZER_ARGS...]
# Copies the seed corpus to a fresh directory (libFuzzer adds the inputs it
# finds to its first corpus directory; the run stays reproducible and the
# source tree untouched), loads the regression inputs beside it (each is
# executed before any mutation), then runs RUNS mutated inputs with a fixed
# seed.  A crash is kept by libFuzzer as crash-* in the working directory.
set -u
harness=$1 runs=$2 seeds=$3 regressions=$4 dict=$5
shift 5
corpus=$(mktemp -d "${TMPDIR:-/tmp}/aesalt-fuzz.XXXXXX") || exit 1
trap 'rm -rf "$corpus"' EXIT
[ -d "$seeds" ] && cp "$seeds"/* "$corpus"/ 2>/dev/null
set -- -runs="$runs" -seed=1 -max_len=2048 -dict="$dict" -print_final_stats=1 "$@" "$corpus"
[ -d "$regressions" ] && set -- "$@" "$regressions"
"$harness" "$@"
