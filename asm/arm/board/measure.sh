#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Instructions, memory accesses and estimated Cortex-M4 cycles per byte of
# the aesalt kernels and of Mbed TLS 3.6's C on QEMU's mps2-an386, counted
# by the insn_count plugin (bench/qemu-plugin) under qemu-system-arm and
# priced by bench/qemu-plugin/cm4cycles.py (an ESTIMATE from the Cortex-M4
# TRM's timings; QEMU does not model time).
#
#   asm/arm/board/measure.sh [BUILD] [OUT]
#     BUILD  a configured and built cortex-m4 tree (default build/cortex-m4:
#            cmake --preset cortex-m4 && cmake --build build/cortex-m4)
#     OUT    folder for the binaries, cells and logs (default BUILD/measure)
# Mbed TLS comes from third_party/mbedtls-3.6 (ci/fetch-sources), built with
# bench/qemu-plugin/mbedtls_config.h and the same compiler and flags as
# aesalt; without it the peer row is left out.
set -euo pipefail
cd "$(dirname "$0")/../../.."
root=$PWD
build=${1:-build/cortex-m4}
out=${2:-$build/measure}
mkdir -p "$out/mbedtls"
cflags=(-mcpu=cortex-m4 -mthumb -mfloat-abi=soft -O2)
link=(--specs=rdimon.specs -Lasm/arm/board -T asm/arm/board/mem-mps2-an386.ld -Wl,--gc-sections)
make -s -C bench/qemu-plugin O="$root/build/qemu-plugin" qemu7
plugin=$root/build/qemu-plugin/insn_count-qemu7.so

impls=armv7m,armv7m_ct,table,ct64
peer=()
mb=third_party/mbedtls-3.6
if [ -f "$mb/library/aes.c" ]; then
  cfg="-DMBEDTLS_CONFIG_FILE=\"$root/bench/qemu-plugin/mbedtls_config.h\""
  for f in aes cipher cipher_wrap gcm ccm cmac platform platform_util constant_time block_cipher; do
    [ -f "$mb/library/$f.c" ] || continue
    arm-none-eabi-gcc "${cflags[@]}" -I"$mb/include" -I"$mb/library" "$cfg" \
      -c "$mb/library/$f.c" -o "$out/mbedtls/$f.o"
  done
  peer=(-I"$mb/include" "$cfg" -DAESALT_INSN_BENCH_MBEDTLS "$out"/mbedtls/*.o)
  impls=$impls,mbedtls
fi
arm-none-eabi-gcc "${cflags[@]}" -Iinclude -Ibench bench/insn_bench.c bench/ops.c bench/qemu-plugin/marker.c \
  asm/arm/board/vectors.S "$build/libaesalt.a" "${peer[@]}" "${link[@]}" -o "$out/insn-bench.elf"
# the plugin's arguments: a comma inside -semihosting-config is written twice
qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial none \
  -semihosting-config "enable=on,target=native,arg=insn-bench,arg=--impl,arg=${impls//,/,,},arg=--sizes,arg=4096,,16384" \
  -kernel "$out/insn-bench.elf" \
  -plugin "$plugin,elf=$out/insn-bench.elf,mix=on,pair=on" -d plugin -D "$out/plugin.log" \
  >"$out/cells.txt"
if grep -q 'insn_count: error' "$out/plugin.log"; then
  grep 'insn_count: error' "$out/plugin.log"
  exit 1
fi
python3 bench/qemu-plugin/cm4cycles.py "$out/cells.txt" "$out/plugin.log" | tee "$out/m4.txt"
