#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# wolfSSL's own benchmark (wolfcrypt/benchmark), AES rows: stock wolfSSL
# with its x86_64 AES-NI/AVX assembly (./configure --enable-aesni
# --enable-intelasm: aes_asm.S, aes_gcm_asm.S, aes_xts_asm.S) beside the
# same source built the way wolfssl_port/README.md's ./configure recipe
# builds it for the aesalt device (no AES-NI: the device refuses it), run
# without the device (wolfCrypt's C AES) and with the device preloaded
# (libaesalt_wolfssl.so, automatic registration) on each kernel of KERNELS.
# A measurement, not a test: nothing is asserted about speed.
#
#   bench/wolfssl/benchmark_stock.sh [WORK_DIR]     default build/wolfssl-bench
#
# KERNELS="vaes aesni" (default) names the device columns.  The two wolfSSL
# builds are copies of third_party/wolfssl-5.9 in WORK_DIR (autogen.sh writes
# into the tree), made once and reused; both with the same configure options
# apart from the assembly and the crypto callbacks.  Each benchmark row runs
# about one second (wolfSSL's default); the columns alternate algorithm by
# algorithm, ROUNDS (default 3) passes, and each cell keeps its best pass.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$root/build/wolfssl-bench}
src=$root/third_party/wolfssl-5.9
kernels=${KERNELS:-vaes aesni}
# shellcheck source-path=SCRIPTDIR source=common.sh
source "$root/bench/wolfssl/common.sh"
mkdir -p "$work"
work=$(cd "$work" && pwd)
[ -f "$src/configure.ac" ] || {
  echo "benchmark_stock.sh: no $src (ci/fetch-sources wolfssl-5.9)" >&2
  exit 1
}
common=(--enable-aesctr --enable-aesccm)
cppflags="-DHAVE_AES_ECB -DWOLFSSL_AES_DIRECT"

# build NAME CONFIGURE-ARGS...: wolfSSL in WORK_DIR/NAME, once.
build() {
  local name=$1 d=$work/$1
  shift
  [ -x "$d/wolfcrypt/benchmark/benchmark" ] && return 0
  echo "benchmark_stock.sh: building wolfSSL ($name) in $d ..." >&2
  rm -rf "$d"
  cp -a "$src" "$d"
  (cd "$d" && ./autogen.sh && ./configure "$@" &&
    make -j2 src/libwolfssl.la wolfcrypt/benchmark/benchmark) >"$work/$name.log" 2>&1 || {
    tail -n 20 "$work/$name.log" >&2
    return 1
  }
}
build stock "${common[@]}" --enable-aesni --enable-intelasm CPPFLAGS="$cppflags"
build device "${common[@]}" --enable-cryptocb CPPFLAGS="-DWOLF_CRYPTO_CB_FIND $cppflags"

# aesalt (Release) and the device as a preloadable library, as the recipe.
prefix=$work/aesalt-prefix
if [ ! -f "$work/libaesalt_wolfssl.so" ] || [ -n "$(find "$root/core" "$root/asm" "$root/wolfssl_port" \
  -newer "$work/libaesalt_wolfssl.so" -name '*.[chS]' | head -n 1)" ]; then
  cmake -S "$root" -B "$work/aesalt" -DCMAKE_BUILD_TYPE=Release -DAESALT_BUILD_TESTS=OFF \
    -DAESALT_BUILD_BENCH=OFF >"$work/aesalt.log" 2>&1
  cmake --build "$work/aesalt" -j2 >>"$work/aesalt.log" 2>&1
  cmake --install "$work/aesalt" --prefix "$prefix" >>"$work/aesalt.log" 2>&1
  w=$root/wolfssl_port
  cc -shared -fPIC -O2 -o "$work/libaesalt_wolfssl.so" -I"$work/device" -I"$prefix/include" -I"$w" \
    "$w"/{aesalt_wolfssl,key_cache,key_schedule,register,aesalt_wolfssl_auto}.c \
    -L"$work/device/src/.libs" -L"$prefix/lib" -lwolfssl -laesalt \
    -Wl,-rpath,"$work/device/src/.libs:$prefix/lib"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# run COLUMN BUILD ALG ENV...: the benchmark of ALG with ENV, added to
# column COLUMN.  The program itself, not libtool's wrapper script (whose
# shells would load the preloaded device too), with the build's library.
run() {
  local col=$1 b=$2 alg=$3
  shift 3
  wolf_run "$tmp" "$col" "$col $alg" env "$@" LD_LIBRARY_PATH="$work/$b/src/.libs" \
    "$work/$b/wolfcrypt/benchmark/.libs/benchmark" "$alg"
}
columns=(wolfssl-asm wolfssl-c)
for k in $kernels; do columns+=("device-$k"); done
# ROUNDS passes, the columns alternated algorithm by algorithm within each;
# the table keeps each cell's best pass (the least disturbed by other jobs).
rounds=${ROUNDS:-3}
for ((r = 1; r <= rounds; r++)); do
  echo "benchmark_stock.sh: pass $r of $rounds ..." >&2
  for a in "${wolf_algs[@]}"; do
    run wolfssl-asm stock "$a"
    run wolfssl-c device "$a"
    for k in $kernels; do
      run "device-$k" device "$a" LD_PRELOAD="$work/libaesalt_wolfssl.so" AESALT_KERNEL="$k" \
        AESALT_WOLFSSL_STATS=1
    done
  done
done

wolf_table "$tmp" "${columns[@]}"
echo "(best of $rounds passes, MB/s as the benchmark prints it, higher is better;" \
  "$(grep -m1 'wolfSSL version' "$tmp/wolfssl-asm.out" | sed 's/^ *//'), $(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //');" \
  "wolfssl-asm: ./configure ${common[*]} --enable-aesni --enable-intelasm;" \
  "wolfssl-c and device-*: ./configure ${common[*]} --enable-cryptocb, -DWOLF_CRYPTO_CB_FIND;" \
  "both CPPFLAGS=\"$cppflags\")"
