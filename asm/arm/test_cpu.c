/* SPDX-License-Identifier: Apache-2.0 */
/* The 32-bit ARM part of tests/test_cpu.c: the compile-time probe must
 * follow the compiler's target. */
#include "cpu.h"
#include "testutil.h"

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	printf("thumb2 %d\n", aesalt_cpu_has_thumb2());
#if defined(__thumb2__) || defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) ||                \
	defined(__ARM_ARCH_7A__) || defined(__ARM_ARCH_8M_MAIN__)
	CHECK(aesalt_cpu_has_thumb2() == 1, "thumb2 probe vs an ARMv7 target");
#elif defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
	CHECK(aesalt_cpu_has_thumb2() == 0, "thumb2 probe vs an ARMv6-M/ARMv8-M baseline target");
#endif
	return test_failed;
}
