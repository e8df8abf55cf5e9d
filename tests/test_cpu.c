/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CPU probes (core/cpu.h): on Linux aarch64/ppc64 each probe must agree
 * with the auxiliary vector as the library sees it (after the test mask of
 * tests/hwcap_mask.c), so a masked run proves the probes really follow
 * HWCAP; elsewhere the probes of other architectures must say no.
 * AESALT_TEST_EXPECT_IMPL=<name> (ci/test-cross's masked-HWCAP model) also
 * asserts the kernel chosen without AESALT_IMPL, and that it is the first
 * usable one: the automatic fallback.
 */
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "cpu.h"
#include "testutil.h"

#if defined(__linux__) && (defined(__aarch64__) || defined(__powerpc64__))
#include <sys/auxv.h>
#endif

int main(void)
{
	printf("neon %d, armv8_aes %d, armv8_pmull %d, ppc_vcrypto %d, m68020 %d\n",
	       aesalt_cpu_has_neon(), aesalt_cpu_has_armv8_aes(), aesalt_cpu_has_armv8_pmull(),
	       aesalt_cpu_has_ppc_vcrypto(), aesalt_cpu_has_m68020());
#if defined(__aarch64__) && defined(__linux__)
	{
		unsigned long h = getauxval(AT_HWCAP); /* wrapped: masked like the library's */
		CHECK(aesalt_cpu_has_neon() == !!(h & (1ul << 1)), "neon vs HWCAP_ASIMD");
		CHECK(aesalt_cpu_has_armv8_aes() == !!(h & (1ul << 3)), "aes vs HWCAP_AES");
		CHECK(aesalt_cpu_has_armv8_pmull() == !!(h & (1ul << 4)), "pmull vs HWCAP_PMULL");
	}
#else
	CHECK(aesalt_cpu_has_neon() == 0 && aesalt_cpu_has_armv8_aes() == 0 &&
		      aesalt_cpu_has_armv8_pmull() == 0,
	      "arm probes must say no off aarch64");
#endif
#if defined(__powerpc64__) && defined(__linux__)
	CHECK(aesalt_cpu_has_ppc_vcrypto() == !!(getauxval(AT_HWCAP2) & 0x02000000ul),
	      "vcrypto vs PPC_FEATURE2_VEC_CRYPTO");
#else
	CHECK(aesalt_cpu_has_ppc_vcrypto() == 0, "ppc probe must say no off ppc64");
#endif
#if defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) || defined(__mc68060__)
	CHECK(aesalt_cpu_has_m68020() == 1, "m68020 probe vs a 68020+ compiler target");
#else
	CHECK(aesalt_cpu_has_m68020() == 0, "m68k probe must say no off m68k");
#endif
	/* The usable kernels, one line (ci/test-cross reads it to see which
	 * kernels a CPU model adds). */
	printf("usable kernels:");
	for (size_t i = 0; aesalt_impl_name(i) != NULL; i++)
		printf(" %s", aesalt_impl_name(i));
	printf("\n");
	CHECK(aesalt_impl_count() > 0 && aesalt_impl_name(aesalt_impl_count()) == NULL,
	      "kernel list");
	{
		const char *want = getenv("AESALT_TEST_EXPECT_IMPL");
		if (want != NULL && getenv("AESALT_IMPL") == NULL) {
			const char *got = aesalt_impl_active();
			printf("default kernel %s, expected %s\n", got ? got : "(none)", want);
			CHECK(got != NULL && strcmp(got, want) == 0, "default kernel");
			CHECK(aesalt_impl_name(0) != NULL && strcmp(aesalt_impl_name(0), want) == 0,
			      "first usable kernel");
		}
	}
	return test_summary("test_cpu");
}
