/* SPDX-License-Identifier: Apache-2.0 */
/* aarch64 CPU feature probes; see cpu.h. */
#include "cpu.h"

#if defined(__linux__)
#include <sys/auxv.h>
#define HAVE_GETAUXVAL 1
#endif

/* AT_HWCAP bits of arm64 Linux (arch/arm64/include/uapi/asm/hwcap.h). */
#define HWCAP_ASIMD_BIT (1ul << 1)
#define HWCAP_AES_BIT (1ul << 3)
#define HWCAP_PMULL_BIT (1ul << 4)

static unsigned long hwcap(void)
{
#ifdef HAVE_GETAUXVAL
	return getauxval(AT_HWCAP);
#else
	/* No runtime probe: trust the compiler's target. */
	unsigned long h = 0;
#if defined(__ARM_NEON)
	h |= HWCAP_ASIMD_BIT;
#endif
#if defined(__ARM_FEATURE_CRYPTO) || defined(__ARM_FEATURE_AES)
	h |= HWCAP_AES_BIT | HWCAP_PMULL_BIT;
#endif
	return h;
#endif
}

/* see cpu.h */
int aesalt_cpu_has_neon(void)
{
	return (hwcap() & HWCAP_ASIMD_BIT) != 0;
}

/* see cpu.h */
int aesalt_cpu_has_armv8_aes(void)
{
	return (hwcap() & HWCAP_AES_BIT) != 0;
}

/* see cpu.h */
int aesalt_cpu_has_armv8_pmull(void)
{
	return (hwcap() & HWCAP_PMULL_BIT) != 0;
}
