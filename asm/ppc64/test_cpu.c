/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The ppc64 part of tests/test_cpu.c: on Linux the probe must agree with
 * the auxiliary vector as the library sees it (after the test mask of
 * tests/hwcap_mask.c), so a masked run proves the probe follows HWCAP2.
 */
#include "cpu.h"
#include "testutil.h"

#if defined(__linux__)
#include <sys/auxv.h>
#endif

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	printf("ppc_vcrypto %d\n", aesalt_cpu_has_ppc_vcrypto());
#if defined(__linux__)
	{
		unsigned long h = getauxval(AT_HWCAP2); /* wrapped: masked like the library's */
		CHECK(aesalt_cpu_has_ppc_vcrypto() == !!(h & 0x02000000ul),
		      "vcrypto vs PPC_FEATURE2_VEC_CRYPTO");
	}
#endif
	return test_failed;
}
