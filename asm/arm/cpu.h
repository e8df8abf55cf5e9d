/* SPDX-License-Identifier: Apache-2.0 */
/*
 * 32-bit ARM CPU feature probes for the kernels' usable() hooks; each
 * returns 1 when user code may use the feature, 0 otherwise.  Thumb-2 is a
 * compile-time answer (the Thumb-2 kernels need only the base instruction
 * set of the compiler's target, and on a Cortex-M there is no operating
 * system to ask).  NEON and the crypto extension: on Linux the kernel's
 * word (getauxval AT_HWCAP, AT_HWCAP2), as OpenSSL's armcap.c does;
 * elsewhere the compiler's target macros.
 */
#ifndef AESALT_ARM_CPU_H
#define AESALT_ARM_CPU_H

/* The Thumb-2 instructions of ARMv7-M (UBFX, UXTB, shifted-register
 * operands, IT blocks): 1 when the compiler targets a core that has them. */
int aesalt_cpu_has_thumb2(void);

/* Advanced SIMD (HWCAP_NEON), the AArch32 AES instructions (HWCAP2_AES)
 * and VMULL.P64 (HWCAP2_PMULL). */
int aesalt_cpu_has_neon(void);
int aesalt_cpu_has_armv8_aes(void);
int aesalt_cpu_has_armv8_pmull(void);

#endif /* AESALT_ARM_CPU_H */
