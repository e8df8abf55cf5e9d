#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Instructions, memory accesses and estimated Cortex-M4 cycles per byte of
# the aesalt kernels beside Mbed TLS 3.6's C, wolfSSL 5.9's C and wolfSSL
# 5.9's Thumb-2 assembly, on QEMU's mps2-an386, counted by the insn_count
# plugin (bench/qemu-plugin) under qemu-system-arm and priced by
# bench/qemu-plugin/cm4cycles.py (an ESTIMATE from the Cortex-M4 TRM's
# timings; QEMU does not model time); then the key expansion of each
# (bench/cortex-m4/keyexp_main.c: one setkey_enc / setkey_dec call).  First
# the plugin's known-answer test on the board (check-loop.sh through
# bench/cortex-m4/qemu-m4.sh); a failure stops the run.
#
#   bench/cortex-m4/measure.sh [BUILD] [OUT]
#     BUILD  a configured and built cortex-m4 tree whose libaesalt.a is
#            measured (default build/cortex-m4: cmake --preset cortex-m4 &&
#            cmake --build build/cortex-m4; ci/bench cortex-m4 builds its own
#            without the test hooks)
#     OUT    folder for the binaries, cells and logs (default BUILD/measure)
# Writes OUT/<run>.cells and OUT/<run>.plugin.log for the runs "bench"
# (aesalt kernels, mbedtls, wolfssl), "bench-thumb2" (wolfssl-thumb2),
# "bench-mbedtls-aesalt" and "bench-wolfssl-aesalt" (the stacks through the
# shim and the device), "bench-tfpsa" and "bench-tfpsa-aesalt" (the PSA API,
# stock and through the driver, when BUILD has their images),
# "keyexp" and "keyexp-thumb2", and prints cm4cycles.py's table of each.
# The peers come from third_party/mbedtls-3.6 and third_party/wolfssl-5.9
# (ci/fetch-sources), built with bench/qemu-plugin/mbedtls_config.h and
# bench/qemu-plugin/wolfssl/user_settings.h (the "wolfssl-thumb2" variant:
# AESALT_PEER_WOLFSSL_THUMB2) and the same compiler and flags as aesalt;
# a peer whose source is missing is left out.
# AESALT_M4_SIZES: the message sizes (default 1024,4096,16384: 1 KiB is the
# block of wolfCrypt's benchmark, which the calibration compares with).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${1:-build/cortex-m4}
out=${2:-$build/measure}
sizes=${AESALT_M4_SIZES:-1024,4096,16384}
mkdir -p "$out"
cflags=(-mcpu=cortex-m4 -mthumb -mfloat-abi=soft -O2)
# shellcheck disable=SC2054 # -Wl,--gc-sections is one word
link=(--specs=rdimon.specs -Lasm/arm/board -T asm/arm/board/mem-mps2-an386.ld -Wl,--gc-sections)
make -s -C bench/qemu-plugin O="$root/build/qemu-plugin" qemu7
plugin=$root/build/qemu-plugin/insn_count-qemu7.so
# The counter must be exact on the board before its numbers are used: the
# plugin's known-answer test (bench/qemu-plugin/loop.c) through qemu-m4.sh.
arm-none-eabi-gcc "${cflags[@]}" -Ibench/qemu-plugin -Ibench '-DAESALT_LAB_ARCH="arch/arm.h"' bench/qemu-plugin/loop.c \
  bench/qemu-plugin/marker.c asm/arm/board/vectors.S "${link[@]}" -o "$out/loop.elf"
bench/qemu-plugin/check-loop.sh bench/cortex-m4/qemu-m4.sh /nonexistent "$plugin" "$out/loop.elf"

# objs DIR FLAGS... -- SOURCES...: compiles each source into DIR.
objs() {
  local dir=$1 f
  shift
  local fl=()
  while [ "$1" != -- ]; do fl+=("$1"); shift; done
  shift
  rm -rf "$dir"
  mkdir -p "$dir"
  for f in "$@"; do
    arm-none-eabi-gcc "${cflags[@]}" "${fl[@]}" -c "$f" -o "$dir/$(basename "$f").o"
  done
}

impls=armv7m,armv7m_ct,table,ct64
peer=()
mb=third_party/mbedtls-3.6
if [ -f "$mb/library/aes.c" ]; then
  cfg="-DMBEDTLS_CONFIG_FILE=\"$root/bench/qemu-plugin/mbedtls_config.h\""
  src=()
  for f in aes cipher cipher_wrap gcm ccm cmac platform platform_util constant_time block_cipher; do
    [ ! -f "$mb/library/$f.c" ] || src+=("$mb/library/$f.c")
  done
  objs "$out/mbedtls" -I"$mb/include" -I"$mb/library" "$cfg" -- "${src[@]}"
  peer+=(-I"$mb/include" "$cfg" -DAESALT_INSN_BENCH_MBEDTLS "$out"/mbedtls/*.o)
  impls=$impls,mbedtls
fi
wl=third_party/wolfssl-5.9
thumb2=()
if [ -f "$wl/wolfcrypt/src/aes.c" ]; then
  wsrc=()
  for f in aes cmac error logging memory wc_port; do wsrc+=("$wl/wolfcrypt/src/$f.c"); done
  winc=(-DWOLFSSL_USER_SETTINGS -Ibench/qemu-plugin/wolfssl -I"$wl")
  objs "$out/wolfssl" "${winc[@]}" -- "${wsrc[@]}"
  peer+=("${winc[@]}" -DAESALT_INSN_BENCH_WOLFSSL "$out"/wolfssl/*.o)
  impls=$impls,wolfssl
  # wolfSSL's Thumb-2 assembly: port/arm/thumb2-aes-asm.S (table AES for
  # the key schedule, ECB, CBC, CTR, GCM's counter part, and GHASH), as
  # its ./configure --host=armv7m --enable-armasm defines it.
  objs "$out/wolfssl-thumb2" "${winc[@]}" -DAESALT_PEER_WOLFSSL_THUMB2 -- \
    "${wsrc[@]}" "$wl/wolfcrypt/src/port/arm/thumb2-aes-asm.S"
  thumb2=("${winc[@]}" -DAESALT_PEER_WOLFSSL_THUMB2 -DAESALT_INSN_BENCH_WOLFSSL
    '-DAESALT_INSN_BENCH_WOLFSSL_NAME="wolfssl-thumb2"' "$out"/wolfssl-thumb2/*.o)
fi
# The stacks through aesalt's adapters (peers.cmake's mbedtls-aesalt and
# wolfssl-aesalt): the same sources and configuration as the rows above,
# with the shim of mbedtls_alt/ and the device of wolfssl_port/ (registered
# by insn_bench.c), the default kernel serving.
shim=()
if [ -f "$mb/library/aes.c" ]; then
  sinc=(-Imbedtls_alt -Iinclude -Iconfig/mbedtls -I"$mb/include" -I"$mb/library" "$cfg"
    '-DMBEDTLS_USER_CONFIG_FILE="aesalt_user_config.h"')
  objs "$out/mbedtls-aesalt" "${sinc[@]}" -- "${src[@]}" mbedtls_alt/aes_alt.c \
    mbedtls_alt/gcm_alt.c mbedtls_alt/ccm_alt.c mbedtls_alt/cmac_alt.c
  shim=("${sinc[@]}" -DAESALT_INSN_BENCH_MBEDTLS -DAESALT_INSN_BENCH_MBEDTLS_AESALT
    '-DAESALT_INSN_BENCH_MBEDTLS_NAME="mbedtls-aesalt"' "$out"/mbedtls-aesalt/*.o)
fi
device=()
if [ -f "$wl/wolfcrypt/src/aes.c" ]; then
  dinc=("${winc[@]}" -DAESALT_PEER_WOLFSSL_DEVICE -Iwolfssl_port -Iinclude -Iconfig/wolfssl)
  objs "$out/wolfssl-aesalt" "${dinc[@]}" -- "${wsrc[@]}" "$wl/wolfcrypt/src/cryptocb.c" \
    wolfssl_port/aesalt_wolfssl.c wolfssl_port/key_cache.c wolfssl_port/key_schedule.c \
    wolfssl_port/register.c
  device=("${dinc[@]}" -DAESALT_INSN_BENCH_WOLFSSL -DAESALT_INSN_BENCH_WOLFSSL_AESALT
    '-DAESALT_INSN_BENCH_WOLFSSL_NAME="wolfssl-aesalt"' "$out"/wolfssl-aesalt/*.o)
fi
common=(-Iinclude -Ibench '-DAESALT_LAB_ARCH="arch/arm.h"' bench/qemu-plugin/marker.c asm/arm/board/vectors.S)
arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/insn_bench.c bench/ops.c \
  "$build/libaesalt.a" "${peer[@]}" "${link[@]}" -o "$out/bench.elf"
arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/cortex-m4/keyexp_main.c \
  "$build/libaesalt.a" "${peer[@]}" "${link[@]}" -o "$out/keyexp.elf"
runs=("bench $impls --sizes ${sizes//,/,,}" "keyexp $impls")
if [ ${#thumb2[@]} -gt 0 ]; then
  arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/insn_bench.c bench/ops.c \
    "$build/libaesalt.a" "${thumb2[@]}" "${link[@]}" -o "$out/bench-thumb2.elf"
  arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/cortex-m4/keyexp_main.c \
    "$build/libaesalt.a" "${thumb2[@]}" "${link[@]}" -o "$out/keyexp-thumb2.elf"
  runs+=("bench-thumb2 wolfssl-thumb2 --sizes ${sizes//,/,,}" "keyexp-thumb2 wolfssl-thumb2")
fi

if [ ${#shim[@]} -gt 0 ]; then
  arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/insn_bench.c bench/ops.c \
    "${shim[@]}" "$build/libaesalt.a" "${link[@]}" -o "$out/bench-mbedtls-aesalt.elf"
  runs+=("bench-mbedtls-aesalt mbedtls-aesalt --sizes ${sizes//,/,,}")
fi
if [ ${#device[@]} -gt 0 ]; then
  arm-none-eabi-gcc "${cflags[@]}" "${common[@]}" bench/insn_bench.c bench/ops.c \
    "${device[@]}" "$build/libaesalt.a" "${link[@]}" -o "$out/bench-wolfssl-aesalt.elf"
  runs+=("bench-wolfssl-aesalt wolfssl-aesalt --sizes ${sizes//,/,,}")
fi

# The PSA rows (tfpsa, tfpsa-aesalt): board images that CMake builds in
# BUILD (bench/tfpsa/, when it was configured with AESALT_BUILD_BENCH=ON and
# AESALT_PEER_TFPSA_DIR: ci/bench cortex-m4 does), TF-PSA-Crypto 1.0 stock
# and with aesalt's PSA driver attached; left out when BUILD has none.
for row in tfpsa tfpsa-aesalt; do
  if [ -f "$build/bench/aesalt-insn-bench-$row.elf" ]; then
    cp "$build/bench/aesalt-insn-bench-$row.elf" "$out/bench-$row.elf"
    runs+=("bench-$row $row --sizes ${sizes//,/,,}")
  fi
done

for r in "${runs[@]}"; do
  read -r name list rest <<<"$r"
  # the plugin's arguments: a comma inside -semihosting-config is written twice
  args="arg=$name,arg=--impl,arg=${list//,/,,}"
  [ -z "$rest" ] || args="$args,arg=${rest// /,arg=}"
  qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial none \
    -semihosting-config "enable=on,target=native,$args" -kernel "$out/$name.elf" \
    -plugin "$plugin,elf=$out/$name.elf,mix=on,pair=on" -d plugin -D "$out/$name.plugin.log" \
    >"$out/$name.cells" || { echo "measure.sh: $name failed"; exit 1; }
  if grep -q 'insn_count: error' "$out/$name.plugin.log"; then
    grep 'insn_count: error' "$out/$name.plugin.log"
    exit 1
  fi
  python3 bench/qemu-plugin/cm4cycles.py "$out/$name.cells" "$out/$name.plugin.log" |
    tee "$out/$name.m4.txt"
done
