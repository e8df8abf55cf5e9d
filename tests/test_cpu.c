/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CPU probes: the architecture's own checks (asm/<arch>/test_cpu.c, where
 * the architecture has probes), then the list of usable kernels.
 * AESALT_TEST_EXPECT_KERNEL=<name> (ci/test-cross's masked-HWCAP model) also
 * asserts the kernel chosen without AESALT_KERNEL, and that it is the first
 * usable one: the automatic fallback.
 */
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

#ifdef AESALT_TEST_CPU_ARCH
/* asm/<arch>/test_cpu.c: checks the architecture's probes against what the
 * system reports; returns its number of failed checks. */
unsigned long test_cpu_arch(void);
#endif

int main(void)
{
#ifdef AESALT_TEST_CPU_ARCH
	unsigned long arch_failed = test_cpu_arch();
	CHECK(arch_failed == 0, "%lu architecture probe checks failed", arch_failed);
#endif
	/* The usable kernels, one line (ci/test-cross reads it to see which
	 * kernels a CPU model adds). */
	printf("usable kernels:");
	for (size_t i = 0; aesalt_kernel_name(i) != NULL; i++)
		printf(" %s", aesalt_kernel_name(i));
	printf("\n");
	CHECK(aesalt_kernel_count() > 0 && aesalt_kernel_name(aesalt_kernel_count()) == NULL,
	      "kernel list");
	{
		const char *want = getenv("AESALT_TEST_EXPECT_KERNEL");
		if (want != NULL && getenv("AESALT_KERNEL") == NULL) {
			const char *got = aesalt_kernel_active();
			printf("default kernel %s, expected %s\n", got ? got : "(none)", want);
			CHECK(got != NULL && strcmp(got, want) == 0, "default kernel");
			CHECK(aesalt_kernel_name(0) != NULL &&
				      strcmp(aesalt_kernel_name(0), want) == 0,
			      "first usable kernel");
		}
	}
	return test_summary("test_cpu");
}
