/* SPDX-License-Identifier: Apache-2.0 */
/* 32-bit ARM CPU feature probes; see cpu.h. */
#include "cpu.h"

/* see cpu.h */
int aesalt_cpu_has_thumb2(void)
{
#if defined(__ARM_ARCH_ISA_THUMB) && __ARM_ARCH_ISA_THUMB >= 2
	return 1;
#else
	return 0;
#endif
}
