/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aarch64 CPU feature probes for the kernels' usable() hooks.  Each returns
 * 1 when user code may use the feature, 0 otherwise.  Linux asks the kernel
 * (getauxval(AT_HWCAP)), as OpenSSL's armcap.c and Nettle's fat-arm64.c do;
 * other systems answer from the compiler's target macros, since a wrong
 * runtime guess there would mean an illegal instruction.
 */
#ifndef AESALT_AARCH64_CPU_H
#define AESALT_AARCH64_CPU_H

/* Advanced SIMD, the AES instructions, 64-bit PMULL. */
int aesalt_cpu_has_neon(void);
int aesalt_cpu_has_armv8_aes(void);
int aesalt_cpu_has_armv8_pmull(void);

#endif /* AESALT_AARCH64_CPU_H */
