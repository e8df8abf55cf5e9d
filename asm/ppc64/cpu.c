/* SPDX-License-Identifier: Apache-2.0 */
/* ppc64 CPU feature probes; see cpu.h. */
#include "cpu.h"

#if defined(__linux__)
#include <sys/auxv.h>
#endif

/* PPC_FEATURE2_VEC_CRYPTO in AT_HWCAP2
 * (arch/powerpc/include/uapi/asm/cputable.h). */
#define PPC_FEATURE2_VEC_CRYPTO_BIT 0x02000000ul

/* see cpu.h */
int aesalt_cpu_has_ppc_vcrypto(void)
{
#if defined(__linux__)
	return (getauxval(AT_HWCAP2) & PPC_FEATURE2_VEC_CRYPTO_BIT) != 0;
#elif defined(__CRYPTO__)
	return 1;
#else
	return 0;
#endif
}
