# SPDX-License-Identifier: Apache-2.0
# 32-bit ARM kernels (included by the top-level CMakeLists.txt when
# CMAKE_SYSTEM_PROCESSOR is arm*, armv7* or cortex-m*: armhf Linux and the
# Cortex-M boards).  There is no runtime probe on a Cortex-M, so a kernel is
# added only when the compiler's target can run it (its predefined macros).
include(CheckCSourceCompiles)

check_c_source_compiles("
#if !(defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__))
#error not an ARMv7-M, ARMv7E-M or ARMv8-M mainline target
#endif
int main(void) { return 0; }" AESALT_ARM_TARGET_V7M)

list(APPEND AESALT_SOURCES asm/arm/cpu.c)
set(AESALT_ARCH_TEST_CPU ${CMAKE_CURRENT_LIST_DIR}/test_cpu.c)
