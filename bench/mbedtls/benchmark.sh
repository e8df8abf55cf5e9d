#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Mbed TLS's own programs/test/benchmark for the AES modes, stock build
# against the aesalt shim build (once per usable aesalt kernel), side by
# side.  Not a test: it prints a table and asserts nothing.
#
#   bench/mbedtls/benchmark.sh [SERIES [WORK_DIR]]     (default 3.6, build/mbedtls-bench)
#
# The program times one buffer size (its BUFSIZE, 1024 bytes).  With
# SIZES="16 64 ..." in the environment it also runs, for each size, a copy
# of programs/test/benchmark.c made in WORK_DIR with only BUFSIZE changed
# (Mbed TLS's tree is not touched), compiled and linked with the flags and
# libraries CMake used for the program, stock and shim; KERNELS="vaes
# aesni" limits the shim columns (default: every usable kernel), MODES the
# modes.
#
# Both builds are Release builds of third_party/mbedtls-SERIES with the same
# compiler and flags; the only difference is the aesalt user configuration
# (which also turns off Mbed TLS's AES-NI / AESCE code: on x86_64 the stock
# column is therefore stock Mbed TLS with its AES-NI path, the fair
# comparison for an aesalt kernel of the same CPU).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
series=${1:-3.6}
work=${2:-$root/build/mbedtls-bench}
mkdir -p "$work"
work=$(cd "$work" && pwd) # sized_bench compiles in another directory
jobs=$(nproc 2>/dev/null || echo 2)
[ "$jobs" -gt 2 ] && jobs=2
launcher=()
command -v ccache >/dev/null 2>&1 && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache)
read -r -a modes <<<"${MODES:-aes_cbc aes_cfb128 aes_cfb8 aes_ctr aes_xts aes_gcm aes_ccm aes_cmac ctr_drbg}"

for v in stock shim; do
  extra=()
  [ $v = stock ] && extra=(-DAESALT_MBEDTLS_STOCK=ON)
  cmake -S "$root" -B "$work/$series-$v" -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" \
    -DAESALT_MBEDTLS_SOURCE_DIR="$root/third_party/mbedtls-$series" \
    -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF "${extra[@]}" >"$work-$v.log" 2>&1 ||
    { cat "$work-$v.log"; exit 1; }
  cmake --build "$work/$series-$v" -j"$jobs" --target benchmark >>"$work-$v.log" 2>&1 ||
    { tail -n 30 "$work-$v.log"; exit 1; }
done
bench_stock=$work/$series-stock/mbedtls_alt/mbedtls/programs/test/benchmark
bench_shim=$work/$series-shim/mbedtls_alt/mbedtls/programs/test/benchmark
kernels=$(AESALT_VERBOSE=1 "$bench_shim" aes_cbc 2>&1 >/dev/null |
  sed -n 's/^.*(default; usable: \(.*\))$/\1/p')

kernels=${KERNELS:-$kernels}

# sized_bench VARIANT SIZE: the program with BUFSIZE = SIZE, built like
# CMake's (its flags.make and link.txt) but without -Werror: below 32 bytes
# gcc sees that the ChaCha20/Poly1305 rows would read a 32-byte key from
# the buffer (rows not run here); prints its path.
sized_bench() {
  local dir=$work/$series-$1/mbedtls_alt/mbedtls/programs/test size=$2 flags
  local src=$root/third_party/mbedtls-$series/programs/test/benchmark.c
  local out=$work/sized-$1/benchmark-$size
  mkdir -p "$work/sized-$1"
  sed "s/^#define BUFSIZE .*/#define BUFSIZE $size/" "$src" >"$work/sized-$1/benchmark-$size.c"
  flags=$(sed -n 's/^C_\(DEFINES\|INCLUDES\|FLAGS\) = //p' "$dir/CMakeFiles/benchmark.dir/flags.make" |
    tr '\n' ' ')
  (cd "$dir" && eval "cc $flags -Wno-error -c $work/sized-$1/benchmark-$size.c -o $out.o" &&
    eval "$(sed "s|CMakeFiles/benchmark.dir/benchmark.c.o|$out.o|; s|-o benchmark |-o $out |" \
      CMakeFiles/benchmark.dir/link.txt)") >>"$work/sized-$1.log" 2>&1
  echo "$out"
}

# run_columns SUFFIX STOCK_BIN SHIM_BIN: one table.
run_columns() {
  local cols=(stock)
  "$2" "${modes[@]}" >"$work/stock$1.txt"
  for k in $kernels; do
    AESALT_KERNEL=$k "$3" "${modes[@]}" >"$work/shim-$k$1.txt"
    cols+=("shim-$k$1")
  done
  cols[0]=stock$1
  python3 "$root/bench/mbedtls/benchmark_table.py" "$work" "$series" "${cols[@]}"
}

if [ -z "${SIZES:-}" ]; then
  run_columns "" "$bench_stock" "$bench_shim"
else
  for size in $SIZES; do
    echo "== BUFSIZE $size bytes"
    run_columns "-$size" "$(sized_bench stock "$size")" "$(sized_bench shim "$size")"
  done
fi
