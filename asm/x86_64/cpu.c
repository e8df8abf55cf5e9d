/* SPDX-License-Identifier: Apache-2.0 */
/* x86_64 CPU feature probes; see cpu.h. */
#include "cpu.h"

#include <cpuid.h>
#ifdef AESALT_TEST_HOOKS
#include <stdlib.h>
#endif

/* XCR0: the OS saves the SSE (bit 1) and AVX (bit 2) register state.
 * XGETBV by its encoding, so that no -mxsave flag is needed. */
static unsigned xcr0_low(void)
{
	unsigned lo, hi;
	__asm__ volatile(".byte 0x0f, 0x01, 0xd0" : "=a"(lo), "=d"(hi) : "c"(0));
	(void)hi;
	return lo;
}

/* The CPU's features, probed once: under a hypervisor every CPUID traps
 * to it, and a kernel selection (aesalt_kernel_select, which asks the
 * kernels whether they can run) made a dozen of them, and the calls
 * right after it ran markedly slower (a bench selects before each call).
 * The
 * answer never changes in a process, so a data race between two first
 * probes stores the same word; PROBED marks a stored word. */
#define PROBED 0x80000000u
static unsigned features_cache;

static unsigned probe(void)
{
	unsigned a, b, c, d, f = 0, max;

	max = __get_cpuid_max(0, 0);
	if (max < 1 || !__get_cpuid(1, &a, &b, &c, &d))
		return 0;
	if (c & (1u << 25))
		f |= AESALT_X86_AES;
	if (c & (1u << 1))
		f |= AESALT_X86_PCLMUL;
	if (c & (1u << 9))
		f |= AESALT_X86_SSSE3;
	if (c & (1u << 19))
		f |= AESALT_X86_SSE41;
	/* AVX: the CPU has it and the OS saves the YMM registers */
	if ((c & (1u << 28)) && (c & (1u << 27)) && (xcr0_low() & 6u) == 6u)
		f |= AESALT_X86_AVX;
	if ((f & AESALT_X86_AVX) && max >= 7) {
		__cpuid_count(7, 0, a, b, c, d);
		if (b & (1u << 5))
			f |= AESALT_X86_AVX2;
		if (c & (1u << 9))
			f |= AESALT_X86_VAES;
		if (c & (1u << 10))
			f |= AESALT_X86_VPCLMUL;
	}
	return f;
}

/* see cpu.h */
unsigned aesalt_cpu_x86_features(void)
{
	unsigned f = __atomic_load_n(&features_cache, __ATOMIC_RELAXED);

	if (f == 0) {
		f = probe() | PROBED;
		__atomic_store_n(&features_cache, f, __ATOMIC_RELAXED);
	}
	f &= ~PROBED;
#ifdef AESALT_TEST_HOOKS
	{
		const char *m = getenv("AESALT_TEST_CPUID_MASK");
		if (m != NULL)
			f &= ~(unsigned)strtoul(m, NULL, 0);
	}
#endif
	/* the leaf-7 features use the YMM state: nothing without AVX */
	if (!(f & AESALT_X86_AVX))
		f &= ~(AESALT_X86_AVX2 | AESALT_X86_VAES | AESALT_X86_VPCLMUL);
	return f;
}

/* see cpu.h */
int aesalt_cpu_has_aesni(void)
{
	unsigned need = AESALT_X86_AES | AESALT_X86_SSSE3;
	return (aesalt_cpu_x86_features() & need) == need;
}

/* see cpu.h */
int aesalt_cpu_has_pclmul(void)
{
	return (aesalt_cpu_x86_features() & AESALT_X86_PCLMUL) != 0;
}

/* see cpu.h */
int aesalt_cpu_has_avx2(void)
{
	return (aesalt_cpu_x86_features() & AESALT_X86_AVX2) != 0;
}

/* see cpu.h */
int aesalt_cpu_has_vaes(void)
{
	return (aesalt_cpu_x86_features() & AESALT_X86_VAES) != 0;
}

/* see cpu.h */
int aesalt_cpu_has_vpclmul(void)
{
	return (aesalt_cpu_x86_features() & AESALT_X86_VPCLMUL) != 0;
}
