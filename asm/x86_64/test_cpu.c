/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The x86_64 part of tests/test_cpu.c: every probe must agree with CPUID
 * and XGETBV read here independently, after the test mask
 * (AESALT_TEST_CPUID_MASK, honoured by hook builds), so a masked run proves
 * the probes and the fallback follow the bits.
 */
#include <cpuid.h>
#include <stdlib.h>

#include "cpu.h"
#include "testutil.h"

static unsigned raw_features(void)
{
	unsigned a, b, c, d, f = 0, xlo = 0, xhi;

	if (!__get_cpuid(1, &a, &b, &c, &d))
		return 0;
	f |= (c >> 25 & 1) ? AESALT_X86_AES : 0;
	f |= (c >> 1 & 1) ? AESALT_X86_PCLMUL : 0;
	f |= (c >> 9 & 1) ? AESALT_X86_SSSE3 : 0;
	f |= (c >> 19 & 1) ? AESALT_X86_SSE41 : 0;
	if (c >> 27 & 1)
		__asm__ volatile("xgetbv" : "=a"(xlo), "=d"(xhi) : "c"(0));
	(void)xhi;
	if ((c >> 28 & 1) && (xlo & 6) == 6) {
		f |= AESALT_X86_AVX;
		if (__get_cpuid_max(0, 0) >= 7) {
			__cpuid_count(7, 0, a, b, c, d);
			f |= (b >> 5 & 1) ? AESALT_X86_AVX2 : 0;
			f |= (c >> 9 & 1) ? AESALT_X86_VAES : 0;
			f |= (c >> 10 & 1) ? AESALT_X86_VPCLMUL : 0;
		}
	}
	return f;
}

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	unsigned raw = raw_features(), want = raw, got = aesalt_cpu_x86_features();
#ifdef AESALT_TEST_HOOKS
	const char *m = getenv("AESALT_TEST_CPUID_MASK");
	if (m != NULL)
		want &= ~(unsigned)strtoul(m, NULL, 0);
#endif
	if (!(want & AESALT_X86_AVX)) /* masked AVX takes the YMM features with it */
		want &= ~(AESALT_X86_AVX2 | AESALT_X86_VAES | AESALT_X86_VPCLMUL);
	printf("x86 features: cpuid 0x%03x, library 0x%03x (aesni %d, pclmul %d, avx2 %d, vaes %d, "
	       "vpclmul %d)\n",
	       raw, got, aesalt_cpu_has_aesni(), aesalt_cpu_has_pclmul(), aesalt_cpu_has_avx2(),
	       aesalt_cpu_has_vaes(), aesalt_cpu_has_vpclmul());
	CHECK(got == want, "features 0x%03x, expected 0x%03x", got, want);
	CHECK(aesalt_cpu_has_aesni() == ((want & (AESALT_X86_AES | AESALT_X86_SSSE3)) ==
					 (AESALT_X86_AES | AESALT_X86_SSSE3)),
	      "aesni vs CPUID");
	CHECK(aesalt_cpu_has_pclmul() == !!(want & AESALT_X86_PCLMUL), "pclmul vs CPUID");
	CHECK(aesalt_cpu_has_avx2() == !!(want & AESALT_X86_AVX2), "avx2 vs CPUID");
	CHECK(aesalt_cpu_has_vaes() == !!(want & AESALT_X86_VAES), "vaes vs CPUID");
	CHECK(aesalt_cpu_has_vpclmul() == !!(want & AESALT_X86_VPCLMUL), "vpclmul vs CPUID");
	return test_failed;
}
