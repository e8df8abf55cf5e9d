/* SPDX-License-Identifier: Apache-2.0 */
/* m68k CPU feature probe; see cpu.h. */
#include "cpu.h"

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
