# SPDX-License-Identifier: Apache-2.0
# x86_64 kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is x86_64/AMD64).  Chosen at run time from CPUID
# (asm/x86_64/cpu.c), so every kernel is always built and tested against
# the others on a CPU that has them.  No -m flags: the instructions are
# spelled in the .S files and the C glue needs none.
#
#   vaes   VAES + VPCLMULQDQ on YMM (AVX2; Ice Lake, Zen 3 and later) for
#          ECB, CBC-dec, CTR32, XTS and GCM; the aesni entry points for the rest
#          (fused CCM included: its chain is serial, wider registers add nothing)
#   aesni  AES-NI + PCLMULQDQ, legacy SSE encodings (Westmere and later)
aesalt_add_kernel(vaes ORDER 90 SOURCES
  asm/x86_64/kernel_vaes.c
  asm/x86_64/aes-vaes.S
  asm/x86_64/ghash-vaes.S
  asm/x86_64/gcm-vaes.S
  CONSTANT_TIME ON)
aesalt_add_kernel(aesni ORDER 100 SOURCES
  asm/x86_64/kernel_aesni.c
  asm/x86_64/aes-aesni.S
  asm/x86_64/ghash-aesni.S
  asm/x86_64/gcm-aesni.S
  asm/x86_64/ccm-aesni.S
  asm/x86_64/aegis-aesni.S
  CONSTANT_TIME ON)
list(APPEND AESALT_SOURCES asm/x86_64/cpu.c)

# asm/x86_64/test_cpu.c checks the probes against CPUID (after the test
# mask AESALT_TEST_CPUID_MASK), tests.cmake runs the masked fallbacks.
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
# The ABI test's trampoline (tests/abi/abi.h).
set(AESALT_ABI_TRAMPOLINE asm/x86_64/abi-trampoline.S)
# The constant-time trace proofs (tests/cttrace/), under qemu-x86_64.
# vaes is forced under max: QEMU's TCG (7.2 and 10.0) runs 256-bit VAES but
# neither sets CPUID's VPCLMULQDQ nor decodes its 256-bit form, so the probes
# refuse vaes there and the slots with it (XTS's tweak doubling, the fused
# GCM) would trap: those are left out (checked: a vpclmulqdq on ymm traps
# under both, a vaesenc on ymm matches two aesenc).
set(AESALT_CTTRACE_MODELS "max|vaes")
set(AESALT_CTTRACE_UNTRACED "vaes/xts_enc,xts_dec,gcm_enc,gcm_dec:no QEMU TCG runs 256-bit VPCLMULQDQ (7.2, 10.0), review and the ABI/unit tests on the host only")
