/* SPDX-License-Identifier: Apache-2.0 */
/* Kernel call counters for test builds; see test_hooks.h. */
#include "test_hooks.h"

#include <string.h>

#include "internal.h"

#ifdef AESALT_TEST_HOOKS
#include <stdatomic.h>

#define MAX_KERNELS 16
static atomic_ulong calls[MAX_KERNELS];

void aesalt_test_count(const struct aesalt_kernel *kern)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len && i < MAX_KERNELS; i++) {
		if (aesalt_kernels[i] == kern) {
			atomic_fetch_add_explicit(&calls[i], 1, memory_order_relaxed);
			return;
		}
	}
}

unsigned long aesalt_test_kernel_calls(const char *name)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len && i < MAX_KERNELS; i++)
		if (strcmp(aesalt_kernels[i]->name, name) == 0)
			return atomic_load(&calls[i]);
	return 0;
}

void aesalt_test_reset_calls(void)
{
	size_t i;
	for (i = 0; i < MAX_KERNELS; i++)
		atomic_store(&calls[i], 0);
}

int aesalt_test_ghash_filled(const char *name, int fill, const uint8_t h[16], const uint8_t *in,
			     size_t nblocks, uint8_t y[16])
{
	aesalt_ghash_key g;
	size_t i;

	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];

		if (strcmp(k->name, name) != 0)
			continue;
		memset(&g, fill, sizeof g);
		k->ghash_setkey(&g, h);
		g.kernel = k;
		memset(y, 0, 16);
		if (nblocks > 0)
			k->ghash(&g, y, in, nblocks);
		aesalt_zeroize(&g, sizeof g);
		return 0;
	}
	return -1;
}
#endif
