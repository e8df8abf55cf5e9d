/* SPDX-License-Identifier: Apache-2.0 */
/* 32-bit ARM CPU feature probes; see cpu.h. */
#include "cpu.h"

#if defined(__linux__)
#include <sys/auxv.h>
#define HAVE_GETAUXVAL 1
#endif

/* AT_HWCAP and AT_HWCAP2 bits of 32-bit ARM Linux
 * (arch/arm/include/uapi/asm/hwcap.h). */
#define HWCAP_NEON_BIT (1ul << 12)
#define HWCAP2_AES_BIT (1ul << 0)
#define HWCAP2_PMULL_BIT (1ul << 1)

/* see cpu.h */
int aesalt_cpu_has_thumb2(void)
{
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2
	return 1;
#else
	return 0;
#endif
}

/* see cpu.h */
int aesalt_cpu_has_neon(void)
{
#ifdef HAVE_GETAUXVAL
	return (getauxval(AT_HWCAP) & HWCAP_NEON_BIT) != 0;
#elif defined(__ARM_NEON)
	return 1; /* no runtime probe: trust the compiler's target */
#else
	return 0;
#endif
}

/* see cpu.h */
int aesalt_cpu_has_armv8_aes(void)
{
#ifdef HAVE_GETAUXVAL
	return (getauxval(AT_HWCAP2) & HWCAP2_AES_BIT) != 0;
#elif defined(__ARM_FEATURE_CRYPTO) || defined(__ARM_FEATURE_AES)
	return 1;
#else
	return 0;
#endif
}

/* see cpu.h */
int aesalt_cpu_has_armv8_pmull(void)
{
#ifdef HAVE_GETAUXVAL
	return (getauxval(AT_HWCAP2) & HWCAP2_PMULL_BIT) != 0;
#elif defined(__ARM_FEATURE_CRYPTO) || defined(__ARM_FEATURE_AES)
	return 1;
#else
	return 0;
#endif
}
