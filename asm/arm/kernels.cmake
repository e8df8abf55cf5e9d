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
#           Thumb-2 data processing).  ORDER 905: after ct64, so the
#           default kernel stays constant time; AESALT_IMPL=armv7m picks it.
#   armv8ce32  the AArch32 crypto extension (AESE/AESMC, VMULL.P64;
#           asm/arm/aes-armv8ce32.S, ghash-armv8ce32.S), for ARMv8 cores
#           running 32-bit Linux.  Built for every A-profile Linux target
#           (the .S files say .arch armv8-a themselves); usable() asks
#           AT_HWCAP/AT_HWCAP2 at run time.  ORDER 100: first when usable.
#   neon32  bitsliced NEON AES on eight blocks (asm/arm/aes-neon32.S), for
#           ARMv7-A cores without the crypto extension (Cortex-A7/A15);
#           usable() asks AT_HWCAP HWCAP_NEON.  ORDER 300: after
#           armv8ce32, before ct64.
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

if(AESALT_ARM_TARGET_V7M OR AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv7m ORDER 905 SOURCES
    asm/arm/kernel_armv7m.c
    asm/arm/aes-armv7m.S
    asm/arm/ghash-armv7m.S)
endif()
if(CMAKE_SYSTEM_NAME STREQUAL "Linux" AND AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv8ce32 ORDER 100 SOURCES
    asm/arm/kernel_armv8ce32.c
    asm/arm/aes-armv8ce32.S
    asm/arm/ghash-armv8ce32.S
    asm/arm/aegis-armv8ce32.S)
  aesalt_add_kernel(neon32 ORDER 300 SOURCES
    asm/arm/kernel_neon32.c
    asm/arm/aes-neon32.S
    asm/arm/aes-neon32-vperm.S
    asm/arm/ghash-neon32.S)
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
# which runs under qemu-arm only) cover the same code.  ORDER 906: ct64
# stays the default; AESALT_IMPL=armv7m_ct or aesalt_impl_select("armv7m_ct")
# picks it.
if(AESALT_ARM_TARGET_V7M OR AESALT_ARM_TARGET_V7A_THUMB2)
  aesalt_add_kernel(armv7m_ct ORDER 906 SOURCES
    asm/arm/kernel_armv7m_ct.c
    asm/arm/aes-armv7m-ct.S
    asm/arm/aes-armv7m-ct-dec.S
    asm/arm/ghash-armv7m-ct.S)
endif()
list(APPEND AESALT_SOURCES asm/arm/cpu.c)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
# The constant-time trace proofs (tests/cttrace/).
set(AESALT_CTTRACE_MODELS cortex-a7 max)
