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
# shellcheck source-path=SCRIPTDIR source=common.sh
source "$root/bench/wolfssl/common.sh"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run NAME ENV...: the benchmark's rows with ENV, as column NAME.
run() {
  local name=$1
  shift
  echo "benchmark.sh: $name ..." >&2
  wolf_run "$tmp" "$name" "$name" env "$@" AESALT_WOLFSSL_STATS=1 "$bench" "${wolf_algs[@]}"
}

columns=()
if ! grep -q 'AESALT_WOLFSSL_SETTINGS_DIR.*only-aes' "$dir/CMakeCache.txt"; then
  run software AESALT_WOLFSSL=off
  columns+=(software)
fi
while read -r k; do
  run "$k" AESALT_KERNEL="$k"
  columns+=("$k")
done < <("$probe" --kernels)

wolf_table "$tmp" "${columns[@]}"
echo "($(grep -m1 'wolfSSL version' "$tmp/${columns[0]}.out" | sed 's/^ *//'), $(uname -m))"
