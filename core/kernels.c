/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The kernels built into this library, fastest first.  The first usable one
 * is the default; the portable ct64 (constant time) comes before table (not
 * constant time) so that no build defaults to a leaking kernel.
 * Architecture kernels add themselves here under their AESALT_HAVE_<IMPL>.
 */
#include "kernel.h"

const struct aesalt_kernel *const aesalt_kernels[] = {
	&aesalt_kernel_ct64,
	&aesalt_kernel_table,
};

const size_t aesalt_kernels_len = sizeof aesalt_kernels / sizeof aesalt_kernels[0];
