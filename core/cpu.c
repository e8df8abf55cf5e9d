/* SPDX-License-Identifier: Apache-2.0 */
/* CPU feature probes; see cpu.h. */
#include "cpu.h"

#if defined(__linux__) && (defined(__aarch64__) || defined(__powerpc64__))
#include <sys/auxv.h>
#define HAVE_GETAUXVAL 1
#endif

#if defined(__aarch64__)
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
#else
int aesalt_cpu_has_neon(void)
{
	return 0;
}

int aesalt_cpu_has_armv8_aes(void)
{
	return 0;
}

int aesalt_cpu_has_armv8_pmull(void)
{
	return 0;
}
#endif

/* see cpu.h */
int aesalt_cpu_has_ppc_vcrypto(void)
{
#if defined(__powerpc64__) && defined(HAVE_GETAUXVAL)
	/* PPC_FEATURE2_VEC_CRYPTO in AT_HWCAP2 (arch/powerpc/include/uapi/asm/cputable.h) */
	return (getauxval(AT_HWCAP2) & 0x02000000ul) != 0;
#elif defined(__powerpc64__) && defined(__CRYPTO__)
	return 1;
#else
	return 0;
#endif
}

/* see cpu.h */
int aesalt_cpu_has_m68020(void)
{
#if (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) ||                       \
     defined(__mc68060__)) &&                                                                      \
	!defined(__mcpu32__)
	/* CPU32 defines __mc68020__ but lacks the bit-field instructions. */
	return 1;
#else
	return 0;
#endif
}
