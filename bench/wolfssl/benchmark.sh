#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# wolfSSL's own benchmark (wolfcrypt/benchmark), AES rows, with wolfSSL's
# software and with the aesalt device on each usable kernel, side by side.
# A measurement, not a test: nothing is asserted about speed.
#
#   bench/wolfssl/benchmark.sh [BUILD_DIR]      default build/wolfssl-5.9
#
# BUILD_DIR is a build of aesalt with -DAESALT_WOLFSSL_SOURCE_DIR and
# -DAESALT_WOLFSSL_AUTO_REGISTER=ON (as ci/test-wolfssl makes them).  The
# software column runs the same binary with AESALT_WOLFSSL=off (device not
# registered); an ONLY_AES build has no software AES, so no such column.
# Each benchmark row runs about one second (wolfSSL's default).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$root/build/wolfssl-5.9}
bench=$dir/wolfssl_port/wolfssl/wolfcrypt/benchmark/benchmark
probe=$dir/wolfssl_port/aesalt_wolfssl_test_device
[ -x "$bench" ] && [ -x "$probe" ] || {
  echo "benchmark.sh: no benchmark in $dir (build it as ci/test-wolfssl does)" >&2
  exit 1
}
algs=(-aes-cbc -aes-gcm -aes-ctr -aes-ecb -aes-ccm)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run NAME ENV...: the benchmark's CSV rows "algorithm,MB/s" into $tmp/NAME.
run() {
  local name=$1
  shift
  echo "benchmark.sh: $name ..." >&2
  env "$@" AESALT_WOLFSSL_STATS=1 "$bench" "${algs[@]}" -csv >"$tmp/$name.out" 2>&1
  grep -E '^AES-|^GMAC' "$tmp/$name.out" | cut -d, -f1,2 >"$tmp/$name.csv"
  grep '^aesalt-wolfssl:' "$tmp/$name.out" | sed "s/^/  $name: /" >&2 || true
}

columns=()
if ! grep -q 'AESALT_WOLFSSL_SETTINGS_DIR.*only-aes' "$dir/CMakeCache.txt"; then
  run software AESALT_WOLFSSL=off
  columns+=(software)
fi
while read -r k; do
  run "$k" AESALT_IMPL="$k"
  columns+=("$k")
done < <("$probe" --kernels)

{
  printf '%-18s' "MB/s"
  for c in "${columns[@]}"; do printf ' %12s' "$c"; done
  printf '\n'
  cut -d, -f1 "$tmp/${columns[0]}.csv" | while read -r alg; do
    printf '%-18s' "$alg"
    for c in "${columns[@]}"; do
      v=$(awk -F, -v a="$alg" '$1 == a { printf "%.1f", $2 }' "$tmp/$c.csv")
      printf ' %12s' "${v:--}"
    done
    printf '\n'
  done
} | tee "$tmp/table"
echo "($(grep -m1 'wolfSSL version' "$tmp/${columns[0]}.out" | sed 's/^ *//'), $(uname -m))"
