#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# unit.cortex_m3.constant_time (asm/arm/tests.cmake): configures and builds
# the library for the Cortex-M3 (ARMv7-M, whose UMULL/SMULL take
# operand-dependent time) with AESALT_CONSTANT_TIME=ON, and checks that
#  - armv7m_ct, whose GHASH multiplies, is not among its kernels (nor
#    armv7m, nor table), and ct64 is;
#  - ct64's objects contain no multiply instruction (its GHASH is the
#    multiply-free one there: AESALT_CT64_GHASH_NOMUL).
#   cortex_m3_ct.sh SOURCE_DIR WORK_DIR OBJDUMP
src=$1 work=$2 objdump=$3
rm -rf "$work"
out=$(cmake -S "$src" -B "$work" --toolchain "$src/config/toolchains/arm-none-eabi-cortex-m.cmake" \
  -DAESALT_CORTEX_M_CPU=cortex-m3 -DAESALT_CONSTANT_TIME=ON -DAESALT_BUILD_TESTS=OFF \
  -DAESALT_BUILD_BENCH=OFF -DAESALT_INSTALL=OFF 2>&1) || {
  echo "$out"
  exit 1
}
line=$(echo "$out" | grep 'aesalt kernels (in order of preference)')
echo "cortex-m3, AESALT_CONSTANT_TIME=ON: ${line#-- }"
case "$line" in
*"preference): ct64 ("*) ;;
*)
  echo "cortex_m3_ct: the constant-time build for the Cortex-M3 must hold ct64 alone"
  exit 1
  ;;
esac
cmake --build "$work" -j2 >"$work/build.log" 2>&1 || {
  tail -n 30 "$work/build.log"
  exit 1
}
bad=0
for o in "$work"/CMakeFiles/aesalt_objects.dir/core/*ct64*.obj; do
  n=$("$objdump" -d "$o" | grep -cE '[[:space:]](mul|muls|mla|mls|umull|smull|umlal|smlal)(\.w)?[[:space:]]')
  echo "$(basename "$o"): $n multiply instructions"
  [ "$n" -eq 0 ] || bad=1
done
rm -rf "$work"
exit $bad
