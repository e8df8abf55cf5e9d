/* SPDX-License-Identifier: Apache-2.0 */
/*
 * 32-bit ARM CPU feature probes for the kernels' usable() hooks.  Compile
 * time: the Thumb-2 kernels need only the base instruction set of the
 * compiler's target (ARMv7-M, ARMv7E-M, ARMv8-M mainline, or ARMv7-A and
 * later), and on a Cortex-M there is no operating system to ask.
 */
#ifndef AESALT_ARM_CPU_H
#define AESALT_ARM_CPU_H

/* The Thumb-2 instructions of ARMv7-M (UBFX, UXTB, shifted-register
 * operands, IT blocks): 1 when the compiler targets a core that has them. */
int aesalt_cpu_has_thumb2(void);

#endif /* AESALT_ARM_CPU_H */
