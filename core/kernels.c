/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The kernels built into this library, fastest first.  The first usable one
 * is the default; the portable ct64 (constant time) comes before table (not
 * constant time) so that no build defaults to a leaking kernel.
 * Architecture kernels add themselves here under their AESALT_HAVE_<IMPL>.
 */
#include "kernel.h"

const struct aesalt_kernel *const aesalt_kernels[] = {
#ifdef AESALT_HAVE_ARMV8CE
	&aesalt_kernel_armv8ce,
#endif
#ifdef AESALT_HAVE_NEON
	&aesalt_kernel_neon,
#endif
#ifdef AESALT_HAVE_M68020
	&aesalt_kernel_m68020,
#endif
#ifdef AESALT_HAVE_M68K_CT
	&aesalt_kernel_m68k_ct,
#endif
	&aesalt_kernel_ct64,	&aesalt_kernel_table,
};

const size_t aesalt_kernels_len = sizeof aesalt_kernels / sizeof aesalt_kernels[0];
