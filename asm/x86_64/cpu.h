/* SPDX-License-Identifier: Apache-2.0 */
/*
 * x86_64 CPU feature probes for the kernels' usable() hooks.  Each returns
 * 1 when user code may use the feature, 0 otherwise, from CPUID (leaf 1,
 * leaf 7 sub-leaf 0) and, for the AVX register state, XGETBV: a feature
 * that uses the YMM registers needs the OS to save them (OSXSAVE and
 * XCR0 bits 1-2), as OpenSSL's x86_64cpuid and Nettle's fat-x86_64.c check.
 *
 * Test hook (AESALT_TEST_HOOKS builds only; a user's build ignores it):
 * AESALT_TEST_CPUID_MASK=<bits> clears features from what every probe
 * reports, so the fallback kernels run on a CPU that has everything
 * (tests/hwcap_mask.c does the same with getauxval on aarch64).  The bits
 * are the AESALT_X86_* below; masking AESALT_X86_AVX also clears the
 * features that need the YMM state (AVX2, VAES, VPCLMULQDQ).
 */
#ifndef AESALT_X86_64_CPU_H
#define AESALT_X86_64_CPU_H

#define AESALT_X86_AES 0x001u	  /* CPUID.1:ECX.AESNI[bit 25] */
#define AESALT_X86_PCLMUL 0x002u  /* CPUID.1:ECX.PCLMULQDQ[bit 1] */
#define AESALT_X86_SSSE3 0x004u	  /* CPUID.1:ECX.SSSE3[bit 9] */
#define AESALT_X86_SSE41 0x008u	  /* CPUID.1:ECX.SSE4_1[bit 19] */
#define AESALT_X86_AVX 0x010u	  /* CPUID.1:ECX.AVX[bit 28], OSXSAVE, XCR0 SSE+YMM */
#define AESALT_X86_AVX2 0x020u	  /* CPUID.7.0:EBX.AVX2[bit 5], and AVX */
#define AESALT_X86_VAES 0x040u	  /* CPUID.7.0:ECX.VAES[bit 9], and AVX */
#define AESALT_X86_VPCLMUL 0x080u /* CPUID.7.0:ECX.VPCLMULQDQ[bit 10], and AVX */

/* All the AESALT_X86_* features this CPU and OS offer (after the test
 * mask). */
unsigned aesalt_cpu_x86_features(void);

/* AES-NI with SSE2 and SSSE3 (every AES-NI CPU has them). */
int aesalt_cpu_has_aesni(void);
/* PCLMULQDQ. */
int aesalt_cpu_has_pclmul(void);
/* AVX2 with the YMM state enabled by the OS. */
int aesalt_cpu_has_avx2(void);
/* VAES and VPCLMULQDQ on YMM registers (AVX enabled by the OS). */
int aesalt_cpu_has_vaes(void);
int aesalt_cpu_has_vpclmul(void);

#endif /* AESALT_X86_64_CPU_H */
