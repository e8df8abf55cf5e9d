# SPDX-License-Identifier: Apache-2.0
# 32-bit ARM kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is arm*, armv7* or cortex-m*: armhf Linux and the
# Cortex-M boards).  There is no runtime probe on a Cortex-M, so a kernel is
# added only when the compiler's target can run it (its predefined macros):
#
#   armv7m  T-table AES in Thumb-2 (asm/arm/aes-armv7m.S), NOT constant
#           time.  Built for ARMv7-M, ARMv7E-M and ARMv8-M mainline
#           (__ARM_ARCH_7M__, __ARM_ARCH_7EM__, __ARM_ARCH_8M_MAIN__), and
#           for ARMv7-A and later in Thumb-2 (armhf Linux: the same code
#           runs there, and the Linux test matrix, ABI driver included,
#           then covers it).  Not for ARMv6-M or ARMv8-M baseline (no
#           Thumb-2 data processing).  ORDER 250: the default on the
#           Cortex-M boards (the only kernel there that is never slower
#           than the stacks' C in any mode: bench/results/never-slower.md;
#           on armhf without the crypto extension neon32 comes first, and
#           armv7m only where NEON is missing); its tables belong in
#           SRAM (section .aesalt_sram, README.md "Picking a kernel").  The
#           constant-time switch (AESALT_CONSTANT_TIME) leaves it out.
#   armv8ce32  the AArch32 crypto extension (AESE/AESMC, VMULL.P64;
#           asm/arm/aes-armv8ce32.S, ghash-armv8ce32.S), for ARMv8 cores
#           running 32-bit Linux.  Built for every A-profile Linux target
#           (the .S files say .arch armv8-a themselves); usable() asks
#           AT_HWCAP/AT_HWCAP2 at run time.  ORDER 100: first when usable.
#   neon32  bitsliced NEON AES on eight blocks (asm/arm/aes-neon32.S) and
#           one block at a time with vector-permute S-boxes
#           (asm/arm/aes-neon32-vperm.S: the serial modes and short
#           tails), for ARMv7-A cores without the crypto extension
#           (Cortex-A7/A15); usable() asks AT_HWCAP HWCAP_NEON.  ORDER
#           240: the default there, before armv7m, since its one-block
#           path keeps the never-slower promise in the serial modes too
#           (bench/results/never-slower.md); constant time, so it is also
#           what the constant-time switch gives on ARMv7-A.
include(CheckCSourceCompiles)

check_c_source_compiles("
#if !(defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__))
#error not an ARMv7-M, ARMv7E-M or ARMv8-M mainline target
#endif
int main(void) { return 0; }" AESALT_ARM_TARGET_V7M)
check_c_source_compiles("
#if !(defined(__ARM_ARCH) && __ARM_ARCH >= 7 && defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'A' && defined(__thumb2__))
#error not an ARMv7-A (or later) Thumb-2 target
#endif
int main(void) { return 0; }" AESALT_ARM_TARGET_V7A_THUMB2)

# ARMv7-M proper (the Cortex-M3), whose UMULL/SMULL take operand-dependent
# time: ct64's GHASH, which multiplies 64-bit halves, compiles its
# multiply-free form there (as on m68k), so that ct64's constant-time claim
# holds; armv7m_ct does not claim it there (below).
check_c_source_compiles("
#if !defined(__ARM_ARCH_7M__)
#error not ARMv7-M (Cortex-M3)
#endif
int main(void) { return 0; }" AESALT_ARM_TARGET_V7M_BASE)
if(AESALT_ARM_TARGET_V7M_BASE)
  list(APPEND AESALT_ARCH_C_OPTIONS -DAESALT_CT64_GHASH_NOMUL)
endif()

if(AESALT_ARM_TARGET_V7M OR AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv7m ORDER 250 SOURCES
    asm/arm/kernel_armv7m.c
    asm/arm/aes-armv7m.S
    asm/arm/ghash-armv7m.S)
endif()
if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv8ce32 ORDER 100 SOURCES
    asm/arm/kernel_armv8ce32.c
    asm/arm/aes-armv8ce32.S
    asm/arm/ghash-armv8ce32.S
    asm/arm/aegis-armv8ce32.S
    CONSTANT_TIME ON)
  aesalt_add_kernel(neon32 ORDER 240 SOURCES
    asm/arm/kernel_neon32.c
    asm/arm/aes-neon32.S
    asm/arm/aes-neon32-vperm.S
    asm/arm/ghash-neon32.S
    CONSTANT_TIME ON)
  # The probes read getauxval: the tests can mask HWCAP2 bits, and
  # asm/arm/test_cpu.c checks the probes against it.
  set(AESALT_TEST_WRAP_GETAUXVAL ON)
  # The ABI test's trampoline (tests/abi/abi.h; AAPCS, r4-r11 and d8-d15).
  set(AESALT_ABI_TRAMPOLINE asm/arm/abi-trampoline.S)
endif()
# armv7m_ct: constant-time fixsliced AES (asm/arm/aes-armv7m-ct.S), for the
# Cortex-M targets, and for armhf Linux in Thumb-2 as armv7m is: not to be
# chosen there (neon32 and armv8ce32 are faster) but so that the Linux
# matrix, the ABI driver and the constant-time trace proof (tests/cttrace,
# which runs under qemu-arm only) cover the same code.  ORDER 350: after
# neon32 and armv7m, before ct64, which it outruns in every mode on the
# Cortex-M4 (bench/results/cortex-m4.md): the constant-time switch gives it
# on the Cortex-M boards.
# Its constant time rests on UMULL's (the GHASH), which the Cortex-M3
# (ARMv7-M: __ARM_ARCH_7M__) ends early on small operands: CONSTANT_TIME as
# the glue's .flags (asm/arm/tests.cmake: unit.armv7m_ct.flags.*).
if(AESALT_ARM_TARGET_V7M_BASE)
  set(AESALT_ARM_UMULL_CT OFF)
else()
  set(AESALT_ARM_UMULL_CT ON)
endif()
if(AESALT_ARM_TARGET_V7M OR AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv7m_ct ORDER 350 SOURCES
    asm/arm/kernel_armv7m_ct.c
    asm/arm/aes-armv7m-ct.S
    asm/arm/aes-armv7m-ct-dec.S
    asm/arm/ghash-armv7m-ct.S
    CONSTANT_TIME ${AESALT_ARM_UMULL_CT})
endif()
list(APPEND AESALT_SOURCES asm/arm/cpu.c)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
# The constant-time trace proofs (tests/cttrace/).
set(AESALT_CTTRACE_MODELS cortex-a7 max)
