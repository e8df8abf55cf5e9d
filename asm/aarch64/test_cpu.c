/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The aarch64 part of tests/test_cpu.c: on Linux each probe must agree with
 * the auxiliary vector as the library sees it (after the test mask of
 * tests/hwcap_mask.c), so a masked run proves the probes follow HWCAP.
 */
#include "cpu.h"
#include "testutil.h"

#if defined(__linux__)
#include <sys/auxv.h>
#endif

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	printf("neon %d, armv8_aes %d, armv8_pmull %d\n", aesalt_cpu_has_neon(),
	       aesalt_cpu_has_armv8_aes(), aesalt_cpu_has_armv8_pmull());
#if defined(__linux__)
	{
		unsigned long h = getauxval(AT_HWCAP); /* wrapped: masked like the library's */
		CHECK(aesalt_cpu_has_neon() == !!(h & (1ul << 1)), "neon vs HWCAP_ASIMD");
		CHECK(aesalt_cpu_has_armv8_aes() == !!(h & (1ul << 3)), "aes vs HWCAP_AES");
		CHECK(aesalt_cpu_has_armv8_pmull() == !!(h & (1ul << 4)), "pmull vs HWCAP_PMULL");
	}
#endif
	return test_failed;
}
