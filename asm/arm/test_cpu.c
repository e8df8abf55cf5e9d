/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The 32-bit ARM part of tests/test_cpu.c: the compile-time probe must
 * follow the compiler's target, and on Linux each runtime probe must agree
 * with the auxiliary vector as the library sees it (after the test mask
 * of tests/hwcap_mask.c), so a masked run proves the probes follow HWCAP2.
 */
#include "aesalt/aesalt.h"
#include "cpu.h"
#include "testutil.h"

#if defined(__linux__)
#include <sys/auxv.h>
#endif

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	printf("thumb2 %d, neon %d, armv8_aes %d, armv8_pmull %d\n", aesalt_cpu_has_thumb2(),
	       aesalt_cpu_has_neon(), aesalt_cpu_has_armv8_aes(), aesalt_cpu_has_armv8_pmull());
#if defined(__thumb2__) || defined(__ARM_ARCH_7M__) || defined(__ARM_ARCH_7EM__) ||                \
	defined(__ARM_ARCH_7A__) || defined(__ARM_ARCH_8M_MAIN__)
	CHECK(aesalt_cpu_has_thumb2() == 1, "thumb2 probe vs an ARMv7 target");
#elif defined(__ARM_ARCH_6M__) || defined(__ARM_ARCH_8M_BASE__)
	CHECK(aesalt_cpu_has_thumb2() == 0, "thumb2 probe vs an ARMv6-M/ARMv8-M baseline target");
#endif
#if defined(__ARM_ARCH_7EM__) || defined(__ARM_ARCH_8M_MAIN__)
	/* armv7m_ct (asm/arm/kernel_armv7m_ct.c): constant time where the
	 * multiplier of its GHASH is (not on ARMv7-M, the Cortex-M3).
	 * (A kernel the build left out is unknown: AESALT_ERR_UNSUPPORTED.) */
	CHECK(aesalt_kernel_constant_time("armv7m_ct") ==
		      (test_kernel_built("armv7m_ct") ? 1 : AESALT_ERR_UNSUPPORTED),
	      "armv7m_ct constant time (M4/M7/M33)");
	CHECK(aesalt_kernel_constant_time("armv7m") ==
		      (test_kernel_built("armv7m") ? 0 : AESALT_ERR_UNSUPPORTED),
	      "armv7m not constant time");
#elif defined(__ARM_ARCH_7M__)
	CHECK(aesalt_kernel_constant_time("armv7m_ct") ==
		      (test_kernel_built("armv7m_ct") ? 0 : AESALT_ERR_UNSUPPORTED),
	      "armv7m_ct not constant time (M3 UMULL)");
#endif
#if defined(__linux__)
	{
		unsigned long h = getauxval(AT_HWCAP); /* wrapped: masked like the library's */
		unsigned long h2 = getauxval(AT_HWCAP2);
		CHECK(aesalt_cpu_has_neon() == !!(h & (1ul << 12)), "neon vs HWCAP_NEON");
		CHECK(aesalt_cpu_has_armv8_aes() == !!(h2 & (1ul << 0)), "aes vs HWCAP2_AES");
		CHECK(aesalt_cpu_has_armv8_pmull() == !!(h2 & (1ul << 1)), "pmull vs HWCAP2_PMULL");
	}
#endif
	return test_failed;
}
