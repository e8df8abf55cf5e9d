/* SPDX-License-Identifier: Apache-2.0 */
/*
 * ppc64 CPU feature probes for the kernels' usable() hooks (both byte
 * orders).  Each returns 1 when user code may use the feature, 0
 * otherwise.  Linux asks the kernel (getauxval(AT_HWCAP2)), as OpenSSL's
 * ppccap.c and Nettle's fat-ppc.c do; other systems answer from the
 * compiler's target macros (-mcpu=power8 defines __CRYPTO__), since a wrong
 * runtime guess there would mean an illegal instruction.
 */
#ifndef AESALT_PPC64_CPU_H
#define AESALT_PPC64_CPU_H

/* The POWER8 (ISA 2.07) vector crypto facility: vcipher, vncipher, vsbox,
 * vpmsumd, vpermxor; PPC_FEATURE2_VEC_CRYPTO. */
int aesalt_cpu_has_ppc_vcrypto(void);

#endif /* AESALT_PPC64_CPU_H */
