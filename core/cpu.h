/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CPU feature probes that kernels' usable() hooks call.  Each returns 1
 * when user code may use the feature, 0 otherwise (always 0 on another
 * architecture).  Linux asks the kernel (getauxval), as OpenSSL's *cap.c
 * and Nettle's fat-*.c do; other systems (NetBSD, bare metal) answer from
 * the compiler's target macros, since a wrong runtime guess there would
 * mean an illegal instruction.
 */
#ifndef AESALT_CORE_CPU_H
#define AESALT_CORE_CPU_H

/* aarch64: Advanced SIMD, the AES instructions, 64-bit PMULL. */
int aesalt_cpu_has_neon(void);
int aesalt_cpu_has_armv8_aes(void);
int aesalt_cpu_has_armv8_pmull(void);

/* ppc64: the POWER8 vector crypto facility (vcipher, vpmsumd). */
int aesalt_cpu_has_ppc_vcrypto(void);

/* m68k: the 68020 integer instructions (scaled index, 32-bit multiply,
 * bit fields).  Compile-time only: m68k has no reliable runtime probe. */
int aesalt_cpu_has_m68020(void);

#endif /* AESALT_CORE_CPU_H */
