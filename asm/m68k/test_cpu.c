/* SPDX-License-Identifier: Apache-2.0 */
/* The m68k part of tests/test_cpu.c: the compile-time probe must follow
 * the compiler's target. */
#include "cpu.h"
#include "testutil.h"

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	printf("m68020 %d\n", aesalt_cpu_has_m68020());
#if (defined(__mc68020__) || defined(__mc68030__) || defined(__mc68040__) ||                       \
     defined(__mc68060__)) &&                                                                      \
	!defined(__mcpu32__)
	CHECK(aesalt_cpu_has_m68020() == 1, "m68020 probe vs a 68020+ compiler target");
#else
	CHECK(aesalt_cpu_has_m68020() == 0, "m68020 probe vs a 68000/CPU32/ColdFire target");
#endif
	return test_failed;
}
