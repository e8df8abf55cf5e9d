# SPDX-License-Identifier: Apache-2.0
# ppc64 kernels, both byte orders (included by the top-level CMakeLists.txt
# when CMAKE_SYSTEM_PROCESSOR is ppc64le/ppc64/powerpc64/powerpc64le).
# The vector crypto facility is chosen at run time (usable() asks HWCAP2),
# so the portable kernels stay in the build and are tested against p8.
#
#   p8  POWER8 (ISA 2.07) vcipher/vncipher/vpmsumd/vpermxor (.machine power8
#       inside the .S files, so no -mcpu flag is needed; ppc64le's
#       baseline is POWER8 anyway, big-endian ppc64's is not)
aesalt_add_kernel(p8 ORDER 100 SOURCES
  asm/ppc64/kernel_p8.c
  asm/ppc64/aes-p8.S
  asm/ppc64/ghash-p8.S
  asm/ppc64/aegis-p8.S
  CONSTANT_TIME ON)
list(APPEND AESALT_SOURCES asm/ppc64/cpu.c)

# The probe reads getauxval(AT_HWCAP2): the tests can mask its bits, and
# asm/ppc64/test_cpu.c checks the probe against it.
set(AESALT_TEST_WRAP_GETAUXVAL ON)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)

# The ABI test's trampoline (tests/abi/abi.h), both ABIs.
set(AESALT_ABI_TRAMPOLINE asm/ppc64/abi-trampoline.S)
# The constant-time trace proofs (tests/cttrace/).
set(AESALT_CTTRACE_MODELS power9 power8 power10)
