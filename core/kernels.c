/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The kernels built into this library, in order of preference: the first
 * usable one is the default.  Hardware kernels come first; of the portable
 * ones, ct64 (constant time) comes before table (not constant time).
 *
 * One deliberate exception: on the 68020-68060 the default is m68020, the
 * table kernel, because on those CPUs (no cache-timing adversary sharing
 * the core in the X68030/Amiga class of machine, and a 4x speed gap) the
 * project's m68k users asked for the fastest kernel by default; m68k_ct is
 * one AESALT_IMPL=m68k_ct away, and the README says so.
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
#ifdef AESALT_HAVE_ZKN
	&aesalt_kernel_zkn,
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
