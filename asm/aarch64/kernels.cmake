# SPDX-License-Identifier: Apache-2.0
# aarch64 kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is aarch64/arm64).  Every aarch64 core has
# Advanced SIMD; the crypto extension is optional and chosen at run time
# (usable() asks HWCAP), so both kernels are always built and tested
# against each other.
#
#   armv8ce  AESE/AESD/AESMC/AESIMC and 64-bit PMULL (.arch armv8-a+crypto
#            inside the .S files, so no -march flag is needed)
#   neon     Advanced SIMD only (TBL/TBX S-box in registers), for cores
#            without the crypto extension
aesalt_add_kernel(armv8ce ORDER 100 SOURCES
  asm/aarch64/kernel_armv8ce.c
  asm/aarch64/aes-armv8ce.S
  asm/aarch64/ghash-armv8ce.S
  asm/aarch64/aegis-armv8ce.S
  asm/aarch64/gcm-armv8ce.S
  CONSTANT_TIME ON)
aesalt_add_kernel(neon ORDER 200 SOURCES
  asm/aarch64/kernel_neon.c
  asm/aarch64/aes-neon.S
  asm/aarch64/aegis-neon.S
  asm/aarch64/ghash-neon.S
  CONSTANT_TIME ON)
list(APPEND AESALT_SOURCES asm/aarch64/cpu.c)

# The ABI test's trampoline (tests/abi/abi.h; AAPCS64).
set(AESALT_ABI_TRAMPOLINE asm/aarch64/abi-trampoline.S)

# The probes read getauxval(AT_HWCAP): the tests can mask its bits, and
# asm/aarch64/test_cpu.c checks the probes against it.
set(AESALT_TEST_WRAP_GETAUXVAL ON)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
# The constant-time trace proofs (tests/cttrace/): max has every extension.
set(AESALT_CTTRACE_MODELS max cortex-a53)
