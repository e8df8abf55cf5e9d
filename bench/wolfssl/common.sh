# SPDX-License-Identifier: Apache-2.0
# shellcheck shell=bash
# What the two wolfCrypt benchmark scripts share (sourced by benchmark.sh
# and benchmark_stock.sh): the AES rows they ask for, one run of wolfCrypt's
# benchmark into a column, and the table of the columns.  Both scripts say
# the same thing the same way: MB/s as the benchmark prints it, one row per
# algorithm, "-" where a column has no such row.

# The benchmark's arguments: its AES rows.
# shellcheck disable=SC2034 # used by the scripts that source this file
wolf_algs=(-aes-cbc -aes-gcm -aes-ctr -aes-ecb -aes-ccm)

# wolf_run DIR COLUMN LABEL COMMAND...: runs COMMAND -csv (a benchmark
# program with its arguments, through env for its environment), keeps its
# output in DIR/COLUMN.out, appends its "algorithm,MB/s" rows to
# DIR/COLUMN.csv and copies the device's statistics lines to stderr,
# prefixed with LABEL.
wolf_run() {
  local dir=$1 col=$2 label=$3
  shift 3
  "$@" -csv >"$dir/$col.out" 2>&1
  grep -E '^AES-|^GMAC' "$dir/$col.out" | cut -d, -f1,2 >>"$dir/$col.csv"
  grep '^aesalt-wolfssl:' "$dir/$col.out" | sed "s/^/  $label: /" >&2 || true
}

# wolf_table DIR COLUMN...: the table of the columns' DIR/COLUMN.csv, one
# row per algorithm in the first column's order, each cell the column's
# best figure for it (a column run several times keeps its best pass).
wolf_table() {
  local dir=$1 c alg v
  shift
  printf '%-18s' "MB/s"
  for c in "$@"; do printf ' %12s' "$c"; done
  printf '\n'
  awk -F, '!seen[$1]++ { print $1 }' "$dir/$1.csv" | while read -r alg; do
    printf '%-18s' "$alg"
    for c in "$@"; do
      v=$(awk -F, -v a="$alg" '$1 == a && $2 > m { m = $2 } END { if (m) printf "%.1f", m }' "$dir/$c.csv")
      printf ' %12s' "${v:--}"
    done
    printf '\n'
  done
}
