# SPDX-License-Identifier: Apache-2.0
# m68k kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is m68k).  The target CPU is known only from the
# compiler's predefined macros (gcc -mcpu=...), so each kernel is added only
# when the compiler targets CPUs that can run it:
#
#   m68020  68020, 68030, 68040, 68060 (gcc defines __mc68020__ .. __mc68060__;
#           -mcpu=68030 defines __mc68030__ but NOT __mc68020__).  Not CPU32
#           (it defines __mc68020__ but has no bit-field instructions) and not
#           ColdFire.  A 68000/68010 build never gets 68020 code.
#   m68k_ct every m68k: the constant-time sources assemble for the compiler's
#           target (68000/68010, 68020-68060, CPU32, ColdFire) and pick the
#           instructions of that ISA themselves.
#
# For a CPU that faults on a word or long access at an odd address (68000,
# 68010, CPU32; not ColdFire, not the 68020-68060) the library's C gets the
# options of asm/m68k/strict-align.cflags, so that the compiler makes no
# such access out of byte accesses (asm/m68k/README.md).
include(CheckCSourceCompiles)

check_c_source_compiles("
#if defined(__mcoldfire__)
#error ColdFire accepts misaligned accesses
#endif
#if !defined(__mcpu32__) && (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || defined(__mc68060__))
#error the 68020-68060 accept misaligned accesses
#endif
int main(void) { return 0; }" AESALT_M68K_TARGET_STRICT_ALIGN)

if(AESALT_M68K_TARGET_STRICT_ALIGN)
  file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/strict-align.cflags AESALT_M68K_STRICT_FLAGS
    REGEX "^-")
  list(APPEND AESALT_ARCH_C_OPTIONS ${AESALT_M68K_STRICT_FLAGS})
endif()

# ct64's GHASH multiplies 64-bit halves (core/ghash_ct64.c), and the
# 68000-68030 multipliers take operand-dependent time; on every m68k build
# (one built for a 68020 runs on a 68030 too) it compiles its multiply-free
# GHASH instead, so that ct64's constant-time report stays true
# (asm/m68k/tests.cmake: unit.ct64_nomul).
list(APPEND AESALT_ARCH_C_OPTIONS -DAESALT_CT64_GHASH_NOMUL)

check_c_source_compiles("
#if !(defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || defined(__mc68060__))
#error not a 68020-class target
#endif
#if defined(__mcpu32__) || defined(__mcoldfire__)
#error CPU32 and ColdFire lack the 68020 instructions the kernel uses
#endif
int main(void) { return 0; }" AESALT_M68K_TARGET_68020)

# One deliberate exception to "constant-time kernels first": on the
# 68020-68060 the default is m68020, the table kernel, because on those CPUs
# (no cache-timing adversary sharing the core in the X68030/Amiga class of
# machine, and a 4x speed gap) the project's m68k users asked for the
# fastest kernel by default; m68k_ct is one AESALT_KERNEL=m68k_ct away, and
# the README says so.
if(AESALT_M68K_TARGET_68020)
  # The ABI test's trampoline (tests/abi/abi.h) uses 68020 addressing: the
  # 68000/ColdFire builds are checked by the freestanding tests instead.
  set(AESALT_ABI_TRAMPOLINE asm/m68k/abi-trampoline.S)
  aesalt_add_kernel(m68020 ORDER 100 SOURCES
    asm/m68k/kernel_m68020.c
    asm/m68k/aes-m68020.S
    asm/m68k/ghash-m68020.S)
endif()
aesalt_add_kernel(m68k_ct ORDER 200 SOURCES
  asm/m68k/kernel_m68k_ct.c
  asm/m68k/aes-m68k-ct.S
  asm/m68k/ghash-m68k-ct.S
  CONSTANT_TIME ON)
list(APPEND AESALT_SOURCES asm/m68k/cpu.c)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
# The constant-time trace proofs (tests/cttrace/).
set(AESALT_CTTRACE_MODELS m68030 m68020 m68040)
