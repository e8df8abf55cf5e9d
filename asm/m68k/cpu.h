/* SPDX-License-Identifier: Apache-2.0 */
/*
 * m68k CPU feature probe for the kernels' usable() hooks.  Compile time
 * only: m68k has no reliable runtime probe (BearSSL made the same call for
 * POWER8), so the compiler's target decides.
 */
#ifndef AESALT_M68K_CPU_H
#define AESALT_M68K_CPU_H

/* The 68020 integer instructions (scaled index, 32-bit multiply, bit
 * fields): 1 on a 68020-68060 target, 0 on 68000/68010, CPU32, ColdFire. */
int aesalt_cpu_has_m68020(void);

#endif /* AESALT_M68K_CPU_H */
